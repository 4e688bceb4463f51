import { expect, test, type APIResponse, type Page } from '@playwright/test'
import { signInToAdmin } from './support/admin'
import { waitForHydration } from './support/scripts'

// Security headers on every kind of answer (decision 016) and the client hints on the
// admin only, against the production server (scripts/test/e2e-server.mjs: SITE_URL is
// http, MATOMO_URL the stand-in analytics host).
const ANALYTICS_ORIGIN = 'http://analytics.e2e.test'
const COMPAT = '/wp-json/general-purpose-api/upcoming-discharges?contractNumber=900000001'

test.describe.configure({ timeout: 90_000 })
test.skip(() => test.info().project.name !== 'desktop', 'HTTP answers and a desktop browser: once per run')

/** A policy as directive → sources. */
function policy(response: APIResponse): Map<string, string[]> {
  const value = response.headers()['content-security-policy'] ?? ''
  return new Map(
    value
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  )
}

/** The set decision 016 promises on every answer. */
function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers()
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], what).toContain('camera=()')
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin')
  expect(headers['x-frame-options'], what).toBe('DENY')
  // SITE_URL is http here: no HSTS (the https case has its unit test).
  expect(headers['strict-transport-security'], what).toBeUndefined()
  const csp = policy(response)
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"])
  expect(csp.get('base-uri'), what).toEqual(["'self'"])
  expect(csp.get('form-action'), what).toEqual(["'self'"])
  // Internal rewrite targets stay inside.
  expect(headers['x-middleware-rewrite'], what).toBeUndefined()
  return csp
}

function expectNoClientHints(response: APIResponse, what: string) {
  const headers = response.headers()
  expect(headers['accept-ch'], what).toBeUndefined()
  expect(headers['critical-ch'], what).toBeUndefined()
  expect(headers['vary'] ?? '', what).not.toMatch(/sec-ch-/i)
}

const html = { accept: 'text/html' }

test.describe('security headers on every answer', () => {
  test('pages: locked policy with inline scripts, this origin and the analytics host only', async ({ request }) => {
    for (const path of ['/', '/about/company', '/en/home-customer/waste-stations']) {
      const response = await request.get(path, { headers: html })
      expect(response.status(), path).toBe(200)
      const csp = expectSecurityHeaders(response, path)
      expect(csp.get('script-src'), path).toEqual(["'self'", "'unsafe-inline'", ANALYTICS_ORIGIN])
      expect(csp.get('connect-src'), path).toEqual(["'self'", ANALYTICS_ORIGIN])
      expect(csp.get('object-src'), path).toEqual(["'none'"])
      expectNoClientHints(response, path)
    }
  })

  test('a 404, robots.txt and a locale redirect', async ({ request }) => {
    const missing = await request.get('/ru/no-such-page-here', { headers: html })
    expect(missing.status()).toBe(404)
    expectSecurityHeaders(missing, '404')
    expectNoClientHints(missing, '404')

    const robots = await request.get('/robots.txt')
    expect(robots.status()).toBe(200)
    expectSecurityHeaders(robots, 'robots.txt')

    const redirect = await request.get('/about/company?lang=ru', { headers: html, maxRedirects: 0 })
    expect(redirect.status()).toBeGreaterThanOrEqual(300)
    expect(redirect.status()).toBeLessThan(400)
    expectSecurityHeaders(redirect, 'redirect')
  })

  test('API JSON and the old lookup endpoint the server answers itself: nothing may run in them', async ({
    request,
  }) => {
    const api = await request.get('/api/pages?limit=1&depth=0')
    expect(api.status()).toBe(200)
    expect(api.headers()['content-type']).toContain('application/json')
    expect(expectSecurityHeaders(api, 'api').get('default-src')).toEqual(["'none'"])
    expectNoClientHints(api, 'api')

    const compat = await request.get(COMPAT, { headers: { 'x-forwarded-for': '10.9.0.1' } })
    expect(compat.status()).toBe(200)
    expect(compat.headers()['content-type']).toContain('application/json')
    expect(expectSecurityHeaders(compat, 'fast path').get('default-src')).toEqual(["'none'"])
    expectNoClientHints(compat, 'fast path')
    // Its refusals too.
    const refused = await request.get(`${COMPAT.split('?')[0]}?contractNumber=abc`, {
      headers: { 'x-forwarded-for': '10.9.0.2' },
    })
    expect(refused.status()).toBe(400)
    expectSecurityHeaders(refused, 'fast path 400')
  })

  test('a precompressed static file and a media PDF', async ({ request }) => {
    const page = await (await request.get('/', { headers: html })).text()
    const chunk = /\/_next\/static\/[^"\\]+\.js/.exec(page)?.[0]
    expect(chunk, 'a start-up chunk named in the page').toBeTruthy()
    const file = await request.get(chunk!, { headers: { 'accept-encoding': 'br' } })
    expect(file.status()).toBe(200)
    expect(file.headers()['content-encoding']).toBe('br')
    expect(expectSecurityHeaders(file, 'static').get('default-src')).toEqual(["'none'"])

    const media = await request.get('/api/media?limit=1&depth=0&where[mimeType][equals]=application/pdf')
    const url = ((await media.json()) as { docs: { url: string }[] }).docs[0]?.url
    expect(url, 'a seeded guide PDF').toMatch(/^\/api\/media\/file\/.+\.pdf$/)
    const pdf = await request.get(url!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    const csp = expectSecurityHeaders(pdf, 'pdf')
    expect(csp.get('script-src')).toEqual(["'none'"])
    // The browser's PDF viewer embeds the file itself.
    expect(csp.get('object-src')).toEqual(["'self'"])
  })

  test('the admin: the full set, and the colour-scheme client hint it reads', async ({ request }) => {
    const login = await request.get('/admin/login', { headers: html })
    expect(login.status()).toBe(200)
    expectSecurityHeaders(login, 'admin')
    expect(login.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
    expect(login.headers()['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})

/** Collects what the page's CSP refused: the DOM event (from the first script on) and the console lines. */
async function watchViolations(page: Page) {
  const violations: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const list = ((window as unknown as { __csp?: string[] }).__csp ??= [])
      list.push(`${e.effectiveDirective} ${e.blockedURI}`)
    })
  })
  page.on('console', (message) => {
    const text = message.text()
    if (/Content Security Policy|Refused to/i.test(text)) violations.push(text)
  })
  return async () => [
    ...violations,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ]
}

/** The page's policy is in force: a script from another origin is refused (checked after the sweep). */
async function expectForeignScriptRefused(page: Page) {
  const refused = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), { once: true })
        const script = document.createElement('script')
        script.src = 'https://third-party.e2e.test/tracker.js'
        document.head.append(script)
        setTimeout(() => resolve('not refused'), 5_000)
      }),
  )
  expect(refused).toBe('script-src-elem')
}

test.describe('no page breaks under its policy', () => {
  test('public pages run their scripts, map, search, forms and analytics with no violation', async ({
    page,
    context,
  }) => {
    // The stand-in analytics host (as in navigation.spec.ts): its script loads once consent is given.
    await context.route(`${ANALYTICS_ORIGIN}/**`, (route) =>
      new URL(route.request().url()).pathname.endsWith('matomo.js')
        ? route.fulfill({ contentType: 'text/javascript', body: `new Image().src = '${ANALYTICS_ORIGIN}/matomo.php';` })
        : route.fulfill({ status: 204, body: '' }),
    )
    // The consent banner hides from browsers that announce automation (as in navigation.spec.ts).
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }))
    const violations = await watchViolations(page)

    await page.goto('/en')
    // The banner comes with the page's scripts, at the first interaction; once analytics is accepted, later
    // pages start their scripts after the paint (decision 048).
    await waitForHydration(page)
    await page.getByRole('dialog', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click()
    await expect.poll(() => page.evaluate(() => Boolean(document.querySelector('script[src*="matomo.js"]')))).toBe(true)

    await page.goto('/about/company')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await waitForHydration(page)

    await page.goto('/en/home-customer/waste-stations')
    const map = page.locator('#station-map')
    // The map starts once it is near the viewport.
    await map.scrollIntoViewIfNeeded()
    await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 20_000 })
    expect(await violations(), 'stations map').toEqual([])

    await page.goto('/search?searchQuery=jaatmejaam')
    await expect(
      page.getByRole('heading', { level: 2, name: /Päringule „jaatmejaam“ leiti \d+ tulemust/ }),
    ).toBeVisible()
    await waitForHydration(page)

    await page.goto('/en/customer-support/contact-us')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await waitForHydration(page)

    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.9.0.3' })
    await page.goto('/en/customer-support/next-shipping-day?contractNumber=900000001')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await waitForHydration(page)

    expect(await violations()).toEqual([])
    await expectForeignScriptRefused(page)
  })

  test('the admin’s sign-in page renders and works under its policy', async ({ page }) => {
    // Three admin views (sign-in, a list, a document with the rich-text editor): each took up to 30 s on the
    // shared two-core machine with the other worker's browser running.
    test.setTimeout(150_000)
    const violations = await watchViolations(page)
    await page.goto('/admin/login')
    await expect(page.getByRole('textbox', { name: /E-post|Email/i })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('button', { name: /Logi sisse|Login/i })).toBeEnabled()
    expect(await violations(), 'sign-in page').toEqual([])

    // Signed in: the dashboard, a list and an edit view with the rich-text editor.
    await signInToAdmin(page)
    // The oldest page: a seeded one whose layout opens with a rich-text block (newer ones, such as the
    // guides' web pages and the browser tests' drafts, may not show the editor).
    await page.goto('/admin/collections/pages?sort=createdAt')
    const first = page.getByRole('table').getByRole('link').first()
    await first.click()
    await expect(page.locator('[data-lexical-editor="true"]').first()).toBeVisible({ timeout: 60_000 })
    expect(await violations(), 'signed-in admin').toEqual([])
    await expectForeignScriptRefused(page)
  })
})

test.describe('client hints on the admin only', () => {
  test('a cold navigation to a public page is one document request', async ({ browser }) => {
    // A fresh context: nothing cached, no hint remembered from an earlier Accept-CH.
    const context = await browser.newContext()
    const page = await context.newPage()
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    await page.goto('/about/company')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(documents).toHaveLength(1)

    // The control: the admin still asks for the hint, and Chromium fetches its first page twice.
    documents.length = 0
    await page.goto('/admin/login')
    await expect(page.getByRole('button', { name: /Logi sisse|Login/i })).toBeVisible({ timeout: 30_000 })
    expect(documents).toHaveLength(2)
    await context.close()
  })
})
