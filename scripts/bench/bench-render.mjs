#!/usr/bin/env node
// @ts-check
// `npm run bench:render [-- --requests 40 --profile | --keep-profile]`: what one uncached render costs the server.
// Starts the production build with the edge's stores off (PAGE_CACHE=off) and the lookup limits off, asks a CMS page,
// the search page and a lookup result one request at a time, and prints the server's CPU time per render
// (user + system, from /proc, the server's whole process tree) and the median time to the last byte.
// With --profile the server runs under `--cpu-prof` and the functions with the most CPU time of their own
// are printed per page, grouped by package: where a render's time goes; --keep-profile also keeps the profile and
// the measured windows for a closer look. Prints figures; never fails on them.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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
const PROFILE = process.argv.includes('--profile') || process.argv.includes('--keep-profile')
// --keep-profile: the .cpuprofile file stays (its path is printed) for a closer look, e.g. in DevTools.
const KEEP_PROFILE = process.argv.includes('--keep-profile')
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

/** Each page's measured window on the monotonic clock, µs (the clock V8's profile timestamps use on Linux). */
/** @type {{ name: string, from: number, to: number }[]} */
const windows = []
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n)

console.log(
  `uncached renders, ${REQUESTS} requests each, one at a time; load average ${os.loadavg()[0].toFixed(1)}, ${os.cpus().length} cores`,
)
for (const [name, url] of targets) {
  for (let i = 0; i < 5; i++) await fetchAll(url)
  const times = []
  const cpuBefore = serverCpuMs()
  const from = monotonicUs()
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now()
    const status = await fetchAll(url)
    if (status !== 200) throw new Error(`${url} answered ${status}`)
    times.push(performance.now() - started)
  }
  const cpu = (serverCpuMs() - cpuBefore) / REQUESTS
  windows.push({ name, from, to: monotonicUs() })
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
  /** @type {{ nodes: { id: number, callFrame: { functionName: string, url: string } }[], startTime: number, samples: number[], timeDeltas: number[] }} */
  const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8'))
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  /** @param {{ functionName: string, url: string }} frame */
  const packageOf = ({ url, functionName }) =>
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
    (url.includes('/.next/') ? 'the site (.next)' : url ? 'node' : functionName || '(native)')
  /** @param {{ functionName: string, url: string }} frame */
  const functionOf = ({ url, functionName }) =>
    `${functionName || '(anonymous)'}  ${url.replace(/^.*\/(node_modules|\.next)\//, '$1/')}`
  // Only the samples taken while a page was measured: start-up and warm-up left out.
  for (const { name, from, to } of windows) {
    const byPackage = new Map()
    const byFunction = new Map()
    let busy = 0
    let at = profile.startTime
    for (let i = 0; i < profile.samples.length; i++) {
      at += profile.timeDeltas[i]
      if (at < from || at > to) continue
      const frame = frames.get(profile.samples[i])
      if (!frame || frame.functionName === '(idle)') continue
      busy++
      const pkg = packageOf(frame)
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + 1)
      if (frame.url) byFunction.set(functionOf(frame), (byFunction.get(functionOf(frame)) ?? 0) + 1)
    }
    if (busy === 0) continue
    /** @param {Map<string, number>} map @param {number} n */
    const top = (map, n) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([label, hits]) => `${((hits / busy) * 100).toFixed(1).padStart(5)} %  ${label}`)
        .join('\n')
    console.log(`\n${name}: busy time of the main thread while measured, by package\n${top(byPackage, 8)}`)
    console.log(`${name}: functions with the most busy time of their own\n${top(byFunction, 15)}`)
  }
  if (KEEP_PROFILE) {
    writeFileSync(path.join(profileDir, 'windows.json'), JSON.stringify(windows))
    console.log(
      `\nthe whole profile: ${path.join(profileDir, file)}, the measured windows (µs) beside it in windows.json`,
    )
  } else rmSync(profileDir, { recursive: true, force: true })
}
process.exit(0)
