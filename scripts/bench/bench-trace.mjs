#!/usr/bin/env node
// @ts-check
// `npm run bench:trace [-- /route /other] [--runs 3]`: the main thread of a page's load, from a performance
// trace in Debian's Chromium at a phone's viewport: the longest task before the first interaction and the
// tasks over 50 ms, without CPU throttling and at DevTools' 4× slowdown (what Lighthouse's mobile preset
// simulates). Nothing interacts with the page, so no script of
// the site runs (decision 048): these tasks are the browser's own parsing, style, layout and paint.
// The browser's commit of the navigation (a task that creates the document and its window, the same for
// any page) is printed apart. Prints figures (the median run by longest task); never fails on them.
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium.mjs'
import { ensureBuild, startBenchServer } from './bench-server.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const PORT = Number(process.env.BENCH_PORT ?? 3300)
const base = `http://127.0.0.1:${PORT}`
const runsArg = process.argv.indexOf('--runs')
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 3
const defaultRoutes = [
  '/',
  '/home-customer/waste-stations',
  '/ru/customer-support/next-shipping-day?contractNumber=900000001',
  '/en/customer-support/contact-us',
  '/ru/about/news',
  '/en/search?searchQuery=paper',
  '/customer-support/price-lists',
  '/reminders',
]
const routes = process.argv.slice(2).filter((a) => a.startsWith('/'))
const list = routes.length ? routes : defaultRoutes
const LONG_MS = 50

ensureBuild()
const db = path.join(root, 'data', 'bench-trace.db')
for (const s of ['', '-wal', '-shm']) rmSync(db + s, { force: true })
const server = startBenchServer({ port: PORT, databaseUrl: `file:${db}`, env: { LOG_LEVEL: 'warn' } })
process.on('exit', () => server.kill('SIGTERM'))

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/locales/et.json`)).ok) break
  } catch {
    // not listening yet
  }
  if (i > 240) throw new Error('server did not start')
  await new Promise((r) => setTimeout(r, 500))
}

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: { name?: string, beginData?: { url?: string } } }} TraceEvent
 */

/**
 * The tasks of the main thread of the renderer that parsed the page (not one the browser started for the
 * blank tab), durations in ms, each marked when it is the browser committing the navigation (creating the
 * document and its window: the same for any page, the static twin too, and longest in a fresh process).
 */
function mainThreadTasks(/** @type {TraceEvent[]} */ events) {
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(base))
  if (!parse) return []
  const own = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X')
  const commits = own.filter((e) => e.name === 'DocumentLoader::CommitNavigation')
  return own
    .filter((e) => e.name === 'RunTask')
    .map((e) => ({
      dur: (e.dur ?? 0) / 1000,
      commit: commits.some((c) => c.ts >= e.ts && c.ts < e.ts + (e.dur ?? 0)),
    }))
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] })

/** One load of `url` at `slowdown`, traced. */
async function traceLoad(/** @type {string} */ url, /** @type {number} */ slowdown) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents
  await context.close()
  const tasks = mainThreadTasks(events)
  const own = tasks.filter((t) => !t.commit)
  return {
    longest: Math.max(0, ...own.map((t) => t.dur)),
    over: own.filter((t) => t.dur > LONG_MS).length,
    commit: Math.max(0, ...tasks.filter((t) => t.commit).map((t) => t.dur)),
  }
}

/** @param {(string | number)[]} cells */
const row = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(64) : String(c).padStart(12))).join(' ')

console.log(
  `Main-thread tasks while a page loads (no interaction), phone viewport; median of ${RUNS} runs by longest task.`,
)
console.log(row(['route', '1× longest', `1× >${LONG_MS}ms`, '4× longest', `4× >${LONG_MS}ms`, '1× commit']))
// A first load warms the server's stores and Chromium's caches of the build's files, as a visitor's second page.
await traceLoad(`${base}/`, 1)
for (const route of list) {
  /** @type {Record<number, { longest: number, over: number, commit: number }>} */
  const median = {}
  for (const slowdown of [1, 4]) {
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await traceLoad(base + route, slowdown))
    runs.sort((a, b) => a.longest - b.longest)
    median[slowdown] = runs[Math.floor(runs.length / 2)]
  }
  console.log(
    row([
      route,
      `${median[1].longest.toFixed(0)} ms`,
      median[1].over,
      `${median[4].longest.toFixed(0)} ms`,
      median[4].over,
      `${median[1].commit.toFixed(0)} ms`,
    ]),
  )
}
await browser.close()
process.exit(0)
