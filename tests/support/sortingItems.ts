// The seeded sorting items as the sorting assistant's tests search them (src/lib/sorting/*.test.ts): each
// item's texts in every language, and the page's own index per language over all of them.
import { locales, type Locale } from '@/i18n/locales'
import { SearchIndex } from '@/lib/search/engine'
import { sortingItemRecord, type SortingItemTexts } from '@/lib/sorting/records'
import { sortingItemSeeds } from '../../seed/sorting-items'

/** The seeds, and each as the records read it (ids from 1 in seed order). */
export function seededSortingItems() {
  const seeds = sortingItemSeeds()
  const items: SortingItemTexts[] = seeds.map((s, i) => ({
    id: i + 1,
    slug: s.slug,
    destination: s.destination,
    name: Object.fromEntries(locales.map((l) => [l, s.texts[l].name])),
    synonyms: Object.fromEntries(locales.map((l) => [l, s.texts[l].synonyms])),
  }))
  /** A hit's slug by its id ("sorting:3"). */
  const slugById = new Map(items.map((i) => [`sorting:${i.id}`, i.slug]))
  return { seeds, items, slugById }
}

/** One index per language over the items' records, as the page builds them. */
export function sortingIndexes(items: SortingItemTexts[]): Record<Locale, SearchIndex> {
  return Object.fromEntries(
    locales.map((l) => [
      l,
      new SearchIndex(
        items.map((item) => sortingItemRecord(item, l)),
        l,
      ),
    ]),
  ) as Record<Locale, SearchIndex>
}
