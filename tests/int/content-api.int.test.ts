import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { fuzzContentApiIds, fuzzContentApiQueries, fuzzValues } from '../support/fuzzCorpus'
import { priceListSchema, priceListsAnswerSchema } from '@/lib/data/priceListsApi'
import { wasteStationSchema, wasteStationsAnswerSchema } from '@/lib/data/stationsApi'
import { noticesAnswerSchema } from '@/lib/notices/api'
import { richText } from '../support/richText'

/* The content API's route handlers on a database of their own, without a build: real answers fit their
   schemas (drafts never show), every id and filter of the hostile corpus is a 4xx JSON error or an answer,
   never a 5xx, and each answer's ETag brings a 304. The browser-test fuzz (tests/e2e/fuzz.spec.ts) sends
   the same templates over the wire, through the edge. */

// Outside Next: the data cache reads through, and the site's name is a fixed string.
vi.mock('next/cache', () => ({ unstable_cache: <T>(fn: T) => fn }))
vi.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string) => (key === 'siteName' ? 'Jäätmeveo AS' : key),
}))

let payload: Payload
let stationId: number
let listId: number

beforeAll(async () => {
  payload = await createTestPayload()
  const station = await payload.create({
    collection: 'waste-stations',
    locale: 'et',
    data: {
      name: 'Tartu jäätmejaam',
      municipality: 'Tartu linn',
      county: 'Tartu',
      address: 'Demo tee 1, Tartu',
      latitude: 58.37,
      longitude: 26.72,
      openingHours: 'E–R 10:00–18:00, L 10:00–15:00',
      acceptedWaste: 'Paber ja kartong, rehvid',
    },
  })
  stationId = Number(station.id)
  await payload.update({
    collection: 'waste-stations',
    id: stationId,
    locale: 'ru',
    data: { name: 'Пункт приёма отходов Тарту', openingHours: 'Пн–Пт 10:00–18:00, Сб 10:00–15:00' },
  })
  const list = await payload.create({
    collection: 'price-lists',
    locale: 'et',
    data: {
      region: 'tartu',
      title: 'Tartu hinnakiri',
      validFrom: '2020-01-01',
      validTo: '2999-12-31',
      rows: [{ wasteType: 'Segaolmejäätmed', unit: 'konteiner 140 L', priceNet: 5 }],
    },
  })
  listId = Number(list.id)
  const category = await payload.create({
    collection: 'categories',
    locale: 'et',
    data: { title: 'Häireteated', slug: 'emergency-notices' },
  })
  const notice = (title: string, status: 'published' | 'draft') =>
    payload.create({
      collection: 'posts',
      locale: 'et',
      draft: status === 'draft',
      data: {
        title,
        slug: title.toLowerCase().replace(/\s+/g, '-'),
        date: '2026-01-10T08:00:00.000Z',
        categories: [category.id],
        targetMunicipalities: ['0793'],
        excerpt: 'Lühidalt.',
        content: richText(`${title}: tekst.`),
        _status: status,
      } as never,
    })
  await notice('Avaldatud teade', 'published')
  await notice('Mustand teade', 'draft')
}, 120_000)
afterAll(() => destroyTestPayload(payload))

type Handler = (request: Request, context?: { params: Promise<unknown> }) => Promise<Response>
const routes = {
  stations: () => import('@/app/(frontend)/api/v1/waste-stations/route'),
  station: () => import('@/app/(frontend)/api/v1/waste-stations/[id]/route'),
  lists: () => import('@/app/(frontend)/api/v1/price-lists/route'),
  list: () => import('@/app/(frontend)/api/v1/price-lists/[id]/route'),
  notices: () => import('@/app/(frontend)/api/v1/notices/route'),
  feed: () => import('@/app/(frontend)/api/v1/notices.atom/route'),
}
const BASE = 'http://localhost:3000'

/** The handler for a path (the dynamic segment as Next passes it), or null when no route of these has it. */
async function handlerFor(path: string): Promise<{ handle: Handler; params?: Record<string, string> } | null> {
  const match = /^\/api\/v1\/(waste-stations|price-lists)\/([^/]*)$/.exec(path)
  if (match) {
    const route = await (match[1] === 'waste-stations' ? routes.station() : routes.list())
    return { handle: route.GET as Handler, params: { id: match[2]! } }
  }
  const table: Record<string, keyof typeof routes> = {
    '/api/v1/waste-stations': 'stations',
    '/api/v1/price-lists': 'lists',
    '/api/v1/notices': 'notices',
    '/api/v1/notices.atom': 'feed',
  }
  return table[path] ? { handle: (await routes[table[path]]()).GET as Handler } : null
}

async function get(url: string, headers: Record<string, string> = {}) {
  const { pathname } = new URL(url, BASE)
  const route = await handlerFor(pathname)
  if (!route) throw new Error(`no route for ${url}`)
  return route.handle(
    new Request(new URL(url, BASE), { headers }),
    route.params ? { params: Promise.resolve(route.params) } : undefined,
  )
}

describe('the content API route handlers', () => {
  it('answer published content that fits the schemas, in the asked language, with ETag and 304', async () => {
    const stations = await get('/api/v1/waste-stations', { 'accept-language': 'ru' })
    expect(stations.status).toBe(200)
    expect(stations.headers.get('content-language')).toBe('ru')
    const body = wasteStationsAnswerSchema.parse(await stations.json())
    expect(body.stations[0]).toMatchObject({
      id: stationId,
      name: 'Пункт приёма отходов Тарту',
      openingHours: { periods: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'] }, { days: ['sat'] }] },
      acceptedWaste: { types: ['paper', 'tyres'] },
    })
    const one = await get(`/api/v1/waste-stations/${stationId}?lang=et`)
    expect(wasteStationSchema.parse(await one.json()).name).toBe('Tartu jäätmejaam')
    const again = await get(`/api/v1/waste-stations/${stationId}?lang=et`, {
      'if-none-match': one.headers.get('etag')!,
    })
    expect(again.status).toBe(304)

    const lists = priceListsAnswerSchema.parse(await (await get('/api/v1/price-lists')).json())
    expect(lists.priceLists.map((l) => l.id)).toEqual([listId])
    expect(priceListSchema.parse(await (await get(`/api/v1/price-lists/${listId}`)).json()).rows[0]).toMatchObject({
      priceExclVat: 5,
      priceInclVat: 6.2,
    })

    const notices = noticesAnswerSchema.parse(await (await get('/api/v1/notices?lang=en')).json())
    expect(notices.notices.map((n) => n.title)).toEqual(['Avaldatud teade'])
    expect(notices.notices[0]).toMatchObject({ text: 'Avaldatud teade: tekst.', status: 'active', end: null })
    const feed = await get('/api/v1/notices.atom?lang=ru')
    expect(feed.headers.get('content-type')).toMatch(/^application\/atom\+xml/)
    const xml = await feed.text()
    expect(xml).toContain('xml:lang="ru"')
    expect(xml).not.toContain('Mustand')
  })

  it('answers every corpus value as an id or a filter below 500, its refusals as JSON', async () => {
    const failures: string[] = []
    const templates = [...fuzzContentApiIds, ...fuzzContentApiQueries]
    for (const value of fuzzValues()) {
      for (const template of templates) {
        const wire = template.replaceAll('{v}', value.wire)
        let url: URL
        try {
          url = new URL(wire, BASE)
        } catch {
          continue
        }
        const route = await handlerFor(url.pathname)
        // A value that makes another path (a slash, a dot-segment) is another route's, or the edge's.
        if (!route) continue
        const params = route.params ? { id: wire.split('?')[0]!.split('/').pop()! } : undefined
        const response = await route.handle(new Request(url), params ? { params: Promise.resolve(params) } : undefined)
        if (response.status >= 500) failures.push(`${response.status} ${wire}`)
        else if (response.status >= 400 && !/json/.test(response.headers.get('content-type') ?? ''))
          failures.push(`${response.status} not JSON ${wire}`)
      }
    }
    expect(failures.slice(0, 20)).toEqual([])
  }, 300_000)
})
