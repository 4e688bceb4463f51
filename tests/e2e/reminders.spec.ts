import { expect, test, type Page } from '@playwright/test'
import { adminToken } from './support/admin'
import { createNotice } from './support/notices'
import { expectNoAxeViolations } from './support/axe'
import { PHONE } from './support/phone'
import { waitForHydration } from './support/scripts'
import { lookupField } from './support/lookup'

// Pickup reminders: the subscription form on the lookup result, its answer page, the confirm and
// manage pages, and the emergency banner, in three languages. The browser-test server has no SMTP server, so
// mails stay queued; their contents and the delivery are covered by tests/int/reminders.int.test.ts.

const KNOWN = '900000001'
test.describe.configure({ timeout: 120_000 })

// Each test speaks as its own client (the server trusts loopback as its proxy), so lookup and form budgets
// never spill between tests.
const client = (n: number) => ({
  'x-forwarded-for': `10.${test.info().project.name === 'phone' ? 4 : 3}.${test.info().parallelIndex}.${n}`,
})

// The flows that must work without JavaScript run in contexts without it, and their pages are checked with axe
// there too (support/axe.ts runs it on a page without scripts).

test(
  'without JavaScript: subscribe from the next-shipping-day result and get the same answer page',
  PHONE,
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: client(1) })
    const page = await context.newPage()
    await page.goto(`/customer-support/next-shipping-day?contractNumber=${KNOWN}`)
    const form = page.getByRole('region', { name: 'Meeldetuletus e-postiga' })
    await expect(form).toBeVisible()
    await expectNoAxeViolations(page)
    await form.getByRole('textbox', { name: 'E-posti aadress' }).fill(`e2e-${test.info().project.name}@example.ee`)
    await form.getByRole('radio', { name: 'Samal päeval kell 7.00' }).check()
    await form.getByRole('button', { name: 'Telli meeldetuletus' }).click()
    await expect(page).toHaveURL(new RegExp(`/reminders\\?status=sent&contractNumber=${KNOWN}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'et')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meeldetuletuse tellimine')
    await expect(page.getByText(/avage see 48 tunni jooksul/)).toBeVisible()
    await expectNoAxeViolations(page)
    // Back to the same contract's collection days, not to an empty lookup.
    await page.getByRole('link', { name: /^Tagasi/ }).click()
    await expect(page).toHaveURL(new RegExp(`/customer-support/next-shipping-day\\?contractNumber=${KNOWN}$`))
    await expect(page.getByRole('region', { name: 'Meeldetuletus e-postiga' })).toBeVisible()
    await context.close()
  },
)

test('with JavaScript: the home page lookup offers the reminder form in Russian', PHONE, async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: client(2) })
  const page = await context.newPage()
  await page.goto('/ru')
  await waitForHydration(page)
  const lookup = page.getByRole('region', { name: 'Когда опорожнят мой контейнер?' })
  await lookupField(lookup, 'Адрес или номер договора').fill(KNOWN)
  await lookup.getByRole('button', { name: 'Показать вывозы' }).click()
  const form = lookup.getByRole('region', { name: 'Напоминание по e-mail' })
  await expect(form).toBeVisible()
  await expectNoAxeViolations(page)
  await form.getByRole('textbox', { name: 'Адрес e-mail' }).fill('klient@example.ee')
  await form.getByRole('button', { name: 'Подписаться на напоминания' }).click()
  await expect(page).toHaveURL(new RegExp(`/ru/reminders\\?status=sent&contractNumber=${KNOWN}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Подписка на напоминания')
  await expectNoAxeViolations(page)
  await context.close()
})

test(
  'the next-shipping-day form, and the confirm and manage pages refusing a link that is not genuine, in English',
  PHONE,
  async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: client(3) })
    const page = await context.newPage()
    await page.goto(`/en/customer-support/next-shipping-day?contractNumber=${KNOWN}`)
    await expect(page.getByRole('region', { name: 'Reminder by e-mail' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto(`/en/reminders/confirm?token=${'A'.repeat(43)}`)
    // The link's token is exchanged for a cookie at once: the page ends on an address without it.
    await expect(page).toHaveURL(/\/en\/reminders\/confirm$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your reminder subscription')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Confirm subscription' }).click()
    await expect(page).toHaveURL(/\/en\/reminders\/confirm\?error=invalid$/)
    await expect(page.getByText('This confirmation link is invalid, already used or expired')).toBeVisible()
    await page.goto(`/en/reminders/manage?token=1.${'B'.repeat(43)}`)
    await expect(page).toHaveURL(/\/en\/reminders\/manage$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My reminders')
    await expect(page.getByText('This link is invalid or has expired')).toBeVisible()
    // An expired link offers a new one by e-mail.
    const request = page.getByRole('region', { name: 'Get a new link' })
    await expect(request.getByRole('textbox', { name: 'Contract number' })).toBeVisible()
    await expect(request.getByRole('button', { name: 'Send a new link' })).toBeVisible()
    await expectNoAxeViolations(page)
    await context.close()
  },
)

test(
  'the emergency banner: on every page of each language, accessible, hidden without JavaScript',
  PHONE,
  async ({ browser, playwright, baseURL }) => {
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Authorization: `JWT ${adminToken()}` },
    })
    const tag = `${test.info().project.name}-${Date.now()}`
    const notice = await createNotice(api, tag)
    const withJs = await browser.newContext({ extraHTTPHeaders: client(4) })
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: client(5) })
    try {
      // One notice of the banner region (the other project's test may show its own notice beside it).
      const banner = (page: Page, label: string, title: string) =>
        page.getByRole('region', { name: label }).locator('div').filter({ hasText: title })
      const js = await withJs.newPage()
      await js.goto('/ru/about')
      await expect(
        banner(js, 'Важное уведомление', notice.title.ru).getByRole('link', { name: 'Читать уведомление' }),
      ).toHaveAttribute('href', `/ru/about/news/e2e-banner-${tag}`)
      await js.goto('/en/customer-support/contact-us')
      await expect(banner(js, 'Important notice', notice.title.en)).toBeVisible()
      await expectNoAxeViolations(js)

      const page = await context.newPage()
      await page.goto('/customer-support/next-shipping-day')
      const et = banner(page, 'Oluline teade', notice.title.et)
      await expect(et).toBeVisible()
      // The banner comes before the page's content in the document, so showing it shifts nothing later.
      const before = await et.boundingBox()
      expect(before?.y).toBeLessThan((await page.getByRole('heading', { level: 1 }).boundingBox())!.y)
      await et.getByRole('button', { name: 'Peida teade' }).click()
      await expect(page).toHaveURL(/\/customer-support\/next-shipping-day$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Järgmine tühjenduspäev')
      await expect(banner(page, 'Oluline teade', notice.title.et)).toHaveCount(0)
      // Hidden for this visitor in every language.
      await page.goto('/en')
      await expect(banner(page, 'Important notice', notice.title.en)).toHaveCount(0)
    } finally {
      await withJs.close()
      await context.close()
      await api.delete(`/api/posts/${notice.id}`)
      await api.dispose()
    }
  },
)
