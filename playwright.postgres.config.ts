import { defineConfig, devices } from '@playwright/test'
import base from './playwright.config'

// The PostgreSQL smoke (tests/e2e/postgres-smoke.spec.ts): the main journeys against a production server on
// an empty PostgreSQL database that `npm start` migrates and seeds itself (scripts/test/e2e-server.mjs with
// E2E_POSTGRES_URL). `npm test` runs it beside the SQLite browser tests when TEST_POSTGRES_URL is set
// (scripts/test/test-all.mjs); on its own: E2E_POSTGRES_URL=postgres://… npx playwright test -c playwright.postgres.config.ts
const PORT = Number(process.env.E2E_PORT ?? 3210)
const url = process.env.E2E_POSTGRES_URL
if (!url)
  throw new Error('E2E_POSTGRES_URL (the database to create, e.g. postgres://site:site@127.0.0.1/site_e2e) is required')

export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: /postgres-smoke\.spec\.ts/,
  // One server, one journey after another: it runs beside the SQLite browser tests on two cores.
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results-postgres/e2e.json' }]],
  // Not under test-results/, which the SQLite run empties when it starts beside this one.
  outputDir: 'test-results-postgres',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  projects: [
    {
      name: 'postgres',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: base.use?.launchOptions,
      },
    },
  ],
  webServer: {
    ...(Array.isArray(base.webServer) ? base.webServer[0] : base.webServer!),
    url: `http://127.0.0.1:${PORT}/locales/et.json`,
    env: { E2E_PORT: String(PORT), E2E_POSTGRES_URL: url },
  },
})
