import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Zero WCAG 2.x A/AA violations on the page as it is now; `include` limits the check to one part of the page
 * (in the admin, the site's own components, not Payload's).
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[]; include?: string } = {}) {
  // Legacy mode runs axe.run() in the page itself. The default mode finishes every run in a fresh blank
  // page with axe injected again, which costs about 0.5 s per check and buys nothing here: no page of
  // the site embeds a cross-origin frame.
  // After a client-side navigation Next streams the new page's metadata: the heading can be on screen a
  // moment before the <title>. Give the title that moment; a page that never gets one still fails below.
  await page.waitForFunction(() => document.title.trim() !== '', null, { timeout: 5_000 }).catch(() => {})
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
