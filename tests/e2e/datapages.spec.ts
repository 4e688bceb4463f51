import { type Page } from '@playwright/test'
import { expect, test } from './support/visitor'
import { expectNoAxeViolations } from './support/axe'
import { ADMIN_STATE, signInToAdmin } from './support/admin'
import { holdStartupScripts, waitForHydration } from './support/scripts'
import { PHONE } from './support/phone'

// Each test walks several pages and runs axe on a shared two-core machine.
test.describe.configure({ timeout: 90_000 })

const isPhone = () => test.info().project.name === 'phone'
const bodyRows = (page: Page) => page.locator('tbody tr[data-row-id]')
const firstCells = (page: Page) => page.locator('tbody tr[data-row-id] > th')

async function cellTexts(page: Page): Promise<string[]> {
  // The row header holds the name plus a hidden details block; the first text node is the name.
  return firstCells(page).evaluateAll((cells) => cells.map((c) => (c.firstChild?.textContent ?? '').trim()))
}

function isSorted(values: string[], locale: string, dir: 'asc' | 'desc') {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })
  return values.every(
    (v, i) =>
      i === 0 || (dir === 'asc' ? collator.compare(values[i - 1], v) <= 0 : collator.compare(values[i - 1], v) >= 0),
  )
}

test.describe('organised waste table', () => {
  test('server-renders the first page of ten rows', async ({ request }) => {
    const html = await (await request.get('/en/home-customer/organized-waste')).text()
    expect(html.match(/<tr data-row-id=/g)?.length).toBe(10)
    expect(html).toContain('aria-sort="ascending"')
    expect(html).toContain('Page 1 of 7')
  })

  test('sorts both ways, changes page size and limits go-to-page', async ({ visitor: page }) => {
    await page.goto('/en/home-customer/organized-waste')
    await waitForHydration(page)
    const header = page.getByRole('columnheader', { name: /Municipality/ })
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    expect(isSorted(await cellTexts(page), 'en', 'asc')).toBe(true)
    const firstAsc = (await cellTexts(page))[0]

    await header.getByRole('link').click()
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    await expect(page).toHaveURL(/sort=localGovernment&dir=desc/)
    const desc = await cellTexts(page)
    expect(isSorted(desc, 'en', 'desc')).toBe(true)
    expect(desc[0]).not.toBe(firstAsc)

    await header.getByRole('link').click()
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    expect((await cellTexts(page))[0]).toBe(firstAsc)

    await page.getByLabel('Rows per page').selectOption('20')
    await expect(bodyRows(page)).toHaveCount(20)
    await expect(page).toHaveURL(/size=20/)
    await expect(page.getByText('Page 1 of 4')).toBeVisible()

    const goTo = page.getByRole('spinbutton', { name: 'Go to page' })
    await expect(goTo).toHaveAttribute('min', '1')
    await expect(goTo).toHaveAttribute('max', '4')
    await goTo.fill('9')
    await page.getByRole('button', { name: 'Go', exact: true }).click()
    expect(await goTo.evaluate((el: HTMLInputElement) => el.validity.rangeOverflow)).toBe(true)
    await expect(page.getByText('Page 1 of 4')).toBeVisible()
    await goTo.fill('0')
    await page.getByRole('button', { name: 'Go', exact: true }).click()
    await expect(page.getByText('Page 1 of 4')).toBeVisible()
    await goTo.fill('4')
    await page.getByRole('button', { name: 'Go', exact: true }).click()
    await expect(page.getByText('Page 4 of 4')).toBeVisible()
    await expect(page).toHaveURL(/page=4/)
    await expectNoAxeViolations(page)
  })

  test('filters by text and says when nothing matches', async ({ visitor: page }) => {
    await page.goto('/en/home-customer/organized-waste')
    // Matches any column: Tartu city, Tartu parish and the other municipalities of Tartu County.
    await page.getByRole('searchbox', { name: 'Filter' }).fill('Tartu')
    await expect(bodyRows(page)).toHaveCount(8)
    await expect(page).toHaveURL(/q=Tartu/)
    await page.getByRole('searchbox', { name: 'Filter' }).fill('no such municipality')
    await expect(page.getByRole('cell', { name: 'No results found.' })).toBeVisible()
    // Said once on screen: the status line only announces it.
    await expect(page.getByRole('status').filter({ hasText: 'No results found.' })).toHaveClass(/visually-hidden/)
    await expectNoAxeViolations(page)
  })

  test('a filter typed before the scripts arrive is applied once the table island runs', async ({ page }) => {
    // Scripts load at the first interaction (decision 048), so a fast visitor can type first. Hold them back
    // until the filter has been typed, then let the table's island run.
    const release = await holdStartupScripts(page)
    await page.goto('/en/home-customer/organized-waste', { waitUntil: 'domcontentloaded' })
    await page.getByRole('searchbox', { name: 'Filter' }).fill('Tartu')
    await expect(bodyRows(page)).toHaveCount(10)
    release()
    await expect(bodyRows(page)).toHaveCount(8)
    await expect(page).toHaveURL(/q=Tartu/)
    await expect(page.getByRole('searchbox', { name: 'Filter' })).toHaveValue('Tartu')
  })

  test(
    'hidden columns expand per row on a phone, and are plain columns on a desktop',
    PHONE,
    async ({ visitor: page }) => {
      await page.goto('/en/home-customer/organized-waste')
      const county = page.getByRole('columnheader', { name: 'County' })
      const details = page.locator('tbody tr').first().getByText('More details')
      if (isPhone()) {
        await expect(county).toBeHidden()
        const dl = page.locator('tbody tr').first().locator('dl')
        // Built on first opening (the no-JavaScript copy sits in <noscript>).
        await expect(dl).toHaveCount(0)
        await details.click()
        await expect(dl).toBeVisible()
        await expect(dl.getByRole('term').filter({ hasText: 'County' })).toBeVisible()
        await expect(dl.getByRole('term').filter({ hasText: 'Start' })).toBeVisible()
        await expectNoAxeViolations(page)
      } else {
        await expect(county).toBeVisible()
        await expect(details).toBeHidden()
      }
    },
  )

  test('works without JavaScript through query parameters', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en/home-customer/organized-waste?sort=localGovernment&dir=desc&size=20&page=2')
    await expect(bodyRows(page)).toHaveCount(20)
    await expect(page.getByRole('columnheader', { name: /Municipality/ })).toHaveAttribute('aria-sort', 'descending')
    expect(isSorted(await cellTexts(page), 'en', 'desc')).toBe(true)
    await page.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/page=3/)
    await expect(page.getByText('Page 3 of 4')).toBeVisible()
    // Out-of-range pages land on the last page; a GET form filters.
    await page.goto('/en/home-customer/organized-waste?page=99')
    await expect(page.getByText('Page 7 of 7')).toBeVisible()
    await page.getByRole('searchbox', { name: 'Filter' }).fill('Viljandi')
    await page.getByRole('button', { name: 'Filter' }).click()
    await expect(page).toHaveURL(/q=Viljandi/)
    await expect(bodyRows(page)).toHaveCount(4)
    await page.getByLabel('Rows per page').selectOption('30')
    await page.getByRole('button', { name: 'Show', exact: true }).click()
    await expect(page).toHaveURL(/size=30/)
    // A phone opens a row's hidden columns natively (the content comes from <noscript>).
    await page.setViewportSize({ width: 412, height: 839 })
    await page.locator('tbody tr').first().getByText('More details').click()
    await expect(page.locator('tbody tr').first().getByRole('term').filter({ hasText: 'County' })).toBeVisible()
    await context.close()
  })
})

test.describe('price lists', () => {
  test('lists the valid ones, reaches past and future ones and opens one', PHONE, async ({ visitor: page }) => {
    await page.goto('/en/customer-support/price-lists')
    await expect(page.getByRole('heading', { level: 1, name: 'Construction waste price lists' })).toBeVisible()
    await expect(bodyRows(page)).toHaveCount(7)
    await expect(page.getByText(/until further notice/).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Sales contacts' })).toBeVisible()
    await expect(page.getByRole('link', { name: /@jaatmeveo\.example/ }).first()).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Past' }).click()
    await expect(page).toHaveURL(/validity=past/)
    await expect(bodyRows(page)).toHaveCount(1)
    // An expired list says it was valid, never that it is.
    await expect(page.locator('tbody')).toContainText('Was valid')
    await expect(page.locator('tbody')).not.toContainText(/\bValid\b/)
    await page.getByRole('link', { name: 'Upcoming' }).click()
    await expect(bodyRows(page)).toHaveCount(1)
    await page.getByRole('link', { name: 'Valid now' }).click()

    // Desktop: the "View" column; a phone hides that column and the region is the link.
    await page
      .getByRole('link', { name: /^(View the price list|Pärnu)\b.*Construction waste price list, Pärnu/ })
      .filter({ visible: true })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Construction waste price list, Pärnu')
    await expect(page.getByText('VAT 24%')).toBeVisible()
    await expect(bodyRows(page)).toHaveCount(13)
    const first = page.locator('tbody tr').first()
    const gross = Number((await first.locator('td').last().textContent())!.replace(/[^\d.]/g, ''))
    const net = Number((await first.locator('td').nth(1).textContent())!.replace(/[^\d.]/g, ''))
    expect(gross).toBeCloseTo(Math.round(net * 124) / 100, 2)
    await expectNoAxeViolations(page)
  })

  test('a bad price list id is a 404', async ({ request }) => {
    expect((await request.get('/en/customer-support/price-lists/abc')).status()).toBe(404)
    expect((await request.get('/en/customer-support/price-lists/99999')).status()).toBe(404)
  })
})

test.describe('unserved addresses', () => {
  test('choose a county on the map, then a city', PHONE, async ({ visitor: page }) => {
    await page.goto('/en/customer-support/unserved-addresses')
    await expect(page.getByText('Choose a county to see the addresses.')).toBeVisible()
    if (!isPhone()) {
      // The tooltip is the island's: a hover before it runs shows nothing (the link still works).
      await waitForHydration(page)
      await expect(page.locator('[data-js="true"]:has(a[data-county])')).toBeAttached()
      await page.locator('a[data-county="Tartu"]').hover()
      await expect(page.getByRole('tooltip')).toHaveText('Tartu County')
    }
    await page.locator('a[data-county="Tartu"]').click()
    await expect(page).toHaveURL(/region=Tartu/)
    await expect(page.locator('a[data-county="Tartu"]')).toHaveAttribute('aria-current', 'page')
    await expect(bodyRows(page)).not.toHaveCount(0)
    const chips = page.getByRole('navigation', { name: /Cities and settlements: Tartu County/ })
    await expect(chips.getByRole('link', { name: 'Elva' })).toBeVisible()
    await chips.getByRole('link', { name: 'Elva' }).click()
    await expect(page).toHaveURL(/city=Elva/)
    await expect(chips.getByRole('link', { name: 'Elva' })).toHaveAttribute('aria-current', 'page')
    await expect(bodyRows(page)).toHaveCount(1)
    await expectNoAxeViolations(page)
  })

  test('choose a county with the keyboard', async ({ visitor: page }) => {
    await page.goto('/en/customer-support/unserved-addresses')
    const select = page.getByRole('combobox', { name: 'Choose a county' })
    await select.focus()
    await select.selectOption({ label: 'Saare County' })
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Show', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/region=Saare/)
    const chips = page.getByRole('navigation', { name: /Saare County/ })
    await expect(chips.getByRole('link', { name: 'Kuressaare' })).toBeVisible()
    await chips.getByRole('link', { name: 'Kuressaare' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/city=Kuressaare/)
    await expect(bodyRows(page)).toHaveCount(3)
    await expectNoAxeViolations(page)
  })

  test('says so when a county has no data, in every language', async ({ visitor: page }) => {
    await page.goto('/customer-support/unserved-addresses?region=Hiiu')
    await expect(page.getByRole('cell', { name: 'Andmed puuduvad' })).toBeVisible()
    // The row count under an empty table says the same, not "Read 0–0, kokku 0".
    await expect(page.getByRole('status').filter({ hasText: 'Andmed puuduvad' })).toBeVisible()
    await expect(page.getByText(/0–0/)).toHaveCount(0)
    await page.goto('/ru/customer-support/unserved-addresses?region=Hiiu')
    await expect(page.getByRole('cell', { name: 'Нет доступных данных' })).toBeVisible()
    await page.goto('/en/customer-support/unserved-addresses?region=Hiiu')
    await expect(page.getByRole('cell', { name: 'No data available' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('works without JavaScript: county links and query parameters', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en/customer-support/unserved-addresses')
    await page
      .locator('a[data-county="Saare"]')
      .evaluate((a: HTMLAnchorElement) => a.getAttribute('href'))
      .then((href) => page.goto(href!))
    await expect(page).toHaveURL(/region=Saare/)
    await page.getByRole('link', { name: 'Kuressaare' }).click()
    await expect(bodyRows(page)).toHaveCount(3)
    await page.goto('/en/customer-support/unserved-addresses?region=Harju&city=Tallinn&sort=newDate&dir=asc')
    await expect(bodyRows(page)).toHaveCount(3)
    await expect(page.getByRole('columnheader', { name: /New date/ })).toHaveAttribute('aria-sort', 'ascending')
    await context.close()
  })
})

test.describe('waste stations', () => {
  test('map overlay lets the page scroll until clicked, then until a click outside', async ({ visitor: page }) => {
    test.skip(isPhone(), 'mouse wheel is a desktop gesture; the phone run checks the tap below')
    await page.goto('/en/home-customer/waste-stations')
    await waitForHydration(page)
    const map = page.locator('#station-map')
    await map.scrollIntoViewIfNeeded()
    await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 20_000 })
    // The map in the middle of the viewport, with page left to scroll below it.
    await map.evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await page.evaluate(() => window.scrollBy(0, -150))
    const box = (await map.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 250)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)

    await page.getByRole('button', { name: 'Click the map to use it' }).click()
    await expect(map).toHaveAttribute('data-active', 'true')
    const pinned = await page.evaluate(() => window.scrollY)
    const box2 = (await map.boundingBox())!
    await page.mouse.move(box2.x + box2.width / 2, box2.y + box2.height / 2)
    // Whether the map took the wheel (cancelled the page's scroll), read once every handler has run: a
    // fact to wait for, where waiting a while and finding the page unmoved could pass on a slow scroll.
    await page.evaluate(() => {
      const w = window as typeof window & { wheelTaken?: Promise<boolean> }
      w.wheelTaken = new Promise((resolve) =>
        window.addEventListener('wheel', (e) => setTimeout(() => resolve(e.defaultPrevented)), {
          capture: true,
          once: true,
        }),
      )
    })
    await page.mouse.wheel(0, 250)
    expect(await page.evaluate(() => (window as typeof window & { wheelTaken?: Promise<boolean> }).wheelTaken)).toBe(
      true,
    )
    expect(await page.evaluate(() => window.scrollY)).toBe(pinned)

    await page.getByRole('heading', { level: 1 }).click()
    await expect(map).toHaveAttribute('data-active', 'false')
    await expect(page.getByRole('button', { name: 'Click the map to use it' })).toBeVisible()
  })

  test('selecting a row highlights its marker, and a marker its row', async ({ visitor: page }) => {
    // The table and the map are islands of plain script (decision 051): no React on this page.
    const react: string[] = []
    page.on('request', (r) => void (/\/_next\/static\/chunks\/.*\.js$/.test(r.url()) && react.push(r.url())))
    await page.goto('/en/home-customer/waste-stations')
    await waitForHydration(page)
    const map = page.locator('#station-map')
    await map.scrollIntoViewIfNeeded()
    await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 20_000 })

    // Marker -> row: the map opens centred on Tallinn; click the Keila marker.
    const filter = page.getByRole('searchbox', { name: 'Filter' })
    await filter.fill('Keila')
    const keilaId = await page.locator('tbody tr', { hasText: 'Keila waste station' }).getAttribute('data-row-id')
    await filter.fill('')
    await expect(page.locator(`tbody tr[data-row-id="${keilaId}"]`)).toHaveCount(0)
    await page.getByRole('button', { name: 'Click the map to use it' }).click()
    const target = page.locator('#station-map [data-map]')
    await target.scrollIntoViewIfNeeded()
    const pixel = await target.evaluate(
      (el, sid) => (el as unknown as { markerPixel: (i: string) => number[] | null }).markerPixel(sid!),
      keilaId,
    )
    expect(pixel).not.toBeNull()
    const box = (await target.boundingBox())!
    await page.mouse.click(box.x + pixel![0], box.y + pixel![1])
    await expect(page).toHaveURL(new RegExp(`selected=${keilaId}`))
    // The table turns to the page that holds the selected station.
    await expect(page.locator(`tbody tr[data-row-id="${keilaId}"]`)).toContainText('Selected')
    await expect(page.locator('[data-testid="map-popup"]')).toHaveText('Keila waste station')

    // Row -> marker.
    await page.goto('/en/home-customer/waste-stations')
    await waitForHydration(page)
    await map.scrollIntoViewIfNeeded()
    await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 20_000 })
    const row = page.locator('tbody tr', { hasText: 'Elva waste station' })
    await row.getByRole('link', { name: /Show on map/ }).click()
    const id = await row.getAttribute('data-row-id')
    await expect(page).toHaveURL(new RegExp(`selected=${id}`))
    await expect(row).toContainText('Selected')
    await expect(page.locator('[data-testid="map-popup"]')).toHaveText('Elva waste station')
    await expect(page.locator('[data-react-island]')).toHaveCount(0)
    expect(react).toEqual([])
    await expectNoAxeViolations(page)
  })

  test('without JavaScript the table, sorting, filter and selection work from the URL', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en/home-customer/waste-stations?q=Ropka')
    await expect(bodyRows(page)).toHaveCount(1)
    const id = await bodyRows(page).first().getAttribute('data-row-id')
    await page.goto(`/en/home-customer/waste-stations?selected=${id}&sort=name&dir=desc&size=50`)
    await expect(bodyRows(page)).toHaveCount(50)
    await expect(page.locator(`tbody tr[data-row-id="${id}"]`)).toContainText('Selected')
    expect(isSorted(await cellTexts(page), 'en', 'desc')).toBe(true)
    // The change announced for 01.03.2026 has happened: its "(from …)" label is gone.
    await expect(page.getByRole('rowheader', { name: 'Tõrva waste station', exact: true })).toBeVisible()
    // A link that names a station but no page opens the page the station is on (Keila is not on the first).
    await page.goto('/en/home-customer/waste-stations?q=Keila')
    const keila = await bodyRows(page).first().getAttribute('data-row-id')
    await page.goto(`/en/home-customer/waste-stations?selected=${keila}`)
    await expect(page.locator(`tbody tr[data-row-id="${keila}"]`)).toContainText('Selected')
    await context.close()
  })

  test('phone: tapping the overlay activates the map; axe is clean', PHONE, async ({ visitor: page }) => {
    await page.goto('/home-customer/waste-stations')
    await waitForHydration(page)
    await page.locator('#station-map').scrollIntoViewIfNeeded()
    await expect(page.locator('#station-map')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 })
    await page.getByRole('button', { name: 'Kaardi kasutamiseks klõpsake sellel' }).click()
    await expect(page.locator('#station-map')).toHaveAttribute('data-active', 'true')
    await expectNoAxeViolations(page)
  })
})

test.describe('editors', () => {
  test('pick a contract period end with the date picker; the table shows it', async ({ page }) => {
    test.skip(isPhone(), 'admin flow runs once')
    test.setTimeout(120_000)
    const found = await (await page.request.get('/api/municipal-contracts?limit=1&sort=id&depth=0')).json()
    const contract = found.docs[0] as { id: number; periodEnd: string; localGovernment: string }
    await signInToAdmin(page)

    const setEnd = async (day: string) => {
      await page.goto(`/admin/collections/municipal-contracts/${contract.id}`)
      const input = page.locator('#field-periodEnd')
      await expect(input).toHaveAttribute('type', 'date', { timeout: 15_000 })
      await input.fill(day)
      const saved = page.waitForResponse(
        (r) => r.url().includes(`/api/municipal-contracts/${contract.id}`) && r.request().method() !== 'GET' && r.ok(),
        { timeout: 15_000 },
      )
      await page.locator('#action-save').click()
      await saved
    }
    await setEnd('2031-12-31')
    const stored = await (await page.request.get(`/api/municipal-contracts/${contract.id}?depth=0`)).json()
    expect(stored.periodEnd).toBe('2031-12-31')
    await page.goto(`/en/home-customer/organized-waste?q=${encodeURIComponent(contract.localGovernment)}`)
    await expect(page.locator('tbody tr').first()).toContainText('31.12.2031')
    await setEnd(contract.periodEnd)
  })
})

test.describe('CSV import endpoint', () => {
  test('refuses anonymous uploads and reports bad lines to an editor without importing', async ({
    request,
    playwright,
    baseURL,
  }) => {
    test.skip(isPhone(), 'an API check; once is enough')
    // A city no other test counts rows in, dated today, so the import cannot disturb parallel tests.
    const today = new Date().toISOString().slice(0, 10)
    const csv = `county,city,address,reason,plannedDate,newDate\nSaare,Orissaare,E2E tn 1,Tee suletud,${today},${today}\nMordor,X,E2E tn 2,?,${today},${today}\n`
    const anonymous = await request.post('/api/v1/import/unserved-addresses', {
      data: csv,
      headers: { 'content-type': 'text/csv' },
    })
    expect(anonymous.status()).toBe(401)
    expect((await anonymous.json()).error.code).toBe('unauthorized')

    // The run's shared admin session (tests/e2e/support/admin.ts), as a cookie. Payload accepts a session cookie
    // only with the site's own Origin (its CSRF rule), as the admin form sends.
    const editor = await playwright.request.newContext({ baseURL, storageState: ADMIN_STATE })
    expect(
      ((await (await editor.get('/api/users/me', { headers: { origin: baseURL! } })).json()) as { user: unknown }).user,
    ).toBeTruthy()
    const headers = { 'content-type': 'text/csv', origin: baseURL! }
    const bad = await editor.post('/api/v1/import/unserved-addresses', { data: csv, headers })
    expect(bad.status()).toBe(422)
    expect((await bad.json()).issues).toEqual([expect.objectContaining({ line: 3 })])
    const list = await editor.get('/api/unserved-addresses?where[address][equals]=E2E%20tn%201')
    expect((await list.json()).totalDocs).toBe(0)

    const good = await editor.post('/api/v1/import/unserved-addresses', {
      data: csv.split('\n').slice(0, 2).join('\n'),
      headers,
    })
    expect(await good.json()).toEqual({ ok: true, created: 1 })
    expect((await editor.get('/api/v1/import/nothing-here')).status()).toBe(405)
    await editor.dispose()
  })
})
