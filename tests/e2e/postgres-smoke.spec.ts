import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, editTitleAndPublish } from './support/admin'
import { lookupField } from './support/lookup'

// The main journeys on PostgreSQL (playwright.postgres.config.ts): a production server that started on an
// empty database, migrated and seeded it itself (scripts/test/e2e-server.mjs with E2E_POSTGRES_URL). The SQLite
// suite checks each journey in depth; this checks that each works on the other database.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const KNOWN = '900000001'
const todayInTallinn = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(new Date())
const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

test('home page, in Estonian by default', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'et')
  await expect(h1(page)).toBeVisible()
  await expect(page.getByRole('navigation').first()).toBeVisible()
})

test('a CMS page in three languages', async ({ page }) => {
  for (const [path, lang, title] of [
    ['/about/company', 'et', 'Ettevõte'],
    ['/ru/about/company', 'ru', 'О компании'],
    ['/en/about/company', 'en', 'Company'],
  ]) {
    await page.goto(path)
    await expect(page.locator('html'), path).toHaveAttribute('lang', lang)
    await expect(h1(page), path).toHaveText(title)
  }
})

test('next collection day: the page and the old endpoint read the seeded plan', async ({ page }) => {
  await page.goto('/customer-support/next-shipping-day')
  await expect(h1(page)).toHaveText('Järgmine tühjenduspäev')
  await lookupField(page, 'Aadress või lepingu number').fill(KNOWN)
  await page.getByRole('button', { name: 'Näita tühjendusi' }).click()
  const results = page.getByRole('region', { name: `Lepingu ${KNOWN} tulevased tühjendused` })
  await expect(results.getByRole('heading', { level: 3 }).first()).toBeVisible()

  const response = await page.request.get(`/wp-json/general-purpose-api/upcoming-discharges?contractNumber=${KNOWN}`)
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { contractNumber: string; date: string }[]
  expect(body.length).toBeGreaterThan(4)
  const dates = body.map((item) => item.date)
  expect(dates).toEqual([...dates].sort())
  expect(dates[0] >= todayInTallinn()).toBe(true)
  expect(new Set(body.map((item) => item.contractNumber))).toEqual(new Set([KNOWN]))
})

test('site search finds waste stations typed without diacritics', async ({ page }) => {
  await page.goto('/search?searchQuery=jaatmejaam')
  await expect(h1(page)).toHaveText('Otsing')
  await expect(page.getByRole('heading', { level: 2, name: /Päringule „jaatmejaam“ leiti \d+ tulemust/ })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Otsingutulemused' }).getByRole('listitem').first()).toBeVisible()
})

test('a contact request is stored and confirmed with a reference number', async ({ page }) => {
  await page.goto('/en/customer-support/contact-us?topic=2')
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}(\\s|$)`))
  await field('Customer or contract number').fill('DEMO-1001')
  await field('Name').fill('Demo Customer')
  await field('Phone').fill('+372 5555 0101')
  await field('E-mail').fill('demo.customer@example.com')
  await field('Details').fill('A question sent through the PostgreSQL smoke test.')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page).toHaveURL(/\/en\/customer-support\/contact-us\/sent\?ref=JV-\d{8}-[A-Z0-9]{6}&receipt=/)
  await expect(h1(page)).toHaveText('Request sent')
  await expect(page.getByText(/^JV-\d{8}-[A-Z0-9]{6}$/)).toBeVisible()
})

/** The page's h1 as a visitor gets it: one request, no browser (a page load alone can take seconds here). */
async function h1Of(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text()
  return (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '')
}

test('an edit in the admin shows on the public page within 5 seconds', async ({ page, request }) => {
  // A page no SQLite browser test reads: both servers run from one build, whose page cache on disk
  // (.next/) they share while `npm test` runs them side by side.
  const path = '/services/container-washing'
  const found = await (await request.get(`/api/pages?where[path][equals]=${path}&limit=1`)).json()
  const id = found.docs[0].id as number
  // Its own title per attempt: a retry's save would otherwise change nothing (and the button stays disabled).
  const title = `Konteinerite pesu (muudetud PostgreSQLis, ${test.info().retry + 1})`
  expect(await h1Of(request, path)).not.toBe(title)

  // Signs in through the admin's own form: this run has no shared admin session (admin.setup.ts).
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(ADMIN.email)
  await page.locator('#field-password').fill(ADMIN.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 15_000 })

  await editTitleAndPublish(page, 'pages', id, 'et', title)

  // A visitor (the request fixture carries no admin session) sees it within 5 s.
  await expect.poll(() => h1Of(request, path), { timeout: 5_000 }).toBe(title)
  // The other languages keep their own titles.
  expect(await h1Of(request, `/en${path}`)).toBe('Container washing')
})
