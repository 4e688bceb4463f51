// A fresh temporary database per test file (created by ./setup.ts before the file's imports): SQLite, or
// PostgreSQL when INT_TEST_POSTGRES_URL is set; migrated like production, through Payload's local API.
import { rmSync } from 'node:fs'
import type { Payload } from 'payload'

export async function createTestPayload(): Promise<Payload> {
  const own = process.env.INT_TEST_DATABASE_URL
  if (!process.env.INT_TEST_DIR || !own || process.env.DATABASE_URL !== own) {
    throw new Error('tests/int/helpers/setup.ts did not run: integration tests need their own database')
  }
  const [{ getPayload }, { default: config }, { migrationsOf }, { env }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/lib/db/migrations'),
    import('@/lib/env'),
  ])
  // The settings every module sees must name this file's database, never the demo's.
  if (env().DATABASE_URL !== own) throw new Error(`settings name ${env().DATABASE_URL}`)
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrationsOf() as never })
  return payload
}

export async function destroyTestPayload(payload: Payload | undefined): Promise<void> {
  await payload?.destroy?.()
  // A PostgreSQL database is dropped once every file has run (./postgres.ts), when no pool holds it.
  if (process.env.INT_TEST_DIR) rmSync(process.env.INT_TEST_DIR, { recursive: true, force: true })
}
