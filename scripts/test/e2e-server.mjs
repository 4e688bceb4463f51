#!/usr/bin/env node
// @ts-check
// Starts the production build for browser tests on a fresh copy of the seeded template database
// (scripts/test/e2e-snapshot.mjs), with settings tests rely on.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { copySnapshot, E2E_SETTINGS, ensureSnapshot } from './e2e-snapshot.mjs'
import { recreateDatabase } from './multi-instance.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const port = process.env.E2E_PORT ?? '3200'
const db = path.join(root, 'data', `e2e-${port}.db`)
const media = path.join(root, 'data', `e2e-${port}-media`)

// E2E_POSTGRES_URL (the PostgreSQL smoke, playwright.postgres.config.ts): an empty database of that name,
// dropped and created afresh, which `npm start` migrates and seeds as on a first deployment. Otherwise a
// copy of the SQLite template, seeded only when `npm test` has not just done so (a direct `playwright test`,
// a stale template).
const postgres = process.env.E2E_POSTGRES_URL
if (postgres) {
  await recreateDatabase(postgres)
  rmSync(media, { recursive: true, force: true })
} else {
  copySnapshot(await ensureSnapshot(), { db, media })
}

const child = spawn(process.execPath, [path.join(root, 'scripts', 'ops', 'start.mjs')], {
  cwd: root,
  stdio: ['pipe', 'inherit', 'inherit'],
  env: {
    ...process.env,
    ...E2E_SETTINGS,
    PORT: port,
    DATABASE_URL: postgres ?? `file:${db}`,
    // The copy of the template's media library: tests upload files, and the template stays as seeded.
    MEDIA_DIR: media,
    SITE_URL: `http://127.0.0.1:${port}`,
    // A stand-in analytics host: nothing resolves it, tests answer its requests by route interception
    // (tests/e2e/navigation.spec.ts). Consent is needed before the browser even asks for it.
    MATOMO_URL: process.env.MATOMO_URL ?? 'http://analytics.e2e.test/',
    MATOMO_SITE_ID: process.env.MATOMO_SITE_ID ?? '1',
    // Contact form: browser tests fill forms faster than a person and send many from one address;
    // the fill-time and rate limits have their own unit tests. SMTP stays unset: requests wait.
    CONTACT_MIN_FILL_SECONDS: '0',
    CONTACT_RATE_LIMIT: '1000',
    FORM_POST_LIMIT: '1000',
    CONTACT_UPLOAD_DIR: path.join('data', `e2e-${port}-uploads`),
    // The tests play the reverse proxy on loopback: each speaks as the client its X-Forwarded-For names,
    // so one test's lookup budget never spills into another (tests/e2e/discharges.spec.ts).
    TRUSTED_PROXIES: '127.0.0.0/8,::1',
    // /[locale]/test-error throws, so the tests see the server error page (tests/e2e/error-pages.spec.ts).
    ERROR_TEST_ROUTE: 'on',
  },
})
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
