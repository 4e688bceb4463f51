#!/usr/bin/env node
// `npm test`: lint (once package.json has a `lint` script), type-check, unit and integration tests
// (Vitest), production build, browser tests (Playwright). Prints one closing line
// "tests: N passed, N failed" over everything. `node scripts/test-all.mjs e2e vitest …` runs only those steps.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureSnapshot } from './e2e-snapshot.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const only = process.argv.slice(2)
const wants = (step) => only.length === 0 || only.includes(step)
const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {}
let passed = 0
let failed = 0
let broken = false

/** Announces a step and returns the function that reports its result (true when it passed). */
function begin(name, label, note = '') {
  console.log(`\n=== ${name}${note}: ${label}`)
  const started = Date.now()
  return (code) => {
    console.log(`=== ${name}: exit ${code} in ${Math.round((Date.now() - started) / 1000)} s`)
    if (code !== 0) broken = true
    return code === 0
  }
}

/** Runs a command as a step; resolves to true when it passed. `note` marks steps that run beside others. */
function step(name, command, args, note = '') {
  const end = begin(name, [path.basename(command), ...args].join(' '), note)
  return new Promise((resolve) =>
    spawn(command, args, { cwd: root, env, stdio: ['pipe', 'inherit', 'inherit'] })
      .on('error', () => resolve(end(1)))
      .on('close', (code) => resolve(end(code))),
  )
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

// The browser-test server starts from a seeded template database (scripts/e2e-snapshot.mjs), reused when
// still current. Seeding is mostly one Node thread on SQLite.
const snapshot = wants('e2e')
  ? (() => {
      const announce = begin('e2e snapshot', 'node scripts/e2e-snapshot.mjs', ' (in parallel)')
      return ensureSnapshot().then(
        () => announce(0),
        (error) => (console.error(error.message), announce(1)),
      )
    })()
  : Promise.resolve(true)

const vitest = wants('vitest')
  ? (async () => {
      const file = path.join(root, 'test-results', 'vitest.json')
      rmSync(file, { force: true })
      await step(
        'vitest',
        bin('vitest'),
        ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
        ' (in parallel)',
      )
      if (existsSync(file)) {
        const r = JSON.parse(readFileSync(file, 'utf8'))
        passed += r.numPassedTests
        failed += r.numFailedTests
      } else failed++
    })()
  : Promise.resolve()

// Build unless told the current build is fresh (SKIP_BUILD=1 while iterating on tests only).
if (wants('typecheck')) env.BUILD_TYPES_CHECKED = '1'
const build =
  wants('e2e') && process.env.SKIP_BUILD !== '1'
    ? step('build', 'npm', ['run', 'build'], ' (in parallel)')
    : Promise.resolve(true)

if ((await lint) === false) failed++
if ((await typecheck) === false) failed++
const built = await build
const seeded = await snapshot
// The browser tests start once the machine is free of the other steps.
await vitest

if (wants('e2e')) {
  if (!built || !seeded) failed++
  else {
    const file = path.join(root, 'test-results', 'e2e.json')
    rmSync(file, { force: true })
    await step('e2e', bin('playwright'), ['test', ...(process.env.E2E_ARGS ? process.env.E2E_ARGS.split(' ') : [])])
    if (existsSync(file)) {
      const s = JSON.parse(readFileSync(file, 'utf8')).stats
      passed += s.expected + s.flaky
      failed += s.unexpected
    } else failed++
  }
}

console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(broken || failed > 0 ? 1 : 0)
