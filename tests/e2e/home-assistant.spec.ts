import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'

// Home Assistant's waste-collection source module (integrations/home-assistant/jaatmeveo_ee.py), run by
// Python against this very site, as Home Assistant would run it: its own unittest file checks the demo data
// (dates, waste types in et/ru/en, one entry per container and day). Python's standard library only; the
// integration's `waste_collection_schedule` package is stood in by tests/support.

const python = spawnSync('python3', ['--version'], { encoding: 'utf8' })
const hasPython = python.status === 0

test.describe('Home Assistant source module', () => {
  test.skip(!hasPython, 'python3 is not installed: the module cannot be run (CI installs it, .ci/run)')

  test('reads the demo address and contract from the running site', async ({ baseURL }, testInfo) => {
    test.slow()
    const root = fileURLToPath(new URL('../..', import.meta.url))
    const run = spawnSync('python3', ['-m', 'unittest', '-v', 'integrations/home-assistant/test_jaatmeveo_ee.py'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
      env: {
        ...process.env,
        JAATMEVEO_SITE: baseURL!,
        // Its own budget of lookups, apart from the other tests' (the server trusts the loopback proxy).
        JAATMEVEO_CLIENT: `10.36.${testInfo.parallelIndex}.5`,
        PYTHONDONTWRITEBYTECODE: '1',
      },
    })
    const output = `${run.stdout}\n${run.stderr}`
    expect(run.status, output).toBe(0)
    // Every case ran (none skipped for want of the site) and passed.
    expect(output).toMatch(/Ran 6 tests/)
    expect(output).toMatch(/\nOK\s*$/)
    expect(output).not.toMatch(/skipped/)
  })
})
