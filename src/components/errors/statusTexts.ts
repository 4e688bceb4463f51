import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { ErrorPageStatus } from '@/lib/http/errorPage'
import type { StatusTexts } from './StatusMessage'

/** The texts of the page for a status: not found from `common`, server error from `errors`. */
export async function statusTexts(locale: Locale, status: ErrorPageStatus): Promise<StatusTexts> {
  const [t, te] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'errors' }),
  ])
  const ways = { home: t('notFoundHome'), search: t('notFoundSearch') }
  return status === '404'
    ? { title: t('notFoundTitle'), text: t('notFoundText'), ...ways }
    : { title: te('title'), text: te('text'), ...ways }
}
