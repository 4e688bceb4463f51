import 'server-only'
import { taggedCache } from '@/lib/content/cache'
import type { Locale } from '@/i18n/locales'
import type { SortingItem } from '@/payload-types'
import { cms } from '@/lib/cms'
import { searchSite } from './search'
import { sortingHits } from '@/lib/sorting/match'
import type { SearchHit } from '@/lib/search/types'
import { TAGS } from './tags'

// Readers for the sorting assistant ("what goes where"), cached and tagged like the data pages: the item
// pages and the A–Z list are read from the data cache; only a typed query (?q=) runs per request, against
// the site search's in-memory index.

/** What the A–Z index and the popular list need of every item. */
export type SortingItemSummary = Pick<SortingItem, 'id' | 'slug' | 'name' | 'destination' | 'popular' | 'demo'>

export const getSortingItemList = taggedCache(
  async (locale: Locale): Promise<SortingItemSummary[]> => {
    const payload = await cms()
    const { docs } = await payload.find({
      collection: 'sorting-items',
      locale,
      fallbackLocale: 'et',
      depth: 0,
      pagination: false,
      select: { slug: true, name: true, destination: true, popular: true, demo: true },
      sort: 'name',
    })
    return docs as SortingItemSummary[]
  },
  ['sorting-items'],
  { tags: [TAGS.sortingItems], revalidate: 3600 },
)

export const getSortingItem = taggedCache(
  async (locale: Locale, slug: string): Promise<SortingItem | null> => {
    const payload = await cms()
    const { docs } = await payload.find({
      collection: 'sorting-items',
      locale,
      fallbackLocale: 'et',
      depth: 0,
      limit: 1,
      where: { slug: { equals: slug } },
    })
    return docs[0] ?? null
  },
  ['sorting-item'],
  { tags: [TAGS.sortingItems], revalidate: 3600, keep: (found) => found !== null },
)

/** The items answering a typed query, best first (see sortingHits). */
export async function searchSortingItems(locale: Locale, query: string, limit: number): Promise<SearchHit[]> {
  const matches = await searchSite(locale, query)
  return sortingHits(matches, query, limit)
}
