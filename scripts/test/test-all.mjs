#!/usr/bin/env node
// @ts-check
// `npm test`: lint (once package.json has a `lint` script), type-check, unit and integration tests
// (Vitest), production build, browser tests (Playwright), a short run of the fault test, and with
// TEST_POSTGRES_URL set (.ci/run sets it) the PostgreSQL half: the integration tests that touch the
// database layer and a browser smoke of the main journeys, on PostgreSQL, then (with nginx installed) two
// instances on PostgreSQL behind nginx (tests/multi/). Prints one closing line "tests: N passed, N failed, N flaky"
// over everything.
// `node scripts/test/test-all.mjs e2e vitest postgres multi faults …` runs only those steps.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureSnapshot } from './e2e-snapshot.mjs'
import { findNginx } from './multi-instance.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
/** @param {string} name */
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const only = process.argv.slice(2)
/** @param {string} step */
const wants = (step) => only.length === 0 || only.includes(step)
const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {}
let passed = 0
let failed = 0
/** @type {string[]} */
const flaky = []

// How fast the machine is today, so that run times from different hours can be compared: the same code
// has taken 10 minutes and 24 on this shared machine. A fixed piece of work on one thread (JSON and a sort
// over 200,000 small objects: allocation, garbage collection and memory, as the test tools' own work),
// timed before the steps start, and the machine's CPU time over the whole run (all processes, from
// /proc/stat): busy, idle and stolen by the host.
function machineTimes() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number)
    return { busy: user + nice + system + irq + softirq, idle: idle + iowait, steal: steal ?? 0 }
  } catch {
    return null // not Linux
  }
}
const machineStart = machineTimes()
const runStarted = Date.now()
{
  const started = process.hrtime.bigint()
  let rows = Array.from({ length: 200_000 }, (_, i) => ({ id: i, name: `row ${(i * 7919) % 100_003}`, tags: [i % 7] }))
  for (let round = 0; round < 3; round++) {
    rows = JSON.parse(JSON.stringify(rows))
    rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  }
  const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e6)
  console.log(`machine speed: a fixed piece of work in ${ms} ms (some 700 ms on an idle machine in a fast hour)`)
}
/** Steps that exited non-zero, named in the closing line (a runner can fail with no failed test counted). */
/** @type {string[]} */
const broken = []

/** Announces a step and returns the function that reports its result (true when it passed). */
/**
 * @param {string} name
 * @param {string} label
 * @returns {(code: number | null, cpu?: string) => boolean}
 */
function begin(name, label, note = '') {
  console.log(`\n=== ${name}${note}: ${label}`)
  const started = Date.now()
  return (code, cpu = '') => {
    console.log(`=== ${name}: exit ${code} in ${Math.round((Date.now() - started) / 1000)} s${cpu}`)
    if (code !== 0) broken.push(`${name} (exit ${code})`)
    return code === 0
  }
}

/** "0m12.5s" -> 12.5 */
/** @param {string} t */
const seconds = (t) => {
  const m = /^(\d+)m([\d.]+)s$/.exec(t)
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0
}

/**
 * Runs a command as a step; resolves to true when it passed. `note` marks steps that run beside others.
 * The command runs under bash, whose `times` reports the CPU seconds (user + system) of the processes the
 * step waited for, printed with its wall time: where CI time goes when every step shares two cores. Not
 * counted: PostgreSQL's own server processes, and the servers and browsers that Playwright starts and
 * kills (so the browser steps' figures are far below their real cost).
 */
/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string | undefined>} [extraEnv]
 * @returns {Promise<boolean>}
 */
function step(name, command, args, note = '', extraEnv = {}) {
  const end = begin(name, [path.basename(command), ...args].join(' '), note)
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', '"$@"; code=$?; times >&3; exit $code', 'step', command, ...args], {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ['pipe', 'inherit', 'inherit', 'pipe'],
    })
    let times = ''
    child.stdio[3]?.on('data', (chunk) => (times += chunk))
    child.on('error', () => resolve(end(1)))
    child.on('close', (code) => {
      // Second line: the children's user and system time.
      const [user, system] = (times.trim().split('\n')[1] ?? '').split(/\s+/)
      const cpu = user ? `, ${Math.round(seconds(user) + seconds(system))} s of CPU` : ''
      resolve(end(code, cpu))
    })
  })
}

// Everything before the browser tests runs at once, so the two cores are never idle (a step alone, lint or
// the type check, uses one): lint, the type check, Vitest (two workers), the build and the browser tests'
// template database. The build skips its own type check when this run checks the whole project beside it
// (a type error fails the run either way). Each step prints "=== name: exit N in S s".
const lint =
  wants('lint') && scripts.lint
    ? step('lint', 'npm', ['run', '--silent', 'lint'], ' (in parallel)')
    : Promise.resolve(null)

const typecheck = wants('typecheck')
  ? step('typecheck', bin('tsc'), ['--noEmit'], ' (in parallel)')
  : Promise.resolve(null)

// The browser-test server starts from a seeded template database (scripts/test/e2e-snapshot.mjs), reused when
// still current. Seeding is mostly one Node thread on SQLite.
const snapshot = wants('e2e')
  ? (() => {
      const announce = begin('e2e snapshot', 'node scripts/test/e2e-snapshot.mjs', ' (in parallel)')
      return ensureSnapshot().then(
        () => announce(0),
        (error) => (console.error(error.message), announce(1)),
      )
    })()
  : Promise.resolve(true)

/**
 * Adds a JSON report's counts, read by `tally` ({ passed, failed }); a missing report is one failure, and
 * so is a step that failed with no failed test in its report (a server that did not start, a set-up that
 * threw).
 */
/**
 * @param {string} file
 * @param {boolean} ran
 * @param {(report: any) => { passed: number, failed: number }} tally
 */
function countReport(file, ran, tally) {
  const counts = existsSync(file) ? tally(JSON.parse(readFileSync(file, 'utf8'))) : { passed: 0, failed: 1 }
  passed += counts.passed
  failed += counts.failed || (ran ? 0 : 1)
}
/** @type {(file: string, ran: boolean) => void} */
const countVitest = (file, ran) =>
  countReport(file, ran, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }))
/** @type {(file: string, ran: boolean) => void} */
const countPlaywright = (file, ran) =>
  countReport(file, ran, (report) => {
    flaky.push(...flakyIn(report.suites ?? []))
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }
  })
/**
 * Browser tests that failed and then passed on their retry (CI retries once, playwright.config.ts): they
 * count as passed, and are named in the closing line so a flaky test is seen rather than hidden.
 * @param {any[]} suites
 * @returns {string[]}
 */
function flakyIn(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((/** @type {any} */ spec) =>
      (spec.tests ?? [])
        .filter((/** @type {any} */ t) => t.status === 'flaky')
        .map((/** @type {any} */ t) => `[${t.projectName}] ${spec.file}:${spec.line} ${spec.title}`),
    ),
    ...flakyIn(suite.suites ?? []),
  ])
}

// Vitest in two runs, one after the other (each on both cores): the unit files sharing one module cache
// per worker (--no-isolate, vitest.config.ts says why), then the isolated unit files and the integration
// files, each in a process of its own.
const vitest = wants('vitest')
  ? (async () => {
      const runs = [
        ['unit', ['--project=unit', '--no-isolate']],
        ['', ['--project=unit-isolated', '--project=int']],
      ]
      for (const [suffix, args] of runs) {
        const file = path.join(root, 'test-results', `vitest${suffix ? `-${suffix}` : ''}.json`)
        rmSync(file, { force: true })
        const ran = await step(
          suffix ? `vitest ${suffix}` : 'vitest',
          bin('vitest'),
          ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${path.relative(root, file)}`],
          ' (in parallel)',
        )
        countVitest(file, ran)
      }
    })()
  : Promise.resolve()

// The PostgreSQL half (docs/decisions/022-postgres-migrations.md): only with a server to run on.
const postgresUrl = process.env.TEST_POSTGRES_URL
const postgres = wants('postgres') && Boolean(postgresUrl)
if (wants('postgres') && !postgresUrl)
  console.log('\n=== postgres: skipped (TEST_POSTGRES_URL is not set; .ci/run sets it)')
// Two instances on PostgreSQL behind nginx (tests/multi/, scripts/test/multi-instance.mjs): with a server and nginx.
const multi = wants('multi') && Boolean(postgresUrl) && Boolean(findNginx())
if (wants('multi') && !multi)
  console.log('\n=== multi-instance: skipped (needs TEST_POSTGRES_URL and nginx; .ci/run provides both)')

// Build unless told the current build is fresh (SKIP_BUILD=1 while iterating on tests only).
if (wants('typecheck')) env.BUILD_TYPES_CHECKED = '1'
const build =
  (wants('e2e') || wants('faults') || postgres || multi) && process.env.SKIP_BUILD !== '1'
    ? step('build', 'npm', ['run', 'build'], ' (in parallel)')
    : Promise.resolve(true)

// On PostgreSQL: the integration tests of the database layer (raw SQL of the discharges, the import's
// transactions, the whole demo seed with the data pages' CSV import and the search over it, the contact
// form's unique nonce, jobs and the reconciler, sign-in's lockout, the lock that makes instances starting
// together migrate and seed one after another, the sorting assistant's miss counter upsert), one worker
// beside the other steps, then, once the build is there, the browser smoke beside the SQLite browser tests
// (one worker, its own server on an empty database that `npm start` migrates and seeds). Reports go to
// test-results-postgres/, which the SQLite browser run does not empty.
const POSTGRES_INT_TESTS = [
  'tests/int/discharges.int.test.ts',
  'tests/int/discharges-import-route.int.test.ts',
  // The address index through both imports and the demo seed; the compatibility answer's bytes.
  'tests/int/addresses.int.test.ts',
  // The custom server's lookup fast path against the Next route: same bytes, same shared budget.
  'tests/int/lookup-fast-path.int.test.ts',
  'tests/int/contact.int.test.ts',
  'tests/int/demo-seed.int.test.ts',
  'tests/int/admin-hardening.int.test.ts',
  'tests/int/start-lock.int.test.ts',
  'tests/int/sorting-misses.int.test.ts',
  'tests/int/reminders.int.test.ts',
  'tests/int/imports.int.test.ts',
  'tests/int/wordpress-import.int.test.ts',
  'tests/int/wordpress-wxr.int.test.ts',
  'tests/int/wordpress-media.int.test.ts',
  'tests/int/wordpress-api.int.test.ts',
  // Several instances on one database: shared rate limits, the expiry broadcast, the jobs leader (025).
  'tests/int/cluster.int.test.ts',
  // The cluster's tables made by the migrations; a database that had them keeps its rows.
  'tests/int/cluster-tables.int.test.ts',
]
const postgresDone =
  postgres || multi
    ? (async () => {
        if (postgres) {
          const file = path.join(root, 'test-results-postgres', 'vitest.json')
          rmSync(file, { force: true })
          const pgRan = await step(
            'postgres vitest',
            bin('vitest'),
            [
              'run',
              '--project=int',
              '--maxWorkers=1',
              '--minWorkers=1',
              '--reporter=default',
              '--reporter=json',
              '--outputFile.json=test-results-postgres/vitest.json',
              ...POSTGRES_INT_TESTS,
            ],
            ' (in parallel)',
            { INT_TEST_POSTGRES_URL: postgresUrl },
          )
          countVitest(file, pgRan)
          if (!(await build)) return
          const e2eUrl = new URL(/** @type {string} */ (postgresUrl))
          e2eUrl.pathname = `${e2eUrl.pathname.replace(/\/+$/, '')}_e2e`
          const report = path.join(root, 'test-results-postgres', 'e2e.json')
          rmSync(report, { force: true })
          const smokeRan = await step(
            'postgres e2e',
            bin('playwright'),
            ['test', '-c', 'playwright.postgres.config.ts'],
            ' (in parallel)',
            {
              E2E_PORT: process.env.E2E_POSTGRES_PORT ?? String(Number(process.env.E2E_PORT ?? 3200) + 1),
              E2E_POSTGRES_URL: e2eUrl.toString(),
            },
          )
          countPlaywright(report, smokeRan)
        }
        // Then, on the same build and beside the SQLite browser tests, two instances on PostgreSQL behind
        // nginx: its own database (TEST_POSTGRES_URL's name + "_multi") and ports (MULTI_TEST_PORT, 3340, and
        // the five after it).
        if (!multi || !(await build)) return
        const multiReport = path.join(root, 'test-results-postgres', 'multi.json')
        rmSync(multiReport, { force: true })
        const multiRan = await step(
          'multi-instance',
          bin('vitest'),
          [
            'run',
            '-c',
            'vitest.multi.config.ts',
            '--reporter=default',
            '--reporter=json',
            '--outputFile.json=test-results-postgres/multi.json',
          ],
          ' (in parallel)',
        )
        countVitest(multiReport, multiRan)
      })()
    : Promise.resolve()

if ((await lint) === false) failed++
if ((await typecheck) === false) failed++
const built = await build
const seeded = await snapshot
// The browser tests start once the machine is free of the other steps.
await vitest

// Fault test (tests/faults/, vitest.faults.config.ts): the production build killed with SIGKILL during
// deliveries and imports, 3 cycles, on its own port and database; one test; beside the browser tests (it
// mostly waits for restarts). Only when asked for (`node scripts/test/test-all.mjs faults` or FAULTS_TEST=1):
// under load a kill still lands between the SMTP server's 250 and the moment the loaded process reads it,
// and the re-sent copy (same Message-ID) fails the check (left open).
const faults =
  only.includes('faults') || process.env.FAULTS_TEST === '1'
    ? (async () => {
        if (!built) return void failed++
        const faultsReport = path.join(root, 'test-results-faults', 'faults.json')
        rmSync(faultsReport, { force: true })
        const faultsRan = await step(
          'faults',
          bin('vitest'),
          [
            'run',
            '-c',
            'vitest.faults.config.ts',
            '--reporter=default',
            '--reporter=json',
            '--outputFile.json=test-results-faults/faults.json',
          ],
          ' (in parallel)',
          {
            FAULTS_PORT: process.env.FAULTS_PORT ?? String(Number(process.env.E2E_PORT ?? 3200) + 10),
            FAULTS_CYCLES: '3',
          },
        )
        countVitest(faultsReport, faultsRan)
      })()
    : Promise.resolve()

if (wants('e2e')) {
  if (!built || !seeded) failed++
  else {
    const file = path.join(root, 'test-results', 'e2e.json')
    rmSync(file, { force: true })
    const e2eRan = await step('e2e', bin('playwright'), [
      'test',
      ...(process.env.E2E_ARGS ? process.env.E2E_ARGS.split(' ') : []),
    ])
    countPlaywright(file, e2eRan)
  }
}
await faults
if (postgres && !built) failed++
await postgresDone

const machineEnd = machineTimes()
if (machineStart && machineEnd) {
  const hz = 100 // USER_HZ, 100 on Linux
  /** @param {'busy' | 'idle' | 'steal'} key */
  const part = (key) => Math.round((machineEnd[key] - machineStart[key]) / hz)
  console.log(
    `\nmachine: ${Math.round((Date.now() - runStarted) / 1000)} s; CPU busy ${part('busy')} s, idle ${part('idle')} s, stolen by the host ${part('steal')} s`,
  )
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${flaky.length} flaky (passed on retry)`)
for (const name of flaky) console.log(`flaky: ${name}`)
if (broken.length) console.log(`steps that failed: ${broken.join(', ')}`)
process.exit(broken.length || failed > 0 ? 1 : 0)
