// `npm run bench:faults [-- --cycles 30 --port 3350 --seed N --requests 3 --keep]`: the fault run of
// "nothing lost" (tests/faults/nothing-lost.ts) with its figures printed; exits 1 when anything was lost,
// duplicated or half-applied, or the database is not intact. The same module is the test
// tests/faults/nothing-lost.faults.test.ts (3 cycles, `FAULTS_TEST=1 npm test`). A plain tsx runner rather
// than vitest with environment variables: the options stay command-line flags, the figures print as the run
// goes (vitest buffers a test's output), and a 30-cycle run needs no test timeout.
import { runFaults } from '../../tests/faults/nothing-lost'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? fallback : Number(process.argv[i + 1])
}
const seedArg = process.argv.indexOf('--seed')

let exitCode = 0
try {
  const result = await runFaults({
    cycles: arg('cycles', 30),
    port: arg('port', 3350),
    requestsPerCycle: arg('requests', 3),
    seed: seedArg === -1 ? undefined : Number(process.argv[seedArg + 1]),
    keep: process.argv.includes('--keep'),
  })
  console.log(result.report)
  if (result.problems.length) console.log(`\nproblems:\n  ${result.problems.join('\n  ')}`)
  if (result.failed) exitCode = 1
} catch (error) {
  console.error(`bench:faults failed: ${error instanceof Error ? error.message : error}`)
  exitCode = 1
}
process.exit(exitCode)
