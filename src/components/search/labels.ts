import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { SEARCH_KINDS, type SearchKind } from '@/lib/search/types'
import type { LiveSearchLabels } from '@/lib/search/live'

export async function typeLabels(locale: Locale): Promise<Record<SearchKind, string>> {
  const t = await getTranslations({ locale, namespace: 'searchPage.types' })
  return Object.fromEntries(SEARCH_KINDS.map((k) => [k, t(k)])) as Record<SearchKind, string>
}

/** The strings the live-search island needs, read on the server (client islands get no bundles). */
export async function liveSearchLabels(locale: Locale): Promise<LiveSearchLabels> {
  const [t, types] = await Promise.all([getTranslations({ locale, namespace: 'searchPage' }), typeLabels(locale)])
  const results: Record<string, string> = {}
  for (const rule of ['zero', 'one', 'two', 'few', 'many', 'other'])
    results[rule] = t.raw(`live.results.${rule}`) as string
  return {
    loading: t('loading'),
    error: t('live.error'),
    listLabel: t('live.listLabel'),
    viewAll: t.raw('live.viewAll') as string,
    chipsLabel: t('live.chipsLabel'),
    all: t('all'),
    results,
    types,
    instructions: t('live.instructions'),
  }
}
