// Several instances starting at once on one PostgreSQL database migrate and seed one after another
// (src/lib/db/startLock.ts). Runs on the PostgreSQL half of `npm test` (INT_TEST_POSTGRES_URL); on SQLite
// there is no lock to hold.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { holdStartLock } from '@/lib/db/startLock'

const url = process.env.DATABASE_URL ?? ''
const postgres = /^postgres(ql)?:\/\//.test(url)
let payload: Payload | undefined

// The file's database exists once Payload has connected to it (the adapter creates it).
beforeAll(async () => {
  if (postgres) payload = await createTestPayload()
})
afterAll(() => destroyTestPayload(payload))

/** Sessions of this database waiting for an advisory lock they asked for. */
async function waitingForTheLock(): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
        WHERE l.locktype = 'advisory' AND NOT l.granted AND d.datname = current_database()`,
    )
    return rows[0]?.n ?? 0
  } finally {
    await client.end()
  }
}

describe.runIf(postgres)('start lock on PostgreSQL', () => {
  it('a second instance waits until the first has released the lock', async () => {
    const events: string[] = []
    const releaseFirst = await holdStartLock(url)
    events.push('first holds')
    const second = holdStartLock(url).then((release) => {
      events.push('second holds')
      return release
    })
    // The second session is queued on the lock in PostgreSQL (not merely slow to connect) before the first lets go.
    await vi.waitFor(async () => expect(await waitingForTheLock()).toBe(1), { timeout: 10_000, interval: 20 })
    expect(events).toEqual(['first holds'])
    events.push('first releases')
    await releaseFirst()
    const releaseSecond = await second
    expect(events).toEqual(['first holds', 'first releases', 'second holds'])
    await releaseSecond()
  })
})

describe.runIf(!postgres)('start lock on SQLite', () => {
  it('holds nothing: a second start does not wait for the first', async () => {
    const events: string[] = []
    const releaseFirst = await holdStartLock(url)
    events.push('first holds')
    // On PostgreSQL this second hold would wait for the first's release, which comes only after it.
    const releaseSecond = await holdStartLock(url)
    events.push('second holds')
    await releaseFirst()
    await releaseSecond()
    expect(events).toEqual(['first holds', 'second holds'])
  })
})
