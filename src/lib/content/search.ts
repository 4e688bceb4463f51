import 'server-only'
import type { Locale } from '@/i18n/locales'
import { SearchStore } from '@/lib/search/store'
import { collectionRecords, READERS, sourcesFingerprint } from '@/lib/content/searchSources'
import { takeStaleSources } from '@/lib/search/invalidate'
import type { SearchMatches } from '@/lib/search/engine'
import type { SearchRecord } from '@/lib/search/types'
import { processSingleton } from '@/lib/singleton'
import { cms } from '@/lib/cms'

/*
 * The site search's view of the CMS. Not wrapped in unstable_cache: the index lives in this
 * process's memory (never in the browser) and its freshness is driven by the collection hooks
 * (lib/search/invalidate.ts).
 */

// One index per process, shared by every bundle (src/lib/singleton.ts).
const cache = processSingleton('jaatmeveo.search.records', () => new Map<string, SearchRecord[]>())

/**
 * After a hook reported which collections changed, only those are read again (a station edit reads
 * one small table, not every page's blocks), so a change is searchable within a second or two even
 * on a busy machine. With nothing reported (first build, periodic refresh) everything is read.
 */
async function loadRecords(): Promise<SearchRecord[]> {
  const payload = await cms()
  const changed = takeStaleSources()
  const all = changed.size === 0 || changed.has('*')
  await Promise.all(
    Object.keys(READERS)
      .filter((slug) => all || changed.has(slug) || !cache.has(slug))
      .map(async (slug) => cache.set(slug, await collectionRecords(payload, slug))),
  )
  return [...cache.values()].flat()
}

function store(): SearchStore {
  return processSingleton(
    'jaatmeveo.search.store',
    () =>
      new SearchStore(loadRecords, undefined, undefined, { fingerprint: async () => sourcesFingerprint(await cms()) }),
  )
}

/** Every match ranked and counted per kind; callers build full hits only for the page they show. */
export async function searchSite(locale: Locale, query: string): Promise<SearchMatches> {
  const index = await store().index(locale)
  return index.match(query)
}

/** The index itself, for callers that need more than one match (the sorting assistant's spelling retry). */
export async function siteSearchIndex(locale: Locale) {
  return store().index(locale)
}
