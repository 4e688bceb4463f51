import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'

/*
 * Site search. Until the content and data collections are merged and seeded, the e2e server sets
 * SEARCH_FIXTURES=1 (scripts/e2e-server.mjs), which adds the demo corpus of src/lib/search/fixtures.ts
 * (12 waste stations "… jäätmejaam", price lists, posts, unserved addresses) to the index. After the
 * merge, switch the queries below to seeded content and drop the variable.
 */

const main = (page: Page) => page.getByRole('main')

test.describe('search page without JavaScript', () => {
  // axe needs JavaScript in the page: the same pages are checked in 'search pages are accessible'.
  test.use({ javaScriptEnabled: false })

  test('shows typed-without-diacritics results with type labels, chips and paging', async ({ page }) => {
    await page.goto('/search?searchQuery=jaatmejaam')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Otsing')
    await expect(main(page).getByRole('combobox', { name: 'Otsi veebilehelt' })).toHaveValue('jaatmejaam')
    await expect(page.getByRole('heading', { level: 2, name: /Päringule „jaatmejaam“ leiti \d+ tulemust/ })).toBeVisible()
    const results = page.getByRole('list', { name: 'Otsingutulemused' }).getByRole('listitem')
    await expect(results).toHaveCount(10)
    await expect(results.first()).toContainText(/Veebileht|Jäätmejaamad|Postitus/)
    await expect(page.locator('mark').first()).toBeVisible()

    // Chip: only waste stations (12 in the demo corpus), over two pages.
    const chips = page.getByRole('navigation', { name: 'Filtreeri tulemusi liigi järgi' })
    const stationChip = chips.getByRole('link', { name: /^Jäätmejaamad \(\d+\)$/ })
    const stations = Number((await stationChip.textContent())!.match(/\((\d+)\)/)![1])
    expect(stations).toBeGreaterThan(10)
    await stationChip.click()
    await expect(page).toHaveURL(/type=station/)
    await expect(stationChip).toHaveAttribute('aria-current', 'page')
    await expect(results).toHaveCount(10)
    for (const text of await results.allTextContents()) expect(text).toMatch(/^Jäätmejaamad/)
    const pagination = page.getByRole('navigation', { name: 'Tulemuste lehed' })
    await pagination.getByRole('link', { name: 'Järgmine' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(results).toHaveCount(Math.min(10, stations - 10))
    await expect(pagination.getByRole('link', { name: 'Leht 2' })).toHaveAttribute('aria-current', 'page')
  })

  test('finds inflected Estonian, Russian ё/е and English, with localized links', async ({ page }) => {
    await page.goto('/search?searchQuery=torva')
    const first = page.getByRole('list', { name: 'Otsingutulemused' }).getByRole('listitem').first()
    await expect(first.getByRole('link')).toHaveText('Tõrva jäätmejaam')
    await expect(first.getByRole('link')).toHaveAttribute('href', '/home-customer/waste-stations')
    await expect(first).toContainText('Jäätmejaamad')
    await page.goto('/search?searchQuery=j%C3%A4%C3%A4tmejaamas&type=post')
    await expect(page.getByRole('link', { name: 'Tõrva jäätmejaam on uuendatud' })).toHaveAttribute('href', '/about/news/torva-jaatmejaam-uuendatud')
    await page.goto('/ru/search?searchQuery=%D0%B5%D0%BB%D0%BA%D0%B8')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Поиск')
    await expect(page.getByRole('link', { name: 'График вывоза в праздники' })).toHaveAttribute('href', '/ru/about/news/puhade-graafik')
    // Snowball (WebAssembly) stems Russian in the production server: "станциях" finds "Станции".
    await page.goto('/ru/search?searchQuery=%D1%81%D1%82%D0%B0%D0%BD%D1%86%D0%B8%D1%8F%D1%85')
    const ruFirst = page.getByRole('list', { name: 'Результаты поиска' }).getByRole('listitem').first()
    await expect(ruFirst.getByRole('link')).toHaveText('Станции приёма отходов')
    await expect(ruFirst.getByRole('link')).toHaveAttribute('href', '/ru/home-customer/waste-stations')
    await page.goto('/en/search?searchQuery=price+list+tartu')
    await expect(page.getByRole('link', { name: 'Construction waste price list – Tartu' })).toHaveAttribute('href', '/en/customer-support/price-lists')
    await expect(main(page)).toContainText('Construction waste')
  })

  test('an empty query shows the box and no error; nothing found shows help', async ({ page }) => {
    await page.goto('/en/search')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search')
    await expect(page.getByLabel('Search the site').first()).toBeVisible()
    await expect(main(page)).toContainText('Type a word or a place name and press Search.')
    await expect(page.getByRole('alert')).toHaveCount(0)

    await page.goto('/en/search?searchQuery=qwxzzq')
    await expect(page.getByRole('heading', { level: 2, name: 'Nothing found for “qwxzzq”' })).toBeVisible()
    await expect(main(page).getByRole('link', { name: 'Waste stations' })).toHaveAttribute('href', '/en/home-customer/waste-stations')
  })

  test('never echoes the query unescaped and ignores a bad page number', async ({ page, request }) => {
    const evil = '<img src=x onerror=alert(1)>"tõrva'
    const html = await (await request.get(`/search?searchQuery=${encodeURIComponent(evil)}`)).text()
    expect(html).not.toContain('<img src=x')
    await page.goto('/search?searchQuery=jaatmejaam&page=-4')
    await expect(page.getByRole('navigation', { name: 'Tulemuste lehed' }).getByRole('link', { name: 'Leht 1' })).toHaveAttribute('aria-current', 'page')
    await page.goto('/search?searchQuery=jaatmejaam&page=99')
    await expect(page.getByRole('list', { name: 'Otsingutulemused' }).getByRole('listitem')).toHaveCount(10)
  })
})

test.describe('search pages are accessible', () => {
  for (const url of ['/search', '/search?searchQuery=jaatmejaam', '/search?searchQuery=jaatmejaam&type=station&page=2', '/ru/search?searchQuery=%D0%B5%D0%BB%D0%BA%D0%B8', '/en/search?searchQuery=qwxzzq']) {
    test(url, async ({ page }) => {
      await page.goto(url)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('live search', () => {
  test('debounces, sends nothing for an empty box, lists 5 results with chips and "view all"', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/search')) requests.push(r.url())
    })
    await page.goto('/search')
    const box = main(page).getByRole('combobox', { name: 'Otsi veebilehelt' })
    await box.click()
    await box.fill('   ')
    await box.press('Backspace')
    // Typing letter by letter (faster than the 500 ms debounce) makes one request for the whole word.
    await box.pressSequentially('jaatmejaam', { delay: 40 })
    const list = main(page).getByRole('listbox', { name: 'Soovitused' })
    await expect(list.getByRole('option')).toHaveCount(5)
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    expect(requests).toHaveLength(1)
    expect(requests[0]).toContain('q=jaatmejaam')
    await expect(main(page).getByRole('status').filter({ hasText: /\d+ tulemust/ })).toHaveCount(1)
    await expect(main(page).getByRole('group', { name: 'Näita ainult' }).getByRole('button', { name: /^Jäätmejaamad \(\d+\)$/ })).toBeVisible()
    const viewAll = main(page).getByRole('link', { name: /Vaata kõiki tulemusi \(\d+\)/ })
    await expect(viewAll).toHaveAttribute('href', '/search?searchQuery=jaatmejaam')
    await expectNoAxeViolations(page)

    // Clearing the box sends nothing and closes the list.
    await box.fill('')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await page.waitForTimeout(800)
    expect(requests).toHaveLength(1)
  })

  test('is keyboard operable: arrows, Escape, Enter opens the active result', async ({ page }) => {
    await page.goto('/en/search')
    const box = main(page).getByRole('combobox', { name: 'Search the site' })
    await box.fill('torva')
    const options = main(page).getByRole('listbox').getByRole('option')
    await expect(options.first()).toBeVisible()
    await box.press('ArrowDown')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    const activeId = await options.first().getAttribute('id')
    await expect(box).toHaveAttribute('aria-activedescendant', activeId!)
    await box.press('Escape')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await box.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/en\/(home-customer\/waste-stations|about\/news\/torva)/)
  })

  test('a chip narrows the suggestions; Enter without a choice submits the form', async ({ page }) => {
    await page.goto('/search')
    const box = main(page).getByRole('combobox', { name: 'Otsi veebilehelt' })
    await box.fill('jäätmejaam')
    await main(page).getByRole('button', { name: /^Postitus \(\d+\)$/ }).click()
    const options = main(page).getByRole('listbox').getByRole('option')
    await expect(options.first()).toContainText('Postitus')
    for (const text of await options.allTextContents()) expect(text).toMatch(/^Postitus/)
    await box.focus()
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?searchQuery=j%C3%A4%C3%A4tmejaam$/)
    await expect(page.getByRole('heading', { level: 2, name: /leiti \d+ tulemust/ })).toBeVisible()
  })
})

test.describe('search endpoints', () => {
  test('GET /api/v1/search answers JSON with counts and pages', async ({ request }) => {
    const response = await request.get('/api/v1/search?q=jaatmejaam&locale=et&type=station&page=2')
    expect(response.status()).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ query: 'jaatmejaam', locale: 'et', type: 'station', page: 2, pageSize: 10, total: 12, totalPages: 2 })
    expect(body.results).toHaveLength(2)
    expect(body.counts.station).toBe(12)
    for (const bad of ['q=x&page=-1', 'q=x&page=abc', 'q=x&locale=de', 'q=x&type=users', `q=${'a'.repeat(201)}`]) {
      const r = await request.get(`/api/v1/search?${bad}`)
      expect(r.status(), bad).toBe(400)
      expect((await r.json()).error.code).toBe('invalid_request')
    }
  })

  test('GET /wp-json/general-purpose-api/search groups by the old kinds', async ({ request }) => {
    const response = await request.get('/wp-json/general-purpose-api/search?query=T%C3%B5rva&page=1')
    expect(response.status()).toBe(200)
    const body = await response.json()
    expect(Object.keys(body)).toEqual(['kojv_olme', 'kojv_ehitus', 'waste_stations', 'failed_discharges', 'wp-posts'])
    expect(body.waste_stations[0]).toEqual({ id: 1, name: 'Tõrva jäätmejaam', address: 'Tööstuse 5, Tõrva' })
    expect(body.kojv_olme[0]).toEqual({ id: 1, name: 'Tõrva vald', address: 'Valgamaa' })
    expect(body['wp-posts'][0]).toMatchObject({ name: 'Tõrva jäätmejaam on uuendatud' })
    expect((await request.get('/wp-json/general-purpose-api/search?query=x&page=-2')).status()).toBe(400)
  })

  test('GET /wp-json/wp/v2/search answers WordPress items and total headers', async ({ request, baseURL }) => {
    const response = await request.get('/wp-json/wp/v2/search?search=v%C3%B5ru&page=1&per_page=1&subtype=post')
    expect(response.status()).toBe(200)
    expect(response.headers()['x-wp-total']).toBe('1')
    expect(response.headers()['x-wp-totalpages']).toBe('1')
    expect(await response.json()).toEqual([
      { id: 3, title: 'Võru klienditeenindus on suletud', url: `${baseURL}/about/news/voru-klienditeenindus-suletud`, type: 'post', subtype: 'post' },
    ])
    const all = await request.get('/wp-json/wp/v2/search?search=j%C3%A4%C3%A4tmejaam&per_page=1&page=2')
    expect(Number(all.headers()['x-wp-totalpages'])).toBeGreaterThan(1)
    expect(await all.json()).toHaveLength(1)
    for (const bad of ['search=x&page=-1', 'search=x&per_page=101', `search=${'a'.repeat(201)}`]) {
      const r = await request.get(`/wp-json/wp/v2/search?${bad}`)
      expect(r.status(), bad).toBe(400)
      expect(await r.json()).toMatchObject({ error: { code: 'invalid_request' } })
    }
  })
})
