import { NextRequest } from 'next/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

/** The proxy as a fresh process would load it, with SITE_URL set (settings are parsed once per process). */
async function proxyWith(siteUrl: string) {
  vi.resetModules()
  vi.stubEnv('SITE_URL', siteUrl)
  return (await import('./proxy')).default
}

// next-intl's routing is not what is tested here (and its ESM build does not load under Vitest).
vi.mock('next-intl/middleware', () => ({ default: () => () => new Response(null) }))

afterEach(() => vi.unstubAllEnvs())
// The first load transforms the proxy's whole module graph (next-intl, the settings' zod schema): on a
// busy machine longer than a test's 5 s, and a test that times out mid-import leaves its settings behind
// for the next. Loaded once here with room to spare, each test's fresh import only evaluates it again.
beforeAll(async () => {
  await import('./proxy')
}, 120_000)

describe('the locale cookie of a ?lang= redirect', () => {
  it('is Secure when the site is served over https, and only then', async () => {
    const https = await proxyWith('https://www.example.ee')
    const secure = https(new NextRequest('https://www.example.ee/about/company?lang=ru'))
    expect(secure.headers.get('location')).toBe('https://www.example.ee/ru/about/company')
    expect(secure.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=ru;.*; Secure/i)

    // On a plain-http site the browser would drop a Secure cookie.
    const http = await proxyWith('http://localhost:3000')
    const plain = http(new NextRequest('http://localhost:3000/about/company?lang=ru'))
    expect(plain.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=ru;/)
    expect(plain.headers.get('set-cookie')).not.toMatch(/secure/i)
  })
})

describe('WordPress API discovery', () => {
  it('announces the API root on every page answer with WordPress’s Link relation', async () => {
    const proxy = await proxyWith('https://www.example.ee')
    const page = proxy(new NextRequest('https://www.example.ee/ru/about/company'))
    expect(page.headers.get('link')).toBe('<https://www.example.ee/wp-json/>; rel="https://api.w.org/"')
  })
})
