'use server'

import { redirect } from 'next/navigation'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { env } from '@/lib/env'
import { loadHelpdeskForm, postHelpdeskForm } from '@/lib/helpdesk/embed'

function embedConfig() {
  const c = env()
  return c.HELPDESK_FORM_URL
    ? { url: c.HELPDESK_FORM_URL, user: c.HELPDESK_USER, password: c.HELPDESK_PASSWORD }
    : undefined
}

export async function sendToHelpdesk(form: FormData): Promise<void> {
  const localeInput = String(form.get('__locale') ?? '')
  const locale = isLocale(localeInput) ? localeInput : 'et'
  const config = embedConfig()
  // A fresh page load gives the CSRF token and session the helpdesk expects with the post.
  const helpdeskForm = config ? await loadHelpdeskForm(config) : null
  const result = config && helpdeskForm ? await postHelpdeskForm(config, helpdeskForm, form) : { ok: false as const }
  if (result.ok) redirect(result.redirect)
  redirect(`${localizedPath(locale, '/odoo-test')}?failed=1`)
}
