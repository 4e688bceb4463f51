import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PDF_POLICY, RESOURCE_POLICY } from '@/lib/http/securityHeaders'
import { createSecurityHeaderStamp } from './headers'

/** A server shaped like src/server/index.ts: the stamp first, then a handler that answers on its own. */
const stamp = createSecurityHeaderStamp({ SITE_URL: 'https://www.example.ee' })
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  stamp(req, res)
  // As Next's router does after the proxy rewrote the path.
  res.setHeader('X-Middleware-Rewrite', '/et/about')
  // Like the fast path and sirv: headers passed to writeHead, none of them security headers.
  res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok')
})
let base = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Sends the path as written (fetch would resolve its dots first). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
    request(`${base}/`, { path, headers }, (res) => {
      res.resume()
      resolve(res.headers)
    })
      .on('error', reject)
      .end()
  })
}

describe('security headers on every answer of the server', () => {
  it('lets any site frame the widget pages, and no other page', async () => {
    for (const path of ['/embed/collections', '/ru/embed/collections?lookup=x', '/en/embed/collections']) {
      const headers = await get(path)
      expect(headers['content-security-policy'], path).toContain('frame-ancestors *')
      expect(headers['content-security-policy'], path).not.toContain("'unsafe-inline'; style")
      expect(headers['content-security-policy'], path).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/)
      expect(headers['x-frame-options'], path).toBeUndefined()
      expect(headers['x-content-type-options'], path).toBe('nosniff')
    }
    // Look-alikes, other languages' prefixes and the API stay unframeable.
    for (const path of ['/embedded', '/et/embed/collections', '/about/embed/x', '/api/v1/embed', '/', '/embed.js']) {
      const headers = await get(path)
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
      expect(headers['x-frame-options'], path).toBe('DENY')
    }
  })

  it('sets the full set before any handler answers', async () => {
    const headers = await get('/about')
    expect(headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'")
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('geolocation=()')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(headers['x-frame-options']).toBe('DENY')
    // The internal rewrite target stays inside.
    expect(headers['x-middleware-rewrite']).toBeUndefined()
  })

  it('chooses the policy by the path as a browser resolves it', async () => {
    expect(
      (await get('/wp-json/general-purpose-api/upcoming-discharges?contractNumber=1'))['content-security-policy'],
    ).toBe(RESOURCE_POLICY)
    expect((await get('/about/../api/media/file/logo.svg'))['content-security-policy']).toBe(RESOURCE_POLICY)
    expect((await get('/about/%2e%2e/api/media/file/logo.svg'))['content-security-policy']).toBe(RESOURCE_POLICY)
    expect((await get('/api/media/file/juhend.pdf?download=1'))['content-security-policy']).toBe(PDF_POLICY)
    expect((await get('/locales/et.json'))['content-security-policy']).toBe(RESOURCE_POLICY)
    for (const page of ['/', '/about/news', '/robots.txt', '/apis', '/admin/login'])
      expect((await get(page))['content-security-policy'], page).toContain("script-src 'self'")
  })

  it('lets the admin on this origin frame a draft preview (live preview), and nothing else', async () => {
    const visitor = await get('/about')
    expect(visitor['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(visitor['x-frame-options']).toBe('DENY')
    for (const preview of [
      await get('/about', { cookie: 'NEXT_LOCALE=et; __prerender_bypass=abc' }),
      await get('/api/v1/preview?c=pages&id=1'),
    ]) {
      expect(preview['content-security-policy']).toContain("frame-ancestors 'self'")
      expect(preview['content-security-policy']).not.toContain("frame-ancestors 'none'")
      expect(preview['x-frame-options']).toBe('SAMEORIGIN')
    }
    expect((await get('/api/v1/previews'))['x-frame-options']).toBe('DENY')
  })
})
