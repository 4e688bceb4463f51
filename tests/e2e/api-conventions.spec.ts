import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from './support/visitor'
import { clientsIn } from './support/clients'

// The public API's conventions as a client meets them: errors as problem details whose type leads to its
// entry on the developers' page, reads from any other website's page in a real browser (CORS, with the
// preflight a conditional request needs), and rate limits announced before they refuse.

const client = clientsIn({ desktop: 7, phone: 8 })
/**
 * A page of another website (a municipality's), served by a throwaway server on a port of its own: another
 * origin, on this machine. (A page the browser makes up itself has no address, and Chromium refuses such a
 * page any local address before CORS is even asked: Local Network Access.)
 */
async function elsewhere(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end('<!doctype html><html lang="et"><title>Vald</title><h1>Vald</h1></html>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

test.describe('errors are problem details', () => {
  test('from a route, from the edge and from the fast path; each type is an entry on the developers page', async ({
    request,
    page,
    baseURL,
  }) => {
    const cases = [
      // The route wrapper and the lookup gate: a contract number that is none, a query value out of range.
      { path: '/api/v1/contracts/12ab/discharges', status: 400, code: 'invalid_contract_number' },
      // An address no route of the API has (Payload's catch-all would answer it otherwise).
      { path: '/api/v1/no-such-endpoint', status: 404, code: 'not_found' },
      { path: '/api/v1/sorting-items?q=paber&limit=999', status: 400, code: 'invalid_request' },
      // The edge, before Next: a method the path does not serve.
      { path: '/api/v1/search?q=paber', method: 'DELETE', status: 405, code: 'method_not_allowed' },
      // The server's own answer to address suggestions: too long a text.
      { path: `/api/v1/addresses?q=${'a'.repeat(300)}`, status: 400, code: 'invalid_query' },
    ]
    for (const c of cases) {
      const response = await request.fetch(c.path, { method: c.method ?? 'GET', headers: client() })
      expect(response.status(), c.path).toBe(c.status)
      expect(response.headers()['content-type'], c.path).toBe('application/problem+json')
      const body = (await response.json()) as Record<string, unknown>
      expect(body, c.path).toMatchObject({
        type: `/developers#error-${c.code}`,
        status: c.status,
        code: c.code,
        title: expect.any(String),
        detail: expect.any(String),
        // The shape errors had before, kept for existing clients.
        error: { code: c.code, message: body.detail },
      })
    }

    // The type, resolved against the answer's address, is the error's row on the developers' page.
    await page.goto(new URL('/developers#error-rate_limited', baseURL).href)
    await expect(page.locator('html')).toHaveAttribute('lang', 'et')
    const table = page.getByRole('table', { name: 'Veakoodid ja nende pealkirjad, nagu vastus need saadab' })
    const row = table.locator('#error-rate_limited')
    await expect(row.getByRole('rowheader')).toHaveText('rate_limited')
    await expect(row.getByRole('cell')).toHaveText('Too many requests')
    await expect(page.getByRole('heading', { level: 2, name: 'Veakoodid' })).toBeVisible()
  })
})

test.describe('reads from another website', () => {
  test('a page elsewhere reads answers and their validators, revalidates, and cannot read the writes', async ({
    page,
    baseURL,
  }) => {
    const host = await elsewhere()
    test.info().attach('host page', { body: host.url })
    await page.goto(host.url)
    expect(new URL(host.url).origin).not.toBe(new URL(baseURL!).origin)
    const api = new URL('/api/v1/', baseURL).href
    const outcome = await page.evaluate(async (api) => {
      // The edge stores a public answer on its second request within a minute (that request fills the store
      // and gets the whole answer); a client's validator then names the stored answer.
      await fetch(`${api}openapi.json`, { cache: 'no-store' })
      const document = await fetch(`${api}openapi.json`, { cache: 'no-store' })
      const etag = document.headers.get('etag')
      const title = ((await document.json()) as { info: { title: string } }).info.title
      // If-None-Match is not a simple header: the browser asks first (a preflight), then sends it.
      const again = await fetch(`${api}openapi.json`, { headers: { 'If-None-Match': etag ?? '' }, cache: 'no-store' })
      const lookup = await fetch(`${api}contracts/900000001/discharges?lang=ru`)
      const policy = lookup.headers.get('ratelimit-policy')
      const refused = await fetch(`${api}preview?token=x`).then(
        () => 'read',
        () => 'blocked',
      )
      return { status: document.status, etag, title, revalidated: again.status, lookup: lookup.status, policy, refused }
    }, api)
    expect(outcome).toEqual({
      status: 200,
      etag: expect.stringMatching(/^(W\/)?"[^"]+"$/),
      title: 'Public API',
      revalidated: 304,
      lookup: 200,
      policy: '"lookups";q=30;w=60',
      // The editors' preview link is no public read: another site's script never sees its answer.
      refused: 'blocked',
    })
    await host.close()
  })

  test('the preflight allows the read methods and conditional headers, and nothing for writes', async ({ request }) => {
    const preflight = await request.fetch('/api/v1/search?q=paber', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://vald.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    })
    expect(preflight.status()).toBe(204)
    expect(preflight.headers()['access-control-allow-origin']).toBe('*')
    expect(preflight.headers()['access-control-allow-methods']).toBe('GET, HEAD')
    expect(preflight.headers()['access-control-allow-headers']).toContain('If-None-Match')
    const write = await request.fetch('/api/v1/reminders/subscribe', {
      method: 'OPTIONS',
      headers: { origin: 'https://vald.example', 'access-control-request-method': 'POST' },
    })
    expect(write.headers()['access-control-allow-origin']).toBeUndefined()
  })
})

test.describe('rate limits are announced', () => {
  test('each lookup says what is left; suggestions have their own quota', async ({ request }) => {
    const headers = client()
    const first = await request.get('/api/v1/contracts/900000001/discharges', { headers })
    expect(first.status()).toBe(200)
    expect(first.headers()['ratelimit-policy']).toBe('"lookups";q=30;w=60')
    const left = (r: typeof first) => Number(/;r=(\d+);t=\d+$/.exec(r.headers()['ratelimit'] ?? '')?.[1])
    expect(left(first)).toBe(29)
    // An address counts against the same quota; asking again for a contract costs nothing.
    const address = await request.get('/api/v1/addresses/addae78e330c713a/collections', { headers })
    expect(address.status()).toBe(200)
    expect(left(address)).toBe(28)
    expect(left(await request.get('/api/v1/contracts/900000001/discharges', { headers }))).toBe(28)
    const suggestions = await request.get('/api/v1/addresses?q=S%C3%B5pruse', { headers })
    expect(suggestions.status()).toBe(200)
    expect(suggestions.headers()['ratelimit-policy']).toMatch(/^"suggestions";q=\d+;w=60$/)
    expect(suggestions.headers()['ratelimit']).toMatch(/^"suggestions";r=\d+;t=\d+$/)
  })
})

test.describe('the language of the texts', () => {
  test('a lookup answers in the lang parameter, else in the language the client accepts', async ({ request }) => {
    const headers = client()
    const path = '/api/v1/contracts/900000001/discharges'
    const byParameter = await request.get(`${path}?lang=ru`, { headers })
    expect(byParameter.headers()['content-language']).toBe('ru')
    const byHeader = await request.get(path, { headers: { ...headers, 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' } })
    expect(byHeader.headers()['content-language']).toBe('ru')
    expect(byHeader.headers()['vary']).toContain('Accept-Language')
    expect(await byHeader.json()).toEqual(await byParameter.json())
    // The parameter wins; without either, Estonian.
    const both = await request.get(`${path}?lang=en`, { headers: { ...headers, 'accept-language': 'ru' } })
    expect(both.headers()['content-language']).toBe('en')
    expect((await request.get(path, { headers })).headers()['content-language']).toBe('et')
  })
})
