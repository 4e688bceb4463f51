import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { dbOf } from '@/lib/db'
import { RateLimiter } from '@/lib/http/rateLimit'
import {
  MISS_CLIENT_LIMIT,
  MISS_RETENTION_DAYS,
  frequentMisses,
  missKey,
  recordSortingMiss,
  type MissOptions,
} from '@/lib/sorting/misses'
import { createTestPayload, destroyTestPayload } from './helpers/payload'

// Runs on SQLite and, in `npm test` with TEST_POSTGRES_URL, on PostgreSQL (scripts/test/test-all.mjs).
let payload: Payload
const editor = { id: 1, roles: ['editor'], collection: 'users' } as const

beforeAll(async () => {
  payload = await createTestPayload()
}, 120_000)
afterAll(() => destroyTestPayload(payload))

// No throttling, for the tests about counting (the limiter has its own test below).
const unlimited = (): MissOptions['limits'] => new RateLimiter({ limit: 0, windowMs: 1 })
const day0 = new Date('2026-11-20T10:00:00Z')
const at = (days: number, minutes = 0) => new Date(day0.getTime() + days * 86_400_000 + minutes * 60_000)
const ask = (query: string, client: string, now = day0, extra: MissOptions = {}) =>
  recordSortingMiss(payload, query, client, { now, limits: unlimited(), ...extra })

const row = async (query: string) =>
  (await payload.find({ collection: 'sorting-misses', where: { query: { equals: query } }, depth: 0 })).docs[0]
const editorSees = async () =>
  (
    await payload.find({ collection: 'sorting-misses', overrideAccess: false, user: editor, pagination: false })
  ).docs.map((d) => d.query)
const clear = () =>
  dbOf(payload).transaction([
    { sql: 'DELETE FROM sorting_miss_asks', args: [] },
    { sql: 'DELETE FROM sorting_misses', args: [] },
  ])

describe('unanswered sorting searches', () => {
  it('normalises what is counted and refuses what may be personal data', () => {
    expect(missKey('  Surfi   LAUD ')).toBe('surfi laud')
    expect(missKey('x'.repeat(300))).toHaveLength(100)
    expect(missKey('mari@example.com')).toBeNull()
    expect(missKey('5551 2345')).toBeNull()
    expect(missKey('38001010000 isikukood')).toBeNull()
    expect(missKey('1')).toBeNull()
    expect(missKey('A4 paber')).toBe('a4 paber')
  })

  it('counts one client asking 100 times a day once, and again on the next Tallinn day', async () => {
    await clear()
    const results = []
    // A limiter that allows one count an hour: the repeats are answered before it and never spend it.
    const limits = new RateLimiter({ limit: 1, windowMs: 3_600_000 })
    for (let i = 0; i < 100; i++)
      results.push(await ask(i % 2 ? 'Surfilaud' : 'surfilaud ', '198.51.100.7', at(0, i / 10), { limits }))
    expect(results.filter((r) => r === 'counted')).toHaveLength(1)
    expect(results.filter((r) => r === 'repeat')).toHaveLength(99)
    expect(await row('surfilaud')).toMatchObject({ count: 1, clients: 1 })
    // 21:59 UTC on the 20th is already the 21st in Tallinn (UTC+2): a new day, still one visitor.
    expect(await ask('surfilaud', '198.51.100.7', new Date('2026-11-20T22:30:00Z'))).toBe('counted')
    expect(await row('surfilaud')).toMatchObject({ count: 2, clients: 1 })
    expect(await ask('mari@example.com', '198.51.100.7')).toBe('refused')
  })

  it('stores no client address, only a pseudonym per client and query', async () => {
    const rows = await dbOf(payload).rows<Record<string, unknown>>('SELECT * FROM sorting_miss_asks')
    expect(rows.length).toBeGreaterThan(0)
    expect(JSON.stringify(rows)).not.toContain('198.51.100')
    await ask('kanuu', '198.51.100.7')
    const askers = await dbOf(payload).rows<{ query: string; asker: string }>(
      'SELECT query, asker FROM sorting_miss_asks',
    )
    const surf = askers.find((a) => a.query === 'surfilaud')!.asker
    const canoe = askers.find((a) => a.query === 'kanuu')!.asker
    expect(surf).not.toBe(canoe)
  })

  it('shows editors a query once three different clients asked it, not two', async () => {
    await clear()
    const since = '2026-10-21'
    await ask('kajak', '198.51.100.1')
    await ask('kajak', '198.51.100.2')
    // The same client on other days, and the same IPv6 /64 under other addresses, are not new visitors.
    for (let d = 1; d <= 5; d++) await ask('kajak', '198.51.100.2', at(d))
    await ask('kajak', '2001:db8:1:2::1', at(1))
    await ask('kajak', '2001:db8:1:2::ffff', at(2))
    expect(await row('kajak')).toMatchObject({ clients: 3 })
    await clear()
    await ask('kajak', '198.51.100.1')
    for (let d = 0; d <= 5; d++) await ask('kajak', '198.51.100.2', at(d))
    expect((await row('kajak'))?.clients).toBe(2)
    expect(await editorSees()).toEqual([])
    expect(await frequentMisses(payload, { sinceDay: since })).toEqual([])
    await expect(
      payload.find({
        collection: 'sorting-misses',
        overrideAccess: false,
        user: editor,
        where: { query: { equals: 'kajak' } },
      }),
    ).resolves.toMatchObject({ totalDocs: 0 })

    await ask('kajak', '203.0.113.9', at(3))
    expect(await editorSees()).toEqual(['kajak'])
    expect(await frequentMisses(payload, { sinceDay: since })).toEqual([
      expect.objectContaining({ query: 'kajak', clients: 3 }),
    ])
    // The desk looks at the last 30 days: asks before then do not count there.
    expect(await frequentMisses(payload, { sinceDay: '2026-11-21' })).toEqual([])
  })

  it('throttles a flood from one client without stopping the others', async () => {
    await clear()
    const limits = new RateLimiter(MISS_CLIENT_LIMIT)
    const results = []
    for (let i = 0; i < 200; i++)
      results.push(
        await recordSortingMiss(payload, `sõna ${String.fromCharCode(97 + (i % 26))}${i}`, '192.0.2.66', {
          now: at(0, i / 10),
          limits,
        }),
      )
    expect(results.filter((r) => r === 'counted')).toHaveLength(MISS_CLIENT_LIMIT.limit)
    expect(results.filter((r) => r === 'throttled')).toHaveLength(200 - MISS_CLIENT_LIMIT.limit)
    expect((await payload.count({ collection: 'sorting-misses' })).totalDocs).toBe(MISS_CLIENT_LIMIT.limit)
    expect(await recordSortingMiss(payload, 'kanuu', '192.0.2.67', { now: at(0, 30), limits })).toBe('counted')
    // An hour later the flooding client is counted again.
    expect(await recordSortingMiss(payload, 'kajak', '192.0.2.66', { now: at(0, 61), limits })).toBe('counted')
  })

  it('removes queries and asks older than the retention as new ones come in', async () => {
    await clear()
    await ask('vana', '198.51.100.1', at(0))
    await ask('vana', '198.51.100.2', at(1))
    await ask('värske', '198.51.100.1', at(MISS_RETENTION_DAYS - 1))
    expect(await row('vana')).toBeDefined()
    await ask('uus', '198.51.100.3', at(MISS_RETENTION_DAYS + 2))
    expect(await row('vana')).toBeUndefined()
    expect(await row('värske')).toBeDefined()
    const queries = await dbOf(payload).rows<{ query: string }>(
      'SELECT DISTINCT query FROM sorting_miss_asks ORDER BY query',
    )
    expect(queries.map((q) => q.query).sort()).toEqual(['uus', 'värske'])
  })

  it('still counts new queries when the table is full: the query asked longest ago goes', async () => {
    await clear()
    for (let i = 0; i < 5; i++) await ask(`sõna ${String.fromCharCode(97 + i)}`, '198.51.100.1', at(0, i))
    expect(await ask('uus sõna', '198.51.100.1', at(0, 10), { maxRows: 5 })).toBe('counted')
    const left = (await payload.find({ collection: 'sorting-misses', pagination: false, sort: 'lastSeen' })).docs
    expect(left.map((d) => d.query)).toEqual(['sõna b', 'sõna c', 'sõna d', 'sõna e', 'uus sõna'])
    // The who-asked rows have their own cap, the oldest going first.
    expect(await ask('veel üks', '198.51.100.1', at(0, 11), { maxAskRows: 3 })).toBe('counted')
    const asks = await dbOf(payload).rows<{ query: string }>('SELECT query FROM sorting_miss_asks ORDER BY id')
    expect(asks.map((a) => a.query)).toEqual(['sõna e', 'uus sõna', 'veel üks'])
  })

  it('is read-only in the admin: editors read, nobody creates or edits, only admins delete', async () => {
    await clear()
    for (const c of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) await ask('kanuu', c)
    const asEditor = { overrideAccess: false, user: editor } as const
    expect((await payload.find({ collection: 'sorting-misses', ...asEditor })).totalDocs).toBe(1)
    await expect(payload.find({ collection: 'sorting-misses', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'sorting-miss-asks', ...asEditor })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'sorting-misses',
        data: { query: 'x', count: 1, clients: 9, lastSeen: new Date().toISOString() },
        ...asEditor,
      }),
    ).rejects.toThrow()
    const { docs } = await payload.find({ collection: 'sorting-misses', limit: 1 })
    await expect(
      payload.update({ collection: 'sorting-misses', id: docs[0]!.id, data: { count: 99 }, ...asEditor }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'sorting-misses', id: docs[0]!.id, ...asEditor })).rejects.toThrow()
  })
})
