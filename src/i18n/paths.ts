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
