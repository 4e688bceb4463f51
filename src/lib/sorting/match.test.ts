import { beforeAll, describe, expect, it } from 'vitest'
import { locales, type Locale } from '@/i18n/locales'
import { SearchIndex } from '@/lib/search/engine'
import { seededSortingItems, sortingIndexes } from '../../../tests/support/sortingItems'
import { answerSortingQuery, matchSortingItems } from './match'

// The matcher over the seeded items, as the page and the API run it: the site search engine (folding,
// stems, typos, Cyrillic readings) on records carrying every language's names, re-ranked by exact names.
const { items, slugById } = seededSortingItems()
let indexes: Record<Locale, SearchIndex>

beforeAll(() => {
  indexes = sortingIndexes(items)
})

const top = (locale: Locale, query: string, n = 3) =>
  matchSortingItems(indexes[locale], query, n).map((h) => slugById.get(h.id))

describe('sorting item matcher', () => {
  it.each([
    ['et', 'patarei', 'battery'],
    ['et', 'Patareid', 'battery'],
    ['ru', 'батарейка', 'battery'],
    ['ru', 'БАТАРЕЙКИ', 'battery'],
    ['en', 'battery', 'battery'],
    ['en', 'batteries', 'battery'],
    ['et', 'piimapakk', 'milk-carton'],
    ['ru', 'тетрапак', 'milk-carton'],
    ['en', 'milk carton', 'milk-carton'],
    ['et', 'külmkapp', 'fridge'],
    ['ru', 'холодильник', 'fridge'],
    ['en', 'fridge', 'fridge'],
  ] as const)('%s "%s" finds %s first', (locale, query, slug) => {
    expect(top(locale, query, 1)).toEqual([slug])
  })

  it.each([
    // Without the marks Estonian and Russian keyboards add.
    ['et', 'kulmkapp', 'fridge'],
    ['et', 'ollepudel', 'glass-beer-bottle'],
    ['ru', 'елка', 'christmas-tree'],
    // Typos: a letter missing, one too many, one swapped.
    ['et', 'patrei', 'battery'],
    ['et', 'kilekot', 'plastic-bag'],
    ['ru', 'батарека', 'battery'],
    ['ru', 'халодильник', 'fridge'],
    ['en', 'batery', 'battery'],
    ['en', 'matress', 'mattress'],
    // Colloquial words people type.
    ['et', 'nailonkott', 'plastic-bag'],
    ['et', 'mobla', 'mobile-phone'],
    ['et', 'kummid', 'car-tyre'],
    ['ru', 'памперсы', 'nappies'],
    ['ru', 'мобильник', 'mobile-phone'],
    ['en', 'diapers', 'nappies'],
    ['en', 'telly', 'television'],
    // Inflected and plural forms.
    ['et', 'diivanid', 'sofa'],
    ['ru', 'диваны', 'sofa'],
    ['en', 'mattresses', 'mattress'],
  ] as const)('%s "%s" finds %s in the top 3', (locale, query, slug) => {
    expect(top(locale, query)).toContain(slug)
  })

  it('finds an item in any of the three languages on every locale’s page', () => {
    for (const locale of locales) {
      expect(top(locale, 'patarei'), locale).toContain('battery')
      expect(top(locale, 'батарейка'), locale).toContain('battery')
      expect(top(locale, 'battery'), locale).toContain('battery')
    }
  })

  it('answers nothing for words no item has', () => {
    expect(top('et', 'xqzvw')).toEqual([])
    expect(top('en', '')).toEqual([])
  })

  // A re-reading is a guess: "surfilaud" (a surfboard) read by its last part finds the table. The answer names
  // what it read, so the page can say so and the query still counts as unanswered for the editors.
  it.each([
    ['et', 'surfilaud', 'laud', 'table'],
    ['et', 'vetsupott', 'pott', 'toilet'],
    ['en', 'baterry', 'battery', 'battery'],
  ] as const)('%s "%s" is answered as a reading of "%s"', async (locale, query, readAs, slug) => {
    const answer = await answerSortingQuery(indexes[locale], query, 3)
    expect(answer.readAs).toBe(readAs)
    expect(answer.hits.map((h) => slugById.get(h.id))).toContain(slug)
  })

  it('says nothing of a reading when the query itself is answered, or nothing is', async () => {
    expect((await answerSortingQuery(indexes.et, 'patarei', 3)).readAs).toBeUndefined()
    expect(await answerSortingQuery(indexes.et, 'xqzvw', 3)).toEqual({ hits: [] })
  })
})
