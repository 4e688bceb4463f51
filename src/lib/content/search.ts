import 'server-only'
import type { Locale } from '@/i18n/locales'
import { SearchStore } from '@/lib/search/store'
import { cmsRecords } from '@/lib/search/sources'
import { fixtureRecords } from '@/lib/search/fixtures'
import type { SearchKind, SearchResults } from '@/lib/search/types'
import { cms } from './payload'

/*
 * The site search's view of the CMS. Not wrapped in unstable_cache: the index lives in this
 * process's memory (never in the browser) and its freshness is driven by the collection hooks
 * (lib/search/invalidate.ts).
 *
 * SEARCH_FIXTURES=1 adds the demo corpus of lib/search/fixtures.ts to what the CMS holds. The e2e
 * server sets it so the browser tests have stations, price lists and posts to find before those
 * collections exist in this branch; once they are merged and seeded the tests can query real content.
 */

const KEY = Symbol.for('jaatmeveo.search.store')
const g = globalThis as unknown as Record<symbol, SearchStore | undefined>

async function loadRecords() {
  const payload = await cms()
  const records = await cmsRecords(payload)
  return process.env.SEARCH_FIXTURES === '1' ? [...records, ...fixtureRecords()] : records
}

function store(): SearchStore {
  return (g[KEY] ??= new SearchStore(loadRecords))
}

/** `decorate`: the positions (after the kind filter) that get highlighted titles and fragments. */
export async function searchSite(locale: Locale, query: string, kind?: SearchKind, decorate?: { from: number; to: number }): Promise<SearchResults> {
  const index = await store().index(locale)
  return index.search(query, { kind, decorate })
}
