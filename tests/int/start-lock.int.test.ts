// Several instances starting at once on one PostgreSQL database migrate and seed one after another
// (src/lib/db/startLock.ts). Runs on the PostgreSQL half of `npm test` (INT_TEST_POSTGRES_URL); on SQLite
// there is no lock to hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

describe.runIf(postgres)('start lock on PostgreSQL', () => {
  it('a second instance waits until the first has released the lock', async () => {
    const events: string[] = []
    const releaseFirst = await holdStartLock(url)
    events.push('first holds')
    const second = holdStartLock(url).then((release) => {
      events.push('second holds')
      return release
    })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(events).toEqual(['first holds'])
    events.push('first releases')
    await releaseFirst()
    const releaseSecond = await second
    expect(events).toEqual(['first holds', 'first releases', 'second holds'])
    await releaseSecond()
  })
})

describe.runIf(!postgres)('start lock on SQLite', () => {
  it('holds nothing', async () => {
    const release = await holdStartLock(url)
    await release()
    expect(url.startsWith('file:')).toBe(true)
  })
})
