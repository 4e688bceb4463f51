#!/usr/bin/env node
// `npm run bench:load [-- --duration 15 --connections 50 --url http://host:port]`: many visitors at once.
// autocannon drives, one after another in the same run, a CMS page, the home page, the news
// list, the stations page and, as the reference, a static file from /_next/static, each with the headers a
// browser sends for it, and prints requests/s, p50/p99 latency, non-2xx answers and the ratio to the
// static file. Without --url it starts the production build (`npm run build` first if there is none) on
// BENCH_PORT with a fresh demo database; PAGE_CACHE=off in the environment measures without the edge
// page cache (decision 019). Prints figures; never fails on them.
import { readdirSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { ensureBuild, startBenchServer } from './bench-server.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? fallback : process.argv[i + 1]
}
const DURATION = Number(option('duration', 15))
const CONNECTIONS = Number(option('connections', 50))
const WARMUP = Number(option('warmup', 3))
const external = option('url', process.env.BENCH_URL)
const PORT = Number(process.env.BENCH_PORT ?? 3240)
const base = (external ?? `http://127.0.0.1:${PORT}`).replace(/\/$/, '')

const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'et-EE,et;q=0.9',
}
const FILE_HEADERS = { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' }
const pages = [
  ['CMS page', '/about'],
  ['home', '/'],
  ['news list', '/about/news'],
  ['stations page', '/home-customer/waste-stations'],
]

let server = null
if (!external) {
  ensureBuild()
  const db = path.join(root, 'data', 'bench-load.db')
  for (const s of ['', '-wal', '-shm']) rmSync(db + s, { force: true })
  server = startBenchServer({ port: PORT, databaseUrl: `file:${db}`, siteUrl: base, env: { LOG_LEVEL: 'warn' } })
}
const stop = () => server?.kill('SIGTERM')
process.on('exit', stop)

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      const r = await fetch(`${base}/`, { headers: PAGE_HEADERS })
      if (r.ok) return r
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`no answer from ${base}`)
}

/** A start-up script of this build: named in the home page, else the largest file in .next/static/chunks. */
async function staticFile(home) {
  const named = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(home)?.[0]
  if (named) return named
  const dir = path.join(root, '.next', 'static', 'chunks')
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'))
  files.sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size)
  return `/_next/static/chunks/${files[0]}`
}

function run(url, headers, duration) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: base + url, connections: CONNECTIONS, duration, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
    process.once('SIGINT', () => instance.stop())
  })
}

try {
  const first = await waitForServer()
  const home = await first.text()
  const cacheStatus = (await fetch(`${base}/about`, { headers: PAGE_HEADERS })).headers.get('x-page-cache')
  const targets = [...pages.map(([name, url]) => [name, url, PAGE_HEADERS])]
  const file = await staticFile(home)
  targets.push(['static file', file, FILE_HEADERS])
  const results = []
  for (const [name, url, headers] of targets) {
    await run(url, headers, WARMUP)
    const r = await run(url, headers, DURATION)
    results.push({ name, url, r })
  }
  const reference = results.at(-1).r.requests.average
  console.log(
    `\nbench:load — ${CONNECTIONS} connections, ${DURATION} s each (after ${WARMUP} s warm-up), ${base}` +
      `, page cache ${cacheStatus ? 'on' : 'off'}, load average ${os.loadavg()[0].toFixed(1)}, ${os.cpus().length} cores`,
  )
  const rows = results.map(({ name, url, r }) => ({
    route: `${name} ${url.length > 40 ? `${url.slice(0, 37)}...` : url}`,
    'req/s': r.requests.average.toFixed(0),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'non-2xx': r.non2xx,
    errors: r.errors + r.timeouts,
    '× static': (r.requests.average / reference).toFixed(2),
  }))
  const widths = Object.keys(rows[0]).map((k) => Math.max(k.length, ...rows.map((row) => String(row[k]).length)))
  const line = (values) => values.map((v, i) => String(v).padEnd(widths[i])).join('  ')
  console.log(line(Object.keys(rows[0])))
  for (const row of rows) console.log(line(Object.values(row)))
  const cms = results[0].r
  const met =
    cms.non2xx + cms.errors + cms.timeouts === 0 &&
    ((cms.requests.average >= 1000 && cms.latency.p99 <= 150) || cms.requests.average >= 0.4 * reference)
  console.log(
    `goal (CMS page ≥1,000 req/s with p99 ≤150 ms, or ≥0.4× the static file; no errors): ${met ? 'met' : 'not met'}`,
  )
  // The second goal: home, news list and stations page within 2× of the CMS page's rate.
  const others = results
    .slice(1, -1)
    .map(({ name, r }) => `${name} ${(cms.requests.average / r.requests.average).toFixed(2)}×`)
  const within = results.slice(1, -1).every(({ r }) => r.requests.average * 2 >= cms.requests.average)
  console.log(
    `goal (the other pages within 2× of the CMS page's rate): ${within ? 'met' : 'not met'} (${others.join(', ')})`,
  )
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  stop()
}
