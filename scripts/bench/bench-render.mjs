#!/usr/bin/env node
// @ts-check
// `npm run bench:render [-- --requests 40 --fragments both|on|off --against <checkout> --profile | --keep-profile]`:
// what one uncached render costs the server.
// Starts the production build twice, with the frame's stored parts off and on (decision 052; `--fragments` for one
// of them), both with the edge's page stores off (PAGE_CACHE=off) and the lookup limits off. Asks a CMS page, the
// search page and a lookup result one request at a time, the two servers taking turns so that a noisy machine slows
// both alike, and prints each server's CPU time per render (user + system, from /proc, its whole process tree), the
// median time to the last byte, and the ratio of the two.
// With --profile the server runs under `--cpu-prof` and the functions with the most CPU time of their own
// are printed per page, grouped by package: where a render's time goes; --keep-profile also keeps the profile and
// the measured windows for a closer look. Prints figures; never fails on them.
// --against <checkout>: before against after in one run. The first server is another built copy of the project,
// for example an older commit (`git archive <rev> | tar -x -C ../before`, then `npm ci && npm run build` there),
// and the second is this build with the stored parts on.
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
const HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, br', 'accept-language': 'et' }
const TICK_MS = 1000 / 100 // Linux reports process times in clock ticks of 10 ms (USER_HZ)

const targets = [
  ['CMS page', '/about'],
  ['search page', '/search?searchQuery=paber'],
  ['lookup result', '/customer-support/next-shipping-day?contractNumber=900000001'],
]

async function fetchAll(/** @type {number} */ port, /** @type {string} */ url) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, { headers: HEADERS })
  await response.arrayBuffer()
  return response.status
}

/** CPU ms used so far by a process and its children. */
function cpuMsOf(/** @type {number} */ pid) {
  const pids = [pid]
  let ticks = 0
  for (let i = 0; i < pids.length; i++) {
    try {
      const stat = readFileSync(`/proc/${pids[i]}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
      const children = readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8').trim()
      if (children) pids.push(...children.split(/\s+/).map(Number))
    } catch {
      // gone meanwhile
    }
  }
  return ticks * TICK_MS
}

ensureBuild()
// The frame's stored parts off and on (decision 052), one server each, both running: their requests take turns,
// so a noisy machine slows both alike and the ratio between them holds.
const AGAINST = option('against', '')
const modes = AGAINST ? ['on'] : option('fragments', 'both') === 'both' ? ['off', 'on'] : [option('fragments', 'on')]
const runs = [
  ...(AGAINST ? [{ label: 'before', mode: 'off', checkout: path.resolve(AGAINST) }] : []),
  ...modes.map((mode) => ({ label: `stored parts ${mode}`, mode, checkout: root })),
]
const servers = runs.map(({ label, mode, checkout }, i) => {
  const db = path.join(root, 'data', `bench-render-${i}.db`)
  for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true })
  const profileDir = PROFILE ? mkdtempSync(path.join(os.tmpdir(), 'bench-render-')) : null
  const port = PORT + i
  const child = startBenchServer({
    port,
    databaseUrl: `file:${db}`,
    env: { LOG_LEVEL: 'warn', PAGE_CACHE: 'off', STORED_FRAGMENTS: mode, DISCHARGES_RATE_LIMIT_PER_MINUTE: '0' },
    // Node refuses --cpu-prof in NODE_OPTIONS: given on the server's own command line.
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    checkout,
  })
  const server = { label, port, child, profileDir, exited: false }
  child.once('exit', () => (server.exited = true))
  process.on('exit', () => child.kill('SIGTERM'))
  return server
})
for (const server of servers) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetchAll(server.port, '/')) === 200) break
    } catch {
      // not listening yet
    }
    if (server.exited || i > 600) throw new Error(`no answer on port ${server.port}`)
    await new Promise((r) => setTimeout(r, 500))
  }
}

/** Each page's measured window on the monotonic clock, µs (the clock V8's profile timestamps use on Linux). */
/** @type {{ name: string, from: number, to: number }[]} */
const windows = []
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n)

console.log(
  `uncached renders, ${REQUESTS} requests each, one at a time; load average ${os.loadavg()[0].toFixed(1)}, ${os.cpus().length} cores`,
)
for (const [name, url] of targets) {
  for (const server of servers) for (let i = 0; i < 5; i++) await fetchAll(server.port, url)
  const times = servers.map(() => /** @type {number[]} */ ([]))
  const before = servers.map((server) => cpuMsOf(/** @type {number} */ (server.child.pid)))
  const from = monotonicUs()
  for (let i = 0; i < REQUESTS; i++) {
    for (const [s, server] of servers.entries()) {
      const started = performance.now()
      const status = await fetchAll(server.port, url)
      if (status !== 200) throw new Error(`${url} answered ${status} (${server.label})`)
      times[s].push(performance.now() - started)
    }
  }
  windows.push({ name, from, to: monotonicUs() })
  const cpu = servers.map((server, s) => (cpuMsOf(/** @type {number} */ (server.child.pid)) - before[s]) / REQUESTS)
  for (const [s, server] of servers.entries()) {
    const sorted = times[s].sort((a, b) => a - b)
    const ratio = s > 0 ? `  ${(cpu[s] / cpu[0]).toFixed(2)}× of ${servers[0].label}` : ''
    console.log(
      `${name.padEnd(14)} ${server.label.padEnd(16)}  CPU ${cpu[s].toFixed(1).padStart(6)} ms per render, median ${sorted[Math.floor(sorted.length / 2)].toFixed(1).padStart(6)} ms${ratio}  ${url}`,
    )
  }
}

for (const server of servers) {
  if (!server.profileDir) continue
  const { profileDir } = server
  server.child.kill('SIGINT')
  await new Promise((r) => (server.exited ? r(null) : server.child.once('exit', r)))
  console.log(`\n--- the server: ${server.label} ---`)
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
