import { test as base, type Page } from '@playwright/test'

/**
 * `visitor`: one browser page per worker, kept from test to test, for tests that open pages, look at them
 * (status, headings, lang, texts, axe) and use them without leaving anything behind that a later test
 * could see: no sign-in, no form that stores something on the server, no choice that only a cookie or
 * localStorage remembers (those are cleared after every test anyway, below). Tests that sign in, submit
 * forms, register routes they do not remove, add init scripts or need other context options (test.use)
 * keep Playwright's `page`, a fresh context each. Opening a fresh context and page costs the machine about
 * 2 s of CPU more per visit than navigating one already open (1.1–1.6 s against 0.2 s for a page load;
 * 2.8 s against 0.9 s with axe, measured with the stations of tests/e2e on a quiet machine): the page
 * keeps its HTTP cache and compiled scripts. The browser is CI's largest user of CPU. The page has the
 * project's device settings (width, touch, user agent). After every test: cookies, the site's
 * localStorage and sessionStorage, routes, listeners, emulated media and the viewport go back to how
 * they were.
 */
export const test = base.extend<{ visitor: Page }, { visitorPage: Page }>({
  visitorPage: [
    async ({ browser }, provide, workerInfo) => {
      const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL } = workerInfo.project.use
      const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL })
      await provide(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
  visitor: async ({ visitorPage: page }, provide, testInfo) => {
    await provide(page)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    for (const event of ['request', 'response', 'requestfinished', 'console', 'pageerror', 'dialog'] as const)
      await page.removeAllListeners(event, { behavior: 'ignoreErrors' })
    await page.context().clearCookies()
    const { baseURL, viewport } = testInfo.project.use
    if (baseURL && page.url().startsWith(new URL(baseURL).origin))
      await page
        .evaluate(() => {
          localStorage.clear()
          sessionStorage.clear()
        })
        .catch(() => {}) // a page closed or navigating away: nothing of this origin to clear in it
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null })
    if (viewport && JSON.stringify(page.viewportSize()) !== JSON.stringify(viewport))
      await page.setViewportSize(viewport)
  },
})

export { expect } from '@playwright/test'
