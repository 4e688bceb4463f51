import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { NOT_PROXIED, normalisedQuery, querySpecOf, routeKind, hasUnreadParameters } from './routes'

const PAGES = path.resolve(__dirname, '../app/(frontend)/[locale]')

/** Every page file under the locale segment, with its route path (`[x]` segments as `:x`). */
function pageFiles(dir = PAGES): { file: string; route: string }[] {
  const found: { file: string; route: string }[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...pageFiles(full))
    else if (entry.name === 'page.tsx') {
      const route = `/${path.relative(PAGES, dir)}`
        .split(path.sep)
        .join('/')
        .replace(/\[\.\.\.[^\]]+\]/g, '*')
        .replace(/\[([^\]]+)\]/g, ':$1')
      found.push({ file: full, route: route === '/' ? '/' : route.replace(/\/$/, '') })
    }
  }
  return found
}

describe('the query registry', () => {
  it('lists every public page that reads its query string, so no parameter it reads is ignored by the cache', () => {
    const readers = pageFiles().filter(({ file }) => /\bsearchParams\b/.test(readFileSync(file, 'utf8')))
    expect(readers.length).toBeGreaterThan(5)
    const missing = readers
      .filter(({ route }) => querySpecOf(route.replace(/:[a-zA-Z]+/g, 'x')) === null)
      .map(({ route }) => route)
    expect(missing, `pages that read searchParams but are not declared in src/server/routes.ts`).toEqual([])
  })

  it('declares the parameters each page reads by name', () => {
    // The names a page reads as `sp.name`, `sp['name']` or `(await searchParams).name`.
    for (const { file, route } of pageFiles()) {
      const source = readFileSync(file, 'utf8')
      const spec = querySpecOf(route.replace(/:[a-zA-Z]+/g, 'x'))
      if (!spec || spec.kind !== 'public') continue
      const read = new Set(
        [...source.matchAll(/\b(?:sp|query|\(await searchParams\))\.([a-zA-Z]+)\b/g)].map((m) => m[1]),
      )
      for (const name of read) expect(Object.keys(spec.params), `${route} reads ?${name}`).toContain(name)
    }
  })

  it.each([
    ['asset', ['/_next/static/chunks/a.js', '/locales/et.json']],
    ['site-api', ['/api/v1/search', '/wp-json/wp/v2/search', '/api/v1/addresses', '/api/v1/discharges/import-log']],
    ['import', ['/api/v1/import/waste-stations', '/api/v1/discharges/import', '/api/v1/addresses/import']],
    ['api', ['/api/pages/1']],
    ['admin', ['/admin/collections/pages']],
    ['page', ['/administration', '/en/about']],
  ])('tells a path of kind %s', (kind, paths) => {
    for (const path of paths) expect(routeKind(path), path).toBe(kind)
  })

  it('normalises the declared parameters of the live-search JSON and ignores the rest', () => {
    expect(normalisedQuery('/api/v1/search', '?q=paber&locale=et&page=1&_=123')).toBe('locale=et&q=paber')
    expect(normalisedQuery('/api/v1/sorting-items', '?limit=8&q=klaas&lang=ru')).toBe('lang=ru&q=klaas')
    expect(normalisedQuery('/api/v1/sorting-items', '?limit=99&q=klaas')).toBeNull()
  })

  it('agrees with the proxy: its matcher (a literal Next reads at build time) skips every path that is no page', () => {
    const source = readFileSync(path.resolve(__dirname, '../proxy.ts'), 'utf8')
    const skipped = /\(\?!([^)]*)\)/.exec(source)?.[1]?.split('|') ?? []
    for (const prefix of NOT_PROXIED) {
      expect(skipped, `src/proxy.ts matcher should skip /${prefix}`).toContain(prefix)
      expect(routeKind(`/${prefix}/x`)).not.toBe('page')
    }
    // The rest it skips are single files and health checks that no page is.
    for (const other of skipped.filter((p) => !(NOT_PROXIED as readonly string[]).includes(p)))
      expect([
        'healthz',
        'readyz',
        '_vercel',
        'media',
        'favicon.ico',
        'robots.txt',
        'sitemap.xml',
        'EstoniaMap.svg',
        'embed.js',
      ]).toContain(other)
  })
})

describe('parameters a page does not read', () => {
  it('are made-up ones only: not the route’s own, not analytics tools’, not on routes that read every parameter', () => {
    expect(hasUnreadParameters('/about', '')).toBe(false)
    expect(hasUnreadParameters('/about', '?')).toBe(false)
    expect(hasUnreadParameters('/about', '?utm_source=x&utm_medium=y&fbclid=z&gclid=1&mc_cid=2&_gl=3')).toBe(false)
    expect(hasUnreadParameters('/about', '?pk_campaign=x&mtm_source=y&yclid=1&msclkid=2&srsltid=3')).toBe(false)
    expect(hasUnreadParameters('/ru/search', '?searchQuery=paber&type=station&page=2')).toBe(false)
    expect(hasUnreadParameters('/about', '?lang=RU')).toBe(false)
    expect(hasUnreadParameters('/en/about', '?_rsc=1x2y3')).toBe(false)
    expect(hasUnreadParameters('/customer-support/contact-us', '?topic=x&anything=y')).toBe(false)
    expect(hasUnreadParameters('/customer-support/next-shipping-day', '?contractNumber=1&utm_source=x')).toBe(false)

    expect(hasUnreadParameters('/about', '?r=abc')).toBe(true)
    expect(hasUnreadParameters('/about', '?utm_source=x&r=abc')).toBe(true)
    expect(hasUnreadParameters('/about', '?=x')).toBe(true)
    expect(hasUnreadParameters('/search', '?searchQuery=paber&cachebuster=1')).toBe(true)
    expect(hasUnreadParameters('/customer-support/next-shipping-day', '?contractNumber=1&nonce=2')).toBe(true)
    // A name is compared whole: a page's own name as a prefix is not the page's.
    expect(hasUnreadParameters('/search', '?searchQueryX=1')).toBe(true)
  })
})
