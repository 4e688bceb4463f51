import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { expect, test } from '@playwright/test'
import { adminToken } from './support/admin'

// The public content API (waste stations, price lists, notices and their feed) and the conditional GET
// every /api/v1 read answers: its own ETag back in If-None-Match is a 304 without a body, for every
// documented endpoint; an editor's change shows in the stored JSON within 5 s; the feed is well-formed
// Atom in the asked language with absolute links. No browser: these are a client's requests.

type Doc = { paths: Record<string, { get: unknown }> }
const CONTRACT = '900000001'
const API = { accept: 'application/json' }
// Each test speaks as a client of its own, so lookups never spend another spec's budget.
/** A validator without its weakness prefix and the edge's encoding mark (`"h-br"` names the same answer as `"h"`). */
const opaque = (etag: string | undefined) => etag?.replace(/^W\//, '').replace(/-(?:br|gz)"$/, '"')
const client = (n: number) => ({ 'x-forwarded-for': `10.6.${test.info().parallelIndex}.${n}` })

test.describe('the public content API', () => {
  test.skip(({ isMobile }) => isMobile, 'API requests run once')

  test('every documented GET answers 304 to its own ETag, weak or listed, and 200 to another', async ({ request }) => {
    const document = (await (await request.get('/api/v1/openapi.json')).json()) as Doc
    const stations = (await (await request.get('/api/v1/waste-stations?limit=1')).json()) as {
      stations: { id: number }[]
    }
    const lists = (await (await request.get('/api/v1/price-lists?validity=all&limit=1')).json()) as {
      priceLists: { id: number }[]
    }
    const suggestions = (await (
      await request.get(`/api/v1/addresses?q=${encodeURIComponent('Sõpruse pst 151')}`, { headers: client(1) })
    ).json()) as { suggestions: { id: string }[] }
    const urls: Record<string, string> = {
      '/api/v1/contracts/{contractNumber}/discharges': `/api/v1/contracts/${CONTRACT}/discharges?lang=ru`,
      '/api/v1/contracts/{contractNumber}/calendar.ics': `/api/v1/contracts/${CONTRACT}/calendar.ics?lang=en`,
      '/api/v1/addresses': `/api/v1/addresses?q=${encodeURIComponent('Sõpruse pst 151')}`,
      '/api/v1/addresses/{propertyId}/collections': `/api/v1/addresses/${suggestions.suggestions[0]!.id}/collections`,
      '/api/v1/search': '/api/v1/search?q=paber',
      '/api/v1/sorting-items': '/api/v1/sorting-items?q=patarei',
      '/api/v1/waste-stations': '/api/v1/waste-stations?county=Harju',
      '/api/v1/waste-stations/{id}': `/api/v1/waste-stations/${stations.stations[0]!.id}?lang=en`,
      '/api/v1/price-lists': '/api/v1/price-lists',
      '/api/v1/price-lists/{id}': `/api/v1/price-lists/${lists.priceLists[0]!.id}`,
      '/api/v1/notices': '/api/v1/notices',
      '/api/v1/notices.atom': '/api/v1/notices.atom?lang=ru',
      '/api/v1/openapi.json': '/api/v1/openapi.json',
      '/wp-json/general-purpose-api/upcoming-discharges': `/wp-json/general-purpose-api/upcoming-discharges?contractNumber=${CONTRACT}`,
    }
    expect(Object.keys(urls).sort(), 'every documented path is asked').toEqual(Object.keys(document.paths).sort())
    let n = 10
    for (const url of Object.values(urls)) {
      const headers = { ...client(n++), 'accept-encoding': 'br, gzip' }
      // Asked twice first, as a client that polls: the edge stores a public answer on its second request, and
      // the request that fills the store is answered in full whatever it holds (src/server/pageCache.ts).
      await request.get(url, { headers })
      const first = await request.get(url, { headers })
      expect(first.status(), url).toBe(200)
      const etag = first.headers()['etag']
      expect(etag, `${url} sends an ETag`).toMatch(/^(W\/)?"[^"]+"$/)
      const body = await first.body()
      for (const sent of [etag!, `W/${etag!.replace(/^W\//, '')}`, `"nope", ${etag}`]) {
        const again = await request.get(url, { headers: { ...headers, 'if-none-match': sent } })
        expect(again.status(), `${url} If-None-Match: ${sent}`).toBe(304)
        expect((await again.body()).length, `${url}: a 304 has no body`).toBe(0)
        // The same validator, weak or strong, or the edge's mark of its compressed copy of the same answer.
        expect(opaque(again.headers()['etag']), url).toBe(opaque(etag))
        expect(again.headers()['cache-control'], `${url}: a 304 says how long it may be kept`).toBeTruthy()
      }
      const other = await request.get(url, { headers: { ...headers, 'if-none-match': '"not-this-one"' } })
      expect(other.status(), url).toBe(200)
      expect((await other.body()).equals(body), `${url}: the same bytes`).toBe(true)
    }
  })

  test('texts follow lang, else Accept-Language, and say so; the edge keeps each language apart', async ({
    request,
  }) => {
    const ask = async (url: string, language?: string) => {
      const response = await request.get(url, {
        headers: { ...API, ...(language ? { 'accept-language': language } : {}) },
      })
      expect(response.status(), url).toBe(200)
      return { response, body: (await response.json()) as { lang: string; stations: { name: string }[] } }
    }
    // Asked twice each, so the edge stores every language's answer; each must stay in its language.
    for (let i = 0; i < 2; i++) {
      const et = await ask('/api/v1/waste-stations')
      const ru = await ask('/api/v1/waste-stations', 'ru-RU,ru;q=0.9,en;q=0.5')
      const en = await ask('/api/v1/waste-stations?lang=en', 'ru')
      expect([et.body.lang, ru.body.lang, en.body.lang]).toEqual(['et', 'ru', 'en'])
      expect(et.response.headers()['content-language']).toBe('et')
      expect(ru.response.headers()['content-language']).toBe('ru')
      expect(en.response.headers()['content-language']).toBe('en')
      expect(ru.response.headers()['vary']).toMatch(/Accept-Language/i)
      expect(et.body.stations[0]!.name).toMatch(/jäätmejaam/)
      expect(ru.body.stations[0]!.name).toMatch(/Пункт приёма отходов/)
      expect(en.body.stations[0]!.name).toMatch(/waste station/)
    }
  })

  test('the notices feed is Atom in the asked language, well-formed, with absolute links', async ({
    request,
    baseURL,
  }) => {
    for (const lang of ['et', 'ru', 'en']) {
      const response = await request.get(`/api/v1/notices.atom?lang=${lang}`)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^application\/atom\+xml/)
      expect(response.headers()['content-language']).toBe(lang)
      const xml = await response.text()
      expect(XMLValidator.validate(xml)).toBe(true)
      const feed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml).feed
      expect(feed['@xml:lang']).toBe(lang)
      const entries = [feed.entry].flat()
      expect(entries.length).toBeGreaterThan(0)
      const links = [...[feed.link].flat(), ...entries.flatMap((e: { link: unknown }) => [e.link].flat())] as {
        '@href': string
      }[]
      for (const link of links) expect(link['@href'].startsWith(new URL(baseURL!).origin)).toBe(true)
      // The notice the Russian feed names is the one the site shows in Russian.
      if (lang === 'ru') {
        const page = await request.get(new URL(entries[0].link['@href']).pathname)
        expect(page.status()).toBe(200)
        expect(await page.text()).toContain('lang="ru"')
      }
    }
  })
})

test.describe("an editor's change", () => {
  test.skip(({ isMobile }) => isMobile, 'admin edit runs once')

  test('shows in the stored station JSON within 5 s', async ({ request }) => {
    const auth = { Authorization: `JWT ${adminToken()}` }
    const list = (await (await request.get('/api/v1/waste-stations?lang=en&county=Võru')).json()) as {
      stations: { id: number; name: string }[]
    }
    const station = list.stations[0]!
    const url = `/api/v1/waste-stations/${station.id}?lang=en`
    const listUrl = '/api/v1/waste-stations?lang=en&county=V%C3%B5ru'
    // Both answers are stored at the edge before the edit, so the edit must reach the stored copies.
    for (const path of [url, listUrl])
      await expect
        .poll(async () => (await request.get(path, { headers: API })).headers()['x-page-cache'], { timeout: 10_000 })
        .toBe('hit')
    const before = await request.get(url, { headers: API })
    const etag = before.headers()['etag']!
    const edited = `${station.name} (edited)`
    const patch = await request.patch(`/api/waste-stations/${station.id}?locale=en`, {
      headers: auth,
      data: { name: edited },
    })
    expect(patch.status()).toBe(200)
    try {
      await expect
        .poll(async () => ((await (await request.get(url, { headers: API })).json()) as { name: string }).name, {
          timeout: 5_000,
          intervals: [100, 250],
        })
        .toBe(edited)
      await expect
        .poll(
          async () =>
            ((await (await request.get(listUrl, { headers: API })).json()) as { stations: { name: string }[] })
              .stations[0]!.name,
          { timeout: 5_000, intervals: [100, 250] },
        )
        .toBe(edited)
      // The client holding the old copy is told it changed.
      expect((await request.get(url, { headers: { ...API, 'if-none-match': etag } })).status()).toBe(200)
    } finally {
      await request.patch(`/api/waste-stations/${station.id}?locale=en`, {
        headers: auth,
        data: { name: station.name },
      })
    }
  })
})
