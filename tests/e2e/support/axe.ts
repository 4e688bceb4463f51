import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Zero WCAG 2.x A/AA violations on the page as it is now; `include` limits the check to one part of the page
 * (in the admin, the site's own components, not Payload's). Works on pages opened with JavaScript off too.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[]; include?: string } = {}) {
  if (await scriptsDisabled(page)) {
    await runTimersAsPromises(page)
  } else {
    // After a client-side navigation Next streams the new page's metadata: the heading can be on screen a
    // moment before the <title>. Give the title that moment; a page that never gets one still fails below.
    // (Without JavaScript the title is in the server's HTML, and the wait could only run out.)
    await page.waitForFunction(() => document.title.trim() !== '', null, { timeout: 5_000 }).catch(() => {})
  }
  // Legacy mode runs axe.run() in the page itself. The default mode finishes every run in a fresh blank
  // page with axe injected again, which costs about 0.5 s per check and buys nothing here: no page of
  // the site embeds a cross-origin frame.
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
  if (options.include) builder = builder.include(options.include)
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  const results = await builder.analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
  expect(summary, 'axe violations').toEqual([])
}

/**
 * Whether the page was opened with JavaScript off: the HTML parser then builds <noscript>'s children as
 * elements (with scripting on they are text), and it parses markup set through innerHTML the same way.
 */
export function scriptsDisabled(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const probe = document.createElement('div')
    probe.innerHTML = '<noscript><i></i></noscript>'
    return probe.querySelector('noscript i') !== null
  })
}

/**
 * With JavaScript off, Chromium still runs the test's own evaluations and their promise reactions, but never
 * calls back into the page: no timer, queueMicrotask or event callback fires. axe.run() hands each rule's
 * result on through setTimeout(…, 0), so on such a page it would wait for ever. Here zero-delay timers run
 * as promise reactions; longer ones never fire, which axe only uses to give up on frames and downloads a
 * page without scripts does not wait for. The page has no scripts of its own that this could disturb.
 */
async function runTimersAsPromises(page: Page) {
  await page.evaluate(() => {
    let next = 1
    const cleared = new Set<number>()
    const setTimeoutAsPromise = (handler: TimerHandler, delay = 0, ...args: unknown[]) => {
      const id = next++
      if (delay <= 1 && typeof handler === 'function') {
        void Promise.resolve().then(() => {
          if (!cleared.has(id)) handler(...args)
        })
      }
      return id
    }
    window.setTimeout = setTimeoutAsPromise as typeof window.setTimeout
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) cleared.add(id)
    }) as typeof window.clearTimeout
  })
}
