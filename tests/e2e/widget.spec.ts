import { createServer, get as httpGet, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { PHONE } from './support/phone'

// The embeddable widget: its page (/embed/collections) works without JavaScript in three languages, any site
// may frame it and no other page, it sets no cookie, /embed.js places it on another origin's page, sizes it
// and passes the host's theme, bad input gets a clear message, and everything it loads fits 15 KB compressed.

const ADDRESS = 'Sõpruse pst 151, Tallinn'
const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`

const languages = [
  {
    locale: 'et',
    path: '/embed/collections',
    title: 'Tühjenduspäevad',
    label: 'Aadress või lepingu number',
    answer: `Tühjendused aadressil ${ADDRESS}`,
    wastes: ['Segaolmejäätmed', 'Biolagunevad jäätmed', 'Segapakendid', 'Paber ja kartong'],
    next: 'Järgmine',
    frameTitle: 'Jäätmeveo AS tühjenduspäevad',
  },
  {
    locale: 'ru',
    path: '/ru/embed/collections',
    title: 'Дни вывоза',
    label: 'Адрес или номер договора',
    answer: `Вывоз по адресу ${ADDRESS}`,
    wastes: ['Смешанные бытовые отходы', 'Биоразлагаемые отходы', 'Смешанная упаковка', 'Бумага и картон'],
    next: 'Ближайший',
    frameTitle: 'Дни вывоза отходов — Jäätmeveo AS',
  },
  {
    locale: 'en',
    path: '/en/embed/collections',
    title: 'Collection days',
    label: 'Address or contract number',
    answer: `Collections at ${ADDRESS}`,
    wastes: ['Mixed municipal waste', 'Biodegradable waste', 'Mixed packaging', 'Paper and cardboard'],
    next: 'Next',
    frameTitle: 'Collection days of Jäätmeveo AS',
  },
] as const

/** Each test its own client address (the server trusts the loopback proxy), so lookups have their own budget. */
const client = (n: number) => ({ 'x-forwarded-for': `10.42.${test.info().parallelIndex}.${n}` })

async function expectCollections(page: Page, l: (typeof languages)[number]) {
  await expect(page.locator('html')).toHaveAttribute('lang', l.locale)
  await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible()
  await expect(page.getByRole('textbox', { name: l.label })).toHaveValue(ADDRESS)
  const answer = page.getByRole('region', { name: l.answer })
  await expect(answer.getByRole('heading', { level: 2, name: l.answer })).toBeVisible()
  for (const waste of l.wastes)
    await expect(answer.getByRole('heading', { level: 3, name: new RegExp(`^${waste} \\(`) }).first()).toBeVisible()
  // Each container's next day, as a date.
  const nextDays = answer.locator(`dt:text-is("${l.next}") + dd time`)
  expect(await nextDays.count()).toBeGreaterThanOrEqual(l.wastes.length)
  await expect(nextDays.first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
}

test.describe('embeddable widget', () => {
  test(
    'its page shows the days of an address without JavaScript, in et, ru and en, and sets no cookie',
    PHONE,
    async ({ browser }) => {
      test.slow()
      const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: client(1) })
      const page = await context.newPage()
      try {
        for (const l of languages) {
          const response = await page.goto(`${l.path}${q({ lookup: ADDRESS })}`)
          expect(response?.status()).toBe(200)
          expect(await response?.headerValue('set-cookie')).toBeNull()
          await expectCollections(page, l)
          // No site header, footer, consent banner or framework scripts.
          await expect(page.getByRole('banner')).toHaveCount(0)
          await expect(page.getByRole('contentinfo')).toHaveCount(0)
          await expect(page.locator('script[src]')).toHaveCount(0)
          await expectNoAxeViolations(page)
        }
        // The form works without JavaScript: a contract number typed in, the answer comes back.
        await page.goto(languages[2].path)
        await page.getByRole('textbox', { name: languages[2].label }).fill('900000009')
        await page.getByRole('button', { name: 'Show' }).click()
        await expect(page.getByRole('heading', { level: 2, name: `Collections at ${ADDRESS}` })).toBeVisible()
        await expect(page.getByRole('textbox', { name: languages[2].label })).toHaveValue('900000009')
        expect(await context.cookies()).toEqual([])
      } finally {
        await context.close()
      }
    },
  )

  test('a moved day says why it moved', async ({ request }) => {
    // The demo's planner moves the association's mixed waste in every third week (road works).
    const html = await (
      await request.get(`/en/embed/collections${q({ contractNumber: '900000009' })}`, { headers: client(2) })
    ).text()
    expect(html).toMatch(/<span class="s">[^<]*road works[^<]*<\/span>/i)
  })

  test('any site may frame its answers, no other page, and the answers are never shared', async ({ request }) => {
    for (const path of ['/embed/collections', `/ru/embed/collections${q({ lookup: ADDRESS })}`]) {
      const response = await request.get(path, { headers: client(3) })
      expect(response.status(), path).toBe(200)
      const headers = response.headers()
      expect(headers['content-security-policy'], path).toContain('frame-ancestors *')
      expect(headers['x-frame-options'], path).toBeUndefined()
      expect(headers['set-cookie'], path).toBeUndefined()
    }
    const lookup = await request.get(`/embed/collections${q({ lookup: ADDRESS })}`, { headers: client(3) })
    expect(lookup.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/)
    for (const path of ['/', '/en/developers', '/customer-support/next-shipping-day']) {
      const headers = (await request.get(path)).headers()
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
      expect(headers['x-frame-options'], path).toBe('DENY')
    }
    const script = await request.get('/embed.js')
    expect(script.headers()['content-type']).toMatch(/javascript/)
    expect(script.headers()['cache-control']).toMatch(/public, max-age=86400/)
    const etag = script.headers()['etag']!
    expect((await request.get('/embed.js', { headers: { 'if-none-match': etag } })).status()).toBe(304)
  })

  test('bad input gets a clear message, never an error page', async ({ request }) => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ lookup: '<script>alert(1)</script>' }, /An address cannot contain the characters &lt; and &gt;\./],
      [{ lookup: 'x'.repeat(5000) }, /That is too long for an address or a contract number/],
      [{ contractNumber: '12ab' }, /The contract number may contain digits only/],
      [{ address: 'no-such-address' }, /No collections are planned at this address\./],
      [{ lookup: 'Olematu tänav 5, Kuskilinn' }, /We found no address we serve that matches/],
      [{ accent: 'red', fontSize: '99px' }, /Some theme values were not valid and were ignored/],
      [{ text: '#777777', background: '#ffffff' }, /read below a 4\.5:1 contrast and were replaced/],
      [{ lookup: '', address: '', 'unknown[]': '%%' }, /<h1>Collection days<\/h1>/],
    ]
    for (const [params, message] of cases) {
      const response = await request.get(`/en/embed/collections${q(params)}`, { headers: client(4) })
      expect(response.status(), JSON.stringify(params)).toBe(200)
      const html = await response.text()
      expect(html, JSON.stringify(params)).toMatch(message)
      expect(html).not.toContain('<script>alert(1)')
    }
  })

  test.describe('on another site', () => {
    let host: Server
    let hostOrigin = ''
    test.beforeAll(async ({ baseURL }) => {
      // A host page on another origin (and site): localhost against the server's 127.0.0.1.
      const widgetOrigin = new URL(baseURL!).origin
      const pages: Record<string, string> = {
        '/script-tag': `<!doctype html><html lang="en"><head><title>Municipality</title><style>
            body { font-family: serif; } .jaatmeveo-widget { --jaatmeveo-widget-accent: #003366;
            --jaatmeveo-widget-background: #fffbe6; --jaatmeveo-widget-text: #222222; --jaatmeveo-widget-font-size: 18px; }
          </style></head><body><main><h1>Waste collection in our parish</h1>
          <script src="${widgetOrigin}/embed.js" data-lookup="${ADDRESS}" data-lang="ru" async></script>
          <p>After the widget.</p></main></body></html>`,
        '/elements': `<!doctype html><html lang="en"><head><title>Managers</title><style>
            #b { --jaatmeveo-widget-text: #777777; --jaatmeveo-widget-background: #ffffff; }
          </style></head><body><main><h1>Two buildings</h1>
          <div id="a" data-jaatmeveo-widget data-contract="900000009" data-lang="en"><a href="#">fallback</a></div>
          <div id="b" data-jaatmeveo-widget data-lang="et"></div>
          <script src="${widgetOrigin}/embed.js" async></script></main></body></html>`,
      }
      host = createServer((req, res) => {
        const body = pages[req.url ?? '']
        if (!body) return res.writeHead(404).end()
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body)
      })
      await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
      hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`
    })
    test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())))

    test('the script tag places the widget, sizes it to its content and passes the theme', async ({ browser }) => {
      const context = await browser.newContext({ extraHTTPHeaders: client(5) })
      const page = await context.newPage()
      try {
        await page.goto(`${hostOrigin}/script-tag`)
        const frame = page.getByTitle('Дни вывоза отходов — Jäätmeveo AS')
        await expect(frame).toBeVisible()
        // Right after the script tag, before the text that follows it.
        await expect(page.locator('script[src$="/embed.js"] + .jaatmeveo-widget > iframe')).toHaveCount(1)
        const inside = page.frameLocator('iframe[title="Дни вывоза отходов — Jäätmeveo AS"]')
        await expect(inside.getByRole('heading', { level: 2, name: `Вывоз по адресу ${ADDRESS}` })).toBeVisible()
        await expect(inside.locator('html')).toHaveAttribute('lang', 'ru')
        // Resized to its content: the frame is as tall as the page inside it, so nothing scrolls.
        await expect
          .poll(async () => {
            const outer = (await frame.boundingBox())?.height ?? 0
            const content = await inside.locator('html').evaluate((el) => el.getBoundingClientRect().height)
            return Math.abs(outer - Math.ceil(content)) <= 1 && outer > 300
          })
          .toBe(true)
        // The host's theme, drawn inside.
        const body = inside.locator('body')
        await expect(inside.locator('html')).toHaveCSS('background-color', 'rgb(255, 251, 230)')
        await expect(body).toHaveCSS('color', 'rgb(34, 34, 34)')
        await expect(body).toHaveCSS('font-size', '18px')
        await expect(inside.getByRole('button')).toHaveCSS('background-color', 'rgb(0, 51, 102)')
        // The widget sets no cookie, in the frame or anywhere.
        expect(await context.cookies()).toEqual([])
      } finally {
        await context.close()
      }
    })

    test('host elements get one widget each; an unreadable theme falls back; a forged message resizes nothing', async ({
      browser,
    }) => {
      const context = await browser.newContext({ extraHTTPHeaders: client(6) })
      const page = await context.newPage()
      try {
        await page.goto(`${hostOrigin}/elements`)
        const a = page.locator('#a iframe')
        const b = page.locator('#b iframe')
        await expect(a).toHaveAttribute('title', 'Collection days of Jäätmeveo AS')
        await expect(b).toHaveAttribute('title', 'Jäätmeveo AS tühjenduspäevad')
        await expect(page.getByRole('link', { name: 'fallback' })).toHaveCount(0)
        await expect(
          page.frameLocator('#a iframe').getByRole('heading', { level: 2, name: `Collections at ${ADDRESS}` }),
        ).toBeVisible()
        const other = page.frameLocator('#b iframe')
        await expect(other.getByText('kontrast jäi alla 4,5:1')).toBeVisible()
        await expect(other.locator('body')).toHaveCSS('color', 'rgb(26, 26, 26)')
        // Only the widget's own frame, from the widget's origin, may set its height.
        await expect.poll(async () => (await b.boundingBox())?.height ?? 0).toBeGreaterThan(100)
        const before = (await b.boundingBox())!.height
        // A listener added after the widget's hears the message after it: once it has, the widget has decided.
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => {
              window.addEventListener('message', () => resolve(), { once: true })
              window.postMessage({ type: 'jaatmeveo-widget:height', height: 3000 }, '*')
            }),
        )
        expect((await b.boundingBox())!.height).toBe(before)
      } finally {
        await context.close()
      }
    })
  })

  test('the developers page shows the snippets and the widget itself; no axe violations', PHONE, async ({ page }) => {
    test.slow()
    await page.setExtraHTTPHeaders(client(7))
    await page.goto('/en/developers')
    const section = page.getByRole('region', { name: 'Collection days on your website' })
    await expect(section.getByRole('heading', { level: 3, name: 'Script tag' })).toBeVisible()
    await expect(section.locator('pre').first()).toContainText('/embed.js" async></script>')
    await expect(section.locator('pre').nth(2)).toContainText('<iframe src="http://127.0.0.1:')
    const frame = page.frameLocator('iframe[title="Collection days of Jäätmeveo AS"]')
    await expect(frame.getByRole('heading', { level: 2, name: `Collections at ${ADDRESS}` })).toBeVisible()
    const ha = page.getByRole('region', { name: 'Home Assistant' })
    await expect(ha.locator('pre').first()).toContainText('/api/v1/contracts/900000001/calendar.ics?lang=en')
    await expect(ha.locator('pre').nth(1)).toContainText('name: jaatmeveo_ee')
    await expectNoAxeViolations(page)
  })

  test('everything the widget loads is at most 15 KB compressed', async ({ baseURL }) => {
    // What a host's visitor downloads: /embed.js and the embed page with an address's answer (its CSS and
    // script are inline). Measured as the server sends it (Brotli) and at Brotli 11 and gzip for reference.
    const wire = (path: string) =>
      new Promise<{ sent: number; body: Buffer; encoding: string }>((resolve, reject) => {
        httpGet(`${baseURL}${path}`, { headers: { 'accept-encoding': 'br, gzip', ...client(8) } }, (res) => {
          const parts: Buffer[] = []
          res.on('data', (part: Buffer) => parts.push(part))
          res.on('end', () => {
            const raw = Buffer.concat(parts)
            const encoding = String(res.headers['content-encoding'] ?? 'identity')
            resolve({ sent: raw.length, body: raw, encoding })
          })
        }).on('error', reject)
      })
    const plain = async (path: string) => {
      const response = await fetch(`${baseURL}${path}`, { headers: client(8) })
      return Buffer.from(await response.arrayBuffer())
    }
    const paths = ['/embed.js', `/ru/embed/collections${q({ lookup: ADDRESS, accent: '#003366' })}`]
    let sent = 0
    let br11 = 0
    let gz = 0
    const lines: string[] = []
    for (const path of paths) {
      const [answer, body] = await Promise.all([wire(path), plain(path)])
      const b = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
      const g = gzipSync(body, { level: 9 }).length
      sent += answer.encoding === 'identity' ? b : answer.sent
      br11 += b
      gz += g
      lines.push(
        `${path}: ${body.length} B raw, sent ${answer.sent} B (${answer.encoding}), Brotli 11 ${b} B, gzip ${g} B`,
      )
    }
    lines.push(`widget total: sent ${sent} B, Brotli 11 ${br11} B, gzip ${gz} B (budget 15360 B)`)
    console.log(lines.join('\n'))
    test.info().annotations.push({ type: 'widget bytes', description: lines.at(-1)! })
    expect(gz).toBeLessThanOrEqual(15 * 1024)
    expect(sent).toBeLessThanOrEqual(15 * 1024)
  })
})
