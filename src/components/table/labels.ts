import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { TableLabels } from './types'

/** The table's interface strings, read on the server and passed to the island as props. */
export async function tableLabels(locale: Locale): Promise<TableLabels> {
  const t = await getTranslations({ locale, namespace: 'table' })
  const keys: (keyof TableLabels)[] = [
    'noResults',
    'noData',
    'pageSize',
    'apply',
    'goToPage',
    'go',
    'pagination',
    'previous',
    'next',
    'page',
    'pageOf',
    'rowsOf',
    'filter',
    'details',
    'sortAsc',
    'sortDesc',
    'selected',
  ]
  // Templates keep their {placeholders}; the island fills them in.
  return Object.fromEntries(keys.map((k) => [k, t.raw(k) as string])) as TableLabels
}
