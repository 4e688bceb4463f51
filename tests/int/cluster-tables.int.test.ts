// The cluster's tables come from the migrations of each set (cluster_tables), no longer from the code at
// first use (docs/decisions/046-database-strategy.md). A database from before had them already, with rows:
// the migration then leaves them and their rows as they are. Runs on SQLite and, with INT_TEST_POSTGRES_URL,
// on PostgreSQL (scripts/test/test-all.mjs).
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { registeredEventStore } from '@/lib/cluster/events'
import { PostgresRateLimiter } from '@/lib/cluster/rateLimits'
import { registeredClusterPool } from '@/lib/cluster/pool'
import { migrationsOf } from '@/lib/db/migrations'

const postgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
let payload: Payload

beforeAll(async () => {
  payload = await createTestPayload()
})
afterAll(async () => destroyTestPayload(payload))

/** The migration that creates the cluster's tables, run again as on a database that already had them. */
async function runClusterMigrationAgain() {
  const migration = migrationsOf().find((m) => m.name.endsWith('_cluster_tables'))
  expect(migration, 'the cluster_tables migration is in the set').toBeDefined()
  const db = (payload.db as unknown as { drizzle: unknown }).drizzle
  await migration!.up({ db, payload, req: {} } as never)
}

describe('the cluster tables', () => {
  it('exist once the migrations ran, and a database that had them keeps its rows', async () => {
    const store = registeredEventStore()
    expect(store).toBeDefined()
    // Written before anything created a table at run time: the migration made it.
    await store!.insert('before', { tags: ['collection:pages'], search: [] })
    await runClusterMigrationAgain()
    const ids = await store!.since(0n)
    expect(ids.map((e) => [e.origin, e.tags])).toEqual([['before', ['collection:pages']]])
  })

  it.runIf(postgres)('on PostgreSQL the rate limits count in their tables, kept by the migration', async () => {
    const pool = registeredClusterPool()!
    const limiter = new PostgresRateLimiter('t.migration', { limit: 2, windowMs: 60_000 }, async () => pool)
    const t = 1_800_000_000_000
    expect(await limiter.take('k', { now: t })).toMatchObject({ ok: true, quota: { remaining: 1 } })
    await runClusterMigrationAgain()
    expect(await limiter.take('k', { now: t + 1 })).toMatchObject({ ok: true, quota: { remaining: 0 } })
    const { rows } = await pool.query<{ relpersistence: string }>(
      "SELECT relpersistence FROM pg_class WHERE relname IN ('cluster_rate_windows', 'cluster_recent', 'cluster_backoff')",
    )
    // UNLOGGED ('u'): a take writes no WAL (decision 025).
    expect(rows.map((r) => r.relpersistence)).toEqual(['u', 'u', 'u'])
  })
})
