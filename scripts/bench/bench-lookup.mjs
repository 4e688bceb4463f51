#!/usr/bin/env node
// @ts-check
// `npm run bench:lookup [-- --contracts 250000 --duration 20 --connections 32 --postgres URL --only postgres]`:
// the compatibility endpoint at company scale. Builds if needed, fills data/bench-lookup.db (reused across
// runs; topped up when it was filled on an earlier day), starts the production server with the rate limit
// lifted, drives /wp-json/general-purpose-api/upcoming-discharges with autocannon on loopback with random
// contract numbers, and prints requests/s and latency percentiles. With a PostgreSQL URL (--postgres or
// BENCH_POSTGRES_URL) it does the same on PostgreSQL, in the database of that name + "_bench_lookup"
// (created when missing, filled once and reused like the SQLite file), and prints both side by side;
// --only sqlite|postgres runs one. The server's port is BENCH_PORT (3235); LOOKUP_FAST_PATH=off measures
// the Next route instead of the custom server's fast path. Address mode (on unless `--mode contract`): in the
// same run, address suggestions (/api/v1/addresses?q=) typed as people type them over the served addresses of
// the same database, their rate against the contract lookup's, and the search's own server time (p95, from the
// answers' Server-Timing). `--mode address` skips the contract load. Prints figures; never fails on them.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { BENCH_SECRET, ensureBuild, startBenchServer } from './bench-server.mjs'
import { databaseBeside, recreateDatabase } from '../test/multi-instance.mjs'

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
/** @type {(name: string, fallback: number) => number} */
const arg = (name, fallback) => Number(option(name, fallback))
const CONTRACTS = arg('contracts', 250_000)
const DURATION = arg('duration', 20)
const CONNECTIONS = arg('connections', 32)
const PORT = Number(process.env.BENCH_PORT ?? 3235)
const base = `http://127.0.0.1:${PORT}`
const FIRST = 900_000_001
/** @param {string} name */
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const postgresBase = option('postgres', process.env.BENCH_POSTGRES_URL)
const only = option('only', '')
const MODE = option('mode', 'both')
if (!['both', 'contract', 'address'].includes(MODE)) {
  console.error('--mode is both, contract or address')
  process.exit(1)
}

ensureBuild()

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(new Date())

/** Fills the database with CONTRACTS demo contracts unless its marker says it was today (scripts/ops/seed-scale.ts). */
/**
 * @param {string} name
 * @param {string} databaseUrl
 * @param {string} marker
 */
function fill(name, databaseUrl, marker) {
  const filled = existsSync(marker) ? JSON.parse(readFileSync(marker, 'utf8')) : null
  if (filled && filled.contracts >= CONTRACTS && filled.today === today) return
  console.log(
    filled
      ? `${name}: topping up (filled ${filled.today}).`
      : `${name}: filling with ${CONTRACTS} contracts (takes minutes; reused next time).`,
  )
  const r = spawnSync(
    bin('tsx'),
    ['--conditions=production', 'scripts/ops/seed-scale.ts', '--contracts', String(CONTRACTS)],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'production',
        PAYLOAD_SECRET: BENCH_SECRET,
        SITE_URL: base,
      },
    },
  )
  if (r.status !== 0) process.exit(r.status ?? 1)
  writeFileSync(marker, JSON.stringify({ contracts: CONTRACTS, today }))
}

const targets = []
if (only !== 'postgres') {
  const db = path.join(root, 'data', 'bench-lookup.db')
  targets.push({ name: 'SQLite', databaseUrl: `file:${db}`, marker: `${db}.json` })
}
if (postgresBase && only !== 'sqlite') {
  const databaseUrl = databaseBeside(postgresBase, '_bench_lookup')
  // Created when missing and kept across runs, like the SQLite file.
  await recreateDatabase(databaseUrl, { keepExisting: true })
  // The marker names the database, so another server's or database's fill is not taken for this one's.
  const key = new URL(databaseUrl)
  const marker = path.join(
    root,
    'data',
    `bench-lookup-${key.hostname}-${key.port || 5432}${key.pathname.replaceAll('/', '-')}.json`,
  )
  targets.push({ name: 'PostgreSQL', databaseUrl, marker })
}
if (targets.length === 0) {
  console.error('nothing to run: --only postgres needs --postgres URL or BENCH_POSTGRES_URL')
  process.exit(1)
}
for (const t of targets) fill(t.name, t.databaseUrl, t.marker)

/** @type {import('node:child_process').ChildProcess | null} */
let server = null
const stop = () => server?.kill('SIGTERM')
process.on('exit', stop)
process.on('SIGINT', () => process.exit(130))

/** Starts the production server on the database; resolves once it has stopped again when `stopServer` is called. */
/** @param {string} databaseUrl */
function startServer(databaseUrl) {
  server = startBenchServer({
    port: PORT,
    databaseUrl,
    siteUrl: base,
    env: {
      DISCHARGES_RATE_LIMIT_PER_MINUTE: '0',
      ADDRESS_SUGGESTIONS_PER_MINUTE: '0',
      DISCHARGES_DEMO_TOPUP: 'false',
      LOG_LEVEL: 'warn',
    },
  })
}

async function stopServer() {
  const running = server
  if (!running || running.exitCode !== null) return
  const exited = new Promise((resolve) => running.once('exit', resolve))
  running.kill('SIGTERM')
  await exited
}

const randomPath = () =>
  `/wp-json/general-purpose-api/upcoming-discharges?contractNumber=${FIRST + Math.floor(Math.random() * CONTRACTS)}`

// One contract asked of every database, so their answers can be compared byte for byte (the random ones
// the load uses differ run to run: plans hold from 3 to about 50 discharges).
const SAMPLE = FIRST + Math.floor(CONTRACTS / 2)
const samplePath = `/wp-json/general-purpose-api/upcoming-discharges?contractNumber=${SAMPLE}`

/** Waits for the server; resolves to the sample contract's answer as sent. */
async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      const r = await fetch(base + samplePath)
      if (r.ok) return r.text()
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}

/**
 * Up to 3,000 served addresses of the database, for the suggestions' typed queries.
 * @param {string} databaseUrl
 * @returns {Promise<string[]>}
 */
async function sampleAddresses(databaseUrl) {
  const sql = 'SELECT label FROM addresses ORDER BY property_id LIMIT 3000 OFFSET 1000'
  if (databaseUrl.startsWith('file:')) {
    const { default: Database } = await import('libsql')
    const db = new Database(databaseUrl.slice('file:'.length), { readonly: true })
    const rows = /** @type {{ label: string }[]} */ (db.prepare(sql).all())
    db.close()
    return rows.map((r) => r.label)
  }
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const { rows } = await client.query(sql)
  await client.end()
  return rows.map((r) => r.label)
}

const CYRILLIC = /** @type {Record<string, string>} */ ({
  a: 'а',
  b: 'б',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'й',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  ä: 'я',
  ö: 'ё',
  ü: 'ю',
  õ: 'ы',
})

/**
 * One address as a visitor might type it: without diacritics, in lower case, abbreviated, half typed, with the
 * apartment written another way, or in Cyrillic; random, so the load is not one cached query.
 * @param {string} label
 */
function typed(label) {
  let text = label
  const r = Math.random()
  if (r < 0.2)
    text = text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
  else if (r < 0.35) text = text.replace(/ tn\b/, '').replace(/,.*$/, '')
  else if (r < 0.5) text = text.replace(/ maantee\b/, ' mnt').replace(/-(\d+)/, ' k $1')
  else if (r < 0.6) text = [...text.toLowerCase().replace(/,.*$/, '')].map((c) => CYRILLIC[c] ?? c).join('')
  // While typing: the first few letters to all of it.
  if (Math.random() < 0.4) text = text.slice(0, Math.max(4, Math.ceil(text.length * (0.4 + Math.random() * 0.6))))
  return text
}

/**
 * @param {number} duration
 * @param {() => string} [pathOf]
 * @returns {Promise<autocannon.Result>}
 */
function run(duration, pathOf = randomPath) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration,
        requests: [{ setupRequest: (req) => ({ ...req, path: pathOf() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    process.once('SIGINT', () => instance.stop())
  })
}

const results = []
const samples = []
try {
  for (const target of targets) {
    startServer(target.databaseUrl)
    const sample = await waitForServer()
    const same =
      samples.length === 0
        ? ''
        : sample === samples[0].text
          ? `; the same bytes as ${samples[0].name}'s`
          : `; DIFFERENT from ${samples[0].name}'s`
    samples.push({ name: target.name, text: sample })
    console.log(
      `${target.name}: server ready; contract ${SAMPLE}'s answer holds ${JSON.parse(sample).length} discharges${same}.`,
    )
    const { loadavg } = await import('node:os')
    if (MODE !== 'address') {
      await run(5) // warm-up: JIT, the database's page cache
      results.push({ name: target.name, mode: 'contract', r: await run(DURATION), load: loadavg()[0] })
    }
    if (MODE !== 'contract') {
      const labels = await sampleAddresses(target.databaseUrl)
      if (!labels.length) throw new Error(`${target.name}: no served addresses (run npm run seed:scale)`)
      const suggestPath = () =>
        `/api/v1/addresses?q=${encodeURIComponent(typed(labels[Math.floor(Math.random() * labels.length)]))}`
      await run(5, suggestPath) // warm-up, and the index built on first use
      const r = await run(DURATION, suggestPath)
      // The search's own time, from the answers' Server-Timing, one request at a time (no queueing in it).
      /** @type {number[]} */
      const times = []
      for (let i = 0; i < 1000; i++) {
        const response = await fetch(base + suggestPath())
        await response.arrayBuffer()
        const dur = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')
        if (dur) times.push(Number(dur[1]))
      }
      times.sort((a, b) => a - b)
      const at = (/** @type {number} */ p) =>
        times.length ? times[Math.min(times.length - 1, Math.floor(p * times.length))] : NaN
      results.push({
        name: target.name,
        mode: 'address',
        r,
        load: loadavg()[0],
        server: { p50: at(0.5), p95: at(0.95), p99: at(0.99), n: times.length },
      })
    }
    await stopServer()
  }
  const fastPath = process.env.LOOKUP_FAST_PATH === 'off' ? 'off (the Next route answers)' : 'on'
  console.log(
    `\nbench:lookup — ${CONTRACTS} contracts, ${CONNECTIONS} connections, ${DURATION} s, 127.0.0.1:${PORT}, fast path ${fastPath}`,
  )
  const rows = results.map(({ name, mode, r, load }) => ({
    database: name,
    mode,
    'req/s': r.requests.average.toFixed(0),
    'p50 ms': r.latency.p50,
    'p90 ms': r.latency.p90,
    'p99 ms': r.latency.p99,
    'max ms': r.latency.max,
    '2xx': r['2xx'],
    'non-2xx': r.non2xx,
    errors: r.errors + r.timeouts,
    goal: mode === 'contract' ? (r.requests.average >= 1500 && r.latency.p99 < 30 ? 'met' : 'not met') : '(below)',
    load: load.toFixed(1),
  }))
  const widths = Object.keys(rows[0]).map((k, i) =>
    Math.max(k.length, ...rows.map((row) => String(Object.values(row)[i]).length)),
  )
  /** @param {unknown[]} values */
  const line = (values) => values.map((v, i) => String(v).padEnd(widths[i])).join('  ')
  console.log(line(Object.keys(rows[0])))
  for (const row of rows) console.log(line(Object.values(row)))
  console.log('goal: ≥1500 req/s and p99 < 30 ms (shared 2-core box; load = load average at the end of the run)')
  for (const a of results.filter((x) => x.mode === 'address')) {
    const c = results.find((x) => x.mode === 'contract' && x.name === a.name)
    const ratio = c ? a.r.requests.average / c.r.requests.average : NaN
    const s = a.server
    console.log(
      `${a.name} address suggestions: ${a.r.requests.average.toFixed(0)} req/s` +
        (c
          ? `, ${ratio.toFixed(2)}× the contract lookup's rate (goal ≥ 0.5×: ${ratio >= 0.5 ? 'met' : 'not met'})`
          : '') +
        `; search server time over ${s?.n} sequential requests p50 ${s?.p50} ms, p95 ${s?.p95} ms, p99 ${s?.p99} ms` +
        ` (goal p95 < 10 ms: ${s && s.p95 < 10 ? 'met' : 'not met'})`,
    )
  }
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  stop()
}
