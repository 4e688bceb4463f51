import { expect, test } from './support/visitor'
import { expectNoAxeViolations } from './support/axe'
import { phoneIf } from './support/phone'
import { waitForHydration } from './support/scripts'

/** The start-up scripts a page's loader adds after the first paint (decision 013), in order. */
/** The scripts the loader at the end of <body> starts: the islands of plain script, then Next's (decision 051). */
function startupScripts(html: string): string[] {
  const lists = html.match(
    /<script>\(function\(I,R,w\)\{[\s\S]*?\}\)\((\[[^\]]*\]),(\[[^\]]*\]),window\)<\/script><\/body>/,
  )
  return lists ? [...(JSON.parse(lists[1]!) as string[]), ...(JSON.parse(lists[2]!) as string[])] : []
}

const homes = [
  { path: '/', lang: 'et', heading: /Jäätmeveo ja keskkonnateenused/ },
  { path: '/ru', lang: 'ru', heading: /Вывоз отходов/ },
  { path: '/en', lang: 'en', heading: /Waste collection and environmental services/ },
]

test.describe('home pages', () => {
  for (const home of homes) {
    // Only looks: the worker's open page (./visitor.ts).
    test(
      `${home.path} is server-rendered in ${home.lang}`,
      phoneIf(home.lang === 'et'),
      async ({ request, visitor: page }) => {
        // Server-rendered: the HTML itself has the language, heading, canonical and alternates.
        const response = await request.get(home.path)
        expect(response.status()).toBe(200)
        const html = await response.text()
        expect(html).toContain(`<html lang="${home.lang}"`)
        expect(html).toMatch(/<h1[^>]*>/)
        for (const hreflang of ['et', 'ru', 'en', 'x-default']) expect(html).toContain(`hrefLang="${hreflang}"`)
        expect(html).toContain('rel="canonical"')

        await page.goto(home.path)
        await expect(page.locator('html')).toHaveAttribute('lang', home.lang)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heading)
        await expect(page.getByRole('main')).toBeVisible()
        await expect(page.getByRole('contentinfo')).toContainText('1919')
        await expectNoAxeViolations(page)
      },
    )
  }

  test('pages link their immutable stylesheets without copying them into the page, and their start-up scripts carry the compile hint', async ({
    request,
  }) => {
    // Decision 047 (replacing part 1 of decision 010): stylesheets are linked, not inlined. Inlined, Next also wrote
    // each stylesheet's text into the inline flight data once per segment that lists it. Decision 010: V8's
    // eager-compile hint on every script a public page runs at start (scripts/build/compile-hints.mjs).
    for (const path of ['/', '/about', '/ru/home-customer/waste-stations', '/en/customer-support/contact-us']) {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text()
      const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*? href="(\/_next\/static\/[^"]+\.css)"/g)].map(
        (m) => m[1]!,
      )
      expect(stylesheets.length, path).toBeGreaterThan(0)
      for (const href of stylesheets) {
        const css = await request.get(href)
        expect(css.status(), href).toBe(200)
        expect(css.headers()['content-type'], href).toContain('text/css')
        expect(css.headers()['cache-control'], href).toContain('immutable')
        // Not in the page a second time, neither as a <style> element nor in the flight data.
        expect(html, `${path} carries ${href}`).not.toContain((await css.text()).slice(0, 80))
      }
      const scripts = startupScripts(html)
      expect(scripts.length, path).toBeGreaterThan(3)
      for (const src of scripts)
        expect((await (await request.get(src)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true)
    }
  })

  test('start-up scripts wait for the first interaction, and the page then hydrates', async ({ page, request }) => {
    // Decisions 013 and 048: the server (src/server/late-scripts.ts) takes Next's <script async> tags out of the
    // head and loads the same scripts from one inline loader at the end of <body>, at the visitor's first
    // interaction; an editor's draft preview (Next's draft-mode cookie) loads them after the first paint.
    const html = await (
      await request.get('/en/customer-support/contact-us', { headers: { accept: 'text/html' } })
    ).text()
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""/)
    expect(html).not.toMatch(/<link rel="preload" as="script"/)
    const scripts = startupScripts(html)
    expect(scripts.length).toBeGreaterThan(3)
    // The interaction loader listens for the triggers (and starts after the paint only for a visitor whose
    // consent cookie accepts analytics); the preview's loader starts after the paint, listening for nothing.
    const listens = 'E.forEach(function(e){d.addEventListener(e,on,o)})'
    expect(html).toContain(listens)
    const preview = await request.get('/en/customer-support/contact-us', {
      headers: { accept: 'text/html', cookie: '__prerender_bypass=not-a-valid-preview' },
    })
    const previewHtml = await preview.text()
    expect(previewHtml).toContain('first-contentful-paint')
    expect(previewHtml).not.toContain(listens)

    const loaded = (sources: string[]) =>
      page.evaluate(
        (sources) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => sources.some((src) => entry.name.endsWith(src)))
            .map((entry) => entry.startTime),
        sources,
      )
    await page.goto('/en/customer-support/contact-us', { waitUntil: 'load' })
    // Read, not touched: the page has loaded and painted, and no start-up script was asked for.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1)
    expect(await loaded(scripts)).toEqual([])
    await expect(page.locator('[data-js="true"]')).toHaveCount(0)
    // The first key press starts them; the header's islands then mark themselves once their effects have run,
    // and the contact form, a part that needs React, starts React (decision 051).
    await waitForHydration(page)
    expect(await loaded(scripts)).toHaveLength(scripts.length)
  })

  test("Next's image optimizer answers only for the site's own images", async ({ request }) => {
    // next.config.ts images.localPatterns: an address outside the uploads and assets is refused outright.
    for (const url of ['/%5Cevil.example', '/about', '//evil.example/x.png', '/api/contact-attachments/file/x'])
      expect((await request.get(`/_next/image?url=${url}&w=64&q=75`)).status(), url).toBe(400)
  })

  test('static files are served from their precompressed copies, in the encoding the client accepts', async ({
    request,
  }) => {
    // Decision 012: scripts/build/precompress.mjs writes .br/.gz beside every build file, src/server/static.ts serves them.
    const html = await (await request.get('/home-customer/waste-stations', { headers: { accept: 'text/html' } })).text()
    const src = startupScripts(html).find((s) => s.endsWith('.js'))
    expect(src).toBeTruthy()
    const plain = await request.get(src!, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers()['content-encoding']).toBeUndefined()
    const original = await plain.text()
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await request.get(src!, { headers: { 'accept-encoding': accept } })
      expect(response.status()).toBe(200)
      const headers = response.headers()
      expect(headers['content-encoding'], accept).toBe(encoding)
      expect(Number(headers['content-length'])).toBeLessThan(original.length / 2)
      expect(headers['content-type']).toBe('application/javascript; charset=utf-8')
      expect(headers['cache-control']).toBe('public,max-age=31536000,immutable')
      expect(headers['vary']).toContain('Accept-Encoding')
      // Playwright decodes the body: the same script as the identity answer.
      expect(await response.text()).toBe(original)
    }
    // A file this build does not have is Next's 404, not an empty answer.
    expect((await request.get('/_next/static/chunks/not-a-chunk.js')).status()).toBe(404)
  })

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('0.2278')
    await context.close()
  })
})

test.describe('locale routing', () => {
  test('?lang answers 308 to the canonical URL and ignores other values', async ({ request }) => {
    const ru = await request.get('/about/company?lang=ru&page=2', { maxRedirects: 0 })
    expect(ru.status()).toBe(308)
    expect(ru.headers()['location']).toBe('/ru/about/company?page=2')
    const et = await request.get('/en?lang=et', { maxRedirects: 0 })
    expect(et.status()).toBe(308)
    expect(et.headers()['location']).toBe('/')
    const ignored = await request.get('/?lang=de', { maxRedirects: 0 })
    expect(ignored.status()).toBe(200)
  })

  test('the stored choice sends unprefixed URLs to that language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL! }])
    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('the language switcher keeps the page and stores the choice', async ({ page, context }) => {
    // A link with a tracking parameter is answered with the stored page (the edge ignores parameters the
    // page does not read), so the switcher leads to the clean address: the landing was already counted.
    await page.goto('/?utm=x')
    await page.getByRole('button', { name: /Valige keel/ }).click()
    await page.getByRole('link', { name: /Русский/ }).click()
    await expect(page).toHaveURL(/\/ru$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('ru')
    // Before hydration the link navigates plainly and the mirror is written once the new page's switcher
    // runs (its scripts start at the visitor's first interaction there); after it, the click writes it.
    await waitForHydration(page)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('ru')
    // Back on an unprefixed URL, the stored choice wins.
    await page.goto('/')
    await expect(page).toHaveURL(/\/ru$/)
    await expectNoAxeViolations(page)
  })
})

test.describe('unknown paths', () => {
  test('answer a localized 404 page', async ({ page }) => {
    const response = await page.goto('/ru/no-such-page-here')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
    await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/ru')
    await expect(page.getByRole('link', { name: 'Поиск по сайту' }).first()).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('CMS and bundles', () => {
  test('the admin login page loads', async ({ page }) => {
    await page.goto('/admin/login')
    await expect(page.getByRole('textbox', { name: /e-?post|email|почта/i })).toBeVisible({ timeout: 20_000 })
  })

  test('/locales/ru.json answers the Russian bundle by namespace', async ({ request }) => {
    const response = await request.get('/locales/ru.json')
    expect(response.status()).toBe(200)
    const body = await response.json()
    for (const ns of ['common', 'menu', 'homePage', 'table', 'map', 'searchPage']) expect(body).toHaveProperty(ns)
    expect(body.table.noData).toBe('Нет доступных данных.')
    expect((await request.get('/locales/xx.json')).status()).toBe(404)
  })
})

test.describe('client-side navigation', () => {
  test('clears the content and shows a spinner with loading text, then a warning after 5 s', async ({ page }) => {
    // Only a page where React runs navigates on the client: React starts with a part of the page that needs
    // it (decision 051: here the contact form), and a link clicked before that loads the page in full, with
    // neither the router's data request below nor a spinner.
    await page.goto('/ru/customer-support/contact-us')
    await waitForHydration(page)
    // Hold the router's data request so the navigation stays pending until the test lets it through.
    let letThrough!: () => void
    const held = new Promise<void>((resolve) => (letThrough = resolve))
    await page.route('**/ru?_rsc=*', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('link', { name: 'Главная страница Jäätmeveo AS' }).click()
    // The loading status, not the home page's own (the lookup field's suggestion count).
    const status = page.getByRole('status').filter({ hasText: 'Загрузка…' })
    await expect(status).toContainText('Загрузка…')
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden()
    // The warning appears after 5 s by a CSS animation's delay: its time is set rather than waited out.
    const warning = status.getByText(/больше времени/)
    await expect(warning).toBeHidden()
    const seek = (ms: number) =>
      warning.evaluate((el, at) => {
        for (const animation of el.getAnimations()) {
          animation.pause()
          animation.currentTime = at
        }
      }, ms)
    await seek(4_900)
    await expect(warning).toBeHidden()
    await seek(5_000)
    await expect(warning).toBeVisible()
    letThrough()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Вывоз отходов/, { timeout: 10_000 })
    await expect(status).toHaveCount(0)
  })
})
