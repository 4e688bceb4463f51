import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { DESTINATIONS, STATION_WASTE } from '@/lib/sorting/vocabulary'
import { sortingItemRowSchema } from '@/lib/import/sortingItems'
import { sortingItemSeeds } from './sorting-items'

// The seed bypasses Payload's validation (one batched insert, seed/sorting-items.ts), so its data is checked
// here against the same rules: the collection's vocabularies and the CSV import's row schema.
const seeds = sortingItemSeeds()

describe('sorting item seed', () => {
  it('has at least 300 items with unique slugs, every destination used', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(300)
    expect(new Set(seeds.map((s) => s.slug)).size).toBe(seeds.length)
    expect(new Set(seeds.map((s) => s.destination))).toEqual(new Set(DESTINATIONS))
  })

  it('fills the name and synonyms of every locale', () => {
    for (const s of seeds)
      for (const locale of locales) {
        expect(s.texts[locale].name, `${s.slug} ${locale}`).toMatch(/\p{L}{2}/u)
        expect(s.texts[locale].synonyms, `${s.slug} ${locale}`).toMatch(/\p{L}{2}/u)
      }
    // Each language in its own script: Russian names are Cyrillic, the others Latin.
    for (const s of seeds) {
      expect(s.texts.ru.name, s.slug).toMatch(/[а-яё]/i)
      expect(s.texts.et.name + s.texts.en.name, s.slug).not.toMatch(/[а-яё]/i)
    }
  })

  it('passes the CSV import row schema (the rules editors meet)', () => {
    for (const s of seeds) {
      const row = {
        slug: s.slug,
        name: s.texts.et.name,
        name_ru: s.texts.ru.name,
        name_en: s.texts.en.name,
        synonyms: s.texts.et.synonyms,
        destination: s.destination,
        preparation: s.texts.et.preparation ?? '',
        stationWaste: s.stationWaste ?? '',
        servicePath: s.servicePath ?? '',
        priceListPath: s.priceListPath ?? '',
        orderPath: s.orderPath ?? '',
      }
      const parsed = sortingItemRowSchema.safeParse(row)
      expect(parsed.success, `${s.slug}: ${parsed.error?.message}`).toBe(true)
      if (s.stationWaste) expect(STATION_WASTE).toContain(s.stationWaste)
    }
  })

  it('marks the items as demo content and some as popular', () => {
    expect(seeds.every((s) => s.demo)).toBe(true)
    expect(seeds.filter((s) => s.popular).length).toBeGreaterThanOrEqual(12)
  })
})
