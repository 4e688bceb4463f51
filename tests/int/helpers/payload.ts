// A fresh temporary SQLite database per test file, migrated like production, through Payload's local API.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

let dir: string | undefined

export async function createTestPayload(): Promise<Payload> {
  dir = mkdtempSync(path.join(tmpdir(), 'site-int-'))
  process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
  process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789'
  process.env.PAYLOAD_DISABLE_REVALIDATE = 'true'
  const [{ getPayload }, { default: config }, { migrations }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/migrations'),
  ])
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as never })
  return payload
}

export async function destroyTestPayload(payload: Payload | undefined): Promise<void> {
  await payload?.destroy?.()
  if (dir) rmSync(dir, { recursive: true, force: true })
}
