import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { ReminderFormText } from './ReminderForm'

export async function reminderFormText(locale: Locale): Promise<ReminderFormText> {
  const t = await getTranslations({ locale, namespace: 'reminders.form' })
  return {
    heading: t('heading'),
    intro: t('intro'),
    email: t('email'),
    time: t('time'),
    evening: t('evening'),
    morning: t('morning'),
    submit: t('submit'),
    privacy: t('privacy'),
    privacyHref: localizedPath(locale, '/customer-support/personal-data-processing'),
  }
}
