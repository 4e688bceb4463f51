import { defineConfig } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'
import path from 'node:path'

export default defineConfig({
  plugins: [tsconfigPaths()],
  resolve: { alias: { 'server-only': path.resolve(__dirname, 'tests/support/server-only.ts') } },
  test: {
    // Vitest leaves one of two cores idle by default; the integration files are CPU-bound and isolated
    // (a temporary database each), so both cores run files.
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'seed/**/*.test.ts', 'scripts/**/*.test.ts'],
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
