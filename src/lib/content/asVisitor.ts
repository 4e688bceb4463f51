import type { Locale } from '@/i18n/locales'

/**
 * The options of a CMS read made for the public: in the visitor's language with Estonian filling what is not
 * translated, and under the collections' access rules (Payload's local API skips them unless told not to, so
 * a reader that forgot would show drafts and hidden rows).
 */
export function asVisitor(locale: Locale) {
  return { locale, fallbackLocale: 'et', overrideAccess: false } as const
}
