import type { Page } from '@playwright/test'
import { DEMO_ADDRESS_CASES } from '../../seed/discharges/cases'
import { expect, test } from './support/visitor'
import { expectNoAxeViolations } from './support/axe'
import { PHONE } from './support/phone'
import { holdStartupScripts, waitForHydration } from './support/scripts'
import { lookupField } from './support/lookup'
import { clientsIn } from './support/clients'

// Collection days by address: the one field's suggestions (an ARIA combobox), the list of matches without
// JavaScript, an apartment building's containers with their next days, a moved day's reason, the last
// collection's state and the missed-collection report, privacy, limits and bad input. Demo data:
// seed/discharges/cases.ts (Sõpruse pst 151, Tallinn: an apartment association and a shop).

const PAGE = '/customer-support/next-shipping-day'
const BUILDING = DEMO_ADDRESS_CASES.apartmentBuilding
const [ASSOCIATION, SHOP] = DEMO_ADDRESS_CASES.sharedAddresses[0].contracts
const DEMO_CONTRACT = /9000000\d\d/
const prefix = (locale: 'et' | 'ru' | 'en') => (locale === 'et' ? '' : `/${locale}`)
const todayInTallinn = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(new Date())

// Each test speaks as clients of its own (the browser-test server trusts loopback as its proxy), so one test's
// lookups and suggestions never spend another's budget. Ranges apart from the other specs'.
const client = clientsIn({ desktop: 5, phone: 6 })

test.describe.configure({ timeout: 120_000 })

const text = {
  et: {
    label: 'Aadress või lepingu number',
    typed: 'sopruse pst 151',
    found: /^Leiti \d+ aadressi?; valige/,
    heading: `Tühjendused aadressil ${BUILDING.address}`,
    mixed: 'Segaolmejäätmed',
    bigBins: 'Konteiner 660 L × 2',
    submit: 'Näita tühjendusi',
  },
  ru: {
    label: 'Адрес или номер договора',
    typed: 'Сыпрузе 151',
    found: /^Найден[оa]? \d+ адрес/,
    heading: `Вывоз по адресу ${BUILDING.address}`,
    mixed: 'Смешанные бытовые отходы',
    bigBins: 'Контейнер 660 л × 2',
    submit: 'Показать вывозы',
  },
  en: {
    label: 'Address or contract number',
    typed: 'Sopruse 151 Tallinn',
    found: /^\d+ address(es)? found; choose/,
    heading: `Collections at ${BUILDING.address}`,
    mixed: 'Mixed municipal waste',
    bigBins: 'Container 660 L × 2',
    submit: 'Show collections',
  },
} as const

/** The address's region: its heading names the address. */
const answer = (page: Page, heading: string) => page.getByRole('region', { name: heading })

for (const locale of ['et', 'ru', 'en'] as const) {
  test(
    `typing an address offers suggestions, the keyboard chooses one, each container shows its days (${locale})`,
    PHONE,
    async ({ page }) => {
      const t = text[locale]
      await page.setExtraHTTPHeaders(client())
      await page.goto(`${prefix(locale)}${PAGE}`)
      await waitForHydration(page)
      const field = page.getByRole('combobox', { name: t.label })
      await field.fill(t.typed)
      const options = page.getByRole('listbox').getByRole('option')
      await expect(options.first()).toHaveText(BUILDING.address)
      await expect(field).toHaveAttribute('aria-expanded', 'true')
      expect(await options.count()).toBeLessThanOrEqual(8)
      // The count is announced in the field's status region.
      await expect(page.getByRole('status').filter({ hasText: t.found })).toHaveCount(1)
      await expectNoAxeViolations(page)

      await field.press('ArrowDown')
      await expect(options.first()).toHaveAttribute('aria-selected', 'true')
      await expect(field).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!)
      await field.press('Enter')
      await expect(page).toHaveURL(new RegExp(`address=${BUILDING.propertyId}`))
      const region = answer(page, t.heading)
      await expect(region).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      // The association's four kinds of container and the shop's two, each a card with its own heading.
      await expect(region.getByRole('heading', { level: 3 })).toHaveCount(6)
      const bigBins = region.getByRole('listitem').filter({ hasText: t.bigBins })
      await expect(bigBins.getByRole('heading', { level: 3 })).toHaveText(t.mixed)
      await expect(bigBins.locator('time').first()).toHaveText(/\d{2}\.\d{2}\.\d{4}$/)
      await expectNoAxeViolations(page)
    },
  )
}

test('an address typed before the island arrives is suggested once it does, without React', async ({ page }) => {
  const t = text.en
  await page.setExtraHTTPHeaders(client())
  const reactScripts: string[] = []
  page.on('request', (r) => {
    if (/\/_next\/static\/chunks\/.*\.js$/.test(r.url())) reactScripts.push(r.url())
  })
  const release = await holdStartupScripts(page)
  await page.goto(`/en${PAGE}`)
  // Typing is the first interaction: it asks for the islands, which are held back here.
  await lookupField(page, t.label).fill(t.typed)
  await expect(page.getByRole('combobox')).toHaveCount(0)
  release()
  const field = page.getByRole('combobox', { name: t.label })
  await expect(field).toHaveValue(t.typed)
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(BUILDING.address)
  await expect(page.getByRole('checkbox', { name: 'Remember this contract on this device' })).not.toBeChecked()
  expect(reactScripts).toEqual([])
})

test('without JavaScript the form lists the matching addresses as links', PHONE, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: client() })
  const page = await context.newPage()
  await page.goto(`/ru${PAGE}`)
  await lookupField(page, text.ru.label).fill('Сыпрузе пст 151')
  await page.getByRole('button', { name: text.ru.submit }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Адреса по запросу «Сыпрузе пст 151»' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: BUILDING.address }).click()
  await expect(answer(page, text.ru.heading)).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  // The field keeps the chosen address.
  await expect(lookupField(page, text.ru.label)).toHaveValue(BUILDING.address)
  await expectNoAxeViolations(page)

  // An address we do not serve says so, and where to look.
  await page.goto(`/en${PAGE}?lookup=${encodeURIComponent('Olematu tänav 999, Kuuvald')}`)
  await expect(page.getByRole('heading', { level: 2, name: /^Addresses matching/ })).toBeVisible()
  // A contract number typed into the same field opens its plan.
  await page.goto(`/en${PAGE}?lookup=${ASSOCIATION}`)
  await expect(page).toHaveURL(new RegExp(`contractNumber=${ASSOCIATION}`))
  await expect(page.getByRole('region', { name: `Upcoming collections for contract ${ASSOCIATION}` })).toBeVisible()
  await context.close()
})

test('a moved day says why: on the address, the contract page, the JSON and the calendar feed', async ({
  page,
  request,
}) => {
  const headers = client()
  await page.setExtraHTTPHeaders(headers)
  const moved = /Moved from [A-Z][a-z]{2} \d{2}\.\d{2} \((road works|[A-Z][A-Za-z' ]+)\)/
  await page.goto(`/en${PAGE}?address=${BUILDING.propertyId}`)
  // The association's mixed waste is moved by road works every third week (or by a holiday): one of its four
  // dates shown says so.
  const bigBins = answer(page, text.en.heading).getByRole('listitem').filter({ hasText: text.en.bigBins })
  await expect(bigBins).toContainText(moved)

  await page.goto(`/en${PAGE}?contractNumber=${ASSOCIATION}&q=${encodeURIComponent('road works')}`)
  const cards = page.getByRole('region', { name: `Upcoming collections for contract ${ASSOCIATION}` })
  await expect(cards.getByRole('listitem').first()).toContainText(/Moved from .+ \(road works\)/)

  const json = await request.get(`/api/v1/contracts/${ASSOCIATION}/discharges?lang=ru`, { headers })
  const items = ((await json.json()) as { discharges: Record<string, unknown>[] }).discharges
  const shifted = items.find((d) => d.shiftReason === 'road_works')
  expect(shifted).toMatchObject({ originalDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
  expect(shifted!.shift).toMatch(/^Перенесено с .+ \(дорожные работы\)$/)

  const feed = await request.get(`/api/v1/contracts/${ASSOCIATION}/calendar.ics?lang=en`, { headers })
  // iCalendar folds long lines; unfolded, a moved day's event describes why.
  const unfolded = (await feed.text()).replace(/\r\n[ \t]/g, '')
  expect(unfolded).toMatch(/DESCRIPTION:[^\r\n]*Moved from [^\r\n]*\(road works\)/)
})

test('the last collection’s state, and the missed-collection report filled in', PHONE, async ({ page, request }) => {
  const headers = client()
  await page.setExtraHTTPHeaders(headers)
  const json = await request.get(`/api/v1/addresses/${BUILDING.propertyId}/collections?lang=en`, { headers })
  expect(json.status()).toBe(200)
  const body = (await json.json()) as {
    containers: { wasteType: string; itemType: string; today: { status: string } | null; last: { date: string } }[]
  }
  const shopBin = body.containers.find((c) => c.itemType === 'Konteiner 240 L' && c.wasteType === 'Segaolmejäätmed')
  expect(shopBin?.last).toMatchObject({ status: 'not_collected', statusReason: 'blocked_access' })

  await page.goto(`/en${PAGE}?address=${BUILDING.propertyId}`)
  const region = answer(page, text.en.heading)
  const cards = region.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })
  // The association's collections were collected (at 10:42 in the demo), so none of its cards offers a report.
  const bigBins = cards.filter({ hasText: text.en.bigBins })
  await expect(bigBins).toContainText('collected at 10:42')
  await expect(bigBins.getByRole('link', { name: 'Report a missed collection' })).toHaveCount(0)
  // Today's collection, where there is one (the association's are under way today in the demo), shows its state.
  const today = body.containers.filter((c) => c.today)
  for (const c of today) expect(['planned', 'in_progress', 'collected', 'not_collected']).toContain(c.today!.status)
  await expect(region.getByText('Today', { exact: true })).toHaveCount(today.length)
  const shop = cards.filter({ hasText: 'Container 240 L' }).filter({ hasText: text.en.mixed })
  await expect(shop).toContainText('not collected: access was blocked')
  await expectNoAxeViolations(page)

  await shop.getByRole('link', { name: 'Report a missed collection' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Topic: Service complaint' })).toBeVisible()
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}(\\s|$)`))
  await expect(field('Collection address')).toHaveValue(BUILDING.address)
  await expect(field('Date of the missed collection')).toHaveValue(shopBin!.last.date)
  expect(shopBin!.last.date <= todayInTallinn()).toBe(true)
  await expect(field('Details')).toHaveValue(
    /Container: Mixed municipal waste, Container 240 L\. Collection day: \d{2}\.\d{2}\.\d{4}\./,
  )
  // No contract number travels with an address: the helpdesk finds it.
  await expect(field('Customer or contract number')).toHaveValue('')
  await expectNoAxeViolations(page)
})

test('an address answer never names a contract, in HTML or JSON', async ({ page, request }) => {
  const headers = client()
  await page.setExtraHTTPHeaders(headers)
  for (const locale of ['et', 'ru', 'en'] as const) {
    const response = await page.goto(`${prefix(locale)}${PAGE}?address=${BUILDING.propertyId}`)
    expect(response?.headers()['cache-control']).toMatch(/^private\b/)
    await expect(answer(page, text[locale].heading)).toBeVisible()
    const html = await page.content()
    expect(html).not.toMatch(DEMO_CONTRACT)
    expect(html).not.toContain(SHOP)
  }
  const collections = await request.get(`/api/v1/addresses/${BUILDING.propertyId}/collections?lang=et`, { headers })
  expect(collections.headers()['cache-control']).toMatch(/^private\b/)
  const json = await collections.text()
  expect(json).not.toMatch(DEMO_CONTRACT)
  expect(json).not.toContain('contractNumber')
  const suggestions = await request.get(`/api/v1/addresses?q=${encodeURIComponent('Sõpruse pst 15')}`, { headers })
  expect(suggestions.headers()['cache-control']).toMatch(/^private\b/)
  const listed = (await suggestions.json()) as { suggestions: Record<string, unknown>[] }
  expect(listed.suggestions.length).toBeGreaterThan(0)
  for (const s of listed.suggestions) expect(Object.keys(s).sort()).toEqual(['id', 'label'])
  expect(JSON.stringify(listed)).not.toMatch(DEMO_CONTRACT)
})

test('addresses share the lookup budget; suggestions have their own', async ({ page, request }) => {
  const headers = client()
  // Thirty different contracts in a minute spend the client's budget of different lookups...
  for (let i = 0; i < 30; i++)
    await request.get(`/wp-json/general-purpose-api/upcoming-discharges?contractNumber=${900000100 + i}`, { headers })
  // ...so a new address is refused too, on the page and in the JSON.
  await page.setExtraHTTPHeaders(headers)
  await page.goto(`/en${PAGE}?address=${BUILDING.propertyId}`)
  await expect(page.getByRole('main').getByRole('alert')).toContainText(/Too many lookups\. Please try again in/)
  await expect(answer(page, text.en.heading)).toHaveCount(0)
  const refused = await request.get(`/api/v1/addresses/${BUILDING.propertyId}/collections?lang=en`, { headers })
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)

  // Suggestions: 120 a minute per client, then 429 with a reason.
  const other = client()
  let status = 200
  for (let i = 0; i < 125 && status === 200; i++)
    status = (await request.get(`/api/v1/addresses?q=${encodeURIComponent(`Kase ${i}`)}`, { headers: other })).status()
  expect(status).toBe(429)
})

test('bad input gets a translated message or a 4xx JSON error, never a 500', async ({ page, request }) => {
  const headers = client()
  await page.setExtraHTTPHeaders(headers)
  for (const [typed, message] of [
    ['<script>alert(1)</script>', 'An address cannot contain the characters < and >.'],
    [`Kase ${'9'.repeat(10_000)}`, 'That is too long for an address or a contract number (at most 200 characters).'],
    ['Kase 1234567', 'No address or contract has a number that long. Please check the number.'],
    ['1'.repeat(25), 'No address or contract has a number that long. Please check the number.'],
  ]) {
    const response = await page.goto(`/en${PAGE}?lookup=${encodeURIComponent(typed)}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByText(message)).toBeVisible()
    await expect(lookupField(page, text.en.label)).toHaveAttribute('aria-invalid', 'true')
  }
  await page.goto(`/et${PAGE}?address=${encodeURIComponent('<b>x</b>')}`)
  await expect(page.getByText('See aadressi link ei kehti. Palun otsige aadress uuesti.')).toBeVisible()
  await page.goto(`/et${PAGE}?address=a000000000000000`)
  await expect(page.getByText(/^Sellel aadressil ei ole meil tühjendusi plaanis/)).toBeVisible()
  await expectNoAxeViolations(page)

  for (const [path, status, code] of [
    ['/api/v1/addresses?q=%00Kase', 400, 'invalid_query'],
    [`/api/v1/addresses?q=${'9'.repeat(10_000)}`, 400, 'invalid_query'],
    ['/api/v1/addresses?q=Kase&limit=500', 400, 'invalid_request'],
    ['/api/v1/addresses', 400, 'invalid_request'],
    ['/api/v1/addresses/%3Cscript%3E/collections?lang=en', 400, 'invalid_address'],
    ['/api/v1/addresses/a000000000000000/collections?lang=en', 404, 'address_not_found'],
    [`/api/v1/addresses/${BUILDING.propertyId}/collections?lang=de`, 400, 'invalid_request'],
  ] as const) {
    const response = await request.get(path, { headers })
    expect(response.status(), path).toBe(status)
    expect(((await response.json()) as { error: { code: string } }).error.code, path).toBe(code)
  }
})

test('the home page field finds an address and opens its collections', PHONE, async ({ page }) => {
  await page.setExtraHTTPHeaders(client())
  await page.goto('/en')
  await waitForHydration(page)
  const section = page.getByRole('region', { name: 'When is my container emptied?' })
  await section.getByRole('combobox', { name: text.en.label }).fill('Raatuse 20')
  const option = section.getByRole('option', { name: DEMO_ADDRESS_CASES.secondApartmentBuilding.address })
  await option.click()
  await expect(page).toHaveURL(new RegExp(`address=${DEMO_ADDRESS_CASES.secondApartmentBuilding.propertyId}`))
  await expect(answer(page, `Collections at ${DEMO_ADDRESS_CASES.secondApartmentBuilding.address}`)).toBeVisible()
})
