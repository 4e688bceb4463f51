import 'server-only'
import type { Locale } from '@/i18n/locales'
import { SearchStore } from '@/lib/search/store'
import { cmsRecords } from '@/lib/search/sources'
import type { SearchKind, SearchResults } from '@/lib/search/types'
import { cms } from './payload'

/*
 * The site search's view of the CMS. Not wrapped in unstable_cache: the index lives in this
 * process's memory (never in the browser) and its freshness is driven by the collection hooks
 * (lib/search/invalidate.ts).
 */

const KEY = Symbol.for('jaatmeveo.search.store')
const g = globalThis as unknown as Record<symbol, SearchStore | undefined>

async function loadRecords() {
  return cmsRecords(await cms())
}

function store(): SearchStore {
  return (g[KEY] ??= new SearchStore(loadRecords))
}

/** `decorate`: the positions (after the kind filter) that get highlighted titles and fragments. */
export async function searchSite(locale: Locale, query: string, kind?: SearchKind, decorate?: { from: number; to: number }): Promise<SearchResults> {
  const index = await store().index(locale)
  return index.search(query, { kind, decorate })
}
