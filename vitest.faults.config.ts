import { defineConfig } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'

// The fault test (tests/faults/): the production build killed with SIGKILL during imports and deliveries, on a
// copy of the seeded template database. Not in vitest.config.ts's projects, so `vitest run` never starts it;
// scripts/test/test-all.mjs runs it after the build when asked (`faults` or FAULTS_TEST=1):
// `vitest run -c vitest.faults.config.ts`.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['tests/faults/**/*.faults.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // 3 cycles take about two minutes; 30 minutes leaves room for FAULTS_CYCLES and a loaded machine.
    testTimeout: 30 * 60_000,
  },
})
