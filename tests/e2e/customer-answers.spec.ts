import { type Page } from '@playwright/test'
import { expect, test } from './support/visitor'
import { expectNoAxeViolations } from './support/axe'
import { PHONE } from './support/phone'
import { adminToken } from './support/admin'
import { createNotice } from './support/notices'

/*
 * What a customer sees after the second round of fixes: a failed contact form post without JavaScript on a
 * phone opens at the error summary and no old ?topic= in the address; the sorting
 * assistant answers describing-word phrases by their noun and shows safe and hazardous look-alikes together
 * with what tells them apart. In et, ru and en, with axe on each page.
 */

const main = (page: Page) => page.getByRole('main')

test.describe('a failed contact form post on a phone without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  for (const [prefix, send, summaryTitle, errorWord] of [
    ['', 'Saada pöördumine', 'Vormis on vigu', 'Viga'],
    ['/ru', 'Отправить обращение', 'В форме есть ошибки', 'Ошибка'],
    ['/en', 'Send request', 'There is a problem', 'Error'],
  ] as const) {
    test(`${prefix || '/et'}: opens at the error summary, without the old topic`, PHONE, async ({ page }) => {
      await page.goto(`${prefix}/customer-support/contact-us?topic=10`)
      const title = await page.title()
      expect(title).not.toMatch(new RegExp(`^${errorWord}:`))
      await page.getByRole('button', { name: send }).click()
      // The document title (the tab, the first thing a screen reader reads) says the post failed.
      await expect(page).toHaveTitle(`${errorWord}: ${title}`)
      // The browser was told not to keep the cookie that carried this to the title.
      expect((await page.context().cookies()).map((c) => c.name)).not.toContain('contact-form-failed')
      const summary = page.getByRole('alert').filter({ hasText: summaryTitle })
      await expect(summary).toBeVisible()
      // The first screen shows what failed: the page opened at the summary, not at the top.
      await expect(summary.getByRole('heading', { name: summaryTitle })).toBeInViewport()
      expect(new URL(page.url()).search).toBe('')
      expect(new URL(page.url()).hash).toBe('#error-summary')
      await expectNoAxeViolations(page)
    })
  }
})

test(
  'the emergency banner is in the first screen of a phone, with and without JavaScript',
  PHONE,
  async ({ browser, playwright, baseURL }) => {
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Authorization: `JWT ${adminToken()}` },
    })
    // Two browser contexts, three pages each and axe: more than the default time on a busy machine.
    test.slow()
    const tag = `fold-${test.info().project.name}-${Date.now()}`
    const notice = await createNotice(api, tag)
    try {
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({
          javaScriptEnabled,
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
        })
        const page = await context.newPage()
        for (const [path, label, title] of [
          ['/', 'Oluline teade', notice.title.et],
          ['/ru/about/company', 'Важное уведомление', notice.title.ru],
          ['/en/customer-support/contact-us', 'Important notice', notice.title.en],
        ] as const) {
          await page.goto(path)
          const banner = page.getByRole('region', { name: label }).locator('div').filter({ hasText: title })
          await expect(banner).toBeVisible()
          const box = (await banner.boundingBox())!
          expect(box.y, `${path}, JavaScript ${javaScriptEnabled}`).toBeGreaterThanOrEqual(0)
          expect(box.y + box.height, `${path}, JavaScript ${javaScriptEnabled}`).toBeLessThanOrEqual(844)
          if (javaScriptEnabled) await expectNoAxeViolations(page)
        }
        await context.close()
      }
    } finally {
      await api.delete(`/api/posts/${notice.id}`)
      await api.dispose()
    }
  },
)

test('a refused reminder subscription says so in the title', async ({ page }) => {
  await page.goto('/en/reminders?status=sent')
  const title = await page.title()
  expect(title).not.toMatch(/^Error:/)
  await page.goto('/en/reminders?status=invalid')
  await expect(page).toHaveTitle(`Error: ${title}`)
  await page.goto('/ru/reminders?status=rateLimited&seconds=540')
  await expect(page).toHaveTitle(/^Ошибка: /)
  await expectNoAxeViolations(page)
})

test.describe('sorting answers', () => {
  const PATH = '/customer-support/what-goes-where'
  const results = (page: Page) => main(page).getByRole('region', { name: /^(Tulemused:|Результаты:|Results for)/ })

  test(
    'a phrase with a describing word is answered by its noun, without JavaScript too',
    PHONE,
    async ({ browser }) => {
      // Two browser contexts, three answers and axe in each: more than the default time on a busy machine.
      test.slow()
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({ javaScriptEnabled })
        const page = await context.newPage()
        for (const [path, query, first, destination] of [
          [`/ru${PATH}`, 'старый диван', 'Диван', 'Крупногабаритные'],
          [PATH, 'vana mobiiltelefon', 'Mobiiltelefon', 'Elektri- ja elektroonikaseadmed'],
          [`/en${PATH}`, 'baterry', 'Battery', 'Batteries'],
        ] as const) {
          await page.goto(`${path}?q=${encodeURIComponent(query)}`)
          const item = results(page).getByRole('listitem').first()
          await expect(item.getByRole('link')).toHaveText(first)
          await expect(item).toContainText(destination)
        }
        // axe runs as a script in the page: only where scripts are on.
        if (javaScriptEnabled) await expectNoAxeViolations(page)
        await context.close()
      }
    },
  )

  test('safe and hazardous look-alikes are shown together with the difference', PHONE, async ({ page }) => {
    test.slow()
    for (const [path, query, names, difference] of [
      [`/en${PATH}`, 'paint can', ['Leftover paint', 'Empty paint tin (dried)'], /liquid paint left in it/],
      [PATH, 'värvipurk', ['Värvijäägid', 'Tühi värvipurk (kuivanud)'], /vedelat värvi/],
      [`/ru${PATH}`, 'баллончик', ['Аэрозоль с остатками', 'Пустой аэрозольный баллон'], /ещё есть содержимое/],
      [`/en${PATH}`, 'pizza box', ['Pizza box', 'Greasy pizza box'], /greasy box/],
    ] as const) {
      await page.goto(`${path}?q=${encodeURIComponent(query)}`)
      for (const name of names) {
        const item = results(page)
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name, exact: true }) })
        await expect(item, `${query}: ${name}`).toHaveCount(1)
        await expect(item).toContainText(difference)
      }
    }
    await expectNoAxeViolations(page)
  })
})
