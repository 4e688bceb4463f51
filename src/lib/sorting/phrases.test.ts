import { beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import { restrictedEditDistance, SearchIndex } from '@/lib/search/engine'
import type { SearchHit } from '@/lib/search/types'
import { seededSortingItems, sortingIndexes } from '../../../tests/support/sortingItems'
import { matchSortingItems } from './match'
import { nounPhrase, withLookAlikes, LOOK_ALIKES } from './phrases'

// How people ask, over the seeded items and the page's own matcher: a describing word before the noun, a
// swapped pair of letters, and the look-alikes that must be shown together.
const { items } = seededSortingItems()
const bySlug = new Map(items.map((i) => [i.slug, i]))
const slugOf = (h: { url: string }) => h.url.slice(h.url.lastIndexOf('/') + 1)
let indexes: Record<Locale, SearchIndex>

beforeAll(() => {
  indexes = sortingIndexes(items)
})

const first = (locale: Locale, query: string) => {
  const hit = matchSortingItems(indexes[locale], query, 5)[0]
  return hit ? { slug: slugOf(hit), destination: bySlug.get(slugOf(hit))!.destination } : undefined
}

/** The page's answer list: hits with look-alikes paired (partners built from the item list as the page does). */
function answers(locale: Locale, query: string) {
  const hits = matchSortingItems(indexes[locale], query, 20)
  return withLookAlikes(hits, locale, (slug) => {
    const item = bySlug.get(slug)
    return item ? ({ url: `/x/${slug}`, title: item.name[locale] } as unknown as SearchHit) : undefined
  }).map((a) => ({ slug: slugOf(a.hit), difference: a.difference }))
}

describe('describing words', () => {
  it('finds the noun of a phrase', () => {
    expect(nounPhrase('old phone')).toBe('phone')
    expect(nounPhrase('vana mobiiltelefon')).toBe('mobiiltelefon')
    expect(nounPhrase('Старый диван')).toBe('диван')
    expect(nounPhrase('phone')).toBeNull()
    expect(nounPhrase('old')).toBeNull()
  })

  it.each([
    ['en', 'old phone', 'mobile-phone', 'electronics'],
    ['en', 'broken phone', 'mobile-phone', 'electronics'],
    ['et', 'vana mobiiltelefon', 'mobile-phone', 'electronics'],
    ['et', 'katki telefon', 'mobile-phone', 'electronics'],
    ['ru', 'старый телефон', 'mobile-phone', 'electronics'],
    ['ru', 'сломанный телефон', 'mobile-phone', 'electronics'],
    ['en', 'old battery', 'battery', 'batteries'],
    ['en', 'used batteries', 'battery', 'batteries'],
    ['et', 'vana patarei', 'battery', 'batteries'],
    ['et', 'tühjad patareid', 'battery', 'batteries'],
    ['ru', 'старая батарейка', 'battery', 'batteries'],
    ['ru', 'использованные батарейки', 'battery', 'batteries'],
    ['en', 'old sofa', 'sofa', 'bulky'],
    ['et', 'vana diivan', 'sofa', 'bulky'],
    ['ru', 'старый диван', 'sofa', 'bulky'],
    ['ru', 'сломанный диван', 'sofa', 'bulky'],
    ['en', 'old pillow', 'pillow', 'mixed'],
    ['en', 'empty aerosol can', 'empty-aerosol-can', 'packaging'],
    ['en', 'full aerosol can', 'aerosol-with-content', 'hazardous'],
    ['en', 'dirty pizza box', 'greasy-pizza-box', 'mixed'],
    ['ru', 'грязная коробка от пиццы', 'greasy-pizza-box', 'mixed'],
  ] as const)('%s "%s" answers %s (%s) first', (locale, query, slug, destination) => {
    expect(first(locale, query)).toEqual({ slug, destination })
  })

  it('a sofa is never answered by a pillow, whatever the shared adjective', () => {
    for (const [locale, query] of [
      ['ru', 'старый диван'],
      ['et', 'vana diivan'],
      ['en', 'old sofa'],
    ] as const) {
      expect(first(locale, query)?.slug, query).toBe('sofa')
    }
  })
})

describe('typos', () => {
  it('measures swapped letters as one edit', () => {
    expect(restrictedEditDistance('baterry', 'battery')).toBe(2)
    expect(restrictedEditDistance('patarie', 'patarei')).toBe(1)
    expect(restrictedEditDistance('диавн', 'диван')).toBe(1)
  })

  it.each([
    ['en', 'baterry', 'battery'],
    ['en', 'batetry', 'battery'],
    ['en', 'old baterry', 'battery'],
    ['et', 'patarie', 'battery'],
    ['et', 'diivna', 'sofa'],
    ['ru', 'батарйека', 'battery'],
    ['ru', 'дивна', 'sofa'],
  ] as const)('%s "%s" still finds %s', (locale, query, slug) => {
    const hits = matchSortingItems(indexes[locale], query, 3).map(slugOf)
    expect(hits, hits.join(', ')).toContain(slug)
  })
})

describe('safe and hazardous look-alikes are shown together', () => {
  it('every pair names two seeded items in different destinations, one of them not the safe bin', () => {
    for (const { slugs } of LOOK_ALIKES) {
      const [a, b] = slugs.map((s) => bySlug.get(s))
      expect(a && b, slugs.join(' / ')).toBeTruthy()
      expect(a!.destination).not.toBe(b!.destination)
    }
  })

  it.each([
    ['en', 'paint can', ['paint', 'dried-paint-tin']],
    ['et', 'värvipurk', ['paint', 'dried-paint-tin']],
    ['ru', 'банка из-под краски', ['paint', 'dried-paint-tin']],
    ['en', 'aerosol', ['aerosol-with-content', 'empty-aerosol-can']],
    ['et', 'spreipudel', ['aerosol-with-content', 'empty-aerosol-can']],
    ['ru', 'баллончик', ['aerosol-with-content', 'empty-aerosol-can']],
    ['en', 'pizza box', ['greasy-pizza-box', 'pizza-box']],
    ['et', 'pitsakarp', ['greasy-pizza-box', 'pizza-box']],
    ['ru', 'коробка от пиццы', ['greasy-pizza-box', 'pizza-box']],
  ] as const)('%s "%s" shows both, side by side, with the difference', (locale, query, pair) => {
    const list = answers(locale, query)
    const at = pair.map((slug) => list.findIndex((a) => a.slug === slug))
    expect(Math.min(...at), JSON.stringify(list.slice(0, 5))).toBeGreaterThanOrEqual(0)
    expect(Math.abs(at[0]! - at[1]!)).toBe(1)
    const difference = list[at[0]!]!.difference!
    expect(difference).toBe(list[at[1]!]!.difference)
    expect(difference.length).toBeGreaterThan(40)
    if (locale === 'ru') expect(difference).toMatch(/[а-я]/)
    else expect(difference).not.toMatch(/[а-я]/)
  })
})
