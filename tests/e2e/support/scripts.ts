import type { Page } from '@playwright/test'

/**
 * Holds back the page's start-up scripts (they load after the first paint, decision 013), so a test can
 * act before the page hydrates. Call the returned function to let them through.
 */
export async function holdStartupScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/{chunks,islands}/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Starts the page's scripts and waits until it has hydrated. Public pages load their scripts at the
 * visitor's first interaction (decision 048): a Shift key press is one that changes nothing on the page.
 * React marks the document with `data-hydrated` once it has hydrated (NavigationStatus); the header's
 * islands of plain script mark their roots with `data-js`, usually earlier. Tests of behaviour that needs
 * JavaScript call it before they act, since the page works as without JavaScript until then (pre-hydration
 * behaviour has its own tests).
 */
export async function waitForHydration(page: Page) {
  await page.keyboard.press('Shift')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}
