import { describe, expect, it } from 'vitest'
import { SearchIndex } from './engine'
import { fixtureRecords } from '../../../tests/fixtures/search'
import type { SearchRecord } from './types'
import type { SearchResult } from 'minisearch'
import {
  apiResponse,
  apiSearchParams,
  generalResponse,
  generalSearchParams,
  pageParams,
  wpResponse,
  wpSearchParams,
} from './params'

const et = new SearchIndex(fixtureRecords(), 'et')

describe('query parameters', () => {
  it('accepts the documented parameters with defaults', () => {
    expect(apiSearchParams.parse({ q: 'voru' })).toEqual({ q: 'voru', locale: 'et', type: undefined, page: 1 })
    expect(apiSearchParams.parse({ q: 'x', locale: 'ru', type: 'station', page: '3' })).toMatchObject({
      locale: 'ru',
      type: 'station',
      page: 3,
    })
    expect(wpSearchParams.parse({ search: 'x', subtype: 'post' })).toMatchObject({
      page: 1,
      per_page: 10,
      subtype: ['post'],
    })
    expect(wpSearchParams.parse({ search: 'x', subtype: 'post,page' }).subtype).toEqual(['post', 'page'])
    expect(generalSearchParams.parse({ query: 'x', page: '' }).page).toBe(1)
  })
  it('rejects negative pages, per_page over 100, over-long queries and unknown values', () => {
    expect(apiSearchParams.safeParse({ q: 'x', page: '-1' }).success).toBe(false)
    expect(apiSearchParams.safeParse({ q: 'x', page: 'two' }).success).toBe(false)
    expect(apiSearchParams.safeParse({ q: 'x', locale: 'de' }).success).toBe(false)
    expect(apiSearchParams.safeParse({ q: 'x', type: 'users' }).success).toBe(false)
    expect(apiSearchParams.safeParse({ q: 'x'.repeat(201) }).success).toBe(false)
    expect(wpSearchParams.safeParse({ search: 'x', per_page: '101' }).success).toBe(false)
    expect(wpSearchParams.safeParse({ search: 'x', subtype: 'attachment' }).success).toBe(false)
    expect(generalSearchParams.safeParse({ query: 'x', page: '0' }).success).toBe(false)
  })
  it('never fails on the search page: odd values fall back', () => {
    expect(pageParams({ searchQuery: 'tõrva', page: '-3', type: 'nope' })).toEqual({
      q: 'tõrva',
      type: undefined,
      page: 1,
    })
    expect(pageParams({ searchQuery: ['a', 'b'], page: '2', type: 'post' })).toEqual({ q: 'a', type: 'post', page: 2 })
    expect(pageParams({}).q).toBe('')
  })
})

describe('response shapes', () => {
  it('pages the JSON answer by 10 and keeps counts for chips', () => {
    const params = apiSearchParams.parse({ q: 'jäätmejaam', page: '2' })
    const body = apiResponse(params, et.match(params.q))
    expect(body.page).toBe(2)
    expect(body.pageSize).toBe(10)
    expect(body.total).toBeGreaterThan(10)
    expect(body.totalPages).toBe(Math.ceil(body.total / 10))
    expect(body.results.length).toBe(Math.min(10, body.total - 10))
    expect(body.counts.station).toBe(12)
    expect(Object.keys(body.results[0]!).sort()).toEqual(['fragment', 'id', 'kind', 'title', 'titleHtml', 'url'])
  })
  it('groups the general-purpose answer by the old kind names with id, name, address', () => {
    const body = generalResponse(et.match('Tõrva'), 1)
    expect(Object.keys(body)).toEqual(['kojv_olme', 'kojv_ehitus', 'waste_stations', 'failed_discharges', 'wp-posts'])
    expect(body.waste_stations[0]).toEqual({ id: 1, name: 'Tõrva jäätmejaam', address: 'Tööstuse 5, Tõrva' })
    expect(body.kojv_olme[0]).toEqual({ id: 1, name: 'Tõrva vald', address: 'Valgamaa' })
    expect(body.failed_discharges[0]).toMatchObject({ name: 'Männi tn 4, Tõrva', address: 'Männi tn 4, Tõrva' })
    expect(body['wp-posts'][0]).toMatchObject({ id: 1, name: 'Tõrva jäätmejaam on uuendatud' })
    expect(generalResponse(et.match('Tallinn'), 1).kojv_ehitus[0]).toMatchObject({ id: 1, address: 'Tallinn' })
  })
  it('answers WordPress items with total headers', () => {
    const params = wpSearchParams.parse({ search: 'Tõrva', subtype: 'post', per_page: '1' })
    const { body, headers } = wpResponse(et.match('Tõrva'), params, 'https://example.org')
    expect(body).toEqual([
      {
        id: 1,
        title: 'Tõrva jäätmejaam on uuendatud',
        url: 'https://example.org/about/news/torva-jaatmejaam-uuendatud',
        type: 'post',
        subtype: 'post',
      },
    ])
    expect(headers).toEqual({ 'X-WP-Total': '1', 'X-WP-TotalPages': '1' })
    const none = wpResponse(et.match('nothingmatchesthis'), params, 'https://example.org')
    expect(none).toEqual({ body: [], headers: { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' } })
  })
})

describe('more than 50 mixed hits', () => {
  // 60 stations outrank 23 posts and 4 pages (title matches); a cap at the first 50 hits once left
  // the posts uncounted and unreachable.
  const records: SearchRecord[] = [
    ...Array.from({ length: 60 }, (_, i): SearchRecord => ({
      id: `station:${i}`,
      docId: i,
      kind: 'station',
      locale: 'en',
      title: `Waste station ${i}`,
      text: 'Waste station',
      address: `Road ${i}`,
      url: '/en/home-customer/waste-stations',
    })),
    ...Array.from({ length: 23 }, (_, i): SearchRecord => ({
      id: `post:${i}`,
      docId: i,
      kind: 'post',
      locale: 'en',
      title: `News ${i}`,
      text: 'Sorting waste at home.',
      url: `/en/about/news/n${i}`,
    })),
    ...Array.from({ length: 4 }, (_, i): SearchRecord => ({
      id: `page:${i}`,
      docId: 100 + i,
      kind: 'page',
      locale: 'en',
      title: `Page ${i}`,
      text: 'About waste.',
      url: `/en/p${i}`,
    })),
  ]
  const index = new SearchIndex(records, 'en')

  it('counts every kind in full and pages through all hits of the chosen kind', () => {
    const seen = new Set<string>()
    for (let page = 1; page <= 3; page++) {
      const params = apiSearchParams.parse({ q: 'waste', locale: 'en', type: 'post', page: String(page) })
      const body = apiResponse(params, index.match(params.q))
      expect(body.counts).toMatchObject({ station: 60, post: 23, page: 4 })
      expect(body).toMatchObject({ total: 23, totalPages: 3, page })
      expect(body.results).toHaveLength(page < 3 ? 10 : 3)
      for (const hit of body.results) {
        expect(hit.kind).toBe('post')
        seen.add(hit.id)
      }
    }
    expect(seen.size).toBe(23)
    const all = apiResponse(apiSearchParams.parse({ q: 'waste', locale: 'en', page: '9' }), index.match('waste'))
    expect(all).toMatchObject({ total: 87, totalPages: 9 })
    expect(all.results).toHaveLength(7)
    // Past the end the JSON answer is an empty page, as before.
    expect(
      apiResponse(apiSearchParams.parse({ q: 'waste', locale: 'en', type: 'post', page: '4' }), index.match('waste'))
        .results,
    ).toEqual([])
  })
  it('reaches every kind in the compatibility answers too', () => {
    const results = index.match('waste')
    expect(generalResponse(results, 6).waste_stations).toHaveLength(10)
    expect(generalResponse(results, 3)['wp-posts']).toHaveLength(3)
    const params = wpSearchParams.parse({ search: 'waste', subtype: 'post', page: '3', lang: 'en' })
    const { body, headers } = wpResponse(results, params, 'https://example.org')
    expect(body).toHaveLength(3)
    expect(headers).toEqual({ 'X-WP-Total': '23', 'X-WP-TotalPages': '3' })
    expect(
      wpResponse(results, wpSearchParams.parse({ search: 'waste', lang: 'en' }), 'https://example.org').headers[
        'X-WP-Total'
      ],
    ).toBe('27')
  })
  it('builds full hits only for the page shown, not for every match', () => {
    // Titles, fragments and highlighting cost more than the search; all 87 matches must not pay for them.
    const built: string[] = []
    class CountingIndex extends SearchIndex {
      protected override buildHit(record: SearchRecord, result: SearchResult, highlighted: boolean) {
        built.push(record.id)
        return super.buildHit(record, result, highlighted)
      }
    }
    const counting = new CountingIndex(records, 'en')
    const matches = counting.match('waste')
    expect(matches.total).toBe(87)
    expect(built).toEqual([])
    const api = apiResponse(apiSearchParams.parse({ q: 'waste', locale: 'en', type: 'post', page: '2' }), matches)
    expect(built).toEqual(api.results.map((r) => r.id))
    expect(built).toHaveLength(10)
    built.length = 0
    generalResponse(matches, 3)
    expect(built).toHaveLength(10 + 3) // stations 21–30, posts 21–23
    built.length = 0
    wpResponse(matches, wpSearchParams.parse({ search: 'waste', lang: 'en', per_page: '5' }), 'https://example.org')
    expect(built).toHaveLength(5)
    built.length = 0
    apiResponse(apiSearchParams.parse({ q: 'waste', locale: 'en', page: '99' }), matches)
    expect(built).toEqual([])
  })
})
