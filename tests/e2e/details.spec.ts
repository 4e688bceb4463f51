import { type Page } from '@playwright/test'
import { expect, test } from './support/visitor'
import { ADMIN_STATE } from './support/admin'
import { PHONE } from './support/phone'
import { waitForHydration } from './support/scripts'

// Details a visitor notices: the header logo, the stations map, the mobile menu accordion,
// legacy ?lang= links and the unserved-addresses window.

const isPhone = () => test.info().project.name === 'phone'

/** How far the logo's visible name sticks out of the boxes that clip it (0 when it is whole). */
async function logoClipping(page: Page) {
  const link = page
    .getByRole('banner')
    .getByRole('link', { name: /Jäätmeveo AS/ })
    .first()
  await expect(link).toBeVisible()
  return link.evaluate((a) => {
    const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    let text = ''
    let right = -Infinity
    let left = Infinity
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      text += node.textContent
      range.selectNodeContents(node)
      const r = range.getBoundingClientRect()
      right = Math.max(right, r.right)
      left = Math.min(left, r.left)
    }
    let cut = 0
    // Every ancestor that clips its content (an <svg> clips by default) and the viewport.
    for (let el: Element | null = walker.root as Element; el; el = el.parentElement) {
      const style = getComputedStyle(el)
      if (el.tagName.toLowerCase() !== 'svg' && style.overflowX === 'visible' && el !== a) continue
      const box = el.getBoundingClientRect()
      cut = Math.max(cut, right - box.right, box.left - left)
    }
    cut = Math.max(cut, right - document.documentElement.clientWidth)
    return { text: text.trim(), cut }
  })
}

test.describe('header logo', () => {
  for (const width of [1400, 390]) {
    test(`the company name is whole at ${width} px on every kind of page`, async ({ visitor: page }) => {
      test.setTimeout(90_000)
      await page.setViewportSize({ width, height: 900 })
      for (const path of ['/', '/ru/about/company', '/en/customer-support/price-lists']) {
        await page.goto(path)
        const { text, cut } = await logoClipping(page)
        expect(text).toBe('Jäätmeveo AS')
        expect(cut, `${path}: the name is cut by ${cut} px`).toBeLessThanOrEqual(0.5)
      }
      await page.goto('/')
      await page.getByRole('banner').screenshot({ path: test.info().outputPath(`header-${width}.png`) })
    })
  }
})

test.describe('stations map', () => {
  test('the caption points to the table above the map, in every language', async ({ request }) => {
    test.skip(isPhone(), 'server HTML; once is enough')
    const expected = {
      '': 'kaardi kohal olevas tabelis',
      '/ru': 'в таблице выше',
      '/en': 'The table above lists the same stations.',
    }
    for (const [prefix, text] of Object.entries(expected)) {
      const html = await (await request.get(`${prefix}/home-customer/waste-stations`)).text()
      const caption = /<span id="map-alt">([^<]*)<\/span>/.exec(html)?.[1]
      expect(caption).toContain(text)
      // The table does come first.
      expect(html.indexOf('id="stations-heading"')).toBeLessThan(html.indexOf('id="map-heading"'))
    }
  })

  test('the map opens with every station in view', PHONE, async ({ visitor: page }) => {
    await page.goto('/en/home-customer/waste-stations')
    await waitForHydration(page)
    const map = page.locator('#station-map')
    await map.scrollIntoViewIfNeeded()
    await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 20_000 })
    // The map's own view extent, asked of OpenLayers: every marker lies inside it.
    const stations = await page
      .locator('#station-map [data-map]')
      .evaluate((el) => (el as unknown as { stationsInView: () => { inView: number; total: number } }).stationsInView())
    expect(stations.total).toBeGreaterThan(10)
    expect(stations.inView).toBe(stations.total)
    await map.screenshot({ path: test.info().outputPath('map-first-view.png') })
  })

  test('"Show on map" shows the chosen station, not the activation overlay', async ({ visitor: page }) => {
    await page.goto('/en/home-customer/waste-stations')
    await waitForHydration(page)
    const map = page.locator('#station-map')
    await map.scrollIntoViewIfNeeded()
    await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 20_000 })
    await page.evaluate(() => window.scrollTo(0, 0))
    const row = page.locator('tbody tr', { hasText: 'Elva waste station' })
    await row.getByRole('link', { name: /Show on map/ }).click()
    const popup = page.locator('[data-testid="map-popup"]')
    await expect(popup).toHaveText('Elva waste station')
    await expect(page.getByRole('button', { name: 'Click the map to use it' })).toHaveCount(0)
    await expect(map).toHaveAttribute('data-active', 'true')
    // Nothing lies over the station's label: the topmost element at its centre is the label itself.
    await expect
      .poll(async () =>
        popup.evaluate((el) => {
          const r = el.getBoundingClientRect()
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
          return top === el || el.contains(top)
        }),
      )
      .toBe(true)
    await map.screenshot({ path: test.info().outputPath('map-after-show.png') })
  })

  test('a station chosen by link (no JavaScript needed) is not hidden behind the overlay text', async ({
    visitor: page,
  }) => {
    test.skip(isPhone(), 'layout is the same; once is enough')
    await page.goto('/en/home-customer/waste-stations?q=Elva')
    const id = await page.locator('tbody tr', { hasText: 'Elva waste station' }).getAttribute('data-row-id')
    await page.goto(`/en/home-customer/waste-stations?selected=${id}`)
    await waitForHydration(page)
    const map = page.locator('#station-map')
    await map.scrollIntoViewIfNeeded()
    await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 20_000 })
    const popup = page.locator('[data-testid="map-popup"]')
    await expect(popup).toHaveText('Elva waste station')
    const overlayText = page.getByRole('button', { name: 'Click the map to use it' })
    await expect(overlayText).toBeVisible()
    await expect
      .poll(async () => {
        const [a, b] = [await popup.boundingBox(), await overlayText.locator('span').boundingBox()]
        if (!a || !b) return 'missing'
        return a.y + a.height <= b.y || b.y + b.height <= a.y || a.x + a.width <= b.x || b.x + b.width <= a.x
          ? 'apart'
          : 'overlap'
      })
      .toBe('apart')
  })
})

test.describe('mobile menu accordion', () => {
  test.beforeEach(() => test.skip(!isPhone(), 'mobile menu (<1160 px)'))

  test('one group open at a time', PHONE, async ({ visitor: page }) => {
    await page.goto('/en')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Main menu' })
    await dialog.getByText('About us', { exact: true }).click()
    await expect(dialog.getByRole('link', { name: 'Company' })).toBeVisible()
    await dialog.getByText('Home customers', { exact: true }).click()
    await expect(dialog.getByRole('link', { name: 'Waste stations' })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Company' })).toBeHidden()
    await expect(dialog.getByRole('button', { expanded: true })).toHaveCount(1)
  })

  test('one group open at a time without JavaScript', PHONE, async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await page.goto('/en')
    // The disclosure opens the one main menu; a group opens on a tap (focus), so only one is open at a time.
    await page.locator('#mobile-menu-static').getByText('Menu', { exact: true }).click()
    const nav = page.getByRole('navigation', { name: 'Main menu' })
    await nav.getByRole('button', { name: 'Services' }).click()
    await expect(nav.getByRole('link', { name: 'Compost and liquid fertiliser' })).toBeVisible()
    await nav.getByRole('button', { name: 'Customer support' }).click()
    await expect(nav.getByRole('link', { name: 'Frequently asked questions' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Compost and liquid fertiliser' })).toBeHidden()
    await context.close()
  })
})

test.describe('legacy ?lang= links', () => {
  test.skip(() => isPhone(), 'no layout involved; once is enough')

  for (const [value, locale] of [
    ['EN', 'en'],
    ['ru_RU', 'ru'],
    ['en-US', 'en'],
  ] as const) {
    test(`?lang=${value} opens the ${locale} page and stores the choice in the cookie and localStorage`, async ({
      visitor: page,
    }) => {
      await page.goto(`/about/company?lang=${value}`)
      await expect(page).toHaveURL(new RegExp(`/${locale}/about/company$`))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      expect((await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe(locale)
      await waitForHydration(page)
      await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe(locale)
      // The stored choice then leads an unprefixed address to that language.
      await page.goto('/about/company')
      await expect(page).toHaveURL(new RegExp(`/${locale}/about/company$`))
    })
  }
})

test.describe('unserved addresses', () => {
  test('list the three days before today, not today and not earlier', async ({
    visitor: page,
    playwright,
    baseURL,
  }) => {
    test.skip(isPhone(), 'data, not layout; once is enough')
    const day = (offset: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(
        new Date(Date.now() + offset * 86_400_000),
      )
    // A city no other test counts rows in.
    const csv = [
      'county,city,address,reason,plannedDate,newDate',
      `Saare,Kärla,UX22 today,Lukus,${day(0)},${day(1)}`,
      `Saare,Kärla,UX22 three days ago,Lukus,${day(-3)},${day(1)}`,
      `Saare,Kärla,UX22 four days ago,Lukus,${day(-4)},${day(1)}`,
    ].join('\n')
    const editor = await playwright.request.newContext({ baseURL, storageState: ADMIN_STATE })
    const res = await editor.post('/api/v1/import/unserved-addresses', {
      data: csv,
      headers: { 'content-type': 'text/csv', origin: baseURL! },
    })
    expect(await res.json()).toEqual({ ok: true, created: 3 })
    await editor.dispose()

    await page.goto(`/en/customer-support/unserved-addresses?region=Saare&city=${encodeURIComponent('Kärla')}`)
    await expect(page.getByRole('rowheader', { name: /UX22 three days ago/ })).toBeVisible()
    // The heading names the same three days as the list and the text: the day before today is the last.
    const dmy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`
    await expect(
      page.getByRole('heading', { level: 2, name: `Unserved addresses ${dmy(day(-3))}–${dmy(day(-1))}` }),
    ).toBeVisible()
    await expect(page.getByText('UX22 today')).toHaveCount(0)
    await expect(page.getByText('UX22 four days ago')).toHaveCount(0)
  })
})
