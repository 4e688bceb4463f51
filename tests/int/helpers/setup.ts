// Runs before every integration test file's own imports (vitest `setupFiles`): the file's temporary
// database and media folder are in the environment before any module can read the settings. Settings
// are parsed once per process (src/lib/env), so a module that reads them at import time would otherwise
// fix the default database, data/site.db, and the tests would write into the demo's database.
//
// With INT_TEST_POSTGRES_URL set (a PostgreSQL URL whose role may create databases, e.g.
// postgres://site:site@127.0.0.1:5432/site_int), the file gets a database of its own on that server instead,
// named after the URL's with the run's and a random suffix; Payload's adapter creates it on connect and
// ./postgres.ts drops it when the run ends (the PostgreSQL half of `npm test`, scripts/test/test-all.mjs).
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const dir = mkdtempSync(path.join(tmpdir(), 'site-int-'))
process.env.INT_TEST_DIR = dir
const postgres = process.env.INT_TEST_POSTGRES_URL
if (postgres) {
  const url = new URL(postgres)
  // <name>_<run>_<file>: ./postgres.ts drops the run's databases when it ends.
  const run = process.env.INT_TEST_POSTGRES_RUN ?? 'norun'
  url.pathname = `${url.pathname.replace(/\/+$/, '') || '/site_int'}_${run}_${randomBytes(4).toString('hex')}`
  process.env.DATABASE_URL = url.toString()
} else {
  process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
}
// What ./payload.ts checks the settings against: this file's database and no other.
process.env.INT_TEST_DATABASE_URL = process.env.DATABASE_URL
process.env.MEDIA_DIR = path.join(dir, 'media')
process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789'
process.env.PAYLOAD_DISABLE_REVALIDATE = 'true'
