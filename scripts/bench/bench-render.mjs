#!/usr/bin/env node
// @ts-check
// `npm run bench:render [-- --requests 40 --profile]`: what one uncached render costs the server. Starts the
// production build with the edge's stores off (PAGE_CACHE=off) and the lookup limits off, asks a CMS page,
// the search page and a lookup result one request at a time, and prints the server's CPU time per render
// (user + system, from /proc, the server's whole process tree) and the median time to the last byte.
// With --profile the server runs under `--cpu-prof` and the functions with the most CPU time of their own
// are printed per page, grouped by package: where a render's time goes. Prints figures; never fails on them.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuild, startBenchServer } from './bench-server.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? fallback : process.argv[i + 1]
}
const REQUESTS = Number(option('requests', '40'))
const PROFILE = process.argv.includes('--profile')
const PORT = Number(process.env.BENCH_PORT ?? 3250)
const base = `http://127.0.0.1:${PORT}`
const HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, br', 'accept-language': 'et' }
const TICK_MS = 1000 / 100 // Linux reports process times in clock ticks of 10 ms (USER_HZ)

const targets = [
  ['CMS page', '/about'],
  ['search page', '/search?searchQuery=paber'],
  ['lookup result', '/customer-support/next-shipping-day?contractNumber=900000001'],
]

ensureBuild()
const db = path.join(root, 'data', 'bench-render.db')
for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true })
const profileDir = PROFILE ? mkdtempSync(path.join(os.tmpdir(), 'bench-render-')) : null
const server = startBenchServer({
  port: PORT,
  databaseUrl: `file:${db}`,
  env: {
    LOG_LEVEL: 'warn',
    PAGE_CACHE: 'off',
    DISCHARGES_RATE_LIMIT_PER_MINUTE: '0',
  },
  // Node refuses --cpu-prof in NODE_OPTIONS: given on the server's own command line.
  nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
})
process.on('exit', () => server.kill('SIGTERM'))
let exited = false
server.once('exit', () => (exited = true))

/** CPU ms used so far by the server and its children. */
function serverCpuMs() {
  const pids = [server.pid]
  let ticks = 0
  for (let i = 0; i < pids.length; i++) {
    const pid = pids[i]
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
      const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()
      if (children) pids.push(...children.split(/\s+/).map(Number))
    } catch {
      // gone meanwhile
    }
  }
  return ticks * TICK_MS
}

async function fetchAll(/** @type {string} */ url) {
  const response = await fetch(base + url, { headers: HEADERS })
  await response.arrayBuffer()
  return response.status
}

for (let i = 0; ; i++) {
  try {
    if ((await fetchAll('/')) === 200) break
  } catch {
    // not listening yet
  }
  if (exited || i > 600) throw new Error(`no answer from ${base}`)
  await new Promise((r) => setTimeout(r, 500))
}

console.log(
  `uncached renders, ${REQUESTS} requests each, one at a time; load average ${os.loadavg()[0].toFixed(1)}, ${os.cpus().length} cores`,
)
for (const [name, url] of targets) {
  for (let i = 0; i < 5; i++) await fetchAll(url)
  const times = []
  const cpuBefore = serverCpuMs()
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now()
    const status = await fetchAll(url)
    if (status !== 200) throw new Error(`${url} answered ${status}`)
    times.push(performance.now() - started)
  }
  const cpu = (serverCpuMs() - cpuBefore) / REQUESTS
  times.sort((a, b) => a - b)
  console.log(
    `${name.padEnd(14)} CPU ${cpu.toFixed(1).padStart(6)} ms per render, median ${times[Math.floor(times.length / 2)].toFixed(1).padStart(6)} ms  ${url}`,
  )
}

if (profileDir) {
  server.kill('SIGINT')
  await new Promise((r) => server.once('exit', r))
  const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'))
  if (!file) throw new Error('the server wrote no CPU profile')
  /** @type {{ nodes: { id: number, callFrame: { functionName: string, url: string }, hitCount?: number }[] }} */
  const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8'))
  const byPackage = new Map()
  let total = 0
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0
    total += hits
    const url = node.callFrame.url
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
      (url.includes('/.next/') ? 'the site (.next)' : url ? 'node' : node.callFrame.functionName || '(native)')
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits)
  }
  const busy = total - (byPackage.get('(idle)') ?? 0)
  console.log('\nBusy CPU time by package over the whole run (start-up included):')
  for (const [pkg, hits] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 12))
    if (pkg !== '(idle)') console.log(`${((hits / busy) * 100).toFixed(1).padStart(5)} %  ${pkg}`)
  // Functions by their own time; bundled code (.next chunks) named by function and chunk.
  const byFunction = new Map()
  for (const node of profile.nodes) {
    const { functionName, url } = node.callFrame
    if (!url || functionName === '(idle)') continue
    const name = `${functionName || '(anonymous)'}  ${url.replace(/^.*\/(node_modules|\.next)\//, '$1/')}`
    byFunction.set(name, (byFunction.get(name) ?? 0) + (node.hitCount ?? 0))
  }
  console.log('\nFunctions with the most busy CPU time of their own:')
  for (const [name, hits] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${((hits / busy) * 100).toFixed(1).padStart(5)} %  ${name}`)
  rmSync(profileDir, { recursive: true, force: true })
}
process.exit(0)
