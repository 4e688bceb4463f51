import { configDefaults, defineConfig } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'
import path from 'node:path'
import isolatedUnitFiles from './tests/support/isolated-unit-files.json'

const UNIT_FILES = ['src/**/*.test.ts', 'seed/**/*.test.ts', 'scripts/**/*.test.ts']

/** Unit files that replace modules or settings for their own tests: each runs in a fresh process. */
const ISOLATED_UNIT_FILES: string[] = isolatedUnitFiles

export default defineConfig({
  plugins: [tsconfigPaths()],
  resolve: { alias: { 'server-only': path.resolve(__dirname, 'tests/support/server-only.ts') } },
  test: {
    // Vitest leaves one of two cores idle by default; the integration files are CPU-bound and isolated
    // (a temporary database each), so both cores run files.
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      // `npm test` runs the unit project with --no-isolate (scripts/test/test-all.mjs): its files share their
      // workers' module cache instead of starting a process each and importing their modules again, 18 s
      // of CPU against 74 s (`vitest run --project=unit`, with and without --no-isolate). Vitest decides
      // isolation per pool, not per project, hence the flag. Files that replace modules or settings
      // (vi.mock, vi.doMock, vi.stubEnv, vi.stubGlobal, vi.resetModules) would leak those into the files
      // after them, so they are the isolated project below. The list is tests/support/isolated-unit-files.json;
      // eslint.config.mjs refuses those calls in any other unit file.
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_FILES,
          exclude: [...ISOLATED_UNIT_FILES, ...configDefaults.exclude],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: ISOLATED_UNIT_FILES,
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
          // A temporary database per file, in the environment before the file's imports read the settings.
          setupFiles: ['tests/int/helpers/setup.ts'],
          // On a PostgreSQL run, drops the per-file databases afterwards (a no-op on SQLite).
          globalSetup: ['tests/int/helpers/postgres.ts'],
          // Each file gets its own temporary SQLite database (tests/int/helpers/payload.ts).
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
