import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { locales } from '@/i18n/locales'
import { importCsv } from '@/lib/import/run'
import { SearchIndex } from '@/lib/search/engine'
import { sortingRecords } from '@/lib/content/searchSources'
import { matchSortingItems } from '@/lib/sorting/match'
import { seedSortingItems } from '../../seed/sorting-items'
import { createTestPayload, destroyTestPayload } from './helpers/payload'

let payload: Payload
const report = () => ({ created: [] as string[], skipped: [] as string[] })

beforeAll(async () => {
  payload = await createTestPayload()
}, 120_000)
afterAll(() => destroyTestPayload(payload))

describe('sorting items seed', () => {
  it('loads at least 300 items with every locale filled, and only once', async () => {
    const first = report()
    await seedSortingItems(payload, first)
    expect(first.created[0]).toMatch(/^sorting-items:\d+$/)
    const { docs } = await payload.find({ collection: 'sorting-items', locale: 'all', pagination: false, depth: 0 })
    expect(docs.length).toBeGreaterThanOrEqual(300)
    for (const doc of docs) {
      const name = doc.name as unknown as Record<string, string>
      const synonyms = doc.synonyms as unknown as Record<string, string>
      for (const locale of locales) {
        expect(name[locale], `${doc.slug} ${locale}`).toMatch(/\p{L}/u)
        expect(synonyms[locale], `${doc.slug} ${locale}`).toMatch(/\p{L}/u)
      }
      expect(doc.demo).toBe(true)
    }

    const again = report()
    await seedSortingItems(payload, again)
    expect(again).toEqual({ created: [], skipped: ['sorting-items'] })
    expect((await payload.count({ collection: 'sorting-items' })).totalDocs).toBe(docs.length)
  })

  it('is read through Payload like an edited item (localized fields, defaults, validation on update)', async () => {
    const battery = (
      await payload.find({ collection: 'sorting-items', locale: 'ru', where: { slug: { equals: 'battery' } } })
    ).docs[0]!
    expect(battery).toMatchObject({ name: 'Батарейка', destination: 'batteries', stationWaste: 'hazardous' })
    const updated = await payload.update({
      collection: 'sorting-items',
      id: battery.id,
      locale: 'en',
      data: { preparation: 'Tape the terminals.' },
      context: { disableRevalidate: true },
    })
    expect(updated.preparation).toBe('Tape the terminals.')
  })

  it('feeds the site search: each locale finds items typed in any language', async () => {
    for (const locale of locales) {
      const index = new SearchIndex(await sortingRecords(payload, locale), locale)
      for (const query of ['patarei', 'батарейка', 'battery'])
        expect(
          matchSortingItems(index, query, 3).map((h) => h.url),
          `${locale} ${query}`,
        ).toContainEqual(expect.stringMatching(/\/customer-support\/what-goes-where\/battery$/))
    }
  })
})

describe('sorting items CSV import', () => {
  const header = 'slug;name;name_ru;name_en;synonyms;synonyms_ru;destination;preparation_en;freeAtStations;popular'

  it('creates new items in every given language and updates the item a known slug names', async () => {
    const csv = [
      header,
      'surfboard;Surfilaud;Доска для серфинга;Surfboard;surf, lauad;сёрф;bulky;Take the fins off.;ei;jah',
      'battery;Patarei;Батарейка;Battery;patareid, akuke;батарейки;batteries;;;',
    ].join('\n')
    const result = await importCsv(payload, 'sorting-items', csv)
    expect(result).toEqual({ ok: true, created: 2 })

    const surf = (
      await payload.find({ collection: 'sorting-items', locale: 'all', where: { slug: { equals: 'surfboard' } } })
    ).docs[0]!
    expect(surf.name).toEqual({ et: 'Surfilaud', ru: 'Доска для серфинга', en: 'Surfboard' })
    expect(surf).toMatchObject({ destination: 'bulky', stationWaste: 'bulky', freeAtStations: false, popular: true })
    expect((surf.preparation as unknown as Record<string, string>).en).toBe('Take the fins off.')

    const batteries = await payload.find({ collection: 'sorting-items', where: { slug: { equals: 'battery' } } })
    expect(batteries.docs).toHaveLength(1)
    expect(batteries.docs[0]!.synonyms).toBe('patareid, akuke')
  })

  it('changes nothing when any line is bad, and reports the lines', async () => {
    const before = (await payload.count({ collection: 'sorting-items' })).totalDocs
    const csv = [
      header,
      'kayak;Kajak;Каяк;Kayak;;;bulky;;;',
      'Bad Slug!;Vale;;;;;bulky;;;',
      'rocket;Rakett;;;;;to-the-moon;;;',
      'cone;Koonus;;;;;mixed;;maybe;',
    ].join('\n')
    const result = await importCsv(payload, 'sorting-items', csv)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.issues.map((i) => i.line)).toEqual([3, 4, 5])
    expect((await payload.count({ collection: 'sorting-items' })).totalDocs).toBe(before)
  })
})
