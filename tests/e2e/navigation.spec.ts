import { type BrowserContext, type Page } from '@playwright/test'
import { expect, test } from './support/visitor'
import { expectNoAxeViolations } from './support/axe'
import { holdStartupScripts, waitForHydration } from './support/scripts'
import { lookupField } from './support/lookup'
import { PHONE } from './support/phone'

// The e2e server points MATOMO_URL at this host (scripts/test/e2e-server.mjs); nothing resolves it, so every
// request the browser makes there is answered here and counted.
const ANALYTICS = 'http://analytics.e2e.test/'

// Several axe runs per test on a shared two-core machine: give each test more than the default 30 s.
test.describe.configure({ timeout: 60_000 })

const desktopOnly = () => test.skip(test.info().project.name !== 'desktop', 'desktop menu (≥1160 px)')
const phoneOnly = () => test.skip(test.info().project.name !== 'phone', 'mobile menu (<1160 px)')

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' })
}

// Tests that only open pages and use the menus run on the worker's open page (./visitor.ts); those that
// hold the scripts back or need other context options keep a fresh page each.
test.describe('desktop menu', () => {
  test.beforeEach(desktopOnly)

  test('hover opens a group and leaving closes it', async ({ visitor: page }) => {
    await page.goto('/en')
    const about = mainNav(page).getByRole('button', { name: 'About us' })
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await expectNoAxeViolations(page)
    await about.hover()
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    const company = mainNav(page).getByRole('link', { name: 'Company' })
    await expect(company).toBeVisible()
    await expectNoAxeViolations(page)
    // Clicking after hovering keeps it open (the click that follows a hover is not a second toggle).
    await about.click()
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    // Away from the menu (the open panel may cover the page heading).
    await page.mouse.move(8, 8)
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await expect(company).toBeHidden()
  })

  test('keyboard: Enter and Space toggle, Tab moves on, Escape closes and returns focus', async ({ visitor: page }) => {
    await page.goto('/en')
    const nav = mainNav(page)
    // Interact only once the island is hydrated (before that, CSS hover shows the menu and a click is lost).
    await waitForHydration(page)
    await expect(nav).toHaveAttribute('data-js', 'true')
    const construction = nav.getByRole('button', { name: 'Construction waste' })
    await construction.focus()
    await page.keyboard.press('Enter')
    await expect(construction).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(construction).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Space')
    await expect(construction).toHaveAttribute('aria-expanded', 'true')

    // Tab goes into the open sub-list: the overview link, then the three entries.
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Construction waste: overview' })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(construction).toHaveAttribute('aria-expanded', 'false')
    await expect(construction).toBeFocused()

    // Tabbing past the last entry moves on to the next group and closes this one.
    await page.keyboard.press('Enter')
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Construction waste price lists' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('button', { name: 'Services' })).toBeFocused()
    await expect(construction).toHaveAttribute('aria-expanded', 'false')
  })

  test('sub-menus with more than three entries use two columns', async ({ visitor: page }) => {
    await page.goto('/en')
    const nav = mainNav(page)
    // Interact only once the island is hydrated (before that, CSS hover shows the menu and a click is lost).
    await waitForHydration(page)
    await expect(nav).toHaveAttribute('data-js', 'true')
    const columns = async (name: string) => {
      const button = nav.getByRole('button', { name })
      await button.focus()
      await page.keyboard.press('Enter')
      const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"] ul`)
      await expect(list).toBeVisible()
      const template = await list.evaluate((el) => getComputedStyle(el).gridTemplateColumns)
      await page.keyboard.press('Escape')
      return template.trim().split(/\s+/).length
    }
    expect(await columns('Services')).toBe(2) // 6 entries
    expect(await columns('Customer support')).toBe(2) // 10 entries
    expect(await columns('Construction waste')).toBe(1) // 3 entries
  })

  test('old-page and external links open in a new tab and say so; long labels are truncated', async ({
    visitor: page,
  }) => {
    await page.goto('/en')
    const nav = mainNav(page)
    // Interact only once the island is hydrated (before that, CSS hover shows the menu and a click is lost).
    await waitForHydration(page)
    await expect(nav).toHaveAttribute('data-js', 'true')
    await nav.getByRole('button', { name: 'About us' }).click()
    const old = nav.getByRole('link', { name: /Old website/ })
    await expect(old).toHaveAttribute('target', '_blank')
    await expect(old).toHaveAttribute('rel', /noopener/)
    await expect(old).toHaveAttribute('data-old', 'true')
    await expect(old).toHaveAccessibleName('Old website (opens in a new tab)')
    const jobs = nav.getByRole('link', { name: /Careers/ })
    await expect(jobs).toHaveAttribute('target', '_blank')
    await expect(jobs).toHaveAccessibleName(/opens in a new tab/)
    // Distinct styling: the old-page link does not look like its neighbours.
    const style = (l: typeof old) =>
      l.evaluate((el) => getComputedStyle(el).borderStyle + getComputedStyle(el).fontStyle)
    expect(await style(old)).not.toBe(await style(nav.getByRole('link', { name: 'Company' })))
    const company = nav.getByRole('link', { name: 'Company' })
    await expect(company).not.toHaveAttribute('target', '_blank')
    await page.keyboard.press('Escape')

    await nav.getByRole('button', { name: 'About us' }).click()
    const long = nav.getByRole('link', { name: 'Environment, quality and safety' })
    await expect(long).toHaveAttribute('title', 'Environment, quality and safety')
    const visible = await long.evaluate(
      (el) => (el.querySelector('[aria-hidden="true"]:not(svg)') as HTMLElement | null)?.innerText ?? '',
    )
    expect(visible.endsWith('…')).toBe(true)
    expect(Array.from(visible).length).toBeLessThanOrEqual(31)

    await nav.getByRole('button', { name: 'Services' }).click()
    await expect(nav.getByRole('link', { name: /Sales packaging recycling/ })).toHaveAttribute('target', '_blank')
  })

  test('icons keep their sizes: 36 px for groups, 24 px in sub-menus', async ({ visitor: page }) => {
    await page.goto('/en')
    const nav = mainNav(page)
    // Interact only once the island is hydrated (before that, CSS hover shows the menu and a click is lost).
    await waitForHydration(page)
    await expect(nav).toHaveAttribute('data-js', 'true')
    const about = nav.getByRole('button', { name: 'About us' })
    expect(await about.locator('svg').first().boundingBox()).toMatchObject({ width: 36, height: 36 })
    // Icons come from one sprite; it loads, and the symbol has drawn something (a non-empty box).
    const href = await about.locator('svg use').first().getAttribute('href')
    expect(href).toMatch(/^\/assets\/menu-icons\.svg\?v=\w+#\w/)
    const sprite = await page.request.get(href!.split('#')[0])
    expect(sprite.ok()).toBe(true)
    expect(sprite.headers()['content-type']).toBe('image/svg+xml')
    await expect
      .poll(() =>
        about
          .locator('svg use')
          .first()
          .evaluate((use) => (use as SVGGraphicsElement).getBBox().width),
      )
      .toBeGreaterThan(0)
    await about.click()
    const icon = nav.getByRole('link', { name: 'Company' }).locator('svg').first()
    expect(await icon.boundingBox()).toMatchObject({ width: 24, height: 24 })
  })

  test('touch: a tap toggles, one group open at a time, a tap outside closes', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, hasTouch: true })
    const page = await context.newPage()
    await page.goto('/en')
    const nav = mainNav(page)
    // Interact only once the island is hydrated (before that, CSS hover shows the menu and a click is lost).
    await waitForHydration(page)
    await expect(nav).toHaveAttribute('data-js', 'true')
    const about = nav.getByRole('button', { name: 'About us' })
    const services = nav.getByRole('button', { name: 'Services' })
    await about.tap()
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await services.tap()
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await services.tap()
    await expect(services).toHaveAttribute('aria-expanded', 'false')
    await about.tap()
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await page.touchscreen.tap(1250, 780)
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await context.close()
  })

  test('header search: a toggle reveals a GET form to /search with searchQuery, no minimum length', async ({
    visitor: page,
  }) => {
    await page.goto('/en')
    const input = page.locator('#site-search-input')
    await expect(input).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Show search' })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(input).toBeFocused()
    await expectNoAxeViolations(page)
    await input.fill('k')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/en\/search\?searchQuery=k$/)
  })

  test('a group and the search opened before the scripts arrive stay open once they do', async ({ page }) => {
    // Scripts load after the first paint (decision 013): hold them back, click, then release them.
    let release = await holdStartupScripts(page)
    await page.goto('/en', { waitUntil: 'domcontentloaded' })
    const nav = mainNav(page)
    const about = nav.getByRole('button', { name: 'About us' })
    await about.click()
    const company = nav.getByRole('link', { name: 'Company' })
    await expect(company).toBeVisible()
    release()
    await expect(nav).toHaveAttribute('data-js', 'true')
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await expect(company).toBeVisible()
    // The island has it now: the next click is a toggle.
    await about.click()
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await expect(company).toBeHidden()

    await page.unrouteAll()
    release = await holdStartupScripts(page)
    await page.goto('/en', { waitUntil: 'domcontentloaded' })
    const toggle = page.getByRole('button', { name: 'Show search' })
    await toggle.click()
    const input = page.locator('#site-search-input')
    await expect(input).toBeVisible()
    release()
    await expect(page.locator('[data-js="true"]:has(#site-search-input)')).toBeAttached()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(input).toBeFocused()
    await input.fill('k')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/en\/search\?searchQuery=k$/)
  })

  test('self-service button explains what the portal is for', async ({ visitor: page }) => {
    await page.goto('/en')
    const link = page.getByRole('banner').getByRole('link', { name: /Self-service portal/ })
    await expect(link).toHaveAttribute('href', 'https://iseteenindus.jaatmeveo.example/')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAccessibleDescription(/change your collection day.*contract details.*extra collection/)
    await expect(page.getByText(/change your collection day/).first()).toBeVisible()
  })
})

test.describe('mobile menu', PHONE, () => {
  test.beforeEach(phoneOnly)

  test('opens as an accordion, traps focus, locks scrolling and closes on Escape', async ({ visitor: page }) => {
    test.setTimeout(60_000)
    await page.goto('/en')
    const hamburger = page.getByRole('button', { name: 'Menu', exact: true })
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false')
    await expectNoAxeViolations(page)
    // The menu is copied into the dialog on first opening: it is in the page once (decision 050).
    await expect(page.locator('#mobile-menu nav')).toHaveCount(0)
    await hamburger.click()
    const dialog = page.getByRole('dialog', { name: 'Main menu' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await expect(dialog.getByRole('searchbox')).toHaveAttribute('name', 'searchQuery')

    await dialog.getByText('About us', { exact: true }).click()
    await expect(dialog.getByRole('link', { name: 'Company' })).toBeVisible()
    await expectNoAxeViolations(page)

    // More presses than there are visible focusable elements, so the wrap is exercised both ways.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press(i === 0 ? 'Shift+Tab' : 'Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('#mobile-menu'))).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(hamburger).toBeFocused()
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
  })

  test('opens before the scripts arrive, and gets its menu when the page hydrates', async ({ page }) => {
    // Scripts load after the first paint (decision 013): hold them back, tap the button, then release them.
    const release = await holdStartupScripts(page)
    await page.goto('/en', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Main menu' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('searchbox')).toBeVisible()
    release()
    await expect(dialog.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('closes on navigation', async ({ visitor: page }) => {
    await page.goto('/en')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Main menu' })
    await dialog.getByText('Home customers', { exact: true }).click()
    await dialog.getByRole('link', { name: 'Waste stations' }).click()
    await expect(page).toHaveURL(/\/en\/home-customer\/waste-stations$/)
    await expect(dialog).toBeHidden()
  })

  test('the search box in the menu submits to /search', async ({ visitor: page }) => {
    await page.goto('/ru')
    await page.getByRole('button', { name: 'Меню', exact: true }).click()
    const input = page.locator('#mobile-search-input')
    await input.fill('контейнер')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/ru\/search\?searchQuery=%D0%BA/)
  })
})

test.describe('language switcher', PHONE, () => {
  // The query a page reads is kept; parameters no page reads (tracking ones) are not part of the stored
  // page the edge answers with, so the switcher leads to the address without them.
  test('keeps the path and the query on any page', async ({ visitor: page }) => {
    await page.goto('/en/search?searchQuery=paper')
    const toggle = page.getByRole('button', { name: /Choose language/ })
    await expect(toggle).toContainText('EN')
    await toggle.click()
    const list = page.getByRole('link', { name: /Eesti|Русский|English/ })
    await expect(list).toHaveText([/RU\s*Русский/, /ET\s*Eesti/, /EN\s*English/])
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: /Eesti/ }).click()
    await expect(page).toHaveURL(/\/search\?searchQuery=paper$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'et')
    await expect(page.getByRole('button', { name: /Valige keel/ })).toContainText('ET')
  })

  test('a press begun before the scripts arrive and released after opens the list', async ({ page }) => {
    // The first press starts the scripts (decision 048), so a tap can span hydration: the press's focus
    // opens the list by CSS, the island takes it over, and the click that ends the press must not close it.
    const release = await holdStartupScripts(page)
    await page.goto('/en/search?searchQuery=paper', { waitUntil: 'domcontentloaded' })
    const toggle = page.getByRole('button', { name: /Choose language/ })
    const box = (await toggle.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    release()
    await expect(page.locator('[data-js="true"]:has(a[hreflang])')).toBeAttached()
    await page.mouse.up()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('link', { name: /Русский/ })).toBeVisible()
  })

  test('a list opened before the scripts arrive stays open once they do', async ({ page }) => {
    const release = await holdStartupScripts(page)
    await page.goto('/en/search?searchQuery=paper', { waitUntil: 'domcontentloaded' })
    const toggle = page.getByRole('button', { name: /Choose language/ })
    await toggle.click()
    const russian = page.getByRole('link', { name: /Русский/ })
    await expect(russian).toBeVisible()
    release()
    await expect(page.locator('[data-js="true"]:has(a[hreflang])')).toBeAttached()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await russian.click()
    await expect(page).toHaveURL(/\/ru\/search\?searchQuery=paper$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  })
})

test.describe('without JavaScript', PHONE, () => {
  test('every menu entry and the search form are there', async ({ browser, baseURL }, testInfo) => {
    const phone = testInfo.project.name === 'phone'
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      ...(phone
        ? { viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true }
        : { viewport: { width: 1280, height: 800 } }),
    })
    const page = await context.newPage()
    await page.goto('/en')
    for (const href of [
      '/en/about/company',
      '/en/services/compost',
      '/en/customer-support/faq',
      '/en/construction-waste/take-it-yourself',
    ]) {
      expect(await page.locator(`header a[href="${href}"]`).count()).toBeGreaterThan(0)
    }
    if (phone) {
      // A native disclosure, closed on arrival, opens the one main menu (the desktop's <nav>, in the page once):
      // its entries take no room until it is opened.
      const disclosure = page.locator('#mobile-menu-static')
      // A <summary> has no ARIA role of its own to find it by.
      const toggle = disclosure.locator('summary').filter({ hasText: /^Menu$/ })
      await expect(toggle).toBeVisible()
      await expect(mainNav(page)).toBeHidden()
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
      // Opened by keyboard, as a button would be; the next stop is the panel's search box, then the groups,
      // which open on a tap or on focus.
      await toggle.focus()
      await page.keyboard.press('Enter')
      await page.keyboard.press('Tab')
      await expect(page.getByRole('searchbox', { name: 'Search the site' }).and(page.locator(':focus'))).toBeVisible()
      await mainNav(page).getByRole('button', { name: 'Services' }).click()
      await expect(mainNav(page).getByRole('link', { name: 'Compost and liquid fertiliser' })).toBeVisible()
      await expect(page.locator('html')).toHaveJSProperty('scrollWidth', 412)
      await toggle.click()
      await expect(mainNav(page)).toBeHidden()
    } else {
      await expect(page.locator('#site-search-input')).toBeVisible()
      await mainNav(page).getByRole('button', { name: 'Services' }).hover()
      await expect(mainNav(page).getByRole('link', { name: 'Compost and liquid fertiliser' })).toBeVisible()
      await page.mouse.move(8, 8)
      // Keyboard: focus within a group shows its entries.
      await mainNav(page).getByRole('button', { name: 'Customer support' }).focus()
      await expect(mainNav(page).getByRole('link', { name: 'Frequently asked questions' })).toBeVisible()
    }
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' })).toHaveAttribute(
      'href',
      '/en/customer-support/personal-data-processing#cookies',
    )
    await context.close()
  })
})

/** A browser that does not announce automation, so the consent banner shows (the library hides it from bots). */
async function humanContext(
  browser: import('@playwright/test').Browser,
  baseURL: string | undefined,
  use: import('@playwright/test').TestInfo['project']['use'],
) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = use
  const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch })
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }))
  const requests: string[] = []
  await context.route(`${ANALYTICS}**`, async (route) => {
    requests.push(route.request().url())
    const url = new URL(route.request().url())
    if (url.pathname.endsWith('matomo.js')) {
      // Stand-in tracker: sets a Matomo-style cookie and sends one hit, as the real script would.
      await route.fulfill({
        contentType: 'text/javascript',
        body: `document.cookie = '_pk_id.1.e2e=stand-in; path=/'; new Image().src = '${ANALYTICS}matomo.php?idsite=1&rec=1';`,
      })
    } else {
      await route.fulfill({ status: 204, body: '' })
    }
  })
  return { context, requests }
}

async function cookieNames(context: BrowserContext) {
  return (await context.cookies()).map((c) => c.name)
}

test.describe('cookie consent and analytics', () => {
  test(
    'no analytics before consent; accepting loads it; withdrawing deletes its cookies',
    PHONE,
    async ({ browser, baseURL }, testInfo) => {
      test.setTimeout(90_000)
      const { context, requests } = await humanContext(browser, baseURL, testInfo.project.use)
      const page = await context.newPage()
      await page.goto('/en')
      // The banner is the consent library's, which runs with the page's scripts: at the first interaction
      // (decision 048). Nothing is stored and no analytics runs before that.
      await waitForHydration(page)
      const banner = page.getByRole('dialog', { name: 'Cookie consent' })
      await expect(banner).toBeVisible()
      await expect(banner.getByRole('button', { name: 'Reject all' })).toBeVisible()
      await expect(banner.getByRole('button', { name: 'Settings' })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.waitForLoadState('networkidle')
      expect(requests).toEqual([])

      await banner.getByRole('button', { name: 'Accept all' }).click()
      await expect(banner).toBeHidden()
      await expect.poll(() => requests.filter((r) => r.endsWith('matomo.js')).length).toBe(1)
      await expect.poll(() => cookieNames(context)).toContain('_pk_id.1.e2e')
      expect(await cookieNames(context)).toContain('cc_cookie')

      // The choice is stored: on the next page the banner stays away and analytics loads again.
      await page.reload()
      await expect.poll(() => requests.filter((r) => r.endsWith('matomo.js')).length).toBe(2)
      await expect(banner).toBeHidden()

      // Withdraw from the footer link: the analytics cookies go and the script is not loaded again.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click()
      const prefs = page.getByRole('dialog', { name: 'Cookie settings' })
      await expect(prefs).toBeVisible()
      await expectNoAxeViolations(page)
      await Promise.all([page.waitForEvent('load'), prefs.getByRole('button', { name: 'Reject all' }).click()])
      await expect.poll(() => cookieNames(context)).not.toContain('_pk_id.1.e2e')
      const before = requests.length
      await page.reload()
      // The page's scripts run (started by a key press, as consent no longer asks for them after the paint)
      // and load no analytics.
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      expect(requests.length).toBe(before)
      await context.close()
    },
  )

  test('the banner leaves focus where the visitor is; the settings choose analytics with their switch', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const { context, requests } = await humanContext(browser, baseURL, testInfo.project.use)
    const page = await context.newPage()
    await page.goto('/en')
    // The first interaction is typing into the lookup's field: the banner opens, and the typing goes on.
    const search = lookupField(page, 'Address or contract number')
    await search.focus()
    await page.keyboard.type('paper bags')
    const banner = page.getByRole('dialog', { name: 'Cookie consent' })
    await expect(banner).toBeVisible()
    await expect(search).toBeFocused()
    await expect(search).toHaveValue('paper bags')

    await banner.getByRole('button', { name: 'Settings' }).click()
    const settings = page.getByRole('dialog', { name: 'Cookie settings' })
    await expect(settings).toBeVisible()
    await expect(settings.getByRole('switch', { name: 'Necessary cookies' })).toBeDisabled()
    const analytics = settings.getByRole('switch', { name: 'Analytics cookies' })
    await expect(analytics).not.toBeChecked()
    // Escape closes the settings without a choice: the banner still asks.
    await page.keyboard.press('Escape')
    await expect(settings).toBeHidden()
    await expect(banner).toBeVisible()
    expect(requests).toEqual([])

    await banner.getByRole('button', { name: 'Settings' }).click()
    await analytics.check()
    await settings.getByRole('button', { name: 'Save settings' }).click()
    await expect(settings).toBeHidden()
    await expect(banner).toBeHidden()
    await expect.poll(() => requests.filter((r) => r.endsWith('matomo.js')).length).toBe(1)
    await context.close()
  })

  test('rejecting sends nothing and is remembered', async ({ browser, baseURL }, testInfo) => {
    const { context, requests } = await humanContext(browser, baseURL, testInfo.project.use)
    const page = await context.newPage()
    await page.goto('/ru')
    await waitForHydration(page)
    const banner = page.getByRole('dialog', { name: 'Согласие на cookie' })
    await banner.getByRole('button', { name: 'Отклонить все' }).click()
    await expect(banner).toBeHidden()
    await page.goto('/ru/no-such-page')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    await expect(banner).toBeHidden()
    expect(requests).toEqual([])
    await context.close()
  })
})
