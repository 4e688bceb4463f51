// The one list of locales: Payload localization, next-intl routing and the admin UI all read it.
export const locales = ['et', 'ru', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'et'

/** The old site's locale codes (SPEC section 1), used for og:locale. */
export const localeRegion: Record<Locale, string> = { et: 'et_EE', ru: 'ru_RU', en: 'en_US' }

/** Each language named in itself, for the switcher. */
export const localeLabels: Record<Locale, string> = { et: 'Eesti', ru: 'Русский', en: 'English' }

/** Switcher order as the old site listed them. */
export const switcherOrder: readonly Locale[] = ['ru', 'et', 'en']

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** Name of the cookie the language switcher sets (also read by the proxy). */
export const LOCALE_COOKIE = 'NEXT_LOCALE'
