import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { ContractFormText } from './ContractForm.client'

/** The contract-number form's texts, the same on the home page and the next-shipping-day page. */
export async function contractFormText(locale: Locale): Promise<ContractFormText> {
  const t = await getTranslations({ locale, namespace: 'discharges' })
  return {
    label: t('contractLabel'),
    hint: t('contractHint'),
    submit: t('submit'),
    remember: t('remember'),
    rememberedHeading: t('rememberedHeading'),
    forget: t.raw('forget') as string,
  }
}
