import { beforeAll, describe, expect, it } from 'vitest'
import { locales, type Locale } from '@/i18n/locales'
import { SearchIndex } from '@/lib/search/engine'
import { fold, squash } from '@/lib/search/normalize'
import { EVERYDAY_QUERIES } from '../../../tests/fixtures/everyday-sorting'
import { seededSortingItems, sortingIndexes } from '../../../tests/support/sortingItems'
import { matchSortingItems } from './match'

// The goal: for 100 everyday words per language that are not the seeded names themselves, the right
// item is among the matcher's top 3 for at least 95 % of them. The matcher and records are the page's own
// (sortingItemRecord + matchSortingItems over every seeded item), as in match.test.ts.
const { seeds, items, slugById } = seededSortingItems()
const norm = (s: string) => fold(squash(s))
const seededNames = new Set(
  seeds.flatMap((s) => locales.flatMap((l) => [s.texts[l].name, ...s.texts[l].synonyms.split(',')].map(norm))),
)
let indexes: Record<Locale, SearchIndex>

beforeAll(() => {
  indexes = sortingIndexes(items)
})

describe('everyday words fixture', () => {
  it.each(locales)('%s: 100 words, none a seeded name or synonym, every slug a seeded item', (locale) => {
    const fixture = EVERYDAY_QUERIES[locale]
    expect(fixture).toHaveLength(100)
    expect(new Set(fixture.map(([q]) => norm(q))).size).toBe(100)
    const slugs = new Set(seeds.map((s) => s.slug))
    expect(fixture.filter(([q]) => seededNames.has(norm(q))).map(([q]) => q)).toEqual([])
    expect(fixture.filter(([, slug]) => !slugs.has(slug)).map(([, slug]) => slug)).toEqual([])
  })

  it.each(locales)('%s: the right item is in the top 3 for at least 98 %% of them', (locale) => {
    const misses: string[] = []
    for (const [query, slug] of EVERYDAY_QUERIES[locale]) {
      const top = matchSortingItems(indexes[locale], query, 3).map((h) => slugById.get(h.id))
      if (!top.includes(slug)) misses.push(`${query} → ${top.join(', ') || '(nothing)'} (want ${slug})`)
    }
    const rate = (EVERYDAY_QUERIES[locale].length - misses.length) / EVERYDAY_QUERIES[locale].length
    // The figure is part of the issue's closing note, so the run prints it.
    process.stdout.write(
      `sorting top-3 ${locale}: ${(rate * 100).toFixed(0)} %${misses.length ? `; missed: ${misses.join('; ')}` : ''}\n`,
    )
    expect(rate, misses.join('\n')).toBeGreaterThanOrEqual(0.98)
  })
})
