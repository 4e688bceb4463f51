import { type APIRequestContext } from '@playwright/test'
import { expect, test } from './support/visitor'
import { expectNoAxeViolations } from './support/axe'
import { seedRedirects } from '../../seed/redirects'
import { posts } from '../../seed/content/posts'
import { phoneIf } from './support/phone'

const locales = ['et', 'ru', 'en'] as const
const prefixed = (locale: string, path: string) =>
  locale === 'et' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`

const aPost = posts.find((p) => !p.long && p.categories.includes('news'))!

// Every route of SPEC section 2 that is a CMS page or a content route of this feature.
const contentRoutes = [
  '/about',
  '/about/company',
  '/about/news',
  `/about/news/${aPost.slug}`,
  '/about/emergency-detailed',
  '/about/environment-and-quality',
  '/about/procurement',
  '/home-customer',
  '/home-customer/big-bag-collecting',
  '/home-customer/hazardous-waste',
  '/home-customer/fecal-transport',
  '/home-customer/fecal-transport-2',
  '/home-customer/ordering-fecal-transport',
  '/home-customer/packaging-transportation',
  '/home-customer/rental-garbage-containers',
  '/services',
  '/services/bulk-material-sale',
  '/services/compost',
  '/services/electronic-waste',
  '/services/maintenance-of-roads',
  '/services/packaging-sale',
  '/services/recyclable-waste-purchase',
  '/construction-waste',
  '/construction-waste/collect-transport-waste',
  '/construction-waste/take-it-yourself',
  '/customer-support',
  '/customer-support/contact',
  '/customer-support/emergency-notice',
  '/customer-support/faq',
  '/customer-support/instructions',
  '/customer-support/personal-data-processing',
  '/plasmic-host',
]

// Pages that together hold every block type and page kind: cards and call to action, facts, table,
// news list, news post, notices, contact offices with sales contacts, accordion, downloads, tool page.
const templateRoutes = new Set([
  '/about',
  '/about/company',
  '/about/procurement',
  '/about/news',
  `/about/news/${aPost.slug}`,
  '/about/emergency-detailed',
  '/customer-support/faq',
  '/customer-support/instructions',
  '/plasmic-host',
])

// Pages another spec already opens in the browser in every language with the same checks (200, one h1,
// lang, axe) and more: the contact page (tests/e2e/intro.spec.ts, at both widths). Here they get the
// server-HTML checks only, so the browser does not load them twice.
const inBrowserElsewhere = new Set(['/customer-support/contact'])

// Routes with dedicated pages owned and browser-tested by other engineers (their specs cover 200/h1/lang/axe):
// home and lookup (discharges), search (search), data pages (data-pages), contact form and helpdesk test (contact).
const ownedByOthers = new Set([
  '/',
  '/search',
  '/customer-support/next-shipping-day',
  '/home-customer/waste-stations',
  '/home-customer/organized-waste',
  '/customer-support/price-lists',
  '/customer-support/price-lists/:priceId',
  '/customer-support/unserved-addresses',
  '/customer-support/contact-us',
  '/odoo-test',
])

// Public routes the sitemap must list (tool pages /odoo-test and /plasmic-host excluded).
const sitemapRoutes = [
  ...contentRoutes.filter((r) => r !== '/plasmic-host'),
  ...[...ownedByOthers].filter((r) => !r.includes(':') && r !== '/odoo-test'),
]

test.describe('content pages in three languages', () => {
  for (const route of contentRoutes) {
    for (const locale of locales) {
      // In the browser with axe: every Estonian page at desktop width, and in every language the pages
      // that together hold every block type and page kind (the others are the same templates with
      // other text). At phone width, those template pages in Estonian. Every other Russian and English
      // page gets the same checks on its server HTML.
      const inBrowser = (locale === 'et' || templateRoutes.has(route)) && !inBrowserElsewhere.has(route)
      const title = `${prefixed(locale, route)}: 200, one h1, lang${inBrowser ? ', no axe violations' : ' (server HTML)'}`
      if (!inBrowser) {
        // Only the request fixture: no browser page is opened for a check on the server's HTML.
        test(title, async ({ request }) => {
          const response = await request.get(prefixed(locale, route))
          expect(response.status()).toBe(200)
          const html = await response.text()
          expect(html).toContain(`<html lang="${locale}"`)
          const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
            m[1].replace(/<[^>]+>/g, '').trim(),
          )
          expect(headings).toHaveLength(1)
          expect(headings[0]).not.toBe('')
        })
        continue
      }
      // On the worker's open page (./visitor.ts): these tests only look.
      test(title, phoneIf(locale === 'et' && templateRoutes.has(route)), async ({ visitor: page }) => {
        const response = await page.goto(prefixed(locale, route))
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.locator('h1')).toHaveCount(1)
        await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
        await expectNoAxeViolations(page)
      })
    }
  }
})

test.describe('HTTP contracts', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP-only checks run once')

  test('every seeded redirect answers 301/308 to its target, keeping the locale', async ({ request }) => {
    for (const r of seedRedirects) {
      for (const locale of locales) {
        const res = await request.get(prefixed(locale, r.from), { maxRedirects: 0 })
        expect([301, 308], `${locale} ${r.from}`).toContain(res.status())
        expect(new URL(res.headers()['location'], 'http://x').pathname, `${locale} ${r.from}`).toBe(
          prefixed(locale, r.to),
        )
      }
    }
  })

  test('an unknown path is a 404', async ({ request }) => {
    expect((await request.get('/about/no-such-page')).status()).toBe(404)
    expect((await request.get('/ru/no-such-page')).status()).toBe(404)
  })

  test('the sitemap lists every public route in every locale with alternates', async ({ request }) => {
    const res = await request.get('/sitemap.xml')
    expect(res.status()).toBe(200)
    const xml = await res.text()
    const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname))
    for (const route of sitemapRoutes)
      for (const locale of locales) expect(locs, prefixed(locale, route)).toContain(prefixed(locale, route))
    expect([...locs].some((p) => p.includes('plasmic-host') || p.includes('odoo-test'))).toBe(false)
    expect(xml).toContain('hreflang="x-default"')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
  })

  test('anonymous create, update and delete through /api are refused', async ({ request }) => {
    const denied = [401, 403]
    const pages = await (await request.get('/api/pages?limit=1&where[path][equals]=/about')).json()
    const pageId = pages.docs[0].id
    for (const collection of ['pages', 'posts', 'categories', 'media', 'redirects']) {
      const list = await (await request.get(`/api/${collection}?limit=1`)).json()
      const id = list.docs[0]?.id ?? pageId
      const create = await request.post(`/api/${collection}`, {
        data: { title: 'x', path: '/x', slug: 'x', from: '/x', alt: 'x' },
      })
      expect(denied, `create ${collection}`).toContain(create.status())
      const update = await request.patch(`/api/${collection}/${id}`, { data: { title: 'hacked' } })
      expect(denied, `update ${collection}`).toContain(update.status())
      const del = await request.delete(`/api/${collection}/${id}`)
      expect(denied, `delete ${collection}`).toContain(del.status())
    }
    // Still there, unchanged.
    const again = await (await request.get(`/api/pages/${pageId}`)).json()
    expect(again.title).not.toBe('hacked')
  })

  test('a language suffix on a post slug redirects to the clean slug', async ({ request }) => {
    for (const [suffix, locale] of [
      ['-et', 'et'],
      ['-ru-2', 'ru'],
      ['-en-15', 'en'],
    ] as const) {
      const res = await request.get(prefixed(locale, `/about/news/${aPost.slug}${suffix}`), { maxRedirects: 0 })
      expect([301, 308]).toContain(res.status())
      expect(res.headers()['location']).toBe(prefixed(locale, `/about/news/${aPost.slug}`))
    }
    expect((await request.get('/about/news/no-such-post')).status()).toBe(404)
  })

  test('structured data and Open Graph', async ({ request }) => {
    const ld = async (req: APIRequestContext, path: string) => {
      const html = await (await req.get(path)).text()
      return {
        html,
        types: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
          (m) => JSON.parse(m[1])['@type'],
        ),
      }
    }
    expect((await ld(request, '/')).types).toContain('Organization')
    const faq = await ld(request, '/en/customer-support/faq')
    expect(faq.types).toContain('FAQPage')
    const article = await ld(request, `/ru/about/news/${aPost.slug}`)
    expect(article.types).toContain('NewsArticle')
    expect(article.html).toContain('property="og:type" content="article"')
    expect(faq.html).toContain('property="og:title"')
    expect(faq.html).toContain('property="og:locale" content="en_US"')
    const host = await (await request.get('/plasmic-host')).text()
    expect(host).toMatch(/<meta name="robots" content="noindex/)
  })

  test('an RSS feed per locale', async ({ request }) => {
    for (const locale of locales) {
      const res = await request.get(prefixed(locale, '/about/news/rss'))
      expect(res.status()).toBe(200)
      expect(res.headers()['content-type']).toContain('application/rss+xml')
      const xml = await res.text()
      expect(xml).toContain(`<language>${locale}</language>`)
      expect(xml).toContain(aPost.title[locale].replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&apos;'))
    }
  })
})

test.describe('news list without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('tabs, page links and the go-to-page form', async ({ page }) => {
    await page.goto('/en/about/news')
    const tabs = page.getByRole('navigation', { name: 'News categories' })
    await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
    await tabs.getByRole('link', { name: 'Waste school' }).click()
    await expect(page).toHaveURL(/\/en\/about\/news\?tab=waste-school$/)
    await expect(tabs.getByRole('link', { name: 'Waste school' })).toHaveAttribute('aria-current', 'page')
    const schoolTitle = posts.find((p) => p.categories.includes('waste-school'))!.title.en
    await expect(page.getByRole('heading', { name: schoolTitle })).toBeVisible()

    await tabs.getByRole('link', { name: 'All' }).click()
    const pager = page.getByRole('navigation', { name: 'Pagination' })
    await expect(page.getByText(/Page 1 of \d+/)).toBeVisible()
    await pager.getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL(/\?page=2$/)
    await expect(pager.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('article')).not.toHaveCount(0)

    // The go-to-page field takes only 1..pages: the browser refuses anything else, the server clamps URLs.
    const field = pager.getByLabel(/Go to page/)
    const max = Number(await field.getAttribute('max'))
    expect(max).toBeGreaterThanOrEqual(2)
    await field.fill(String(max + 5))
    await pager.getByRole('button', { name: 'Go' }).click()
    await expect(page).toHaveURL(/\?page=2$/)
    await field.fill('1')
    await pager.getByRole('button', { name: 'Go' }).click()
    await expect(page).toHaveURL(/\/en\/about\/news\?page=1$/)
    await expect(page.getByText(/Page 1 of/)).toBeVisible()
    await page.goto('/en/about/news?page=999')
    await expect(page.getByText(`Page ${max} of ${max}`)).toBeVisible()
    // axe needs scripts, so it runs on /about/news in the JavaScript-enabled route checks above.
  })

  test('FAQ answers open without JavaScript', async ({ page }) => {
    await page.goto('/en/customer-support/faq')
    const first = page.getByRole('main').locator('details').first()
    await expect(first).not.toHaveAttribute('open', '')
    await first.locator('summary').click()
    await expect(first).toHaveAttribute('open', '')
    expect(await page.getByRole('main').locator('details').count()).toBeGreaterThanOrEqual(12)
  })

  test('instructions offer six PDFs in the page language', async ({ page, request }) => {
    await page.goto('/ru/customer-support/instructions')
    const links = page.locator('a[href*="/api/media/file/"]')
    await expect(links).toHaveCount(6)
    const href = await links.first().getAttribute('href')
    expect(href).toMatch(/-ru(-\d+)?\.pdf$/)
    const pdf = await request.get(href!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })

  test('packaging sale opens the partner site in a new tab from the services index', async ({ page }) => {
    await page.goto('/services')
    const card = page
      .getByRole('main')
      .locator('a[target="_blank"]')
      .filter({ hasText: /Müügipakendite/ })
    await expect(card).toHaveCount(1)
    await expect(card).toHaveAttribute('rel', /noopener/)
  })

  test('ordering fecal transport links to the service page', async ({ page }) => {
    await page.goto('/en/home-customer/ordering-fecal-transport')
    await expect(page.getByRole('main').locator('a[href="/en/home-customer/fecal-transport"]')).not.toHaveCount(0)
  })
})
