'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { env } from '@/lib/env'
import { relayToHelpdesk } from '@/lib/helpdesk/embed'
import { contactRateLimit, fileLimits } from '@/lib/helpdesk/submit'
import { clientAddressFromHeaders, clientKey } from '@/lib/http/client'
import { sharedRateLimiter } from '@/lib/cluster/rateLimits'
import { processSingleton } from '@/lib/singleton'

function embedConfig() {
  const c = env()
  return c.HELPDESK_FORM_URL
    ? { url: c.HELPDESK_FORM_URL, user: c.HELPDESK_USER, password: c.HELPDESK_PASSWORD }
    : undefined
}

// The contact form's budget per address, for every post here (refused ones included).
const limiter = () =>
  processSingleton('jaatmeveo.helpdesk.embedLimiter', () => sharedRateLimiter('embed', contactRateLimit()))

export async function sendToHelpdesk(form: FormData): Promise<void> {
  const localeInput = String(form.get('__locale') ?? '')
  const locale = isLocale(localeInput) ? localeInput : 'et'
  const result = await relayToHelpdesk(embedConfig(), form, {
    limiter: limiter(),
    clientKey: clientKey(clientAddressFromHeaders(await headers())),
    limits: fileLimits(),
  })
  if (result.ok) redirect(result.redirect)
  redirect(`${localizedPath(locale, '/odoo-test')}?failed=1`)
}
