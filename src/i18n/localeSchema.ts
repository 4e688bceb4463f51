import { z } from 'zod'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'

export const localeSchema = z.enum(locales as unknown as [Locale, ...Locale[]]).default(defaultLocale)
