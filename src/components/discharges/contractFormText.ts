import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { ContractFormText } from './lookupConfig'

/** The lookup form's texts, the same on the home page and the next-shipping-day page. */
export async function contractFormText(locale: Locale): Promise<ContractFormText> {
  const t = await getTranslations({ locale, namespace: 'discharges' })
  const count = (rule: string) => t.raw(`suggestionCount.${rule}`) as string
  return {
    label: t('lookupLabel'),
    hint: t('lookupHint'),
    submit: t('submit'),
    remember: t('remember'),
    rememberedHeading: t('rememberedHeading'),
    forget: t.raw('forget') as string,
    suggestions: t('suggestions'),
    suggestionCount: {
      zero: count('zero'),
      one: count('one'),
      two: count('two'),
      few: count('few'),
      many: count('many'),
      other: count('other'),
    },
  }
}
