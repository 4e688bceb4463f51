import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { ErrorPageStatus } from '@/lib/http/errorPage'
import type { StatusTexts } from './StatusMessage'

/** The texts of the page for a status, from the `common` messages. */
export async function statusTexts(locale: Locale, status: ErrorPageStatus): Promise<StatusTexts> {
  const t = await getTranslations({ locale, namespace: 'common' })
  const common = { home: t('notFoundHome'), search: t('notFoundSearch') }
  return status === '404'
    ? { title: t('notFoundTitle'), text: t('notFoundText'), ...common }
    : { title: t('errorTitle'), text: t('errorText'), ...common }
}
