import { defaultLocale, isLocale, type Locale } from './locales'

/** Splits a URL path into its locale and the locale-free rest ("/ru/about" -> ["ru", "/about"]). */
export function splitLocale(pathname: string): { locale: Locale | null; rest: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname)
  if (match && isLocale(match[1])) return { locale: match[1], rest: match[2] || '/' }
  return { locale: null, rest: pathname || '/' }
}

/** The canonical path of a locale-free path in a locale: Estonian unprefixed, others prefixed. */
export function localizedPath(locale: Locale, rest: string): string {
  const clean = rest.startsWith('/') ? rest : `/${rest}`
  if (locale === defaultLocale) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

/**
 * The language switcher's link to a page in `code`: the page's query (`search`, with or without its `?`)
 * plus `lang`, which the proxy turns into a redirect to the language's address and a stored choice. Relative
 * to the current path, so the same link works on any page.
 */
export function languageHref(search: string, code: Locale): string {
  const params = new URLSearchParams(search)
  params.delete('lang')
  params.set('lang', code)
  return `?${params.toString()}`
}
