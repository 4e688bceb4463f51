import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'

/**
 * The metadata of a page that shows a failed form: the same, with its title starting "Viga: ", "Ошибка: "
 * or "Error: " (the layout's template still adds the company name), so the failure is the first thing the
 * tab and a screen reader announce.
 */
export async function errorTitle(locale: Locale, metadata: Metadata): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'common' })
  const title = metadata.title
  const text =
    typeof title === 'string'
      ? title
      : title && typeof title === 'object' && 'absolute' in title
        ? title.absolute
        : title && typeof title === 'object' && 'default' in title
          ? title.default
          : ''
  const prefixed = t('error', { message: text })
  return {
    ...metadata,
    title: title && typeof title === 'object' && 'absolute' in title ? { absolute: prefixed } : prefixed,
  }
}
