import 'server-only'
import { taggedCache } from '@/lib/content/cache'
import type { Locale } from '@/i18n/locales'
import type { SortingItem } from '@/payload-types'
import { cms } from '@/lib/cms'
import { siteSearchIndex } from './search'
import { answerSortingQuery, type SortingQueryAnswer } from '@/lib/sorting/match'
import { withLookAlikes, type SortingAnswer } from '@/lib/sorting/phrases'
import { sortingItemPath } from '@/lib/sorting/records'
import { escapeHtml } from '@/lib/search/normalize'
import { localizedPath } from '@/i18n/paths'
import type { SearchHit } from '@/lib/search/types'
import { TAGS } from './tags'

// Readers for the sorting assistant ("what goes where"), cached and tagged like the data pages: the item
// pages and the A–Z list are read from the data cache; only a typed query (?q=) runs per request, against
// the site search's in-memory index.

/** What the A–Z index and the popular list need of every item. */
export type SortingItemSummary = Pick<SortingItem, 'id' | 'slug' | 'name' | 'destination' | 'popular' | 'demo'>

/** What both readers ask for: the sorting items in a language, Estonian where a text is not translated. */
const sortingItemsIn = (locale: Locale) => ({
  collection: 'sorting-items' as const,
  locale,
  fallbackLocale: 'et' as const,
  depth: 0,
})

export const getSortingItemList = taggedCache(
  async (locale: Locale): Promise<SortingItemSummary[]> => {
    const payload = await cms()
    const { docs } = await payload.find({
      ...sortingItemsIn(locale),
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
      ...sortingItemsIn(locale),
      limit: 1,
      where: { slug: { equals: slug } },
    })
    return docs[0] ?? null
  },
  ['sorting-item'],
  { tags: [TAGS.sortingItems], revalidate: 3600, keep: (found) => found !== null },
)

/** The items answering a typed query, best first, and what a guess read it as (see answerSortingQuery). */
export async function searchSortingItems(locale: Locale, query: string, limit: number): Promise<SortingQueryAnswer> {
  return answerSortingQuery(await siteSearchIndex(locale), query, limit)
}

/**
 * The answers to a typed query: the items best first, each look-alike pair together with what tells them
 * apart (src/lib/sorting/phrases.ts), so a tin with paint left in it is never answered by the packaging bin
 * alone. `readAs` is set when the items answer a re-reading of the query rather than the query itself.
 */
export async function searchSortingAnswers(
  locale: Locale,
  query: string,
  limit: number,
): Promise<{ answers: SortingAnswer<SearchHit>[]; items: SortingItemSummary[]; readAs?: string }> {
  const [{ hits, readAs }, items] = await Promise.all([
    searchSortingItems(locale, query, limit),
    getSortingItemList(locale),
  ])
  const bySlug = new Map(items.map((i) => [i.slug, i]))
  const answers = withLookAlikes(hits, locale, (slug) => {
    const item = bySlug.get(slug)
    if (!item) return undefined
    const url = localizedPath(locale, sortingItemPath(slug))
    return {
      id: `sorting:${item.id}`,
      docId: item.id,
      kind: 'sorting' as const,
      locale,
      title: item.name,
      titleHtml: escapeHtml(item.name),
      text: '',
      url,
      score: 0,
      fragment: '',
    }
  })
  return { answers, items, readAs }
}
