import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { topics, type TopicKey } from './lists'
import { singleAddress } from './singleAddress'

const CONTACT_PATH = '/customer-support/contact-us'

/**
 * The contact form's address, filled in from what another page already knows (read back by
 * `contactPrefill`, prefill.ts). Plain data only, so client components may use it too.
 */
export function contactHref(
  locale: Locale,
  prefill: {
    topic: TopicKey
    contract?: string
    address?: string
    message?: string
    municipality?: string
    /** The missed collection's day (yyyy-MM-dd). */
    date?: string
  },
): string {
  const params = new URLSearchParams({ topic: String(topics.find((t) => t.key === prefill.topic)!.id) })
  if (prefill.contract) params.set('contract', prefill.contract)
  if (prefill.address) params.set('address', prefill.address)
  if (prefill.message) params.set('message', prefill.message)
  if (prefill.municipality) params.set('municipality', prefill.municipality)
  if (prefill.date) params.set('date', prefill.date)
  return `${localizedPath(locale, CONTACT_PATH)}?${params}`
}

/**
 * "Was your container not emptied?": a service complaint for the contract, with its address when the
 * contract has one (several addresses are left for the visitor to write, rather than guessing), and the
 * EHAK code of its municipality when its collections know it.
 */
export function notEmptiedHref(
  locale: Locale,
  contract: string,
  addresses: Iterable<string>,
  municipalityCode?: string | null,
): string {
  return contactHref(locale, {
    topic: 'serviceComplaint',
    contract,
    address: singleAddress(addresses),
    municipality: municipalityCode ?? undefined,
  })
}

/**
 * A missed collection at an address, from its collection-day answer: the address, the container and the day
 * filled in, and no contract number (an address answer never shows one; the helpdesk finds the contract).
 */
export function missedCollectionHref(
  locale: Locale,
  missed: { address: string; date: string; message: string; municipalityCode?: string | null },
): string {
  return contactHref(locale, {
    topic: 'serviceComplaint',
    address: missed.address,
    message: missed.message,
    date: missed.date,
    municipality: missed.municipalityCode ?? undefined,
  })
}
