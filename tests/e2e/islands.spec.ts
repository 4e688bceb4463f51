import type { Page } from '@playwright/test'
import { expect, test } from './support/visitor'
import { expectNoAxeViolations } from './support/axe'
import { waitForHydration } from './support/scripts'

// Decision 051: the header's behaviour, the live search, the consent banner and the print buttons are
// islands of plain script; React and Next's router start only on a page with a part that needs them
// (`data-react-island`), at the visitor's first interaction with that part.

const desktopOnly = () => test.skip(test.info().project.name !== 'desktop', 'desktop header (≥1160 px)')

/** The addresses of React's and Next's scripts the page has loaded so far. */
const reactScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('/_next/static/chunks/') && name.endsWith('.js')),
  )

test.describe('islands of plain script', () => {
  test('a content page is used without React: menus, language list, live search', async ({ visitor: page }) => {
    desktopOnly()
    await page.goto('/en/about')
    await expect(page.locator('[data-react-island]')).toHaveCount(0)
    const nav = page.getByRole('navigation', { name: 'Main menu' })
    const about = nav.getByRole('button', { name: 'About us' })
    await about.hover()
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await page.mouse.move(5, 600)
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await about.focus()
    await page.keyboard.press('Enter')
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await expect(about).toBeFocused()
    const languages = page.getByRole('button', { name: /Choose language/ })
    await languages.click()
    await expect(page.getByRole('link', { name: /Русский/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(languages).toHaveAttribute('aria-expanded', 'false')
    await page.mouse.move(5, 600)
    await page.getByRole('button', { name: 'Show search' }).click()
    const box = page.locator('#site-search-input')
    await box.pressSequentially('waste station', { delay: 30 })
    await expect(page.locator('#site-search-results').getByRole('option')).toHaveCount(5)
    await expectNoAxeViolations(page)
    expect(await reactScripts(page)).toEqual([])
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
  })

  test('results typed before React starts stay when it hydrates the page around them', async ({ page }) => {
    desktopOnly()
    // React 19 leaves the children of an element rendered with inner HTML alone when it hydrates (the live
    // search's popup and status region, components/search/LiveSearch.tsx): had it compared them, it would
    // report a mismatch and render the page anew, closing the list under the visitor.
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/en/customer-support/contact-us')
    await page.getByRole('button', { name: 'Show search' }).click()
    const box = page.locator('#site-search-input')
    await box.pressSequentially('waste station', { delay: 30 })
    const options = page.locator('#site-search-results').getByRole('option')
    await expect(options).toHaveCount(5)
    expect(await reactScripts(page)).toEqual([])
    // The contact form needs React: the first interaction with it starts React, which hydrates the page.
    await page.locator('form[data-react-island]').hover()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect((await reactScripts(page)).length).toBeGreaterThan(3)
    await expect(options).toHaveCount(5)
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await box.press('ArrowDown')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    expect(errors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([])
  })

  test('a price list can be printed once its script runs; without it the button is not offered', async ({
    visitor: page,
    browser,
    baseURL,
  }) => {
    await page.goto('/en/customer-support/price-lists')
    const href = await page
      .getByRole('link', { name: /Construction waste price list, Pärnu/ })
      .first()
      .getAttribute('href')
    await page.goto(href!)
    const print = page.getByRole('button', { name: 'Print' })
    await expect(print).toBeHidden()
    await waitForHydration(page)
    await expect(print).toBeVisible()
    await page.evaluate(() => {
      ;(window as Window & { printed?: number }).printed = 0
      window.print = () => ((window as Window & { printed?: number }).printed! += 1)
    })
    await print.click()
    expect(await page.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(1)

    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const plain = await context.newPage()
    await plain.goto(href!)
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Construction waste price list, Pärnu')
    await expect(plain.getByRole('button', { name: 'Print' })).toHaveCount(0)
    await context.close()
  })
})
