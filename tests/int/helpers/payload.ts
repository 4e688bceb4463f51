// A fresh temporary SQLite database per test file (created by ./setup.ts before the file's imports),
// migrated like production, through Payload's local API.
import { rmSync } from 'node:fs'
import type { Payload } from 'payload'

export async function createTestPayload(): Promise<Payload> {
  if (!process.env.INT_TEST_DIR || !process.env.DATABASE_URL?.includes(process.env.INT_TEST_DIR)) {
    throw new Error('tests/int/helpers/setup.ts did not run: integration tests need their own database')
  }
  const [{ getPayload }, { default: config }, { migrationsOf }, { env }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/lib/db/migrations'),
    import('@/lib/env'),
  ])
  // The settings every module sees must name this file's database, never the demo's.
  if (env().DATABASE_URL !== process.env.DATABASE_URL) throw new Error(`settings name ${env().DATABASE_URL}`)
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrationsOf() as never })
  return payload
}

export async function destroyTestPayload(payload: Payload | undefined): Promise<void> {
  await payload?.destroy?.()
  if (process.env.INT_TEST_DIR) rmSync(process.env.INT_TEST_DIR, { recursive: true, force: true })
}
