// Runs before every integration test file's own imports (vitest `setupFiles`): the file's temporary
// database and media folder are in the environment before any module can read the settings. Settings
// are parsed once per process (src/lib/env), so a module that reads them at import time would otherwise
// fix the default database, data/site.db, and the tests would write into the demo's database.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const dir = mkdtempSync(path.join(tmpdir(), 'site-int-'))
process.env.INT_TEST_DIR = dir
process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
process.env.MEDIA_DIR = path.join(dir, 'media')
process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789'
process.env.PAYLOAD_DISABLE_REVALIDATE = 'true'
