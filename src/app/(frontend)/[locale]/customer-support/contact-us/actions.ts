'use server'

import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { isLocale, type Locale } from '@/i18n/locales'
import { formatDay } from '@/lib/dates'
import { fieldsOf } from '@/lib/helpdesk/lists'
import { MISSED_COLLECTION_DAYS } from '@/lib/helpdesk/schema'
import { clientAddressFromHeaders } from '@/lib/http/client'
import { fileLimits, submitContact } from '@/lib/helpdesk/submit'
import { FAILED_POST_COOKIE, fieldAnchor } from './anchors'
import { sentPath } from './sent/receipt'
import type { ContactFormState } from './state'
import { topicSwitchState } from './topicSwitch'

export async function sendContactRequest(previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  const localeInput = String(form.get('locale') ?? '')
  const locale: Locale = isLocale(localeInput) ? localeInput : 'et'
  // A changed topic is not a submission: the form comes back with the new topic's fields, filled in.
  const switched = topicSwitchState(
    form,
    previous,
    (await getTranslations({ locale, namespace: 'contact' }))('filesNotKept'),
  )
  if (switched) return switched
  const outcome = await submitContact(form, { address: clientAddressFromHeaders(await headers()), locale })
  if (outcome.ok) {
    redirect(sentPath(locale, outcome.reference))
  }
  const requestHeaders = await headers()
  // A post sent without scripts (no Next-Action header: the browser posted the form itself) is answered with
  // the whole page; Next lets that page's render see cookies the action writes, which is how its title learns
  // the post failed. With scripts only the form's state goes back, and writing a cookie would make Next
  // render the page again for nothing.
  if (!requestHeaders.has('next-action')) {
    const jar = await cookies()
    jar.set(FAILED_POST_COOKIE, '1', { maxAge: 0, path: '/', httpOnly: true, sameSite: 'lax' })
  }
  const t = await getTranslations({ locale, namespace: 'contact' })
  const errors: ContactFormState['errors'] = []
  if (outcome.problem) {
    errors.push({
      field: 'form',
      href: outcome.problem === 'topic' ? '#topic-5' : '#contact-submit',
      message: t(`errors.${outcome.problem}`),
    })
  }
  if (outcome.topic) {
    const limits = fileLimits()
    for (const { field } of fieldsOf(outcome.topic)) {
      const code = outcome.errors[field]
      if (code) {
        const message =
          code === 'required'
            ? t(`required.${field}`)
            : code === 'dateTooEarly'
              ? t('errors.dateTooEarly', { date: formatDay(outcome.earliest ?? '') })
              : t(`errors.${code}`, { days: String(MISSED_COLLECTION_DAYS) })
        errors.push({ field, href: `#${fieldAnchor(field)}`, message })
      }
      if (field === 'files') {
        for (const r of outcome.refused) {
          const max =
            r.reason === 'size' ? limits.maxFileBytes : r.reason === 'total' ? limits.maxTotalBytes : limits.maxFiles
          const shown = r.reason === 'count' ? max : Math.round((max / 1024 / 1024) * 10) / 10
          errors.push({
            field: 'files',
            href: `#${fieldAnchor('files')}`,
            message: t(`fileErrors.${r.reason}`, { name: r.name, max: String(shown) }),
          })
        }
      }
    }
  }
  const hadFiles = form
    .getAll('files')
    .some((f) => typeof f === 'object' && f !== null && 'size' in f && (f as File).size > 0)
  return {
    status: 'error',
    // The topic the visitor sent: without JavaScript the page's address has none, and the form shows this
    // topic's fields (with their errors) again.
    topicId: outcome.topic?.id,
    values: outcome.values,
    errors,
    fileNote: hadFiles ? t('filesNotKept') : undefined,
    token: outcome.token,
    earliest: outcome.earliest,
  }
}
