import type { Page } from '@playwright/test'

/**
 * Holds back the page's start-up scripts (they load after the first paint, decision 013), so a test can
 * act before the page hydrates. Call the returned function to let them through.
 */
export async function holdStartupScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Waits until the page has hydrated: the header's islands mark themselves with `data-js` once their
 * effects have run. Tests of behaviour that needs JavaScript call it before they act, since the page
 * works as without JavaScript until then (pre-hydration behaviour has its own tests).
 */
export async function waitForHydration(page: Page) {
  await page.locator('[data-js="true"]').first().waitFor({ state: 'attached' })
}
