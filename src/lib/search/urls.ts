import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { SearchKind } from './types'

/** Where hits of the data kinds lead (SPEC section 2): the page that lists them. */
export const KIND_PATHS: Partial<Record<SearchKind, string>> = {
  municipal: '/home-customer/organized-waste',
  construction: '/customer-support/price-lists',
  station: '/home-customer/waste-stations',
  failed: '/customer-support/unserved-addresses',
}

export function kindUrl(kind: SearchKind, locale: Locale): string {
  return localizedPath(locale, KIND_PATHS[kind] ?? '/')
}

export function postUrl(slug: string, locale: Locale): string {
  return localizedPath(locale, `/about/news/${encodeURIComponent(slug)}`)
}

export function pageUrl(path: string, locale: Locale): string {
  return localizedPath(locale, path || '/')
}
