import { defineRouting } from 'next-intl/routing'
import { defaultLocale, locales } from './locales'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // The visitor's stored choice is handled by our proxy (cookie set by the switcher), not by
  // Accept-Language: SPEC section 4 says "query parameter, else stored locale, else et".
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
})
