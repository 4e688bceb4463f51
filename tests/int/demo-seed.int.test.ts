import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { isEmpty, seed } from '../../seed'
import { resolveMenu, type StoredMenuEntry } from '@/lib/navigation/menu'
import { importCsv } from '@/lib/import/run'
import { todayInTallinn } from '@/lib/dates'
import { cmsRecords } from '@/lib/content/searchSources'
import { SearchStore } from '@/lib/search/store'
import type { SearchIndex } from '@/lib/search/engine'
import type { Locale } from '@/i18n/locales'

/*
 * The whole demo content (seed/), loaded once into this file's database and checked by every part that
 * reads it: site settings, the header menu, the data pages and their CSV import, and the search over the
 * real collections. Seeding is the slowest step of the integration tests, so it runs once here (it used to
 * run in four files), and seeding again at the end checks that a second run creates nothing and keeps the
 * editors' changes in every part at once.
 */

let payload: Payload
let report: Awaited<ReturnType<typeof seed>>
let store: SearchStore
const idx = (locale: Locale): Promise<SearchIndex> => store.index(locale)

beforeAll(async () => {
  payload = await createTestPayload()
  expect(await isEmpty(payload)).toBe(true)
  report = await seed(payload)
  store = new SearchStore(() => cmsRecords(payload), 60_000)
}, 300_000) // the whole demo content (pages, posts, PDFs, data tables) loads in this step
afterAll(() => destroyTestPayload(payload))

describe('site settings', () => {
  it('are seeded in every language', async () => {
    expect(report.created).toContain('site-settings')
    const ru = await payload.findGlobal({ slug: 'site-settings', locale: 'ru' })
    expect(ru.facts.employees).toBe(600)
    expect(ru.facts.customers).toBe(250000)
    expect(ru.shortNumber).toBe('1919')
    expect(ru.serviceHours).toMatch(/Пн–Пт 09:00–17:00/)
    const en = await payload.findGlobal({ slug: 'site-settings', locale: 'en' })
    expect(en.charges.mobilePerMinute).toBe(0.2278)
  })

  it('refuses anonymous writes to settings and users', async () => {
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: { shortNumber: '0000' }, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'users',
        // A password the policy accepts (12+ characters), so only the missing access refuses it.
        data: { email: 'x@example.com', password: 'password1234', roles: ['admin'] },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})

describe('header-menu global', () => {
  it('is seeded per locale with the five groups', async () => {
    expect(report.created).toEqual(expect.arrayContaining(['header-menu:et', 'header-menu:ru', 'header-menu:en']))
    const expectedUrls = ['/about', '/home-customer', '/construction-waste', '/services', '/customer-support']
    for (const locale of ['et', 'ru', 'en'] as const) {
      const menu = await payload.findGlobal({ slug: 'header-menu', locale, fallbackLocale: false })
      expect(menu.items?.map((i) => i.url)).toEqual(expectedUrls)
    }
    const ru = await payload.findGlobal({ slug: 'header-menu', locale: 'ru', fallbackLocale: false })
    expect(ru.items?.[0].label).toBe('О нас')
  })

  it('resolves old-page, external and new-tab entries from the stored data', async () => {
    for (const [locale, oldLabel] of [
      ['et', 'Vana koduleht'],
      ['ru', 'Старая версия сайта'],
      ['en', 'Old website'],
    ] as const) {
      const menu = await payload.findGlobal({ slug: 'header-menu', locale, fallbackLocale: false })
      const resolved = resolveMenu(locale, menu.items as StoredMenuEntry[])
      const about = resolved[0]
      const old = about.children.find((c) => c.label === oldLabel)
      expect(old).toMatchObject({ old: true, newTab: true, external: true, href: 'https://vana.jaatmeveo.example/' })
      const jobs = about.children.find((c) => c.href.startsWith('https://karjaar.'))
      expect(jobs).toMatchObject({ external: true, newTab: true, old: false })
      const packaging = resolved[3].children.find((c) => c.href.endsWith('/services/packaging-sale'))
      expect(packaging?.newTab).toBe(true)
      const selfService = resolved[4].children.find((c) => c.href.startsWith('https://iseteenindus.'))
      expect(selfService?.external).toBe(true)
    }
  })

  it('refuses anonymous writes and rejects locale-prefixed or odd URLs', async () => {
    await expect(
      payload.updateGlobal({ slug: 'header-menu', data: { items: [] }, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.updateGlobal({
        slug: 'header-menu',
        locale: 'ru',
        data: { items: [{ label: 'X', url: '/ru/about' }] },
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow()
    await expect(
      payload.updateGlobal({
        slug: 'header-menu',
        locale: 'ru',
        data: { items: [{ label: 'X', url: 'javascript:alert(1)' }] },
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow()
  })
})

describe('data pages seed', () => {
  it('creates stations, contracts, price lists, unserved addresses and contacts in three languages', async () => {
    expect((await payload.count({ collection: 'waste-stations' })).totalDocs).toBeGreaterThanOrEqual(48)
    const contracts = (await payload.count({ collection: 'municipal-contracts' })).totalDocs
    expect(contracts).toBeGreaterThan(60)
    expect(contracts).toBeLessThanOrEqual(70)
    const ru = await payload.find({
      collection: 'price-lists',
      locale: 'ru',
      where: { region: { equals: 'tallinn' } },
      sort: 'validFrom',
    })
    expect(ru.docs).toHaveLength(2)
    const rows = ru.docs[1].rows ?? []
    expect(rows.length).toBeGreaterThanOrEqual(8)
    expect(rows[0].wasteType).toBe('Смешанные строительные отходы')
    expect(rows[0].priceGross).toBeCloseTo(rows[0].priceNet * 1.24, 2)
    const en = await payload.find({
      collection: 'unserved-addresses',
      locale: 'en',
      where: { city: { equals: 'Kuressaare' } },
    })
    expect(en.docs.length).toBeGreaterThan(0)
    expect(en.docs[0].plannedDate <= todayInTallinn()).toBe(true)
    const counties = new Set(
      (await payload.find({ collection: 'waste-stations', limit: 100 })).docs.map((d) => d.county),
    )
    expect(counties.size).toBe(9)
  })

  it('refuses anonymous writes and allows anonymous reads', async () => {
    await expect(
      payload.create({
        collection: 'sales-contacts',
        overrideAccess: false,
        data: { role: 'x', regions: 'x', phone: '1', email: 'a@b.example' },
      }),
    ).rejects.toThrow()
    const list = await payload.find({ collection: 'municipal-contracts', overrideAccess: false, limit: 1 })
    expect(list.docs).toHaveLength(1)
    const id = list.docs[0].id
    await expect(
      payload.update({ collection: 'municipal-contracts', id, overrideAccess: false, data: { localGovernment: 'x' } }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'municipal-contracts', id, overrideAccess: false })).rejects.toThrow()
  })
})

describe('CSV import', () => {
  const header = 'county;city;address;reason;reason_en;plannedDate;newDate'

  it('imports every line of a good file in all given languages', async () => {
    const before = (await payload.count({ collection: 'unserved-addresses' })).totalDocs
    const report = await importCsv(
      payload,
      'unserved-addresses',
      `${header}\nSaare;Kuressaare;Import tn 1;Tee suletud;Road closed;2026-11-20;2026-11-23\nHarju;Tallinn;Import tn 2;Lukus;Locked;2026-11-20;2026-11-21\n`,
    )
    expect(report).toEqual({ ok: true, created: 2 })
    expect((await payload.count({ collection: 'unserved-addresses' })).totalDocs).toBe(before + 2)
    const doc = (
      await payload.find({
        collection: 'unserved-addresses',
        locale: 'en',
        where: { address: { equals: 'Import tn 1' } },
      })
    ).docs[0]
    expect(doc.reason).toBe('Road closed')
  })

  it('changes nothing when any line is bad, and reports the lines', async () => {
    const before = (await payload.count({ collection: 'waste-stations' })).totalDocs
    const csv = [
      'name,municipality,county,address,latitude,longitude',
      'Uus jaam,Tartu linn,Tartu,Import 1,58.37,26.72',
      'Vale jaam,Tartu linn,Mordor,Import 2,58.37,26.72',
      'Teine hea,Tartu linn,Tartu,Import 3,58.37,26.72',
      'Kaugel,Tartu linn,Tartu,Import 4,40,26.72',
    ].join('\n')
    const report = await importCsv(payload, 'waste-stations', csv)
    expect(report.ok).toBe(false)
    if (!report.ok) expect(report.issues.map((i) => i.line)).toEqual([3, 5])
    expect((await payload.count({ collection: 'waste-stations' })).totalDocs).toBe(before)
    expect(
      (await payload.find({ collection: 'waste-stations', where: { address: { equals: 'Import 1' } } })).docs,
    ).toHaveLength(0)
  })
})

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

describe('seeding again', () => {
  it("creates nothing and keeps editors' changes to settings, menu and data", async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'et',
      data: { serviceHours: 'E–N 08:00–16:00' },
      context: { disableRevalidate: true },
    })
    await payload.updateGlobal({
      slug: 'header-menu',
      locale: 'en',
      data: { items: [{ label: 'Only item', url: '/about' }] },
      context: { disableRevalidate: true },
    })
    const stations = (await payload.count({ collection: 'waste-stations' })).totalDocs
    const again = await seed(payload)
    expect(again.created).toEqual([])
    expect((await payload.count({ collection: 'waste-stations' })).totalDocs).toBe(stations)
    const et = await payload.findGlobal({ slug: 'site-settings', locale: 'et' })
    expect(et.serviceHours).toBe('E–N 08:00–16:00')
    const en = await payload.findGlobal({ slug: 'header-menu', locale: 'en', fallbackLocale: false })
    expect(en.items?.map((i) => i.label)).toEqual(['Only item'])
    const etMenu = await payload.findGlobal({ slug: 'header-menu', locale: 'et', fallbackLocale: false })
    expect(etMenu.items).toHaveLength(5)
    expect(await isEmpty(payload)).toBe(false)
  }, 120_000)
})
