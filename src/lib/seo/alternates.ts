import { locales, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

/** Canonical URL and hreflang alternates (et, ru, en, x-default) for a locale-free path. */
export function alternatesFor(locale: Locale, rest: string) {
  const languages: Record<string, string> = {}
  for (const l of locales) languages[l] = localizedPath(l, rest)
  languages['x-default'] = localizedPath('et', rest)
  return { canonical: localizedPath(locale, rest), languages }
}
