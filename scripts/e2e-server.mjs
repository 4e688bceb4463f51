#!/usr/bin/env node
// Starts the production build for browser tests on a fresh SQLite file, with settings tests rely on.
import { rmSync } from 'node:fs'
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const port = process.env.E2E_PORT ?? '3200'
const db = path.join(root, 'data', `e2e-${port}.db`)
for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(db + suffix, { force: true })

const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  stdio: ['pipe', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: port,
    DATABASE_URL: `file:${db}`,
    PAYLOAD_SECRET: 'e2e-secret-not-for-production-0123456789',
    SITE_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'e2e-admin-password',
    // A stand-in analytics host: nothing resolves it, tests answer its requests by route interception
    // (tests/e2e/navigation.spec.ts). Consent is needed before the browser even asks for it.
    MATOMO_URL: process.env.MATOMO_URL ?? 'http://analytics.e2e.test/',
    MATOMO_SITE_ID: process.env.MATOMO_SITE_ID ?? '1',
    // Contact form: browser tests fill forms faster than a person and send many from one address;
    // the fill-time and rate limits have their own unit tests. SMTP stays unset: requests wait.
    CONTACT_MIN_FILL_SECONDS: '0',
    CONTACT_RATE_LIMIT: '1000',
    CONTACT_UPLOAD_DIR: path.join('data', `e2e-${port}-uploads`),
    // The tests play the reverse proxy on loopback: each speaks as the client its X-Forwarded-For names,
    // so one test's lookup budget never spills into another (tests/e2e/discharges.spec.ts).
    TRUSTED_PROXIES: '127.0.0.0/8,::1',
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
