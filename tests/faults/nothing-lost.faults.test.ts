// "Nothing lost" under SIGKILL: the fault run (./nothing-lost.ts) on the production build, 3 cycles by default.
// Run by `node scripts/test/test-all.mjs faults` or `FAULTS_TEST=1 npm test` after the build
// (`vitest run -c vitest.faults.config.ts`); FAULTS_PORT (the server; the stand-ins take the next two
// ports), FAULTS_CYCLES and FAULTS_SEED choose the run. `npm run bench:faults` runs longer and prints the figures.
import { expect, test } from 'vitest'
import { runFaults } from './nothing-lost'

const env = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined)

test('a server killed during imports and deliveries loses, duplicates and half-applies nothing', async () => {
  const result = await runFaults({
    cycles: env('FAULTS_CYCLES') ?? 3,
    port: env('FAULTS_PORT') ?? Number(process.env.E2E_PORT ?? 3200) + 10,
    requestsPerCycle: env('FAULTS_REQUESTS') ?? 3,
    seed: env('FAULTS_SEED'),
  })
  console.log(result.report)
  // The problems are the message when it fails; the log path and seed let the run be replayed.
  expect(result.problems, `seed ${result.seed}, server log ${result.serverLog}`).toEqual([])
  expect(result.failed).toBe(false)
})
