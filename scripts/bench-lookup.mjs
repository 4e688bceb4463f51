#!/usr/bin/env node
// `npm run bench:lookup [-- --contracts 250000 --duration 20 --connections 32]`: the compatibility endpoint
// at company scale. Builds if needed, fills data/bench-lookup.db (reused across runs; topped up when it
// was filled on an earlier day), starts the production server with the rate limit lifted, drives
// /wp-json/general-purpose-api/upcoming-discharges with autocannon on loopback with random contract
// numbers, and prints requests/s and latency percentiles. Prints figures; never fails on them.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { ensureBuild, startBenchServer } from './bench-server.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? fallback : Number(process.argv[i + 1])
}
const CONTRACTS = arg('contracts', 250_000)
const DURATION = arg('duration', 20)
const CONNECTIONS = arg('connections', 32)
const PORT = Number(process.env.BENCH_PORT ?? 3235)
const base = `http://127.0.0.1:${PORT}`
const FIRST = 900_000_001
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

ensureBuild()

const db = path.join(root, 'data', 'bench-lookup.db')
const marker = `${db}.json`
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(new Date())
const filled = existsSync(db) && existsSync(marker) ? JSON.parse(readFileSync(marker, 'utf8')) : null
if (!filled || filled.contracts < CONTRACTS || filled.today !== today) {
  console.log(
    filled
      ? `Topping up ${db} (filled ${filled.today}).`
      : `Filling ${db} with ${CONTRACTS} contracts (takes minutes; reused next time).`,
  )
  const r = spawnSync(
    bin('tsx'),
    ['--conditions=production', 'scripts/seed-scale.ts', '--contracts', String(CONTRACTS)],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: `file:${db}`,
        NODE_ENV: 'production',
        PAYLOAD_SECRET: 'bench-secret-not-for-production-000',
        SITE_URL: base,
      },
    },
  )
  if (r.status !== 0) process.exit(r.status ?? 1)
  writeFileSync(marker, JSON.stringify({ contracts: CONTRACTS, today }))
}

const server = startBenchServer({
  port: PORT,
  databaseUrl: `file:${db}`,
  env: { DISCHARGES_RATE_LIMIT_PER_MINUTE: '0', DISCHARGES_DEMO_TOPUP: 'false', LOG_LEVEL: 'warn' },
})
const stop = () => server.kill('SIGTERM')
process.on('exit', stop)
process.on('SIGINT', () => process.exit(130))

const randomPath = () =>
  `/wp-json/general-purpose-api/upcoming-discharges?contractNumber=${FIRST + Math.floor(Math.random() * CONTRACTS)}`

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      const r = await fetch(base + randomPath())
      if (r.ok) return r.json()
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}

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

try {
  const sample = await waitForServer()
  console.log(`Server ready; a sample answer holds ${sample.length} discharges.`)
  await run(5) // warm-up: JIT, SQLite page cache
  const r = await run(DURATION)
  const ok = r['2xx']
  console.log(`\nbench:lookup — ${CONTRACTS} contracts, ${CONNECTIONS} connections, ${DURATION} s, 127.0.0.1:${PORT}`)
  console.log(
    `  requests/s  avg ${r.requests.average.toFixed(0)}  (total ${r.requests.total}, 2xx ${ok}, non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts})`,
  )
  console.log(`  latency ms  p50 ${r.latency.p50}  p90 ${r.latency.p90}  p99 ${r.latency.p99}  max ${r.latency.max}`)
  console.log(
    `  goal        ≥1500 req/s and p99 < 30 ms: ${r.requests.average >= 1500 && r.latency.p99 < 30 ? 'met' : 'not met'} (shared 2-core box; load average ${(await import('node:os')).loadavg()[0].toFixed(1)})`,
  )
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  stop()
}
