import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, scriptsDisabled } from './support/axe'

// The axe check of a page opened with JavaScript off relies on two behaviours of the browser
// (support/axe.ts): the parser's <noscript> tells whether scripts are off, and axe, whose timers never fire
// there, still finishes and still finds what is wrong.

const broken =
  '<!doctype html><html lang="en"><head><title>Probe</title></head><body><main><h1>Probe</h1>' +
  '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>'

for (const javaScriptEnabled of [true, false]) {
  test(`axe finds a missing alt text with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    await page.setContent(broken)
    expect(await scriptsDisabled(page)).toBe(!javaScriptEnabled)
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/)
    await context.close()
  })
}
