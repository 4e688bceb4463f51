// @ts-check
// Debian's Chromium, never a downloaded browser (the download cannot work on this machine), with the
// flags every headless run here uses: the browser tests (playwright.config.ts) and Lighthouse
// (scripts/bench/bench-pages.mjs) measure the same browser.
export const CHROMIUM_PATH = '/usr/bin/chromium'

/** @type {readonly string[]} */
export const CHROMIUM_FLAGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
])
