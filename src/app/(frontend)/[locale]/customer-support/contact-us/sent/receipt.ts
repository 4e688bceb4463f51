import 'server-only'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { env } from '@/lib/env'
import { signReceipt } from '@/lib/helpdesk/receipt'

/** Where a stored request goes: the "request sent" page with its reference and the server's signature. */
export function sentPath(locale: Locale, reference: string, now = Date.now()): string {
  const query = new URLSearchParams({ ref: reference, receipt: signReceipt(env().PAYLOAD_SECRET, reference, now) })
  return `${localizedPath(locale, '/customer-support/contact-us/sent')}?${query}`
}
