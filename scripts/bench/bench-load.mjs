#!/usr/bin/env node
// @ts-check
// `npm run bench:load [-- --duration 15 --connections 50 --url http://host:port --only name,name]`: many
// visitors at once. autocannon drives, one after another in the same run, a CMS page, the home page, the
// news list, the stations page, then the addresses with a query (decision 027): the CMS page as a shared
// link with tracking parameters, the lookup result for contracts rotating over 1,000 demo numbers, the
// search page and the sorting assistant for 200 rotating queries, a filtered stations table, the live
// search's JSON for 200 rotating prefixes, and a flood of made-up parameters (`/about?r=<random>`, which the
// server holds to UNREAD_PARAMETERS_PER_SECOND; set it to 0 to see the flood unpaced) beside a client on the
// bare page; then conditional GETs of the API (`If-None-Match` with the ETag each answer
// sent: the stored public JSON, the notices' feed, a contract's collections through Next, the old endpoint's
// fast path), which should be answered 304 at ≥0.8× the static file's rate; as the reference, the static
// file from /_next/static nearest the CMS page in bytes as sent. Each with the headers a
// browser sends for it; prints requests/s, p50/p99 latency, non-2xx answers, errors and the ratio to the
// static file, and the goals. Without --url it starts the production build (`npm run build` first if
// there is none) on BENCH_PORT with a fresh demo database and the lookup limits off, as bench:lookup
// sets them. --cold measures the rotations without first asking each value twice; PAGE_CACHE=off in the
// environment measures without the edge's stores (decisions 019, 027).
// Prints figures; never fails on them.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { ensureBuild, startBenchServer } from './bench-server.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
/**
 * @template T
 * @param {string} name
 * @param {T} fallback
 * @returns {string | T}
 */
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
const only = option('only', '').split(',').filter(Boolean)

// 200 queries: words the site's content and the sorting assistant know, and prefixes of them as typed.
const WORDS = [
  'paber',
  'papp',
  'klaas',
  'pakend',
  'patarei',
  'biojäätmed',
  'olmejäätmed',
  'jäätmejaam',
  'konteiner',
  'tühjendus',
  'prügi',
  'elektroonika',
  'rehvid',
  'mööbel',
  'riided',
  'ohtlikud',
  'värv',
  'õli',
  'lambid',
  'ravimid',
  'plastik',
  'metall',
  'puit',
  'ehitusjäätmed',
  'aiajäätmed',
  'lehed',
  'oksad',
  'kompost',
  'pudel',
  'purk',
  'karp',
  'kile',
  'kott',
  'ajaleht',
  'raamat',
  'külmik',
  'teler',
  'arvuti',
  'telefon',
  'aku',
]
const QUERIES = WORDS.flatMap((w) => [w, w.slice(0, 3), w.slice(0, 4), w.slice(0, 5), `${w} kast`]).slice(0, 200)
const CONTRACTS = 1000
const FIRST_CONTRACT = 900_000_001
let turn = 0
/** @typedef {(() => string) & { list: string[] }} Rotation */
/** @type {(list: string[]) => Rotation} */
const rotate = (list) => Object.assign(() => list[turn++ % list.length], { list })
// A storm day's visitors come back: by default each rotating value is asked twice before the measured run
// (the variant stores keep a value from its second request within a minute), so the run measures the
// answers as stored, and the priming pass prints what the first renders cost. --cold skips it.
const COLD = process.argv.includes('--cold')
const contractPaths = Array.from(
  { length: CONTRACTS },
  (_, i) => `/customer-support/next-shipping-day?contractNumber=${FIRST_CONTRACT + i}`,
)
const q = encodeURIComponent
/** @typedef {Record<string, string>} Headers */
/** @typedef {[name: string, url: string | Rotation, headers: Headers]} Target */
/** @type {Target[]} */
const scenarios = [
  ['shared link', '/about?utm_source=x&fbclid=y', PAGE_HEADERS],
  ['lookup, 1,000 contracts', rotate(contractPaths), PAGE_HEADERS],
  ['search, 200 queries', rotate(QUERIES.map((w) => `/search?searchQuery=${q(w)}`)), PAGE_HEADERS],
  ['filtered stations', '/home-customer/waste-stations?q=Tallinn&sort=name&dir=desc', PAGE_HEADERS],
  ['sorting, 200 queries', rotate(QUERIES.map((w) => `/customer-support/what-goes-where?q=${q(w)}`)), PAGE_HEADERS],
  [
    'live search, 200',
    rotate(QUERIES.map((w) => `/api/v1/search?q=${q(w)}&locale=et`)),
    { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' },
  ],
]
/** @param {string} name */
const wanted = (name) => only.length === 0 || only.some((o) => name.includes(o))

const API_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' }
/**
 * Conditional GETs: each asked once for its ETag, then measured with `If-None-Match` set to it, as a
 * client that polls does. Stored public answers (the edge answers 304 from its store), a contract's private
 * JSON (the gate on every request, then the copy the edge keeps per contract and language), and the old
 * endpoint's fast path (the lookup and a hash on every request).
 * @type {[name: string, url: string, headers: Headers][]}
 */
const conditional = [
  ['304 openapi.json', '/api/v1/openapi.json', API_HEADERS],
  ['304 waste stations', '/api/v1/waste-stations?lang=et', API_HEADERS],
  ['304 notices, Accept-Language', '/api/v1/notices', { ...API_HEADERS, 'accept-language': 'ru-RU,ru;q=0.9' }],
  ['304 price lists', '/api/v1/price-lists?region=tallinn', API_HEADERS],
  ['304 notices feed', '/api/v1/notices.atom?lang=en', { ...API_HEADERS, accept: 'application/atom+xml' }],
  ['304 contract (behind the gate)', `/api/v1/contracts/${FIRST_CONTRACT}/discharges`, API_HEADERS],
  [
    '304 old endpoint (fast path)',
    `/wp-json/general-purpose-api/upcoming-discharges?contractNumber=${FIRST_CONTRACT}`,
    API_HEADERS,
  ],
]

/** @type {import('node:child_process').ChildProcess | null} */
let server = null
if (!external) {
  ensureBuild()
  const db = path.join(root, 'data', 'bench-load.db')
  for (const s of ['', '-wal', '-shm']) rmSync(db + s, { force: true })
  server = startBenchServer({
    port: PORT,
    databaseUrl: `file:${db}`,
    siteUrl: base,
    env: { LOG_LEVEL: 'warn', DISCHARGES_RATE_LIMIT_PER_MINUTE: '0' },
  })
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

/**
 * The reference: the static file in .next/static/chunks whose Brotli copy (what the server sends a browser
 * that accepts br) is nearest in size to the CMS page as sent, so that the ratios compare answers of about
 * the same bytes. (A start-up script named in the page was the reference before; since the scripts moved
 * into the loader the first one named is the 35 KB `nomodule` polyfill, twice a page's size, which flattered
 * every ratio.)
 * @param {number} pageBytes
 */
function staticFile(pageBytes) {
  const dir = path.join(root, '.next', 'static', 'chunks')
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.js') && !f.endsWith('.map'))
    .map((f) => {
      const br = path.join(dir, `${f}.br`)
      return { f, bytes: statSync(existsSync(br) ? br : path.join(dir, f)).size }
    })
  files.sort((a, b) => Math.abs(a.bytes - pageBytes) - Math.abs(b.bytes - pageBytes))
  const nearest = files[0]
  if (!nearest) throw new Error(`no script in ${dir}`)
  return { url: `/_next/static/chunks/${nearest.f}`, bytes: nearest.bytes }
}

/**
 * The bytes of an answer as the server sends them (compressed as the headers ask): fetch() would decompress.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<number>}
 */
function sentBytes(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(base + url, { headers }, (res) => {
        let bytes = 0
        res.on('data', (chunk) => (bytes += chunk.length))
        res.on('end', () => resolve(bytes))
      })
      .on('error', reject)
  })
}

/** One autocannon run; `url` is a path, or a function giving the next path for each request (rotation). */
/**
 * @param {string | (() => string)} url
 * @param {Headers} headers
 * @param {number} duration
 * @returns {Promise<autocannon.Result>}
 */
function run(url, headers, duration, connections = CONNECTIONS) {
  return new Promise((resolve, reject) => {
    const rotating = typeof url === 'function'
    const instance = autocannon(
      {
        url: base + (rotating ? '/' : url),
        connections,
        duration,
        headers,
        ...(rotating ? { requests: [{ setupRequest: (request) => ({ ...request, path: url() }) }] } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    const stop = () => instance.stop()
    process.once('SIGINT', stop)
    instance.on('done', () => process.off('SIGINT', stop))
  })
}

/**
 * Asks every value of a rotation twice, two requests at a time, as returning visitors would: the first
 * render of each, then the request that stores it. Returns the distinct values per second of that pass.
 * @param {Rotation} rotation
 * @param {Headers} headers
 */
async function prime(rotation, headers) {
  const started = performance.now()
  let next = 0
  let failed = 0
  const worker = async () => {
    while (next < rotation.list.length) {
      const url = rotation.list[next++]
      for (let i = 0; i < 2; i++) {
        const response = await fetch(base + url, { headers })
        await response.arrayBuffer()
        if (!response.ok) failed++
      }
    }
  }
  await Promise.all([worker(), worker()])
  const seconds = (performance.now() - started) / 1000
  return { values: rotation.list.length, perSecond: rotation.list.length / seconds, seconds, failed }
}

/** Resident memory of the server and its children, MB (Linux; null elsewhere or with --url). */
function serverMemoryMb() {
  if (!server?.pid) return null
  try {
    const pids = [server.pid]
    for (let i = 0; i < pids.length; i++) {
      const children = readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8').trim()
      if (children) pids.push(...children.split(/\s+/).map(Number))
    }
    const kb = pids.reduce((sum, pid) => {
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
      return sum + (match ? Number(match[1]) : 0)
    }, 0)
    return Math.round(kb / 1024)
  } catch {
    return null
  }
}

/**
 * A client on the bare page alone, then the same client while 50 connections ask it with a made-up
 * parameter each: how much the flood lowers the client's rate, and the memory before and after. As the
 * reference, the same client beside 50 connections asking the static file: what any flood of cheap
 * answers takes from it on two shared cores.
 * @param {string} file
 */
async function flood(file) {
  const CLIENT = 10
  const alone = await run('/about', PAGE_HEADERS, DURATION, CLIENT)
  const before = serverMemoryMb()
  const random = () => `/about?r=${Math.random().toString(36).slice(2)}`
  const [beside, flooding] = await Promise.all([
    run('/about', PAGE_HEADERS, DURATION, CLIENT),
    run(random, PAGE_HEADERS, DURATION, CONNECTIONS),
  ])
  const [besideFile] = await Promise.all([
    run('/about', PAGE_HEADERS, DURATION, CLIENT),
    run(file, FILE_HEADERS, DURATION, CONNECTIONS),
  ])
  const search = () => `/search?searchQuery=${Math.random().toString(36).slice(2)}`
  const [besideSearch, searchFlood] = await Promise.all([
    run('/about', PAGE_HEADERS, DURATION, CLIENT),
    run(search, PAGE_HEADERS, DURATION, CONNECTIONS),
  ])
  return { alone, beside, besideFile, flooding, besideSearch, searchFlood, before, after: serverMemoryMb() }
}

try {
  const first = await waitForServer()
  await first.arrayBuffer()
  const cacheStatus = (await fetch(`${base}/about`, { headers: PAGE_HEADERS })).headers.get('x-page-cache')
  /** @type {Target[]} */
  const targets = [
    ...pages.map(([name, url]) => /** @type {Target} */ ([name, url, PAGE_HEADERS])),
    ...scenarios,
  ].filter(([name]) => wanted(name))
  const pageBytes = await sentBytes('/about', PAGE_HEADERS)
  const nearest = staticFile(pageBytes)
  const file = nearest.url
  console.log(
    `reference: ${file}, ${nearest.bytes} bytes as sent, the static file nearest the CMS page's ${pageBytes} bytes`,
  )
  targets.push(['static file', file, FILE_HEADERS])
  /** @type {{ name: string, url: string, r: autocannon.Result }[]} */
  const results = []
  /** @type {string[]} */
  const primed = []
  for (const [name, url, headers] of targets) {
    if (typeof url === 'function' && !COLD) {
      const p = await prime(url, headers)
      primed.push(
        `${name}: ${p.values} values asked twice in ${p.seconds.toFixed(1)} s (${p.perSecond.toFixed(1)} first renders/s${p.failed ? `, ${p.failed} failed` : ''})`,
      )
    }
    await run(url, headers, WARMUP)
    const r = await run(url, headers, DURATION)
    results.push({ name, url: typeof url === 'function' ? `${url().split('?')[0]}?…` : url, r })
  }
  const reference = results[results.length - 1].r.requests.average
  /** @type {{ name: string, url: string, r: autocannon.Result, etag: string }[]} */
  const revalidated = []
  for (const [name, url, headers] of conditional.filter(([n]) => wanted(n))) {
    // Twice: the edge stores a query variant on its second request.
    await (await fetch(base + url, { headers })).arrayBuffer()
    const response = await fetch(base + url, { headers })
    await response.arrayBuffer()
    const etag = response.headers.get('etag')
    if (!response.ok || !etag) {
      console.log(`${name}: ${url} answered ${response.status} without an ETag; skipped`)
      continue
    }
    const withEtag = { ...headers, 'if-none-match': etag }
    await run(url, withEtag, WARMUP)
    revalidated.push({ name, url, r: await run(url, withEtag, DURATION), etag })
  }
  const floodResult = wanted('flood') ? await flood(file) : null
  console.log(
    `\nbench:load — ${CONNECTIONS} connections, ${DURATION} s each (after ${WARMUP} s warm-up), ${base}` +
      `, page cache ${cacheStatus ? 'on' : 'off'}, load average ${os.loadavg()[0].toFixed(1)}, ${os.cpus().length} cores`,
  )
  if (primed.length) console.log(`rotations primed before their run (--cold skips it):\n  ${primed.join('\n  ')}`)
  const rows = results.map(({ name, url, r }) => ({
    route: `${name} ${url.length > 40 ? `${url.slice(0, 37)}...` : url}`,
    'req/s': r.requests.average.toFixed(0),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'non-2xx': r.non2xx,
    errors: r.errors + r.timeouts,
    '× static': (r.requests.average / reference).toFixed(2),
  }))
  const widths = Object.keys(rows[0]).map((k, i) =>
    Math.max(k.length, ...rows.map((row) => String(Object.values(row)[i]).length)),
  )
  /** @param {unknown[]} values */
  const line = (values) => values.map((v, i) => String(v).padEnd(widths[i])).join('  ')
  console.log(line(Object.keys(rows[0])))
  for (const row of rows) console.log(line(Object.values(row)))
  /** @param {string} name */
  const find = (name) => results.find((r) => r.name === name)?.r
  const cms = find('CMS page')
  if (cms) {
    const met =
      cms.non2xx + cms.errors + cms.timeouts === 0 &&
      ((cms.requests.average >= 1000 && cms.latency.p99 <= 150) || cms.requests.average >= 0.4 * reference)
    console.log(
      `goal (CMS page ≥1,000 req/s with p99 ≤150 ms, or ≥0.4× the static file; no errors): ${met ? 'met' : 'not met'}`,
    )
    // Home, news list and stations page within 2× of the CMS page's rate.
    const others = results.filter(({ name }) => ['home', 'news list', 'stations page'].includes(name))
    const within = others.every(({ r }) => r.requests.average * 2 >= cms.requests.average)
    console.log(
      `goal (the other pages within 2× of the CMS page's rate): ${within ? 'met' : 'not met'} (${others
        .map(({ name, r }) => `${name} ${(cms.requests.average / r.requests.average).toFixed(2)}×`)
        .join(', ')})`,
    )
    const shared = find('shared link')
    if (shared)
      console.log(
        `goal (a shared link with tracking parameters ≥0.9× the bare page): ${(shared.requests.average / cms.requests.average).toFixed(2)}× — ${shared.requests.average >= 0.9 * cms.requests.average ? 'met' : 'not met'}`,
      )
  }
  if (revalidated.length) {
    console.log(
      `conditional GETs (If-None-Match: the answer's own ETag), against the static file's ${reference.toFixed(0)} req/s:`,
    )
    for (const { name, url, r } of revalidated) {
      const ratio = r.requests.average / reference
      const notModified = r['3xx']
      const other = r['2xx'] + r['4xx'] + r['5xx'] + r.errors + r.timeouts
      console.log(
        `  ${name} ${url}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${notModified} × 304, ${other} other — ${ratio.toFixed(2)}× static`,
      )
    }
    const worst = Math.min(...revalidated.map(({ r }) => r.requests.average / reference))
    console.log(
      `goal (conditional GETs of the API 304 at ≥0.8× the static file, only 304s): ${worst.toFixed(2)}× at worst — ${worst >= 0.8 && revalidated.every(({ r }) => r['2xx'] + r['4xx'] + r['5xx'] + r.errors === 0) ? 'met' : 'not met'}`,
    )
  }
  for (const name of scenarios.map(([n]) => n).filter((n) => n !== 'shared link')) {
    const r = find(name)
    if (!r) continue
    const ok = r.requests.average >= 0.25 * reference && r.latency.p99 <= 200 && r.errors + r.timeouts + r.non2xx === 0
    console.log(
      `goal (${name}: ≥0.25× the static file, p99 ≤200 ms, 0 errors): ${(r.requests.average / reference).toFixed(2)}×, p99 ${r.latency.p99} ms, ${r.errors + r.timeouts + r.non2xx} errors — ${ok ? 'met' : 'not met'}`,
    )
  }
  if (floodResult) {
    const { alone, beside, besideFile, flooding, besideSearch, searchFlood, before, after } = floodResult
    const ratio = beside.requests.average / alone.requests.average
    const ratioFile = besideFile.requests.average / alone.requests.average
    const ratioSearch = besideSearch.requests.average / alone.requests.average
    console.log(
      `flood: a 10-connection client on /about alone ${alone.requests.average.toFixed(0)} req/s; beside ${CONNECTIONS} connections on /about?r=<random> (${flooding.requests.average.toFixed(0)} req/s at the made-up parameters' pace, ${flooding.non2xx} refused, ${flooding.errors} errors) ${beside.requests.average.toFixed(0)} req/s (${ratio.toFixed(2)}×); beside ${CONNECTIONS} on /search?searchQuery=<random> (${searchFlood.requests.average.toFixed(0)} req/s) ${besideSearch.requests.average.toFixed(0)} req/s (${ratioSearch.toFixed(2)}×); beside ${CONNECTIONS} on the static file ${besideFile.requests.average.toFixed(0)} req/s (${ratioFile.toFixed(2)}×, the share two cores leave it)`,
    )
    console.log(
      `goal (the random-parameter flood lowers the bare page's rate by less than half): ${ratio > 0.5 ? 'met' : 'not met'}; server memory ${before ?? '?'} MB before the floods, ${after ?? '?'} MB after (the stores' bound: 256 MB of copies)`,
    )
  }
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  stop()
}
