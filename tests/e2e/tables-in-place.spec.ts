import type { Page } from '@playwright/test'
import { expect, test } from './support/visitor'
import { expectNoAxeViolations } from './support/axe'
import { holdStartupScripts, waitForHydration } from './support/scripts'
import { PHONE } from './support/phone'

// Decision 051: the data tables are islands of plain script. Their controls act in place (the island asks
// the server for the table at the control's address and puts it in place), with no React on the page.

const TABLE = '/en/home-customer/organized-waste'
const bodyRows = (page: Page) => page.locator('tbody tr[data-row-id]')

/**
 * Records every request for React's and Next's scripts from now on, and marks the document, so a later check
 * can tell a table changed in place from a page loaded again.
 */
async function watch(page: Page) {
  const react: string[] = []
  page.on('request', (request) => {
    if (/\/_next\/static\/chunks\/.*\.js$/.test(request.url())) react.push(request.url())
  })
  await page.evaluate(() => ((window as Window & { samePage?: true }).samePage = true))
  return {
    react,
    samePage: () => page.evaluate(() => (window as Window & { samePage?: true }).samePage === true),
  }
}

test.describe('data tables in place', () => {
  test('filtering changes the rows in place as the visitor types, with no React', PHONE, async ({ visitor: page }) => {
    await page.goto(TABLE)
    const seen = await watch(page)
    await waitForHydration(page)
    const title = await page.getByRole('heading', { level: 1 }).textContent()
    const filter = page.getByRole('searchbox', { name: 'Filter' })
    await filter.click()
    await page.keyboard.type('Tartu')
    await expect(bodyRows(page)).toHaveCount(8)
    await expect(page).toHaveURL(/q=Tartu/)
    // The field kept the focus and the caret while the table changed around it.
    await expect(filter).toBeFocused()
    expect(await filter.evaluate((el: HTMLInputElement) => [el.value, el.selectionStart])).toEqual(['Tartu', 5])
    // The rest of the page and the table's own heading and caption are as they were.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!)
    await expect(page.getByRole('table', { name: 'Contracts with municipalities' })).toBeVisible()
    // The status line (a live region) says what is shown.
    await expect(page.getByRole('status').filter({ hasText: /\b8\b/ })).toBeAttached()
    await page.keyboard.type('xyz')
    await expect(page.getByRole('cell', { name: 'No results found.' })).toBeVisible()
    await expect(page).toHaveURL(/q=Tartuxyz/)
    expect(await seen.samePage()).toBe(true)
    expect(seen.react).toEqual([])
    await expect(page.locator('[data-react-island]')).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('sorting by a header and paging act in place and keep the focus on the control', async ({ visitor: page }) => {
    await page.goto(TABLE)
    const seen = await watch(page)
    await waitForHydration(page)
    const header = page.getByRole('columnheader', { name: /Municipality/ })
    const first = () =>
      page
        .locator('tbody tr[data-row-id] > th')
        .first()
        .evaluate((c) => c.firstChild?.textContent)
    const before = await first()
    await header.getByRole('link').focus()
    await page.keyboard.press('Enter')
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    await expect(page).toHaveURL(/sort=localGovernment&dir=desc/)
    expect(await first()).not.toBe(before)
    await expect(header.getByRole('link')).toBeFocused()

    const pager = page.getByRole('navigation', { name: 'Pages' })
    await pager.getByRole('link', { name: 'Next' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Page 2 of 7')).toBeVisible()
    await expect(page).toHaveURL(/sort=localGovernment&dir=desc&page=2/)
    await expect(pager.getByRole('link', { name: 'Next' })).toBeFocused()
    await pager.getByRole('link', { name: 'Page 7' }).click()
    await expect(page.getByText('Page 7 of 7')).toBeVisible()
    // "Next" is gone on the last page: the focus goes to the current page's link.
    await pager.getByRole('link', { name: 'Page 6' }).focus()
    await pager.getByRole('link', { name: 'Page 6' }).press('Enter')
    await expect(pager.getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page')
    await expect(pager.getByRole('link', { name: 'Page 6' })).toBeFocused()

    await page.getByLabel('Rows per page').focus()
    await page.getByLabel('Rows per page').selectOption('50')
    await expect(bodyRows(page)).toHaveCount(50)
    await expect(page).toHaveURL(/size=50/)
    await expect(page.getByLabel('Rows per page')).toBeFocused()
    expect(await seen.samePage()).toBe(true)
    expect(seen.react).toEqual([])
    await expectNoAxeViolations(page)
  })

  test('a link opened in a new tab stays a link', async ({ visitor: page }) => {
    await page.goto(TABLE)
    await waitForHydration(page)
    const tab = page.context().waitForEvent('page')
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Page 2' })
      .click({ modifiers: ['ControlOrMeta'] })
    const opened = await tab
    await expect(opened).toHaveURL(/page=2/)
    await opened.close()
    await expect(page).not.toHaveURL(/page=2/)
  })

  test('a page size chosen before the scripts arrive is applied when they do', async ({ page }) => {
    const release = await holdStartupScripts(page)
    await page.goto(TABLE, { waitUntil: 'domcontentloaded' })
    // Chosen from the keyboard: the focus starts the scripts (decision 048), which are held back.
    await page.getByLabel('Rows per page').focus()
    await page.getByLabel('Rows per page').selectOption('20')
    await expect(bodyRows(page)).toHaveCount(10)
    release()
    await expect(bodyRows(page)).toHaveCount(20)
    await expect(page).toHaveURL(/size=20/)
  })

  test(
    'a row opened on a phone shows its hidden columns after the table changed in place',
    PHONE,
    async ({ visitor: page }) => {
      test.skip(test.info().project.name !== 'phone', 'the columns are hidden below 640 px')
      await page.goto(TABLE)
      await waitForHydration(page)
      await page.getByRole('searchbox', { name: 'Filter' }).fill('Viljandi')
      await expect(bodyRows(page)).toHaveCount(4)
      const row = page.locator('tbody tr').first()
      await row.getByText('More details').click()
      await expect(row.getByRole('term').filter({ hasText: 'County' })).toBeVisible()
      await expect(row.getByRole('definition').first()).toContainText('Viljandi')
    },
  )
})
