import { type APIRequestContext } from '@playwright/test'
import { expect, test } from './support/visitor'
import { expectNoAxeViolations } from './support/axe'
import { waitForHydration } from './support/scripts'
import { PHONE } from './support/phone'
import { lookupField } from './support/lookup'
import { clientsIn } from './support/clients'

// Demo data: contracts 900000001 … 900000240 are seeded 13 weeks ahead; 900999999 does not exist.
const KNOWN = '900000001'
const UNKNOWN = '900999999'
const COMPAT = '/wp-json/general-purpose-api/upcoming-discharges'
const PAGE = '/customer-support/next-shipping-day'

// Each API test speaks as its own client address, so the per-client lookup limit of one test never
// spills into another: the browser-test server trusts loopback as its proxy (TRUSTED_PROXIES in
// scripts/test/e2e-server.mjs), so the last X-Forwarded-For entry is the client. Workers and projects get
// disjoint ranges.
const client = clientsIn({ desktop: 1, phone: 2 })

// The shared 2-core box is slow; these flows load several server-rendered pages each.
test.describe.configure({ timeout: 120_000 })
const todayInTallinn = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(new Date())

async function compat(request: APIRequestContext, query: string, headers = client()) {
  return request.get(`${COMPAT}${query}`, { headers })
}

test.describe('compatibility endpoint', () => {
  test('answers the old shape: an array of upcoming discharges sorted by date', async ({ request }) => {
    const response = await compat(request, `?contractNumber=${KNOWN}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/json')
    expect(response.headers()['cache-control']).toBe('private, max-age=600, stale-while-revalidate=600')
    const body = (await response.json()) as Record<string, unknown>[]
    expect(Array.isArray(body)).toBe(true)
    expect(body.length).toBeGreaterThan(4)
    const today = todayInTallinn()
    for (const item of body) {
      expect(Object.keys(item).sort()).toEqual(['address', 'contractNumber', 'date', 'garbage', 'itemType'])
      expect(item.contractNumber).toBe(KNOWN)
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect((item.date as string) >= today).toBe(true)
      for (const key of ['garbage', 'itemType', 'address']) expect(typeof item[key]).toBe('string')
    }
    const dates = body.map((i) => i.date as string)
    expect(dates).toEqual([...dates].sort())
  })

  test('an unknown contract gets []', async ({ request }) => {
    const response = await compat(request, `?contractNumber=${UNKNOWN}`)
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual([])
  })

  for (const [name, query] of [
    ['missing', ''],
    ['empty', '?contractNumber='],
    ['over-long', `?contractNumber=${'1'.repeat(21)}`],
    ['malformed', '?contractNumber=12ab'],
    ['injection-like', "?contractNumber=1'%20OR%201=1"],
  ]) {
    test(`a ${name} contract number gets 400 with a JSON error`, async ({ request }) => {
      const response = await compat(request, query)
      expect(response.status()).toBe(400)
      const body = await response.json()
      expect(body.error.code).toBe('invalid_contract_number')
      expect(typeof body.error.message).toBe('string')
    })
  }

  test('limits different contracts per client with 429 and Retry-After; repeats of a known one still pass', async ({
    request,
  }) => {
    const headers = client()
    for (let i = 0; i < 30; i++) {
      const r = await compat(request, `?contractNumber=${900000001 + i}`, headers)
      expect(r.status(), `lookup ${i + 1}`).toBe(200)
      // Each answer says what is left of the quota it announces.
      expect(r.headers()['ratelimit-policy']).toBe('"lookups";q=30;w=60')
      expect(r.headers()['ratelimit']).toMatch(new RegExp(`^"lookups";r=${29 - i};t=\\d+$`))
    }
    const refused = await compat(request, '?contractNumber=900000100', headers)
    expect(refused.status()).toBe(429)
    const retryAfter = Number(refused.headers()['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(refused.headers()['ratelimit']).toBe(`"lookups";r=0;t=${retryAfter}`)
    expect((await refused.json()).error.code).toBe('rate_limited')
    // The same budget covers our API and the feed …
    expect((await request.get('/api/v1/contracts/900000101/discharges', { headers })).status()).toBe(429)
    expect((await request.get('/api/v1/contracts/900000102/calendar.ics', { headers })).status()).toBe(429)
    // … but a calendar re-polling a contract already looked up is not cut off.
    expect((await request.get(`/api/v1/contracts/${KNOWN}/calendar.ics`, { headers })).status()).toBe(200)
    // Other clients are unaffected.
    expect((await compat(request, '?contractNumber=900000100')).status()).toBe(200)
  })
})

test.describe('client address', () => {
  test('forged X-Forwarded-For entries left of the proxy’s own, or a forged x-client-address, buy no fresh budget', async ({
    request,
  }) => {
    const seenByProxy = client()['x-forwarded-for']
    // What an attacker sends through the proxy: a new address each time, which the proxy keeps and appends to.
    const forged = (i: number) => ({
      'x-forwarded-for': `203.0.113.${i}, ${seenByProxy}`,
      'x-client-address': `198.51.100.${i}`,
    })
    for (let i = 0; i < 30; i++) {
      expect((await compat(request, `?contractNumber=${900000041 + i}`, forged(i))).status(), `lookup ${i + 1}`).toBe(
        200,
      )
    }
    expect((await compat(request, '?contractNumber=900000099', forged(99))).status()).toBe(429)
    expect((await request.get('/api/v1/contracts/900000098/discharges', { headers: forged(98) })).status()).toBe(429)
  })
})

test.describe('our API and the calendar feed', () => {
  test('GET /api/v1/contracts/{n}/discharges adds labels, next per waste type and feed links', async ({ request }) => {
    const response = await request.get(`/api/v1/contracts/${KNOWN}/discharges?lang=en`, { headers: client() })
    expect(response.status()).toBe(200)
    const body = await response.json()
    expect(body.contractNumber).toBe(KNOWN)
    expect(body.discharges.length).toBeGreaterThan(4)
    expect(body.discharges[0]).toEqual(
      expect.objectContaining({
        contractNumber: KNOWN,
        wasteTypeLabel: expect.any(String),
        weekday: expect.any(Number),
      }),
    )
    const kinds = new Set(
      body.discharges.map((d: { garbage: string; itemType: string }) => `${d.garbage}|${d.itemType}`),
    )
    expect(body.nextByWasteType).toHaveLength(kinds.size)
    expect(body.calendar.subscribe).toMatch(/^webcal:\/\/.+\/api\/v1\/contracts\/900000001\/calendar\.ics\?lang=en$/)
    expect((await request.get('/api/v1/contracts/abc/discharges', { headers: client() })).status()).toBe(400)
    expect((await request.get(`/api/v1/contracts/${KNOWN}/discharges?lang=de`, { headers: client() })).status()).toBe(
      400,
    )
  })

  test('calendar.ics is iCalendar with one event per discharge, a reminder on request and 304 on re-poll', async ({
    request,
  }) => {
    const headers = client()
    const count = ((await (await compat(request, `?contractNumber=${KNOWN}`, headers)).json()) as unknown[]).length
    const response = await request.get(`/api/v1/contracts/${KNOWN}/calendar.ics?lang=et&reminder=18:00`, { headers })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/calendar')
    const text = await response.text()
    expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true)
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(count)
    expect(text.match(/BEGIN:VALARM/g)).toHaveLength(count)
    const etag = response.headers()['etag']
    const again = await request.get(`/api/v1/contracts/${KNOWN}/calendar.ics?lang=et&reminder=18:00`, {
      headers: { ...headers, 'if-none-match': etag },
    })
    expect(again.status()).toBe(304)
    expect((await request.get(`/api/v1/contracts/${KNOWN}/calendar.ics?reminder=25:00`, { headers })).status()).toBe(
      400,
    )
  })

  test('the Payload REST collection is closed to the public and the import needs configuring', async ({ request }) => {
    const rest = await request.get('/api/discharges?limit=5')
    expect(rest.status()).toBe(403)
    expect(await rest.text()).not.toContain('"address"')
    const imp = await request.post('/api/v1/discharges/import', {
      data: [],
      headers: { 'content-type': 'application/json' },
    })
    expect(imp.status()).toBe(503)
    expect((await imp.json()).error.code).toBe('import_disabled')
  })
})

test.describe('next-shipping-day page', () => {
  test('without JavaScript: GET form, 4 cards per page, pagination, go-to-page and filtering', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(PAGE)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Järgmine tühjenduspäev')
    await lookupField(page, 'Aadress või lepingu number').fill(KNOWN)
    await page.getByRole('button', { name: 'Näita tühjendusi' }).click()
    await expect(page).toHaveURL(new RegExp(`contractNumber=${KNOWN}`))
    const results = page.getByRole('region', { name: `Lepingu ${KNOWN} tulevased tühjendused` })
    const cards = results.getByRole('heading', { level: 3 })
    await expect(cards).toHaveCount(4)
    // Estonian weekday names are lower case, also at the start of a date: "reede, 27.11.2026".
    await expect(cards.first()).toHaveText(/^(esmaspäev|teisipäev|kolmapäev|neljapäev|reede), \d{2}\.\d{2}\.\d{4}$/)
    await expect(results.getByText('Mahuti / toode').first()).toBeVisible()
    const firstPage = await cards.allTextContents()

    const nav = page.getByRole('navigation', { name: 'Tühjenduste lehed' })
    await nav.getByRole('link', { name: 'Leht 2' }).click()
    await expect(cards).toHaveCount(4)
    expect(await cards.allTextContents()).not.toEqual(firstPage)
    await expect(
      page.getByRole('navigation', { name: 'Tühjenduste lehed' }).locator('[aria-current="page"]'),
    ).toContainText('2')

    const goTo = page.getByRole('spinbutton', { name: /Mine lehele \(1–(\d+)\)/ })
    const max = Number(await goTo.getAttribute('max'))
    expect(max).toBeGreaterThan(1)
    expect(await goTo.getAttribute('min')).toBe('1')
    await goTo.fill(String(max))
    await page.getByRole('button', { name: 'Mine', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`page=${max}`))
    await expect(
      page.getByRole('navigation', { name: 'Tühjenduste lehed' }).locator('[aria-current="page"]'),
    ).toContainText(String(max))

    await page.getByRole('searchbox', { name: 'Otsi tühjenduste hulgast' }).fill('Segaolme')
    await page.getByRole('search', { name: 'Otsi tühjenduste hulgast' }).getByRole('button', { name: 'Otsi' }).click()
    await expect(page).toHaveURL(/q=Segaolme/)
    const filtered = page
      .getByRole('region', { name: `Lepingu ${KNOWN} tulevased tühjendused` })
      .locator('dd', { hasText: /Segaolmejäätmed|Biolagunevad|Segapakendid|Paber|Klaas|Aia/ })
    for (const text of await filtered.allTextContents()) expect(text).toBe('Segaolmejäätmed')
    await page.getByRole('searchbox', { name: 'Otsi tühjenduste hulgast' }).fill('zzzz-not-there')
    await page.getByRole('search', { name: 'Otsi tühjenduste hulgast' }).getByRole('button', { name: 'Otsi' }).click()
    await expect(page.getByText('Otsingule „zzzz-not-there” vastavaid tühjendusi ei leitud.')).toBeVisible()
    // axe needs JavaScript in the page; the same markup is checked in the JavaScript tests.
    await context.close()
  })

  test('empty, invalid and rate-limited lookups show translated messages', async ({ page, request }) => {
    await page.goto(`${PAGE}?contractNumber=${UNKNOWN}`)
    await expect(page.getByText('Tulevasi tühjendeid pole')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto(`/en${PAGE}?contractNumber=${UNKNOWN}`)
    await expect(page.getByText('No upcoming collections')).toBeVisible()
    await page.goto(`/ru${PAGE}?contractNumber=abc`)
    await expect(page.getByText('Номер договора может содержать только цифры (не более 20).')).toBeVisible()
    await expect(lookupField(page, 'Адрес или номер договора')).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)

    const headers = client()
    for (let i = 0; i < 30; i++) await compat(request, `?contractNumber=${900000150 + i}`, headers)
    await page.setExtraHTTPHeaders(headers)
    await page.goto(`/en${PAGE}?contractNumber=900000200`)
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      // The wait in words people use: seconds only under a minute ("9 minutes", never "540 seconds").
      /Too many lookups\. Please try again in (?:[1-5]?\d seconds?|\d+ minutes?|\d+ hours?)\./,
    )
    await expectNoAxeViolations(page)
  })

  // On the worker's open page (./visitor.ts): its localStorage and listeners are reset after every test.
  test('with JavaScript: submit disabled while empty, no request for an empty number, remember on opt-in', async ({
    visitor: page,
  }) => {
    const lookups: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('contractNumber=')) lookups.push(r.url())
    })
    await page.goto(PAGE)
    await waitForHydration(page)
    const field = lookupField(page, 'Aadress või lepingu number')
    const submit = page.getByRole('button', { name: 'Näita tühjendusi' })
    await expect(submit).toBeDisabled()
    await field.fill('   ')
    await expect(submit).toBeDisabled()
    await field.press('Enter')
    expect(lookups).toEqual([])

    // Without the tick nothing is stored.
    await field.fill(KNOWN)
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(page.getByRole('region', { name: `Lepingu ${KNOWN} tulevased tühjendused` })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('discharges.contracts'))).toBeNull()

    await lookupField(page, 'Aadress või lepingu number').fill('900000002')
    await page.getByRole('checkbox', { name: 'Jätke see leping selles seadmes meelde' }).check()
    await page.getByRole('button', { name: 'Näita tühjendusi' }).click()
    await expect(page.getByRole('region', { name: 'Lepingu 900000002 tulevased tühjendused' })).toBeVisible()
    // The contract's own page, loaded afresh: the remembered numbers are the island's, which starts with the
    // visitor's first interaction there.
    await waitForHydration(page)
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('discharges.contracts'))) ?? '[]')).toEqual([
      '900000002',
    ])
    const remembered = page.getByRole('region', { name: 'Meelde jäetud lepingud' })
    await expect(remembered.getByRole('link', { name: '900000002' })).toBeVisible()
    await expectNoAxeViolations(page)
    await remembered.getByRole('button', { name: 'Unusta leping 900000002' }).click()
    await expect(page.getByRole('region', { name: 'Meelde jäetud lepingud' })).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('discharges.contracts'))).toBeNull()
  })

  // On the worker's open page (./visitor.ts): it only looks.
  test('offers the calendar subscription and download', PHONE, async ({ visitor: page, request }) => {
    await page.goto(`/en${PAGE}?contractNumber=${KNOWN}`)
    // The full result (cards, filter, pagination, calendar links) is axe clean.
    await expect(page.getByRole('navigation', { name: 'Collection pages' })).toBeVisible()
    await expectNoAxeViolations(page)
    const subscribe = page.getByRole('link', { name: 'Subscribe in your calendar' })
    await expect(subscribe).toHaveAttribute(
      'href',
      new RegExp(`^webcal://.+/api/v1/contracts/${KNOWN}/calendar\\.ics\\?lang=en$`),
    )
    const download = page.getByRole('link', { name: 'Download .ics' })
    const href = await download.getAttribute('href')
    const ics = await request.get(href!, { headers: client() })
    expect(ics.status()).toBe(200)
    expect(ics.headers()['content-disposition']).toContain('attachment')
    expect(await ics.text()).toContain('BEGIN:VALARM')
  })
})

test.describe('home page lookup', () => {
  test(
    'with JavaScript: shows the next date per waste type in place and links to the full list',
    PHONE,
    // On the worker's open page (./visitor.ts): a lookup stores nothing.
    async ({ visitor: page }) => {
      // The lookup is an island of plain script (decision 051): React never starts on the home page.
      const reactScripts: string[] = []
      page.on('request', (r) => {
        if (/\/_next\/static\/chunks\/.*\.js$/.test(r.url())) reactScripts.push(r.url())
      })
      await page.goto('/en')
      await waitForHydration(page)
      const section = page.getByRole('region', { name: 'When is my container emptied?' })
      await expect(section.getByRole('button', { name: 'Show collections' })).toBeDisabled()
      await lookupField(section, 'Address or contract number').fill(KNOWN)
      await section.getByRole('button', { name: 'Show collections' }).click()
      await expect(section.getByRole('heading', { name: 'Next collections' })).toBeVisible()
      await expect(page).toHaveURL(/\/en$/)
      const items = section.getByRole('listitem')
      expect(await items.count()).toBeGreaterThan(0)
      await expect(items.first()).toContainText(/\d{2}\.\d{2}\.\d{4}/)
      await expectNoAxeViolations(page)
      expect(reactScripts).toEqual([])
      // A missed collection is reported as a service complaint for this contract.
      await expect(section.getByRole('link', { name: 'Was your container not emptied?' })).toHaveAttribute(
        'href',
        new RegExp(`^/en/customer-support/contact-us\\?topic=3&contract=${KNOWN}(&address=|$)`),
      )
      await section.getByRole('link', { name: `All collections for contract ${KNOWN}` }).click()
      await expect(page).toHaveURL(new RegExp(`/en/customer-support/next-shipping-day\\?contractNumber=${KNOWN}`))
      await expect(
        page
          .getByRole('region', { name: `Upcoming collections for contract ${KNOWN}` })
          .getByRole('heading', { level: 3 }),
      ).toHaveCount(4)
    },
  )

  test('with JavaScript: an unknown contract shows the empty message', async ({ visitor: page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const section = page.getByRole('region', { name: 'Millal minu konteinerit tühjendatakse?' })
    await lookupField(section, 'Aadress või lepingu number').fill(UNKNOWN)
    await section.getByRole('button', { name: 'Näita tühjendusi' }).click()
    await expect(section.getByText('Tulevasi tühjendeid pole')).toBeVisible()
  })

  test('without JavaScript: the form opens the full list', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/ru')
    const section = page.getByRole('region', { name: 'Когда опорожнят мой контейнер?' })
    await lookupField(section, 'Адрес или номер договора').fill(KNOWN)
    await section.getByRole('button', { name: 'Показать вывозы' }).click()
    await expect(page).toHaveURL(new RegExp(`/ru/customer-support/next-shipping-day\\?contractNumber=${KNOWN}`))
    await expect(
      page.getByRole('region', { name: `Предстоящие вывозы по договору ${KNOWN}` }).getByRole('heading', { level: 3 }),
    ).toHaveCount(4)
    // Without JavaScript, the complaint form opens with the contract and address filled in.
    await page.getByRole('link', { name: 'Контейнер не опорожнили?' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Тема: Жалоба на услугу' })).toBeVisible()
    await expect(page.getByLabel(/^Номер клиента или договора/)).toHaveValue(KNOWN)
    await expect(page.getByLabel(/^Адрес вывоза отходов/)).not.toHaveValue('')
    await context.close()
  })
})
