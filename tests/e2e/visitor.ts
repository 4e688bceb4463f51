import { test as base, type Page } from '@playwright/test'

/**
 * `visitor`: one browser page per worker, kept from test to test, for tests that only open a page and
 * check it (status, headings, lang, texts, axe) and leave nothing behind that a later test could see: no
 * clicks that store a choice, no sign-in, no form. Tests that act on a page keep Playwright's `page`, a
 * fresh context each. Opening a fresh context and page costs the machine about 2 s of CPU more per visit
 * than navigating one already open (1.1–1.6 s against 0.2 s for a page load; 2.8 s against 0.9 s with
 * axe, measured with the stations of tests/e2e on a quiet machine), and the browser is CI's largest user
 * of CPU. The page has the project's device settings (width, touch, user agent); cookies are cleared
 * after every test.
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
  visitor: async ({ visitorPage }, provide) => {
    await provide(visitorPage)
    await visitorPage.context().clearCookies()
  },
})

export { expect } from '@playwright/test'
