import { isLocale, type Locale } from '@/i18n/locales'
import { localizedPath, splitLocale } from '@/i18n/paths'

export type LocaleDecision =
  { kind: 'redirect'; status: 307 | 308; location: string; setCookie?: Locale } | { kind: 'pass' }

/**
 * Reads a `lang` value as people and old links write it: any case, with or without a region
 * (`EN`, `ru_RU`, `et-EE`). Anything else is null.
 */
export function localeFromParam(value: string | null | undefined): Locale | null {
  if (!value || value.length > 16) return null
  const match = /^\s*([a-z]{2,3})(?:[-_][a-z0-9]{2,8})?\s*$/i.exec(value)
  const code = match?.[1].toLowerCase()
  return isLocale(code) ? code : null
}

/**
 * The embeddable widget (framed by other sites) sets no cookie and reads none: its language is its path's alone.
 * A browser may still send the site's cookie to a frame on the site's own pages.
 */
const EMBED = /^\/embed(?:\/|$)/

/**
 * Decides, before routing, whether a request must be redirected for its language.
 * 1. A legacy `?lang=xx` (et, ru, en in any case, with or without region) answers 308 to the canonical URL and stores the choice.
 * 2. An unprefixed path with a stored non-Estonian choice goes to that language (307: it depends on the cookie).
 * Anything else passes through to next-intl's routing. The widget's pages (`/embed/…`) neither store a choice
 * nor follow one.
 */
export function decideLocale(
  url: { pathname: string; search: string },
  storedLocale: string | undefined,
): LocaleDecision {
  const params = new URLSearchParams(url.search)
  const { locale: pathLocale, rest } = splitLocale(url.pathname)
  const lang = localeFromParam(params.get('lang'))
  const embed = EMBED.test(rest)
  if (lang !== null) {
    params.delete('lang')
    const query = params.toString()
    return {
      kind: 'redirect',
      status: 308,
      location: localizedPath(lang, rest) + (query ? `?${query}` : ''),
      ...(embed ? {} : { setCookie: lang }),
    }
  }
  if (!embed && pathLocale === null && isLocale(storedLocale) && storedLocale !== 'et') {
    return { kind: 'redirect', status: 307, location: localizedPath(storedLocale, rest) + url.search }
  }
  return { kind: 'pass' }
}
