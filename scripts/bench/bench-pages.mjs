#!/usr/bin/env node
// @ts-check
// `npm run bench:pages [-- /route /other]`: Lighthouse (mobile preset, Debian's Chromium) against the
// production build, for each route and for its static twin (the same HTML with every script removed).
// Prints figures; never fails on them.
import { rmSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium.mjs'
import { ensureBuild, startBenchServer } from './bench-server.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const PORT = Number(process.env.BENCH_PORT ?? 3300)
const TWIN_PORT = PORT + 1
const base = `http://127.0.0.1:${PORT}`
// The pages measured for the script budget and main-thread goals (each template with its own scripts):
// home, the map, a lookup answer, the contact form, a news list, search, a price list table, the sorting
// assistant and one of its items, reminders, the lookup by address. 900000001 is a demo contract of the seed,
// addae78e330c713a the demo apartment building's property (seed/discharges/cases.ts).
const defaultRoutes = [
  '/',
  '/home-customer/waste-stations',
  '/ru/customer-support/next-shipping-day?contractNumber=900000001',
  '/en/customer-support/next-shipping-day?address=addae78e330c713a',
  '/en/customer-support/contact-us',
  '/ru/about/news',
  '/en/search?searchQuery=paper',
  '/customer-support/price-lists',
  '/customer-support/what-goes-where',
  '/customer-support/what-goes-where/drink-can',
  '/reminders',
]
const runsArg = process.argv.indexOf('--runs')
// Lighthouse varies from run to run, more so on a shared machine: `--runs N` audits each URL N times
// and prints the median run (by performance score) with the range, as Lighthouse's docs advise.
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 1
// `--no-twin` skips the static twins: half the Lighthouse runs, for comparing builds with one another.
const TWINS = !process.argv.includes('--no-twin')
const routes = process.argv.slice(2).filter((a) => a.startsWith('/'))
const list = routes.length ? routes : defaultRoutes

ensureBuild()

const db = path.join(root, 'data', 'bench.db')
for (const s of ['', '-wal', '-shm']) rmSync(db + s, { force: true })
const server = startBenchServer({ port: PORT, databaseUrl: `file:${db}` })
const stop = () => server.kill('SIGTERM')
process.on('exit', stop)

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      const r = await fetch(`${base}/locales/et.json`)
      if (r.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}

// The static twin: same HTML without <script> elements and preloads of scripts; assets come from the app.
const twin = http.createServer(async (req, res) => {
  const url = req.url ?? '/'
  const upstream = await fetch(base + url, { redirect: 'manual' })
  const type = upstream.headers.get('content-type') ?? ''
  if (!type.includes('text/html')) {
    res.writeHead(upstream.status, { 'content-type': type })
    res.end(Buffer.from(await upstream.arrayBuffer()))
    return
  }
  const html = (await upstream.text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link[^>]+rel="(?:preload|modulepreload)"[^>]+as="script"[^>]*>/gi, '')
  // Compressed as the app sends its pages, so the two compare on the same bytes.
  const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))
  res.writeHead(upstream.status, {
    'content-type': type,
    ...(br ? { 'content-encoding': 'br', vary: 'Accept-Encoding' } : {}),
  })
  res.end(br ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : html)
})

/** @param {(string | number)[]} cells */
function row(cells) {
  return cells.map((c, i) => (i === 0 ? String(c).padEnd(64) : String(c).padStart(7))).join(' ')
}

/**
 * @param {{ numericValue?: number } | undefined} audit
 * @param {number} digits
 */
function fixed(audit, digits, divisor = 1) {
  const v = audit?.numericValue
  return typeof v === 'number' && Number.isFinite(v) ? (v / divisor).toFixed(digits) : '–'
}

/**
 * @param {chromeLauncher.LaunchedChrome} chrome
 * @param {string} url
 */
async function audit(chrome, url) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const lhr = result.lhr
  // A run Lighthouse could not complete scores 0: say why rather than print a 0 that reads as a slow page.
  if (lhr.runtimeError) console.log(`  ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const failed = Boolean(lhr.runtimeError)
  /** @param {string} k */
  const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100)
  const a = lhr.audits
  const details = /** @type {{ items?: { resourceType?: string, transferSize?: number }[] } | undefined} */ (
    a['network-requests']?.details
  )
  const items = details?.items ?? []
  // Lighthouse's long-tasks audit: main-thread tasks of 50 ms or more in the page-load trace (Lighthouse does not
  // interact, so all of them come before the first interaction), at the mobile preset's simulated durations.
  const longItems =
    /** @type {{ items?: { duration?: number }[] } | undefined} */ (a['long-tasks']?.details)?.items ?? []
  const longest = Math.max(0, ...longItems.map((i) => i.duration ?? 0))
  const jsBytes = items.filter((i) => i.resourceType === 'Script').reduce((s, i) => s + (i.transferSize ?? 0), 0)
  // A page that shifted names what moved (Lighthouse's layout-shifts audit), so a shift can be found, not guessed.
  const shifts =
    /** @type {{ items?: { node?: { snippet?: string, selector?: string }, score?: number }[] } | undefined} */ (
      a['layout-shifts']?.details
    )?.items ?? []
  for (const shift of shifts)
    console.log(
      `  ${url}: layout shift ${shift.score?.toFixed(4)} by ${shift.node?.selector ?? '?'} ${shift.node?.snippet ?? ''}`,
    )
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    // An audit Lighthouse could not finish (a trace cut short on a busy machine) has no value: "–".
    lcp: fixed(a['largest-contentful-paint'], 0),
    cls: fixed(a['cumulative-layout-shift'], 3),
    tbt: fixed(a['total-blocking-time'], 0),
    total: fixed(a['total-byte-weight'], 0, 1024),
    js: Math.round(jsBytes / 1024),
    long: longItems.length ? `${longItems.length} (${Math.round(longest)})` : '0',
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    failed,
  }
}

/**
 * @param {chromeLauncher.LaunchedChrome} chrome
 * @param {string} url
 */
async function auditMedian(chrome, url) {
  const runs = []
  // A run whose trace Lighthouse could not record (NO_NAVSTART, seen now and then with Debian's Chromium) is
  // audited again, up to twice per run, so the median is taken over completed runs only.
  for (let i = 0, retries = 0; i < RUNS;) {
    const run = await audit(chrome, url)
    if (run.failed && retries < 2 * RUNS) {
      retries++
      continue
    }
    runs.push(run)
    i++
  }
  runs.sort((x, y) => x.perf - y.perf)
  const median = runs[Math.floor((runs.length - 1) / 2)]
  return {
    ...median,
    perf: RUNS > 1 ? `${median.perf} (${runs[0].perf}–${runs[runs.length - 1].perf})` : median.perf,
    indexes: runs.map((r) => r.benchmarkIndex),
  }
}

await waitForServer()
// Lighthouse's simulation reuses the observed server response time, so audit a warm server: render each
// route a few times first (the first renders load modules and fill the data cache).
for (const route of list)
  for (let i = 0; i < 3; i++)
    await fetch(base + route)
      .then((r) => r.arrayBuffer())
      .catch(() => {})
await new Promise((r) => twin.listen(TWIN_PORT, '127.0.0.1', () => r(undefined)))
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [...CHROMIUM_FLAGS],
})
console.log(
  `Lighthouse mobile preset; LCP/TBT in ms, bytes in KiB (transfer). "twin" = same HTML without scripts.${RUNS > 1 ? ` Median of ${RUNS} runs (perf range).` : ''}`,
)
// JS: the page's scripts as transferred (Brotli from the server's precompressed copies, with headers).
// long: tasks of 50 ms or more before the first interaction, with the longest in ms.
console.log(row(['route', 'perf', 'a11y', 'bp', 'seo', 'LCP', 'CLS', 'TBT', 'long', 'total', 'JS']))
const benchmarkIndexes = []
try {
  for (const route of list) {
    const origins = [['', base]]
    if (TWINS) origins.push([' (twin)', `http://127.0.0.1:${TWIN_PORT}`])
    for (const [label, origin] of origins) {
      try {
        const r = await auditMedian(chrome, origin + route)
        console.log(row([route + label, r.perf, r.a11y, r.bp, r.seo, r.lcp, r.cls, r.tbt, r.long, r.total, r.js]))
        benchmarkIndexes.push(...r.indexes)
      } catch (error) {
        console.log(`${route}${label}: ${error instanceof Error ? error.message : error}`)
      }
    }
  }
  // Lighthouse's own CPU score of this machine (a mid-range phone-class desktop is about 1 000);
  // its mobile preset assumes such a host, so lower figures here mean pessimistic TBT and LCP.
  const sorted = benchmarkIndexes.sort((x, y) => x - y)
  if (sorted.length)
    console.log(
      `Lighthouse benchmarkIndex of this machine: median ${sorted[Math.floor(sorted.length / 2)]} (range ${sorted[0]}–${sorted[sorted.length - 1]})`,
    )
} finally {
  await chrome.kill()
  twin.close()
  stop()
}
process.exit(0)
