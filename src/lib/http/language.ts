// The language of an API answer's texts: the `lang` parameter when given, else the best of the client's
// Accept-Language (RFC 9110 q-values, read by `negotiator`), else Estonian. The answer says which it chose
// (Content-Language) and that it depends on the header (Vary), so no cache hands one language to another.
// Only answers private to one client use the header: the edge stores public JSON under its address alone,
// where a `lang` parameter is the only way to choose.
import Negotiator from 'negotiator'
import { z } from 'zod'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'

/** An optional `lang` parameter: one of the site's languages; left out, the header decides. */
export const langParameter = z.enum(locales).optional()

export function answerLanguage(
  lang: Locale | undefined,
  requestHeaders: Headers,
): { locale: Locale; headers: { 'Content-Language': Locale; Vary: string } } {
  const header = requestHeaders.get('accept-language')
  const negotiated = header
    ? (new Negotiator({ headers: { 'accept-language': header } }).languages([...locales])[0] as Locale | undefined)
    : undefined
  const locale = lang ?? negotiated ?? defaultLocale
  return { locale, headers: { 'Content-Language': locale, Vary: 'Accept-Language, Accept-Encoding' } }
}
