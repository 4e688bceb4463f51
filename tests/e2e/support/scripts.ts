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
 * Starts the page's scripts and waits until they have taken over. Public pages load their scripts at the
 * visitor's first interaction (decisions 048 and 051): a Shift key press is one that changes nothing on the
 * page. It starts the islands of plain script (the header's behaviour), which mark the document with
 * `data-islands`, and a page's own islands (the lookup form, a table, a map) mark what they took over;
 * React and Next's router start at an interaction with a part of the page that needs them
 * (`data-react-island`), here a pointer passing over the first such part, and React marks the document
 * with `data-hydrated` (NavigationStatus). Tests of behaviour that needs JavaScript call it before they act,
 * since the page works as without JavaScript until then (pre-hydration behaviour has its own tests).
 */
export async function waitForHydration(page: Page) {
  // The loader that listens for the first interaction is the last script in <body>: a key pressed while a page
  // that has just been navigated to is still being parsed would reach no listener, and nothing would start.
  await page.waitForLoadState('domcontentloaded')
  await page.keyboard.press('Shift')
  await page.locator('html[data-islands="ready"]').waitFor({ state: 'attached' })
  // The page's other islands (its own scripts, which may arrive after the site's) mark what they took over:
  // the lookup form, the data tables, the stations map beside its table, the county map.
  await page.waitForFunction(
    (selector) => !document.querySelector(selector),
    '[data-island]:not([data-island-ready]), [data-table]:not([data-table-ready]), [data-station-map]:not([data-stations-ready]), [data-county-map]:not([data-js])',
  )
  const needsReact = await page.evaluate(() => {
    const island = document.querySelector('[data-react-island]')
    island?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    return island !== null
  })
  if (needsReact) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}
