import { expect, test, type APIRequestContext, type APIResponse, type Response } from '@playwright/test'

// The edge page cache (decision 019) against the production server: stored pages carry public
// caching and validators, a revisit is a 304, and nothing that depends on the visitor comes from it.
test.skip(() => test.info().project.name !== 'desktop', 'HTTP answers: once per run')
test.describe.configure({ timeout: 90_000 })

const page = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br' }
const PRIVATE = /private|no-store/

/** The page, twice if needed: the first visit may be the one that stores it. */
async function stored(request: APIRequestContext, path: string): Promise<APIResponse> {
  await request.get(path, { headers: page })
  return request.get(path, { headers: page })
}

/** The page's HTML (Playwright decodes the Brotli the request asked for). */
const html = (response: APIResponse): Promise<string> => response.text()

function expectNotFromCache(response: APIResponse, what: string) {
  expect(response.headers()['x-page-cache'], what).toBeUndefined()
  expect(response.headers()['cache-control'], what).toMatch(PRIVATE)
  expect(response.headers()['etag'], what).toBeUndefined()
}

test.describe('public pages from the edge cache', () => {
  test('a stored page has public caching and validators, and a revisit gets 304 in every language', async ({
    request,
  }) => {
    for (const path of ['/about/company', '/ru/about/company', '/en/about/company', '/', '/about/news']) {
      // Retried as a whole: the editors' test, running beside this one, may change what a page shows.
      await expect(async () => {
        const response = await stored(request, path)
        expect(response.status(), path).toBe(200)
        const headers = response.headers()
        expect(headers['x-page-cache'], path).toBe('hit')
        expect(headers['cache-control'], path).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30')
        expect(headers['content-encoding'], path).toBe('br')
        expect(headers['vary'], path).toMatch(/Accept-Encoding/i)
        expect(headers['etag'], path).toMatch(/^"[\w-]+-br"$/)
        expect(headers['last-modified'], path).toBeTruthy()
        // Security headers on a stored answer too (decision 016).
        expect(headers['x-frame-options'], path).toBe('DENY')
        expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
        // The start-up scripts still load after the first paint (decision 013): the stored HTML is rewritten.
        const text = await html(response)
        expect(text, path).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/)
        expect(text, path).toContain('first-contentful-paint')

        const revisit = await request.get(path, { headers: { ...page, 'if-none-match': headers['etag']! } })
        expect(revisit.status(), path).toBe(304)
        expect(revisit.headers()['etag'], path).toBe(headers['etag'])
        const byDate = await request.get(path, { headers: { ...page, 'if-modified-since': headers['last-modified']! } })
        expect(byDate.status(), path).toBe(304)
      }).toPass({ timeout: 20_000 })
    }
  })

  test('contract lookups are never served from the cache: two numbers, two answers, every time', async ({
    request,
  }) => {
    const numbers = ['900000001', '900000002']
    for (let round = 0; round < 3; round++) {
      for (const [i, number] of numbers.entries()) {
        const path = `/customer-support/next-shipping-day?contractNumber=${number}`
        // Its own client address: the lookup budget of other tests stays theirs.
        const response = await request.get(path, { headers: { ...page, 'x-forwarded-for': `10.3.0.${i + 1}` } })
        expect(response.status(), path).toBe(200)
        expectNotFromCache(response, path)
        const text = await html(response)
        expect(text, path).toContain(number)
        expect(text, path).not.toContain(numbers[1 - i])
      }
    }
  })

  test('search results, the contact form and the lookup page with a contract are never stored', async ({ request }) => {
    for (const path of ['/search?searchQuery=paber', '/search?searchQuery=klaas', '/en/search?searchQuery=glass']) {
      expectNotFromCache(await stored(request, path), path)
    }
    // The contact form carries a single-use token: every visitor gets a page of their own.
    const tokens = new Set<string>()
    for (const path of [
      '/customer-support/contact-us',
      '/customer-support/contact-us',
      '/en/customer-support/contact-us',
    ]) {
      const response = await request.get(path, { headers: page })
      expect(response.status(), path).toBe(200)
      expectNotFromCache(response, path)
      tokens.add(/name="startedAt" value="([^"]+)"/.exec(await html(response))?.[1] ?? '')
    }
    expect(tokens.size).toBe(3)
  })

  test('a missing page is a 404 every time, never a stored 200', async ({ request }) => {
    for (let i = 0; i < 2; i++) {
      const response = await request.get('/about/no-such-page-here', { headers: page })
      expect(response.status()).toBe(404)
      expectNotFromCache(response, 'the 404 page')
      expect(await html(response)).toContain('<h1')
    }
  })

  test('a stored language choice still redirects an address whose page is stored', async ({ request }) => {
    await expect
      .poll(async () => (await stored(request, '/about/company')).headers()['x-page-cache'], { timeout: 20_000 })
      .toBe('hit')
    const response = await request.get('/about/company', {
      headers: { ...page, cookie: 'NEXT_LOCALE=en' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(307)
    expect(response.headers()['location']).toMatch(/\/en\/about\/company$/)
    expect(response.headers()['cache-control']).toBe('no-store')
    // And a legacy ?lang= address still stores the choice.
    const legacy = await request.get('/about/company?lang=ru', { headers: page, maxRedirects: 0 })
    expect(legacy.status()).toBe(308)
    expect(legacy.headers()['set-cookie']).toContain('NEXT_LOCALE=ru')
    expect(legacy.headers()['cache-control']).toBe('no-store')
  })

  test('a client-side navigation from the menu is rendered once, then served stored to the next visitor', async ({
    browser,
  }) => {
    // Opening a menu prefetches its links and a click fetches the page's server-components payload: in a
    // spike these would be rendered per visitor without the cache. Each visitor is a new browser context.
    const visit = async () => {
      const context = await browser.newContext()
      const tab = await context.newPage()
      try {
        await tab.goto('/en')
        const isNavigation = (r: Response) =>
          new URL(r.url()).pathname === '/en/about/procurement' &&
          r.request().headers()['rsc'] === '1' &&
          !r.request().headers()['next-router-prefetch']
        const menu = tab.getByRole('navigation', { name: 'Main menu' })
        // Only a hydrated menu navigates on the client: clicked earlier (a loaded machine), the link is a plain
        // page load, which sends no RSC request to wait for.
        await expect(menu).toHaveAttribute('data-js', 'true')
        await menu.getByRole('button', { name: 'About us' }).click()
        const navigation = tab.waitForResponse(isNavigation)
        await menu.getByRole('link', { name: 'Procurement and grants' }).click()
        const response = await navigation
        await expect(tab).toHaveURL(/\/en\/about\/procurement$/)
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Procurement and grants')
        await expect(tab.locator('html')).toHaveAttribute('lang', 'en')
        return response.headers()
      } finally {
        await context.close()
      }
    }
    // Retried as a whole: the editors' test, running beside this one, may expire the menu's pages.
    await expect(async () => {
      await visit()
      const headers = await visit()
      expect(headers['x-page-cache']).toBe('hit')
      expect(headers['content-type']).toContain('text/x-component')
      expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30')
      expect(headers['vary']).toMatch(/next-router-state-tree/i)
    }).toPass({ timeout: 45_000 })
  })

  test('the admin and the API are never stored', async ({ request }) => {
    for (const path of ['/api/pages?limit=1', '/api/globals/site-settings']) {
      const response = await request.get(path, { headers: page })
      expect(response.headers()['x-page-cache'], path).toBeUndefined()
      expect(response.headers()['cache-control'] ?? 'no-store', path).not.toMatch(/public/)
    }
    const admin = await request.get('/admin/login', { headers: page })
    expect(admin.headers()['x-page-cache']).toBeUndefined()
    expect(admin.headers()['cache-control'] ?? '').not.toMatch(/public/)
  })
})
