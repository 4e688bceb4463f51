import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium.mjs'

const PORT = Number(process.env.E2E_PORT ?? 3200)

const launchOptions = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] }

export default defineConfig({
  testDir: 'tests/e2e',
  // The PostgreSQL smoke has a server and configuration of its own (playwright.postgres.config.ts).
  testIgnore: /postgres-smoke\.spec\.ts/,
  fullyParallel: true,
  // Two workers on two cores: a CI run with three took as long (872 s against 884 s).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions,
    // On CI a trace of the retry of a failing test; recording every test's trace costs the machine about
    // 14 % more CPU over the browser tests (navigation and data-page specs: 207 s against 178 s of CPU).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    // One admin login per run, shared by every admin test (tests/e2e/support/admin.ts explains why).
    { name: 'admin-setup', testMatch: /admin\.setup\.ts/, use: { launchOptions } },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      dependencies: ['admin-setup'],
    },
    // Only the tests tagged @phone (tests/e2e/support/phone.ts says which): phone behaviour and one layout and axe
    // check per page template. Every other test asserts what does not depend on the width and runs once.
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions }, dependencies: ['admin-setup'], grep: /@phone\b/ },
  ],
  webServer: {
    // The production server on its own copy of the seeded template database (scripts/test/e2e-server.mjs).
    command: 'node scripts/test/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/locales/et.json`,
    // `npm test` seeds the template beforehand; run alone, the server may have to seed it first, which
    // takes a minute or two on a busy machine (the demo content: pages, posts, PDFs in three languages).
    timeout: 300_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(PORT) },
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
