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
// the Next route instead of the custom server's fast path. Prints figures; never fails on them.
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
    env: { DISCHARGES_RATE_LIMIT_PER_MINUTE: '0', DISCHARGES_DEMO_TOPUP: 'false', LOG_LEVEL: 'warn' },
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
 * @param {number} duration
 * @returns {Promise<autocannon.Result>}
 */
function run(duration) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration,
        requests: [{ setupRequest: (req) => ({ ...req, path: randomPath() }) }],
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
    await run(5) // warm-up: JIT, the database's page cache
    results.push({ name: target.name, r: await run(DURATION), load: (await import('node:os')).loadavg()[0] })
    await stopServer()
  }
  const fastPath = process.env.LOOKUP_FAST_PATH === 'off' ? 'off (the Next route answers)' : 'on'
  console.log(
    `\nbench:lookup — ${CONTRACTS} contracts, ${CONNECTIONS} connections, ${DURATION} s, 127.0.0.1:${PORT}, fast path ${fastPath}`,
  )
  const rows = results.map(({ name, r, load }) => ({
    database: name,
    'req/s': r.requests.average.toFixed(0),
    'p50 ms': r.latency.p50,
    'p90 ms': r.latency.p90,
    'p99 ms': r.latency.p99,
    'max ms': r.latency.max,
    '2xx': r['2xx'],
    'non-2xx': r.non2xx,
    errors: r.errors + r.timeouts,
    goal: r.requests.average >= 1500 && r.latency.p99 < 30 ? 'met' : 'not met',
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
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  stop()
}
