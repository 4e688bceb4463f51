#!/usr/bin/env node
// `npm test`: type-check, unit and integration tests (Vitest), production build, browser tests (Playwright).
// Prints one closing line "tests: N passed, N failed" over everything.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const only = process.argv.slice(2)
const wants = (step) => only.length === 0 || only.includes(step)
let passed = 0
let failed = 0
let broken = false

const spawnOptions = { cwd: root, env, stdio: ['pipe', 'inherit', 'inherit'] }

/** Announces a step and returns the function that reports its exit code (true when it passed). */
function begin(name, command, args, note = '') {
  console.log(`\n=== ${name}${note}: ${[path.basename(command), ...args].join(' ')}`)
  const started = Date.now()
  return (code) => {
    console.log(`=== ${name}: exit ${code} in ${Math.round((Date.now() - started) / 1000)} s`)
    if (code !== 0) broken = true
    return code === 0
  }
}

function step(name, command, args) {
  return begin(name, command, args)(spawnSync(command, args, spawnOptions).status)
}

/** Like step(), without blocking: the type check (one core) runs beside Vitest. */
function stepAsync(name, command, args) {
  const end = begin(name, command, args, ' (in parallel)')
  return new Promise((resolve) => spawn(command, args, spawnOptions).on('close', (code) => resolve(end(code))))
}

const typecheck = wants('typecheck') ? stepAsync('typecheck', bin('tsc'), ['--noEmit']) : Promise.resolve(null)

if (wants('vitest')) {
  rmSync(path.join(root, 'test-results', 'vitest.json'), { force: true })
  step('vitest', bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'])
  const file = path.join(root, 'test-results', 'vitest.json')
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8'))
    passed += r.numPassedTests
    failed += r.numFailedTests
  } else failed++
}

const typesOk = await typecheck
if (typesOk === false) failed++
// The build skips its own type check only when this run has just checked the whole project.
if (typesOk === true) env.BUILD_TYPES_CHECKED = '1'

if (wants('e2e')) {
  // Build unless told the current build is fresh (SKIP_BUILD=1 while iterating on tests only).
  if (process.env.SKIP_BUILD !== '1' && !step('build', 'npm', ['run', 'build'])) failed++
  else {
    rmSync(path.join(root, 'test-results', 'e2e.json'), { force: true })
    step('e2e', bin('playwright'), ['test', ...(process.env.E2E_ARGS ? process.env.E2E_ARGS.split(' ') : [])])
    const file = path.join(root, 'test-results', 'e2e.json')
    if (existsSync(file)) {
      const s = JSON.parse(readFileSync(file, 'utf8')).stats
      passed += s.expected + s.flaky
      failed += s.unexpected
    } else failed++
  }
}

console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(broken || failed > 0 ? 1 : 0)
