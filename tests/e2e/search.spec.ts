import { type Locator, type Page } from '@playwright/test'
import { expect, test } from './support/visitor'
import { expectNoAxeViolations } from './support/axe'
import { signInToAdmin } from './support/admin'
import { holdStartupScripts, waitForHydration } from './support/scripts'
import { PHONE, phoneIf } from './support/phone'
import { posts } from '../../seed/content/posts'

/*
 * Site search over the seeded demo content (seed/): 52 waste stations "<town> jäätmejaam", municipal
 * contracts, regional price lists, unserved addresses of the last three days, pages, posts and the
 * sorting-guide PDFs. Counts are read from the page where the seed could change them.
 */

const desktopOnly = () => test.skip(test.info().project.name !== 'desktop', 'header search toggle (≥1160 px)')
const phoneOnly = () => test.skip(test.info().project.name !== 'phone', 'mobile menu (<1160 px)')

const main = (page: Page) => page.getByRole('main')

/** The live-search requests the page makes from now on (a kept page drops the listener after the test). */
const watch = (page: Page) => {
  const requests: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/search')) requests.push(r.url())
  })
  return requests
}

/**
 * Holds the page's running clock. Playwright pauses only "at" a time, and its installed clock keeps syncing to
 * real time until the pause lands, so a time read from the page can be past by then on a busy machine
 * ("Cannot fast-forward to the past"). A quarter second ahead leaves room; a pause that still lands late is
 * tried again from a fresh reading.
 */
async function holdClock(page: Page) {
  for (let attempt = 1; ; attempt++) {
    const at = await page.evaluate(() => Date.now() + 250)
    try {
      await page.clock.pauseAt(at)
      return
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('fast-forward to the past')) throw error
    }
  }
}

/**
 * Types `text` letter by letter with the page's clock held, then moves the clock past the 500 ms debounce: one
 * request for the whole text however slowly a busy machine types, as for a visitor typing faster than the
 * debounce. The clock then runs on as usual. Needs `page.clock.install()`.
 */
async function typeWithin(page: Page, box: Locator, text: string) {
  await holdClock(page)
  await box.pressSequentially(text)
  await page.clock.runFor(600)
  await page.clock.resume()
}

test.describe('search page without JavaScript', () => {
  // axe needs JavaScript in the page: the same pages are checked in 'search pages are accessible'.
  test.use({ javaScriptEnabled: false })
  // Several server-rendered pages per test on a machine shared by many builds.
  test.beforeEach(() => test.setTimeout(90_000))

  test('shows typed-without-diacritics results with type labels, chips and paging', async ({ page }) => {
    await page.goto('/search?searchQuery=jaatmejaam')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Otsing')
    await expect(main(page).getByRole('combobox', { name: 'Otsi veebilehelt' })).toHaveValue('jaatmejaam')
    await expect(
      page.getByRole('heading', { level: 2, name: /Päringule „jaatmejaam“ leiti \d+ tulemust/ }),
    ).toBeVisible()
    const results = page.getByRole('list', { name: 'Otsingutulemused' }).getByRole('listitem')
    await expect(results).toHaveCount(10)
    await expect(results.first()).toContainText(/Veebileht|Jäätmejaamad|Uudis/)
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

  test('finds diacritics-free, inflected Estonian, Russian е/ё and English, with localized links', async ({ page }) => {
    await page.goto('/search?searchQuery=torva')
    const results = page.getByRole('list', { name: 'Otsingutulemused' }).getByRole('listitem')
    const station = results.filter({ hasText: 'Jäätmejaamad' }).getByRole('link', { name: /^Tõrva jäätmejaam/ })
    await expect(station).toHaveAttribute('href', '/home-customer/waste-stations')
    await expect(
      results.filter({ hasText: 'Korraldatud jäätmevedu' }).getByRole('link', { name: 'Tõrva vald', exact: true }),
    ).toHaveAttribute('href', '/home-customer/organized-waste')
    await page.goto('/search?searchQuery=j%C3%A4%C3%A4tmejaamas&type=post')
    await expect(page.getByRole('link', { name: 'Viljandimaal avati uus jäätmejaam' })).toHaveAttribute(
      'href',
      '/about/news/new-waste-station-opens-in-viljandi-county',
    )
    // "приема" typed without ё finds "приёма"; Russian is stemmed too.
    await page.goto('/ru/search?searchQuery=%D0%BF%D1%80%D0%B8%D0%B5%D0%BC%D0%B0&type=post')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Поиск')
    await expect(page.getByRole('link', { name: 'В Вильяндимаа открылся новый пункт приёма отходов' })).toHaveAttribute(
      'href',
      '/ru/about/news/new-waste-station-opens-in-viljandi-county',
    )
    await page.goto('/en/search?searchQuery=price+list+tartu')
    await expect(page.getByRole('link', { name: 'Construction waste price list, Tartu', exact: true })).toHaveAttribute(
      'href',
      '/en/customer-support/price-lists',
    )
    await expect(main(page)).toContainText('Construction waste')
    // A FAQ answer inside an accordion block is found, and leads to the FAQ page.
    await page.goto('/search?searchQuery=kaugustasu')
    await expect(results.getByRole('link', { name: 'Korduma kippuvad küsimused' })).toHaveAttribute(
      'href',
      '/customer-support/faq',
    )
  })

  test('an empty query shows the box and no error; nothing found shows help', async ({ page }) => {
    await page.goto('/en/search')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search')
    await expect(main(page).getByLabel('Search the site')).toBeVisible()
    await expect(main(page)).toContainText('Type a word or a place name and press Search.')
    await expect(page.getByRole('alert')).toHaveCount(0)

    await page.goto('/en/search?searchQuery=qwxzzq')
    await expect(page.getByRole('heading', { level: 2, name: 'Nothing found for “qwxzzq”' })).toBeVisible()
    await expect(main(page).getByRole('link', { name: 'Waste stations' })).toHaveAttribute(
      'href',
      '/en/home-customer/waste-stations',
    )
  })

  test('never echoes the query unescaped and ignores a bad page number', async ({ page, request }) => {
    const evil = '<img src=x onerror=alert(1)>"tõrva'
    const html = await (await request.get(`/search?searchQuery=${encodeURIComponent(evil)}`)).text()
    expect(html).not.toContain('<img src=x')
    await page.goto('/search?searchQuery=jaatmejaam&page=-4')
    await expect(
      page.getByRole('navigation', { name: 'Tulemuste lehed' }).getByRole('link', { name: 'Leht 1' }),
    ).toHaveAttribute('aria-current', 'page')
    // Past the end: the last page, as every paged list of the site does (src/lib/pagination.ts).
    await page.goto('/search?searchQuery=jaatmejaam&page=99')
    const pager = page.getByRole('navigation', { name: 'Tulemuste lehed' })
    const last = await pager
      .getByRole('link', { name: /^Leht \d+$/ })
      .last()
      .textContent()
    expect(Number(last)).toBeGreaterThan(1)
    await expect(pager.getByRole('link', { name: `Leht ${last}` })).toHaveAttribute('aria-current', 'page')
    await expect(pager.getByRole('link', { name: 'Järgmine' })).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'Otsingutulemused' }).getByRole('listitem')).not.toHaveCount(0)
  })
})

test.describe('search chips count every hit', () => {
  test.use({ javaScriptEnabled: false })
  test.beforeEach(() => test.setTimeout(90_000))

  test('"waste" in English: the News chip counts every post, and its list pages through all of them', async ({
    page,
  }) => {
    // Dozens of stations outrank the posts; counting only the first 50 hits once showed "Post (1)".
    const titled = posts.map((p) => p.title.en).filter((title) => /(^|\s)waste\b/i.test(title))
    expect(titled.length).toBeGreaterThanOrEqual(6)
    await page.goto('/en/search?searchQuery=waste')
    const chips = page.getByRole('navigation', { name: 'Filter results by type' })
    const chipCount = async (name: RegExp) =>
      Number((await chips.getByRole('link', { name }).textContent())!.match(/\((\d+)\)$/)![1])
    const all = await chipCount(/^All \(\d+\)$/)
    const postChip = chips.getByRole('link', { name: /^News \(\d+\)$/ })
    const postCount = await chipCount(/^News \(\d+\)$/)
    expect(postCount).toBeGreaterThanOrEqual(titled.length)
    expect(all).toBeGreaterThan(50)

    await postChip.click()
    await expect(page).toHaveURL(/type=post/)
    await expect(page.getByRole('heading', { level: 2, name: `${postCount} results for “waste”` })).toBeVisible()
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem')
    const pager = page.getByRole('navigation', { name: 'Result pages' })
    const seen: string[] = []
    for (let n = 1; ; n++) {
      await expect(results).toHaveCount(Math.min(10, postCount - (n - 1) * 10))
      for (const item of await results.all()) {
        await expect(item.getByText('News', { exact: true })).toBeVisible()
        seen.push((await item.getByRole('heading', { level: 3 }).textContent())!)
      }
      if (n * 10 >= postCount) break
      await pager.getByRole('link', { name: 'Next' }).click()
      await expect(pager.getByRole('link', { name: `Page ${n + 1}` })).toHaveAttribute('aria-current', 'page')
    }
    expect(new Set(seen).size).toBe(postCount)
    for (const title of titled) expect(seen).toContain(title)
  })
})

test.describe('search pages are accessible', () => {
  for (const url of [
    '/search',
    '/search?searchQuery=jaatmejaam',
    '/search?searchQuery=jaatmejaam&type=station&page=2',
    '/ru/search?searchQuery=%D0%BA%D0%BE%D0%BD%D1%82%D0%B5%D0%B9%D0%BD%D0%B5%D1%80',
    '/en/search?searchQuery=qwxzzq',
  ]) {
    // Only looks: the worker's open page (./visitor.ts).
    test(url, phoneIf(url === '/search?searchQuery=jaatmejaam'), async ({ visitor: page }) => {
      await page.goto(url)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('live search', () => {
  test.beforeEach(() => test.setTimeout(60_000))
  // These only type and look: the worker's open page (./support/visitor.ts); the first installs Playwright's
  // clock, which stays on a page, so it takes a fresh one.
  test('debounces, sends nothing for an empty box, lists 5 results with chips and "view all"', async ({ page }) => {
    const requests = watch(page)
    // Time flows as usual until the test moves it on past the debounce itself.
    await page.clock.install()
    await page.goto('/search')
    const box = main(page).getByRole('combobox', { name: 'Otsi veebilehelt' })
    await box.click()
    await box.fill('   ')
    await box.press('Backspace')
    // Typing letter by letter (faster than the 500 ms debounce) makes one request for the whole word.
    await typeWithin(page, box, 'jaatmejaam')
    const list = main(page).getByRole('listbox', { name: 'Soovitused' })
    await expect(list.getByRole('option')).toHaveCount(5)
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    expect(requests).toHaveLength(1)
    expect(requests[0]).toContain('q=jaatmejaam')
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: /\d+ tulemust/ }),
    ).toHaveCount(1)
    await expect(
      main(page)
        .getByRole('group', { name: 'Näita ainult' })
        .getByRole('button', { name: /^Jäätmejaamad \(\d+\)$/ }),
    ).toBeVisible()
    const viewAll = main(page).getByRole('link', { name: /Vaata kõiki tulemusi \(\d+\)/ })
    await expect(viewAll).toHaveAttribute('href', '/search?searchQuery=jaatmejaam')
    await expectNoAxeViolations(page)

    // Clearing the box sends nothing and closes the list.
    await box.fill('')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    // Past the 500 ms debounce at once: a request it would send is sent now, and the next one, typed below,
    // must be the only other.
    await page.clock.runFor(800)
    await typeWithin(page, box, 'jaam')
    await expect(list.getByRole('option').first()).toBeVisible()
    expect(requests).toHaveLength(2)
    expect(requests[1]).toContain('q=jaam')
  })

  test('is keyboard operable: arrows, Escape, Enter opens the active result', async ({ visitor: page }) => {
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
    await expect(page).toHaveURL(/\/en\/(home-customer\/(waste-stations|organized-waste)|about\/news\/)/)
  })

  test('a chip narrows the suggestions; Enter without a choice submits the form with that type', async ({
    visitor: page,
  }) => {
    await page.goto('/search')
    const box = main(page).getByRole('combobox', { name: 'Otsi veebilehelt' })
    await box.fill('jäätmejaam')
    const chip = main(page).getByRole('button', { name: /^Uudis \(\d+\)$/ })
    await chip.click()
    await expect(chip).toHaveAttribute('aria-pressed', 'true')
    // The narrowed list is a new request: until it answers the list is the previous one, whose first
    // suggestion may be a post too (when a post about stations ranks first). Wait until every one is.
    const options = main(page).getByRole('listbox').getByRole('option')
    await expect
      .poll(async () => {
        const texts = await options.allTextContents()
        return texts.length > 0 && texts.every((text) => text.startsWith('Uudis'))
      })
      .toBe(true)
    await box.focus()
    await box.press('Enter')
    // The chosen type goes with the words: the results page opens on the news only.
    await expect(page).toHaveURL(/\/search\?searchQuery=j%C3%A4%C3%A4tmejaam&type=post$/)
    await expect(page.getByRole('heading', { level: 2, name: /leiti \d+ tulemust/ })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Filtreeri tulemusi liigi järgi' }).getByRole('link', { name: /^Uudis/ }),
    ).toHaveAttribute('aria-current', 'page')
  })
})

test.describe('search endpoints', () => {
  test('GET /api/v1/search answers JSON with counts and pages', async ({ request }) => {
    const first = await (await request.get('/api/v1/search?q=jaatmejaam&locale=et&type=station')).json()
    const stations: number = first.counts.station
    expect(stations).toBeGreaterThan(10)
    const response = await request.get('/api/v1/search?q=jaatmejaam&locale=et&type=station&page=2')
    expect(response.status()).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({
      query: 'jaatmejaam',
      locale: 'et',
      type: 'station',
      page: 2,
      pageSize: 10,
      totalPages: Math.ceil(stations / 10),
    })
    expect(body.results).toHaveLength(Math.min(10, stations - 10))
    for (const hit of body.results)
      expect(hit).toMatchObject({
        kind: 'station',
        url: '/home-customer/waste-stations',
        title: expect.stringMatching(/jäätmejaam/),
      })
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
    expect(body.waste_stations).toContainEqual({
      id: expect.any(Number),
      name: 'Tõrva jäätmejaam',
      address: expect.stringMatching(/^Demo tee \d+, Tõrva$/),
    })
    expect(body.kojv_olme).toContainEqual({ id: expect.any(Number), name: 'Tõrva vald', address: 'Valga' })
    const kuressaare = await (await request.get('/wp-json/general-purpose-api/search?query=Kuressaare')).json()
    expect(kuressaare.failed_discharges.length).toBeGreaterThan(0)
    for (const item of kuressaare.failed_discharges)
      expect(item).toMatchObject({ id: expect.any(Number), name: expect.stringContaining('Kuressaare') })
    expect((await request.get('/wp-json/general-purpose-api/search?query=x&page=-2')).status()).toBe(400)
  })

  test('GET /wp-json/wp/v2/search answers WordPress items and total headers', async ({ request, baseURL }) => {
    const response = await request.get('/wp-json/wp/v2/search?search=viljandimaal&page=1&per_page=10&subtype=post')
    expect(response.status()).toBe(200)
    const items = await response.json()
    expect(response.headers()['x-wp-total']).toBe(String(items.length))
    expect(response.headers()['x-wp-totalpages']).toBe('1')
    expect(items).toContainEqual({
      id: expect.any(Number),
      title: 'Viljandimaal avati uus jäätmejaam',
      url: `${baseURL}/about/news/new-waste-station-opens-in-viljandi-county`,
      type: 'post',
      subtype: 'post',
    })
    const one = await request.get('/wp-json/wp/v2/search?search=viljandimaal&page=2&per_page=1&subtype=post')
    expect(one.headers()['x-wp-total']).toBe(String(items.length))
    expect(one.headers()['x-wp-totalpages']).toBe(String(items.length))
    expect(await one.json()).toEqual([items[1]])
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

test.describe('header live search', () => {
  test.beforeEach(() => test.setTimeout(90_000))

  // These only type and look: the worker's open page (./visitor.ts).
  test('desktop: the header box lists 5 results with chips and "view all"; the form still submits', async ({
    page,
  }) => {
    desktopOnly()
    const requests = watch(page)
    await page.clock.install()
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Näita otsingut' }).click()
    const box = page.locator('#site-search-input')
    await expect(box).toBeFocused()
    await expect(box).toHaveAttribute('role', 'combobox')
    await box.fill('')
    // Past the debounce at once; a request the empty box sent would be counted with the typed one's below.
    await page.clock.runFor(700)
    await typeWithin(page, box, 'jaatmejaam')
    const results = page.locator('#site-search-results')
    await expect(results.getByRole('listbox').getByRole('option')).toHaveCount(5)
    expect(requests).toHaveLength(1)
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await expect(
      results.getByRole('group', { name: 'Näita ainult' }).getByRole('button', { name: /^Jäätmejaamad \(\d+\)$/ }),
    ).toBeVisible()
    await expect(results.getByRole('link', { name: /Vaata kõiki tulemusi \(\d+\)/ })).toHaveAttribute(
      'href',
      '/search?searchQuery=jaatmejaam',
    )
    await expectNoAxeViolations(page)
    await box.press('ArrowDown')
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await results.getByRole('option').first().getAttribute('id'))!,
    )
    await box.press('ArrowUp')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?searchQuery=jaatmejaam$/)
  })

  /** The English home page on a phone, its menu open and the search box focused, the clock held. */
  async function openMenuSearch(page: Page) {
    await page.clock.install()
    await page.goto('/en')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Main menu' })
    const box = dialog.locator('#mobile-search-input')
    await box.click()
    // Past the debounce at once; a request sent on focus would be counted with the typed one's.
    await page.clock.runFor(700)
    return { dialog, box }
  }

  test('phone: the menu search lists up to 5 results, chips with counts and "view all"', PHONE, async ({ page }) => {
    phoneOnly()
    const requests = watch(page)
    const { dialog, box } = await openMenuSearch(page)
    await typeWithin(page, box, 'waste station')
    const results = dialog.locator('#mobile-search-results')
    await expect(results.getByRole('option')).toHaveCount(5)
    expect(requests).toHaveLength(1)
    const chips = results.getByRole('group')
    await expect(chips.getByRole('button', { name: /^All \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true')
    await expect(chips.getByRole('button', { name: /^Waste stations \(\d+\)$/ })).toBeVisible()
    await expect(results.getByRole('link', { name: /View all results \(\d+\)/ })).toHaveAttribute(
      'href',
      '/en/search?searchQuery=waste+station',
    )
    await expectNoAxeViolations(page)
    await chips.getByRole('button', { name: /^News \(\d+\)$/ }).click()
    await expect(results.getByRole('option').first()).toHaveText(/^News/)
    for (const text of await results.getByRole('option').allTextContents()) expect(text).toMatch(/^News/)
    // Back in the box, Enter keeps the chosen type: the results page opens filtered to it.
    await box.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/search\?searchQuery=waste\+station&type=post$/)
    await expect(
      page.getByRole('navigation', { name: 'Filter results by type' }).getByRole('link', { name: /^News/ }),
    ).toHaveAttribute('aria-current', 'page')
  })

  test('phone: a query with at most 5 hits has no "view all"', PHONE, async ({ page }) => {
    phoneOnly()
    const { dialog, box } = await openMenuSearch(page)
    // An English page searches English text only: the FAQ's "distance fee" is on one or two pages.
    await box.fill('distance fee')
    await page.clock.runFor(700)
    const results = dialog.locator('#mobile-search-results')
    await expect(results.getByRole('option').first()).toBeVisible()
    await expect(results.getByRole('link', { name: /View all results/ })).toHaveCount(0)
  })
})

test.describe('header live search right after focus', () => {
  test.beforeEach(() => test.setTimeout(90_000))
  // The live-search code loads on the input's first focus. Holding the scripts back from then on lets
  // the visitor type or paste before it arrives, which once left the list hidden (count announced)
  // until another key was pressed.

  test('desktop: typing fast before the live-search code arrives still opens the list', async ({ page }) => {
    desktopOnly()
    await page.goto('/en')
    await waitForHydration(page)
    const release = await holdStartupScripts(page)
    await page.getByRole('button', { name: 'Show search' }).click()
    const box = page.locator('#site-search-input')
    await expect(box).toBeFocused()
    await box.pressSequentially('waste', { delay: 15 })
    release()
    const results = page.locator('#site-search-results')
    const status = results.getByRole('status')
    await expect(status).toHaveText(/^\d+ results$/)
    const count = Number((await status.textContent())!.match(/\d+/)![0])
    await expect(results.getByRole('listbox', { name: 'Suggestions' })).toBeVisible()
    await expect(results.getByRole('option')).toHaveCount(5)
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await expect(results.getByRole('link', { name: `View all results (${count})` })).toBeVisible()
  })

  test('phone: pasting into the menu search before the live-search code arrives still opens the list', async ({
    page,
  }) => {
    phoneOnly()
    await page.goto('/en')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Main menu' })
    const box = dialog.locator('#mobile-search-input')
    await expect(box).toBeVisible()
    const release = await holdStartupScripts(page)
    await box.focus()
    // One input event with the whole text, as a paste makes.
    await page.keyboard.insertText('waste station')
    release()
    const results = dialog.locator('#mobile-search-results')
    const status = results.getByRole('status')
    await expect(status).toHaveText(/^\d+ results$/)
    const count = Number((await status.textContent())!.match(/\d+/)![0])
    await expect(results.getByRole('listbox', { name: 'Suggestions' })).toBeVisible()
    await expect(results.getByRole('option')).toHaveCount(Math.min(5, count))
    await expect(box).toHaveAttribute('aria-expanded', 'true')
  })
})

test.describe('publishing', () => {
  test('a change saved in /admin is searchable within 5 seconds, without a restart', async ({ page, request }) => {
    desktopOnly()
    test.setTimeout(90_000)
    const found = await (await request.get('/api/waste-stations?where[name][like]=K%C3%A4rla&limit=1&locale=et')).json()
    const id = found.docs[0].id as number
    // Warm the index first, so the test sees a rebuild caused by the save, not a first build.
    expect((await (await request.get('/api/v1/search?q=Kärla&locale=et')).json()).total).toBeGreaterThan(0)
    const name = `Proovijaam${Date.now().toString(36)} jäätmejaam`
    const word = name.split(' ')[0]

    await signInToAdmin(page)
    await page.goto(`/admin/collections/waste-stations/${id}?locale=et`)
    const field = page.locator('#field-name')
    await expect(field).toBeVisible({ timeout: 15_000 })
    await field.fill(name)
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/api/waste-stations/${id}`) && r.request().method() !== 'GET' && r.ok(),
      { timeout: 15_000 },
    )
    await page.locator('#action-save').click()
    await saved

    await expect
      .poll(
        async () => {
          const body = await (await request.get(`/api/v1/search?q=${encodeURIComponent(word)}&locale=et`)).json()
          return body.results.map((r: { title: string }) => r.title)
        },
        { timeout: 5_000 },
      )
      .toContain(name)
  })
})
