import type { Locale } from '@/i18n/locales'

const intlTag: Record<Locale, string> = { et: 'et-EE', ru: 'ru-RU', en: 'en-GB' }

export function formatNumber(locale: Locale, value: number, maxFractionDigits = 0): string {
  return new Intl.NumberFormat(intlTag[locale], { maximumFractionDigits: maxFractionDigits }).format(value)
}

/** Euro amounts as the price lists print them: 0,2278 (et/ru) or 0.2278 (en), up to 4 decimals. */
export function formatPrice(locale: Locale, value: number): string {
  return new Intl.NumberFormat(intlTag[locale], { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(value)
}
