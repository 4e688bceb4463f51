import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { parse } from 'node-html-parser'
import { PHONE } from './support/phone'

// Site-wide checks over every public route in three locales: every internal link and download
// answers 200 on a server whose port is not 3000, links to the site itself are root-relative, and no page
// is wider than a 320 px screen (the width WCAG 1.4.10 Reflow asks for: 1280 px zoomed to 400 %).

const locales = ['et', 'ru', 'en'] as const
type Locale = (typeof locales)[number]
const localeOf = (path: string): Locale => (/^\/(ru|en)(\/|$)/.exec(path)?.[1] as Locale | undefined) ?? 'et'

/** Every public route the sitemap lists (all three locales, news posts included), as root-relative paths. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname)
  return [...new Set(paths)]
}

/** Pages the sitemap cannot list: states reached by a query, and one price list of each locale. */
async function extraPaths(request: APIRequestContext): Promise<string[]> {
  const extra: string[] = []
  for (const prefix of ['', '/ru', '/en']) {
    const html = await (await request.get(`${prefix}/customer-support/price-lists`)).text()
    const detail = /href="([^"]*\/customer-support\/price-lists\/\d+)"/.exec(html)?.[1]
    if (detail) extra.push(detail)
    extra.push(`${prefix}/customer-support/unserved-addresses?region=Harju`, `${prefix}/search?searchQuery=konteiner`)
  }
  return extra
}

// The sorting assistant's item pages (some 355 per locale) are one template over one table: the checks
// below take every 40th of them (with the first), so a template or data fault still shows, and the run
// does not load a thousand pages that differ only in their row.
const ITEM_PAGE = /\/customer-support\/what-goes-where\/[^/?#]+(\?|$)/
function sampled(paths: string[]): string[] {
  let items = 0
  return paths.filter((p) => !ITEM_PAGE.test(p) || items++ % 40 === 0)
}

async function pool<T>(items: T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await run(items[next++])
    }),
  )
}

const SKIPPED_SCHEMES = /^(mailto|tel|webcal|javascript|data|sms):/i

test.describe('internal links and downloads', () => {
  test.skip(({ isMobile }) => isMobile, 'the same links at every width; checked once')
  test.describe.configure({ timeout: 600_000 })

  for (const locale of locales) {
    test(`every internal link and download on every ${locale} page answers 200 and is root-relative`, async ({
      request,
      baseURL,
    }) => {
      const origin = new URL(baseURL!)
      expect(origin.port, 'the check must run on a port other than the default SITE_URL').not.toBe('3000')
      const pages = sampled(
        [...(await sitemapPaths(request)), ...(await extraPaths(request))].filter((p) => localeOf(p) === locale),
      )
      expect(pages.length).toBeGreaterThan(30)

      // The links as the server sends them (the no-JavaScript menu in <noscript> included): the islands
      // render the same hrefs, and reading HTML keeps some 150 pages within a test's time on a busy machine.
      const targets = new Map<string, string>() // target path -> first page that links it
      const absolute: string[] = []
      await pool(pages, 4, async (path) => {
        const response = await request.get(path, { timeout: 60_000 })
        expect(response.status(), path).toBe(200)
        const html = (await response.text()).replace(/<\/?noscript>/g, '')
        const hrefs = parse(html)
          .querySelectorAll('a[href], area[href]')
          .map((a) => a.getAttribute('href') ?? '')
        for (const href of hrefs) {
          if (!href || href.startsWith('#') || SKIPPED_SCHEMES.test(href)) continue
          if (/^(https?:)?\/\//i.test(href)) {
            const url = new URL(href, origin)
            // A link to the site itself must not name a host: it breaks on any other host or port.
            if (url.host === origin.host || url.hostname === 'localhost' || url.hostname === '127.0.0.1')
              absolute.push(`${path}: ${href}`)
            continue
          }
          const url = new URL(href, new URL(path, origin))
          const target = url.pathname + url.search
          if (!targets.has(target)) targets.set(target, path)
        }
      })
      expect(absolute, 'links to the site itself must be root-relative').toEqual([])

      const broken: string[] = []
      await pool(sampled([...targets.keys()].sort()), 6, async (target) => {
        const res = await request.get(target, { maxRedirects: 5, timeout: 30_000 })
        if (res.status() !== 200) broken.push(`${target} (${res.status()}) on ${targets.get(target)}`)
        await res.dispose()
      })
      expect(broken).toEqual([])
    })
  }

  test('the sorting guides download as PDFs from root-relative links in every language', async ({ page, request }) => {
    for (const prefix of ['', '/ru', '/en']) {
      await page.goto(`${prefix}/customer-support/instructions`)
      const links = page.locator('a[download]')
      await expect(links).toHaveCount(6)
      for (const href of await links.evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''))) {
        expect(href).toMatch(/^\/api\/media\/file\/guide-[\w-]+\.pdf$/)
        const res = await request.get(href)
        expect(res.status(), href).toBe(200)
        expect(res.headers()['content-type']).toContain('application/pdf')
      }
    }
  })
})

/** The elements that stick out of the viewport on the right, for a readable failure message. */
async function overflowing(
  page: Page,
): Promise<{ scrollWidth: number; clientWidth: number; culprits: string[]; tables: boolean }> {
  return page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    const culprits: string[] = []
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.right <= width + 1) continue
      // Only the outermost offender: its children stick out because it does.
      if (el.parentElement && el.parentElement.getBoundingClientRect().right > width + 1) continue
      const scroller = el.closest('[class*="scroll"]')
      if (scroller && scroller !== el) continue
      culprits.push(
        `${el.tagName.toLowerCase()}.${el.className || ''} right=${Math.round(r.right)}: ${(el.textContent ?? '').trim().slice(0, 60)}`,
      )
      if (culprits.length >= 5) break
    }
    // Data tables scroll inside their own box, so the page stays put; on a phone they must still fit
    // whole, or their last column is cut off (they hide columns and expand rows instead). Hidden columns
    // and closed row details take no room. Content tables of many figures scroll in a labelled region.
    for (const table of Array.from(document.querySelectorAll('[data-in-place] table'))) {
      const box = table.parentElement!.getBoundingClientRect()
      const r = table.getBoundingClientRect()
      if (r.width > 0 && (r.right > box.right + 1 || r.right > width + 1))
        culprits.push(
          `table "${table.querySelector('caption')?.textContent?.trim() ?? ''}" ${Math.round(r.width)} px wide in ${Math.round(box.width)} px`,
        )
    }
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: width,
      culprits,
      tables: culprits.some((c) => c.startsWith('table ')),
    }
  })
}

test.describe('no sideways scrolling on a 320 px screen', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone width only')
  // One page, reused for every address (no new context per page), and no axe here: axe runs on every
  // page template in the specs that own them.
  test.use({ viewport: { width: 320, height: 640 } })
  test.describe.configure({ timeout: 600_000 })

  for (const locale of locales) {
    test(`no ${locale} page is wider than the screen`, PHONE, async ({ page, request }) => {
      const pages = sampled(
        [...(await sitemapPaths(request)), ...(await extraPaths(request))].filter((p) => localeOf(p) === locale),
      )
      expect(pages.length).toBeGreaterThan(30)
      const wide: string[] = []
      for (const path of pages) {
        // Style sheets block the first paint, so the layout is there once the document is parsed.
        await page.goto(path, { waitUntil: 'domcontentloaded', timeout: 60_000 })
        await page.evaluate(() => document.fonts.ready)
        const { scrollWidth, clientWidth, culprits, tables } = await overflowing(page)
        expect(clientWidth).toBe(320)
        if (scrollWidth > clientWidth || tables)
          wide.push(`${path}: page ${scrollWidth} px in ${clientWidth} px; ${culprits.join(' | ')}`)
      }
      expect(wide).toEqual([])
    })
  }
})
