import { defineConfig } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'

// The multi-instance test (tests/multi/): two production instances on PostgreSQL behind nginx, started by
// scripts/test/multi-instance.mjs from the existing build. Not in vitest.config.ts's projects, so `vitest run`
// never starts it; scripts/test/test-all.mjs runs it after the build when TEST_POSTGRES_URL is set and nginx
// is installed: `vitest run -c vitest.multi.config.ts`.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['tests/multi/**/*.multi.test.ts'],
    environment: 'node',
    // One file, its steps in order on one pair of instances.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
})
