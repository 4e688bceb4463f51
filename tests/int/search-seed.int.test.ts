import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { seed } from '../../seed'
import { cmsRecords } from '@/lib/search/sources'
import { SearchStore } from '@/lib/search/store'
import type { SearchIndex } from '@/lib/search/engine'
import type { Locale } from '@/i18n/locales'

/*
 * The search over the real demo content (seed/), as the site runs it: every source reads its real
 * collection, and the examples of the search issue find what the seed holds.
 */

let payload: Payload
let store: SearchStore
const idx = (locale: Locale): Promise<SearchIndex> => store.index(locale)

beforeAll(async () => {
  payload = await createTestPayload()
  await seed(payload)
  store = new SearchStore(() => cmsRecords(payload), 60_000)
}, 300_000)
afterAll(() => destroyTestPayload(payload))

describe('search over the seeded content', () => {
  it('indexes every kind', async () => {
    const records = await cmsRecords(payload)
    const kinds = new Set(records.map((r) => r.kind))
    expect([...kinds].sort()).toEqual([
      'construction',
      'failed',
      'guide',
      'municipal',
      'page',
      'post',
      'sorting',
      'station',
    ])
    for (const r of records) expect(r.title.trim(), r.id).not.toBe('')
  })

  it('finds stations with and without diacritics, and inflected', async () => {
    const et = await idx('et')
    for (const q of ['Tõrva', 'torva']) expect(et.search(q).hits[0]?.title, q).toMatch(/^Tõrva jäätmejaam/)
    for (const q of ['Võru', 'voru'])
      expect(
        et.search(q).hits.some((h) => h.kind === 'station' && h.title === 'Võru jäätmejaam'),
        q,
      ).toBe(true)
    const plain = et.search('jaatmejaam')
    expect(plain.counts.station).toBeGreaterThan(10)
    expect(et.search('jäätmejaamas').counts.station).toBeGreaterThan(10)
    expect(
      et
        .search('jäätmejaam')
        .hits.every((h) => h.url !== '/home-customer/waste-stations' || h.kind === 'station' || h.kind === 'page'),
    ).toBe(true)
  })

  it('links data kinds to their list pages and guides to their PDF', async () => {
    const et = await idx('et')
    const kuressaare = et.search('Kuressaare')
    expect(kuressaare.hits.find((h) => h.kind === 'station')?.url).toBe('/home-customer/waste-stations')
    expect(kuressaare.hits.find((h) => h.kind === 'failed')?.url).toBe('/customer-support/unserved-addresses')
    expect(et.search('Saaremaa vald').hits.find((h) => h.kind === 'municipal')?.url).toBe(
      '/home-customer/organized-waste',
    )
    const parnu = (await idx('ru')).search('Пярну')
    expect(parnu.hits.find((h) => h.kind === 'construction')?.url).toBe('/ru/customer-support/price-lists')
    expect(et.search('biojäätmed').counts.post).toBeGreaterThan(0)
    const guide = et.search('biolagunevad').hits.find((h) => h.kind === 'guide')
    expect(guide?.url).toMatch(/guide-biodegradable-waste-et(-\d+)?\.pdf$/)
  })

  it('lists each sorting guide only in its own language', async () => {
    for (const locale of ['et', 'ru', 'en'] as const) {
      const guides = (await cmsRecords(payload)).filter((r) => r.kind === 'guide' && r.locale === locale)
      expect(guides.length).toBeGreaterThan(0)
      for (const g of guides) expect(g.url, `${locale} ${g.title}`).toMatch(new RegExp(`-${locale}(-\\d+)?\\.pdf$`))
    }
  })

  it('reads block text: FAQ questions and answers, table cells, cards', async () => {
    const et = await idx('et')
    expect(et.search('kaugustasu').hits.map((h) => h.url)).toContain('/customer-support/faq')
    expect((await idx('en')).search('distance fee').hits.map((h) => h.url)).toContain('/en/customer-support/faq')
    // A table cell: the construction container sizes table.
    expect(et.search('Segaehitusjäätmed').total).toBeGreaterThan(0)
    expect(et.search('big-bag').hits.some((h) => h.url === '/home-customer/big-bag-collecting')).toBe(true)
  })

  it('matches Russian typos and English words', async () => {
    const ru = await idx('ru')
    const typo = ru.search('конейнер')
    expect(typo.total).toBeGreaterThan(0)
    expect(ru.search('контейнер').total).toBeGreaterThanOrEqual(typo.total > 0 ? 1 : 0)
    expect((await idx('en')).search('waste station').counts.station).toBeGreaterThan(10)
  })

  it('keeps noindex pages and drafts out', async () => {
    const records = await cmsRecords(payload)
    const { docs } = await payload.find({
      collection: 'pages',
      where: { noindex: { equals: true } },
      depth: 0,
      pagination: false,
    })
    for (const d of docs)
      expect(
        records.some((r) => r.id === `page:${d.id}`),
        d.path,
      ).toBe(false)
  })
})
