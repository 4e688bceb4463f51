import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  cacheablePage,
  countOnEveryVisit,
  pageReadsSearchIndex,
  recordTags,
  registerVisitEffect,
  uncacheablePage,
} from '@/lib/http/pageCacheContext'
import { markSearchStale } from '@/lib/search/invalidate'
import { tallinnTime } from '@/lib/dates'
import {
  CACHE_STATUS_HEADER,
  cacheKey,
  createPageCache,
  jsonCacheKey,
  negotiateEncoding,
  nextTallinnMidnight,
  PUBLIC_CACHE_CONTROL,
  rscCacheKey,
  type PageCacheOptions,
} from './pageCache'

const NAV = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'identity' }

/** What a stand-in for Next does for one address. */
type Page = {
  status?: number
  tags?: string[]
  revalidate?: number
  cacheable?: boolean
  veto?: boolean
  search?: boolean
  /** An effect the page has on every visit (countOnEveryVisit), with this argument. */
  visit?: [name: string, arg: string]
  headers?: Record<string, string>
  /** The render answers once this promise settles (a slow render the test ends when it chooses). */
  hold?: () => Promise<void> | undefined
  body?: string
}

/** A promise the test opens itself. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer }

const servers: { close: () => void }[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** The cache in front of a stand-in for Next whose pages are `pages`; counts Next's renders per path. */
async function serve(pages: Record<string, Page>, options: Partial<PageCacheOptions> = {}) {
  const cache = createPageCache(options)
  const renders: Record<string, number> = {}
  const seenEncodings: string[] = []
  let version = 1
  let arrivals = 0
  const render = (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/'
    renders[path] = (renders[path] ?? 0) + 1
    seenEncodings.push(String(req.headers['accept-encoding']))
    const page = pages[path.split('?')[0]] ?? { status: 404, body: 'not found' }
    if (page.cacheable !== false) cacheablePage()
    if (page.veto) uncacheablePage()
    if (page.search) pageReadsSearchIndex()
    if (page.visit) countOnEveryVisit(...page.visit)
    recordTags(page.tags ?? [], page.revalidate ?? 3600)
    const answer = () => {
      res.writeHead(page.status ?? 200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate',
        Vary: 'rsc',
        ...page.headers,
      })
      // Streamed in two parts, as Next does.
      res.write(`<!DOCTYPE html><html><body><h1>${path} v${version}</h1>`)
      res.end(`${page.body ?? 'x'.repeat(2000)}</body></html>`)
    }
    const held = page.hold?.()
    if (held) void held.then(answer)
    else answer()
  }
  const server = createServer((req, res) => {
    arrivals++
    return cache.handle(req, res, render)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push({ close: () => server.close() })
  const port = (server.address() as AddressInfo).port
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers: { ...NAV, ...headers } }, (res) => {
        const parts: Buffer[] = []
        res.on('data', (part: Buffer) => parts.push(part))
        // The copies are compressed after the answer has gone: wait for them, so the next request sees them.
        res.on(
          'end',
          () =>
            void cache
              .settled()
              .then(() => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) })),
        )
      })
      req.on('error', reject)
      req.end()
    })
  return { cache, renders, seenEncodings, get, bump: () => version++, arrivals: () => arrivals }
}

function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString()
  if (encoding === 'gzip') return gunzipSync(answer.body).toString()
  return answer.body.toString()
}

/** A clock the test moves. */
function clock(start = Date.parse('2026-11-23T10:00:00Z')) {
  let t = start
  return { now: () => t, advance: (ms: number) => (t += ms) }
}

describe('cacheKey', () => {
  const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
    method,
    url,
    headers: { ...NAV, ...headers },
  })

  it('is the path of a page load without a query string', () => {
    expect(cacheKey(req('/about'))).toBe('/about')
    expect(cacheKey(req('/en/about', {}, 'HEAD'))).toBe('/en/about')
  })

  it('ignores the query parameters a route does not read, tracking ones included', () => {
    expect(cacheKey(req('/about?x=1'))).toBe('/about')
    expect(cacheKey(req('/about?utm_source=newsletter&utm_medium=email&fbclid=IwAR0abc&gclid=x&mc_cid=1'))).toBe(
      '/about',
    )
    expect(cacheKey(req('/search?q=paber'))).toBe('/search')
    expect(cacheKey(req('/ru/about?r=0.123'))).toBe('/ru/about')
  })

  it('keys a route by the parameters it reads, normalised: order, empty and default values, bounds', () => {
    expect(cacheKey(req('/search?searchQuery=paber&utm_source=x'))).toBe('/search?searchQuery=paber')
    expect(cacheKey(req('/en/search?page=2&searchQuery=paper&type=&fbclid=1'))).toBe(
      '/en/search?page=2&searchQuery=paper',
    )
    expect(cacheKey(req('/en/search?searchQuery=paper&page=2'))).toBe('/en/search?page=2&searchQuery=paper')
    expect(cacheKey(req('/about/news?page=1&tab=all'))).toBe('/about/news')
    expect(cacheKey(req('/about/news?tab=waste-school&tab=all'))).toBe('/about/news?tab=waste-school')
    expect(cacheKey(req('/home-customer/waste-stations?size=10&dir=desc&sort=name&q=tallinn'))).toBe(
      '/home-customer/waste-stations?dir=desc&q=tallinn&sort=name',
    )
    expect(cacheKey(req('/customer-support/price-lists/12?page=3'))).toBe('/customer-support/price-lists/12?page=3')
    expect(cacheKey(req('/customer-support/what-goes-where?q=paber%20kast'))).toBe(
      '/customer-support/what-goes-where?q=paber%20kast',
    )
    // Values the route does not take as such render for this request and are not stored.
    expect(cacheKey(req('/about/news?page=0'))).toBeNull()
    expect(cacheKey(req('/about/news?page=99999999'))).toBeNull()
    expect(cacheKey(req('/about/news?tab=nonsense'))).toBeNull()
    expect(cacheKey(req(`/search?searchQuery=${'a'.repeat(300)}`))).toBeNull()
  })

  it('is null for a personal query, a language switch and a draft preview', () => {
    expect(cacheKey(req('/customer-support/next-shipping-day?contractNumber=12345'))).toBeNull()
    expect(cacheKey(req('/customer-support/next-shipping-day?utm_source=x'))).toBe(
      '/customer-support/next-shipping-day',
    )
    expect(cacheKey(req('/customer-support/next-shipping-day'))).toBe('/customer-support/next-shipping-day')
    expect(cacheKey(req('/reminders/manage?token=abc'))).toBeNull()
    expect(cacheKey(req('/customer-support/contact-us/sent?receipt=x'))).toBeNull()
    expect(cacheKey(req('/about?lang=en'))).toBeNull()
    expect(cacheKey(req('/about', { cookie: '__prerender_bypass=abc' }))).toBeNull()
    expect(cacheKey(req('/search?searchQuery=x', { cookie: 'a=1; __prerender_bypass=abc' }))).toBeNull()
  })

  it('is null for anything else', () => {
    expect(cacheKey(req('/about', {}, 'POST'))).toBeNull()
    expect(cacheKey(req('/about', { accept: '*/*' }))).toBeNull()
    expect(cacheKey(req('/about', { rsc: '1' }))).toBeNull()
    expect(cacheKey(req('/admin'))).toBeNull()
    expect(cacheKey(req('/api/pages'))).toBeNull()
    expect(cacheKey(req(`/${'a'.repeat(3000)}`))).toBeNull()
  })

  it('is null when the stored language redirects the address, and the path otherwise', () => {
    expect(cacheKey(req('/about', { cookie: 'NEXT_LOCALE=en' }))).toBeNull()
    expect(cacheKey(req('/about', { cookie: 'a=b; NEXT_LOCALE=ru' }))).toBeNull()
    expect(cacheKey(req('/en/about', { cookie: 'NEXT_LOCALE=en' }))).toBe('/en/about')
    expect(cacheKey(req('/about', { cookie: 'NEXT_LOCALE=et; payload-token=x' }))).toBe('/about')
    // A visitor who closed an emergency banner gets the page rendered without it.
    expect(cacheKey(req('/about', { cookie: 'notice-dismissed=12' }))).toBeNull()
    expect(cacheKey(req('/en/about', { cookie: 'a=b; notice-dismissed=3,4' }))).toBeNull()
  })
})

describe('jsonCacheKey', () => {
  const key = (url: string, headers: IncomingHttpHeaders = {}) => jsonCacheKey({ method: 'GET', url, headers })

  it('keys the public API answers by their normalised query, ignoring what the route does not read', () => {
    expect(key('/api/v1/search?q=paber&utm_source=x')).toBe('/api/v1/search?q=paber')
    expect(key('/api/v1/openapi.json')).toBe('/api/v1/openapi.json')
    expect(key('/api/v1/contracts/1/discharges')).toBeNull()
  })

  it('names the language of a content answer: its lang, else the one Accept-Language picks, else Estonian', () => {
    expect(key('/api/v1/waste-stations')).toBe('/api/v1/waste-stations?lang=et')
    expect(key('/api/v1/waste-stations', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' })).toBe(
      '/api/v1/waste-stations?lang=ru',
    )
    expect(key('/api/v1/waste-stations?lang=en', { 'accept-language': 'ru' })).toBe('/api/v1/waste-stations?lang=en')
    expect(key('/api/v1/waste-stations?county=Harju&limit=100&page=1', { 'accept-language': 'de, en;q=0.5' })).toBe(
      '/api/v1/waste-stations?county=Harju&lang=en',
    )
    expect(key('/api/v1/notices.atom', { 'accept-language': 'fr' })).toBe('/api/v1/notices.atom?lang=et')
    expect(key('/api/v1/price-lists/7?lang=ru')).toBe('/api/v1/price-lists/7?lang=ru')
  })

  it('never stores an answer to a value the route refuses', () => {
    expect(key('/api/v1/waste-stations?county=Atlantis')).toBeNull()
    expect(key('/api/v1/notices?limit=1000')).toBeNull()
    expect(key('/api/v1/price-lists?lang=de')).toBeNull()
  })
})

describe('rscCacheKey', () => {
  const TREE = '%5B%22%22%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%5D%7D%5D'
  const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
    method,
    url,
    headers: { rsc: '1', 'next-router-state-tree': TREE, accept: '*/*', ...headers },
  })

  it('is the path and every header the payload varies on, whatever the cache-buster', () => {
    const key = rscCacheKey(req('/about?_rsc=7k7ODDoFGNbb7N0h'))
    expect(key).toMatch(/^\/about rsc:/)
    expect(rscCacheKey(req('/about?_rsc=other'))).toBe(key)
    expect(rscCacheKey(req('/about'))).toBe(key)
    expect(rscCacheKey(req('/about?_rsc=x', { 'next-router-state-tree': TREE.replace('PAGE', 'X') }))).not.toBe(key)
    expect(rscCacheKey(req('/about?_rsc=x', { 'next-router-prefetch': '1' }))).not.toBe(key)
    expect(rscCacheKey(req('/about?_rsc=x', { 'next-router-segment-prefetch': '/_tree' }))).not.toBe(key)
    expect(rscCacheKey(req('/about?_rsc=x', { 'next-url': '/en' }))).not.toBe(key)
    expect(rscCacheKey(req('/en/about?_rsc=x'))).not.toBe(key)
  })

  it('is null for a page load, another query, a form action, an API or admin address, or a huge header', () => {
    expect(rscCacheKey(req('/about', { rsc: '' }))).toBeNull()
    expect(rscCacheKey(req('/search?q=paber&_rsc=x'))).toBeNull()
    expect(rscCacheKey(req('/search?_rsc=x&q=paber'))).toBeNull()
    expect(rscCacheKey(req('/about?_rsc=x', { 'next-action': 'abc' }))).toBeNull()
    expect(rscCacheKey(req('/about?_rsc=x', {}, 'POST'))).toBeNull()
    expect(rscCacheKey(req('/admin?_rsc=x'))).toBeNull()
    expect(rscCacheKey(req('/api/pages?_rsc=x'))).toBeNull()
    expect(rscCacheKey(req('/about?_rsc=x', { 'next-router-state-tree': 'a'.repeat(5000) }))).toBeNull()
  })

  it('is null when a cookie changes the page, as for page loads', () => {
    expect(rscCacheKey(req('/about?_rsc=x', { cookie: 'NEXT_LOCALE=ru' }))).toBeNull()
    expect(rscCacheKey(req('/about?_rsc=x', { cookie: 'notice-dismissed=3' }))).toBeNull()
    expect(rscCacheKey(req('/ru/about?_rsc=x', { cookie: 'NEXT_LOCALE=ru' }))).not.toBeNull()
  })
})

describe('negotiateEncoding', () => {
  it('prefers Brotli, honours q=0 and falls back to none', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(negotiateEncoding('gzip, br;q=0')).toBe('gzip')
    expect(negotiateEncoding('identity')).toBeNull()
    expect(negotiateEncoding(undefined)).toBeNull()
    expect(negotiateEncoding('*')).toBe('br')
  })
})

describe('the edge page cache', () => {
  it('renders a page once, then serves the stored copy with public caching and validators', async () => {
    const app = await serve({ '/about': { tags: ['collection:pages'] } })
    const first = await app.get('/about')
    expect(first.status).toBe(200)
    expect(first.headers[CACHE_STATUS_HEADER]).toBe('miss')
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    const second = await app.get('/about')
    expect(second.headers[CACHE_STATUS_HEADER]).toBe('hit')
    expect(second.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    expect(second.headers.etag).toMatch(/^"[\w-]+"$/)
    expect(second.headers['last-modified']).toBeTruthy()
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(second.headers.vary).toBe('rsc, Accept-Encoding')
    expect(decoded(second)).toBe(decoded(first))
    expect(app.renders['/about']).toBe(1)
    // Next is asked for an uncompressed answer: what is stored is the final HTML.
    expect(app.seenEncodings).toEqual(['identity'])
  })

  it("does a stored page's visit effects for each visitor it is shown to, with the visitor's address", async () => {
    const visits: [string, string][] = []
    registerVisitEffect('test-count', async (arg, client) => visits.push([arg, client]))
    const app = await serve({ '/unanswered': { visit: ['test-count', 'old sofa'] } })
    // The render does the effect for its own visitor (the page's code); the edge does it for the others.
    await app.get('/unanswered', { 'x-client-address': '192.0.2.1' })
    expect(visits).toEqual([])
    const second = await app.get('/unanswered', { 'x-client-address': '192.0.2.2' })
    expect(second.headers[CACHE_STATUS_HEADER]).toBe('hit')
    await app.get('/unanswered', { 'x-client-address': '192.0.2.3' })
    await app.get('/unanswered', { 'x-client-address': '192.0.2.4' }, 'HEAD')
    await vi.waitFor(() => expect(visits).toHaveLength(2))
    expect(visits).toEqual([
      ['old sofa', '192.0.2.2'],
      ['old sofa', '192.0.2.3'],
    ])
    expect(app.renders['/unanswered']).toBe(1)
  })

  it('serves Brotli, gzip or plain by Accept-Encoding, each with its own strong ETag, on a miss too', async () => {
    const app = await serve({ '/about': {} })
    const miss = await app.get('/about', { 'accept-encoding': 'gzip, br' })
    expect(miss.headers['content-encoding']).toBe('br')
    const br = await app.get('/about', { 'accept-encoding': 'gzip, br' })
    const gz = await app.get('/about', { 'accept-encoding': 'gzip' })
    const plain = await app.get('/about', { 'accept-encoding': 'identity' })
    expect([br, gz, plain].map((a) => a.headers['content-encoding'])).toEqual(['br', 'gzip', undefined])
    expect(new Set([br, gz, plain].map((a) => a.headers.etag)).size).toBe(3)
    for (const a of [miss, br, gz]) expect(decoded(a)).toBe(plain.body.toString())
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(br.body.length).toBeLessThan(plain.body.length / 5)
    expect(app.renders['/about']).toBe(1)
  })

  it('answers a revisit with 304 by ETag (any encoding, weak or strong) or by date', async () => {
    const app = await serve({ '/about': {} })
    await app.get('/about')
    const page = await app.get('/about', { 'accept-encoding': 'br' })
    const etag = String(page.headers.etag)
    const byTag = await app.get('/about', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(byTag.status).toBe(304)
    expect(byTag.body.length).toBe(0)
    expect(byTag.headers.etag).toBe(etag)
    expect(byTag.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    expect((await app.get('/about', { 'if-none-match': `W/${etag}` })).status).toBe(304)
    expect((await app.get('/about', { 'if-none-match': '"other"' })).status).toBe(200)
    const since = String(page.headers['last-modified'])
    expect((await app.get('/about', { 'if-modified-since': since })).status).toBe(304)
    const before = new Date(Date.parse(since) - 1000).toUTCString()
    expect((await app.get('/about', { 'if-modified-since': before })).status).toBe(200)
    expect(app.renders['/about']).toBe(1)
  })

  it('drops exactly the pages that read an expired tag, in every language', async () => {
    const time = clock()
    const app = await serve(
      {
        '/about': { tags: ['collection:pages', 'global:header-menu'] },
        '/en/about': { tags: ['collection:pages', 'global:header-menu'] },
        '/home-customer/waste-stations': { tags: ['collection:waste-stations', 'global:header-menu'] },
      },
      { now: time.now },
    )
    for (const path of ['/about', '/en/about', '/home-customer/waste-stations']) await app.get(path)
    app.bump()
    app.cache.expire(['collection:pages'])
    // Rendered anew, and kept only until the edit has settled (it may not have been committed yet).
    expect((await app.get('/about')).headers[CACHE_STATUS_HEADER]).toBe('miss')
    expect((await app.get('/about')).headers[CACHE_STATUS_HEADER]).toBe('hit')
    expect(decoded(await app.get('/en/about'))).toContain('v2')
    const stations = await app.get('/home-customer/waste-stations')
    expect(stations.headers[CACHE_STATUS_HEADER]).toBe('hit')
    expect(decoded(stations)).toContain('v1')
    time.advance(2_001)
    expect((await app.get('/about')).headers[CACHE_STATUS_HEADER]).toBe('miss')
    expect((await app.get('/about')).headers[CACHE_STATUS_HEADER]).toBe('hit')
    expect(app.renders).toEqual({ '/about': 3, '/en/about': 2, '/home-customer/waste-stations': 1 })
    app.cache.expire(['global:header-menu'])
    expect(app.cache.size.entries).toBe(0)
  })

  it('keeps a render that began before its tags expired only until the expiry has settled', async () => {
    const time = clock()
    const render = gate()
    const app = await serve({ '/about': { tags: ['collection:pages'], hold: () => render.opened } }, { now: time.now })
    const pending = app.get('/about')
    await vi.waitFor(() => expect(app.renders['/about']).toBe(1))
    app.cache.expire(['collection:pages'])
    render.open()
    await pending
    time.advance(1_999)
    expect((await app.get('/about')).headers[CACHE_STATUS_HEADER]).toBe('hit')
    time.advance(1)
    expect((await app.get('/about')).headers[CACHE_STATUS_HEADER]).toBe('miss')
    expect(app.renders['/about']).toBe(2)
  })

  it('keeps a page no longer than its readers allow, nor past midnight in Tallinn', async () => {
    const time = clock(Date.parse('2026-11-23T12:00:00Z'))
    const app = await serve(
      { '/a': { revalidate: 600 }, '/b': { revalidate: 86_400 } },
      { now: time.now, maxAgeMs: 60 * 60 * 1000 },
    )
    await app.get('/a')
    await app.get('/b')
    time.advance(599_000)
    expect((await app.get('/a')).headers[CACHE_STATUS_HEADER]).toBe('hit')
    time.advance(2_000)
    expect((await app.get('/a')).headers[CACHE_STATUS_HEADER]).toBe('miss')
    // The site's own limit (an hour) is shorter than the reader's day.
    time.advance(60 * 60 * 1000)
    expect((await app.get('/b')).headers[CACHE_STATUS_HEADER]).toBe('miss')
    // 23:59 in Tallinn (UTC+2 in November): the page stored now is gone at midnight.
    const late = clock(Date.parse('2026-11-23T21:59:00Z'))
    const night = await serve({ '/a': {} }, { now: late.now })
    await night.get('/a')
    late.advance(59_000)
    expect((await night.get('/a')).headers[CACHE_STATUS_HEADER]).toBe('hit')
    late.advance(2_000)
    expect((await night.get('/a')).headers[CACHE_STATUS_HEADER]).toBe('miss')
  })

  it('finds the next midnight in Tallinn across the clock change', () => {
    expect(nextTallinnMidnight(Date.parse('2026-11-23T12:00:00Z'))).toBe(Date.parse('2026-11-23T22:00:00Z'))
    expect(nextTallinnMidnight(Date.parse('2026-07-01T21:30:00Z'))).toBe(Date.parse('2026-07-02T21:00:00Z'))
    expect(nextTallinnMidnight(Date.parse('2026-03-28T23:00:00Z'))).toBe(tallinnTime('2026-03-30', 0).getTime())
  })

  it.each<[string, Page]>([
    ['sets a cookie', { headers: { 'Set-Cookie': 'a=b' } }],
    ['did not say it may be stored', { cacheable: false }],
    ['was vetoed (a form token)', { veto: true }],
    ['is a 404', { status: 404 }],
    ['is a 500', { status: 500 }],
    ['is not HTML', { headers: { 'Content-Type': 'application/xml' } }],
  ])('never stores an answer that %s', async (_name, page) => {
    const app = await serve({ '/p': page })
    const first = await app.get('/p', { 'accept-encoding': 'br' })
    const second = await app.get('/p', { 'accept-encoding': 'br' })
    for (const answer of [first, second]) {
      expect(answer.headers[CACHE_STATUS_HEADER]).toBeUndefined()
      expect(answer.headers.etag).toBeUndefined()
    }
    expect(second.status).toBe(page.status ?? 200)
    expect(second.headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate')
    expect(decoded(second)).toContain('<h1>/p v1</h1>')
    expect(app.renders['/p']).toBe(2)
    expect(app.cache.size.entries).toBe(0)
  })

  it('answers a link with tracking parameters from the bare page, with its bytes, without a redirect', async () => {
    const app = await serve({ '/about': {} })
    const bare = await app.get('/about', { 'accept-encoding': 'identity' })
    const shared = await app.get('/about?utm_source=newsletter&fbclid=IwAR0abc', { 'accept-encoding': 'identity' })
    expect(shared.status).toBe(200)
    expect(shared.headers[CACHE_STATUS_HEADER]).toBe('hit')
    expect(shared.body.equals(bare.body)).toBe(true)
    // Rendered first for a shared link: Next is asked for the bare address, so the stored bytes are its own.
    const other = await serve({ '/en/about': {} })
    await other.get('/en/about?gclid=1&r=2')
    expect(other.renders).toEqual({ '/en/about': 1 })
    expect((await other.get('/en/about')).headers[CACHE_STATUS_HEADER]).toBe('hit')
  })

  it('stores a query variant only once it was asked for twice within the admission window', async () => {
    const time = clock()
    const app = await serve({ '/search': {} }, { admitWithinMs: 60_000, now: time.now })
    expect((await app.get('/search?searchQuery=paber')).headers[CACHE_STATUS_HEADER]).toBeUndefined()
    expect((await app.get('/search?searchQuery=paber&utm_source=x')).headers[CACHE_STATUS_HEADER]).toBe('miss')
    expect((await app.get('/search?searchQuery=paber')).headers[CACHE_STATUS_HEADER]).toBe('hit')
    // A flood of values asked for once each is rendered, never stored.
    for (let i = 0; i < 20; i++) await app.get(`/search?searchQuery=r${i}`)
    expect(app.cache.size.entries).toBe(1)
    time.advance(60_001)
    await app.get('/search?searchQuery=late')
    time.advance(60_001)
    expect((await app.get('/search?searchQuery=late')).headers[CACHE_STATUS_HEADER]).toBeUndefined()
  })

  it('keeps an answer showing search matches while the search index is unchanged, briefly after a change', async () => {
    const time = clock()
    const app = await serve({ '/search': { search: true } }, { now: time.now })
    await app.get('/search?searchQuery=paber')
    expect((await app.get('/search?searchQuery=paber')).headers[CACHE_STATUS_HEADER]).toBe('hit')
    app.bump()
    markSearchStale('waste-stations')
    const after = await app.get('/search?searchQuery=paber')
    expect(after.headers[CACHE_STATUS_HEADER]).toBe('miss')
    expect(decoded(after)).toContain('v2')
    // Rendered just after the change: the index may still be catching up, so kept only 2 s.
    expect((await app.get('/search?searchQuery=paber')).headers[CACHE_STATUS_HEADER]).toBe('hit')
    time.advance(2_001)
    expect((await app.get('/search?searchQuery=paber')).headers[CACHE_STATUS_HEADER]).toBe('miss')
    time.advance(10_000)
    await app.get('/search?searchQuery=paber')
    time.advance(60_000)
    expect((await app.get('/search?searchQuery=paber')).headers[CACHE_STATUS_HEADER]).toBe('hit')
  })

  it('passes other methods and non-navigations to Next every time', async () => {
    const app = await serve({ '/search': {} })
    for (let i = 0; i < 2; i++) {
      await app.get('/search', { accept: '*/*' })
      await app.get('/search', {}, 'HEAD')
    }
    expect(app.renders['/search']).toBe(4)
    // A HEAD is answered from a stored page once there is one.
    await app.get('/search')
    const head = await app.get('/search', {}, 'HEAD')
    expect(head.headers[CACHE_STATUS_HEADER]).toBe('hit')
    expect(head.body.length).toBe(0)
  })

  it('stores the payload of a client navigation apart for each router state, compressed, and expires it by tag', async () => {
    const rsc = { 'Content-Type': 'text/x-component', Vary: 'rsc, next-router-state-tree, next-router-prefetch' }
    const app = await serve(
      { '/about': { tags: ['pages'], headers: rsc } },
      { keyOf: rscCacheKey, renderKeyUrl: false },
    )
    const from = (tree: string) => ({
      accept: '*/*',
      'accept-encoding': 'br',
      rsc: '1',
      'next-router-state-tree': tree,
    })
    const first = await app.get('/about?_rsc=a', from('home'))
    expect(first.headers[CACHE_STATUS_HEADER]).toBe('miss')
    expect(first.headers['content-encoding']).toBe('br')
    expect(decoded(first)).toContain('/about?_rsc=a v1')
    const again = await app.get('/about?_rsc=b', from('home'))
    expect(again.headers[CACHE_STATUS_HEADER]).toBe('hit')
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    expect(again.headers['content-type']).toBe('text/x-component')
    expect(String(again.headers.vary)).toContain('next-router-state-tree')
    expect(decoded(again)).toBe(decoded(first))
    // From another page the client holds another tree: another payload.
    expect((await app.get('/about?_rsc=c', from('news'))).headers[CACHE_STATUS_HEADER]).toBe('miss')
    expect(app.renders['/about?_rsc=a'] + app.renders['/about?_rsc=c']).toBe(2)
    expect(app.renders['/about?_rsc=b']).toBeUndefined()
    app.bump()
    app.cache.expire(['pages'])
    const after = await app.get('/about?_rsc=d', from('home'))
    expect(after.headers[CACHE_STATUS_HEADER]).toBe('miss')
    expect(decoded(after)).toContain('v2')
    // A page load of the same address is not this cache's business.
    expect((await app.get('/about')).headers[CACHE_STATUS_HEADER]).toBeUndefined()
  })

  it('renders a page once for visitors who ask for it at the same time', async () => {
    const render = gate()
    const app = await serve({ '/news': { hold: () => render.opened } })
    const asked = Promise.all(Array.from({ length: 8 }, () => app.get('/news', { 'accept-encoding': 'br' })))
    // All eight have reached the cache while the first render is still under way.
    await vi.waitFor(() => expect(app.arrivals()).toBe(8))
    render.open()
    const answers = await asked
    expect(app.renders['/news']).toBe(1)
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200))
    expect(new Set(answers.map(decoded)).size).toBe(1)
  })

  it('lets visitors of a page that is not stored render it at the same time', async () => {
    const held: { until?: Promise<void> } = {}
    const app = await serve({ '/form': { hold: () => held.until, veto: true } })
    await app.get('/form')
    const render = gate()
    held.until = render.opened
    const asked = Promise.all(Array.from({ length: 4 }, () => app.get('/form')))
    // All four render while none has answered: none waits for another.
    await vi.waitFor(() => expect(app.renders['/form']).toBe(5))
    render.open()
    expect((await asked).map((a) => a.status)).toEqual(Array(4).fill(200))
  })

  it('keeps at most maxEntries pages and maxBytes, dropping the least recently used', async () => {
    const app = await serve({ '/a': {}, '/b': {}, '/c': {} }, { maxEntries: 2 })
    await app.get('/a')
    await app.get('/b')
    await app.get('/a')
    await app.get('/c')
    expect(app.cache.size.entries).toBe(2)
    expect((await app.get('/a')).headers[CACHE_STATUS_HEADER]).toBe('hit')
    expect((await app.get('/b')).headers[CACHE_STATUS_HEADER]).toBe('miss')

    const small = await serve({ '/a': {}, '/b': {}, '/big': { body: 'y'.repeat(50_000) } }, { maxBytes: 40_000 })
    await small.get('/big')
    expect(small.cache.size.entries).toBe(0)
    await small.get('/a')
    await small.get('/b')
    expect(small.cache.size.bytes).toBeLessThanOrEqual(40_000)
    expect(small.cache.size.entries).toBeGreaterThan(0)
  })
})
