import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { missKey, recordSortingMiss } from '@/lib/sorting/misses'
import { createTestPayload, destroyTestPayload } from './helpers/payload'

let payload: Payload
const editor = { id: 1, roles: ['editor'], collection: 'users' } as const

beforeAll(async () => {
  payload = await createTestPayload()
}, 120_000)
afterAll(() => destroyTestPayload(payload))

const misses = async () =>
  (await payload.find({ collection: 'sorting-misses', sort: '-count', pagination: false, depth: 0 })).docs.map((d) => ({
    query: d.query,
    count: d.count,
  }))

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

  it('counts each query in one row (count + 1, last seen), sorted by count for editors', async () => {
    const first = new Date('2026-11-20T10:00:00Z')
    const last = new Date('2026-11-21T10:00:00Z')
    expect(await recordSortingMiss(payload, 'Surfilaud', { now: first })).toBe(true)
    await recordSortingMiss(payload, 'surfilaud ', { now: first })
    await recordSortingMiss(payload, 'SURFILAUD', { now: last })
    await recordSortingMiss(payload, 'kanuu', { now: first })
    expect(await recordSortingMiss(payload, 'mari@example.com')).toBe(false)
    // Concurrent misses of one query land in the same row (the upsert, not a read-then-write).
    await Promise.all(Array.from({ length: 5 }, () => recordSortingMiss(payload, 'kajak')))

    expect(await misses()).toEqual([
      { query: 'kajak', count: 5 },
      { query: 'surfilaud', count: 3 },
      { query: 'kanuu', count: 1 },
    ])
    const surf = (await payload.find({ collection: 'sorting-misses', where: { query: { equals: 'surfilaud' } } }))
      .docs[0]!
    expect(new Date(surf.lastSeen).toISOString()).toBe(last.toISOString())
  })

  it('adds no new queries once the table is full, but still counts the known ones', async () => {
    const rows = (await payload.count({ collection: 'sorting-misses' })).totalDocs
    expect(await recordSortingMiss(payload, 'uus sõna', { maxRows: rows })).toBe(false)
    expect(await recordSortingMiss(payload, 'kanuu', { maxRows: rows })).toBe(true)
    expect((await misses()).find((m) => m.query === 'kanuu')?.count).toBe(2)
    expect((await misses()).some((m) => m.query === 'uus sõna')).toBe(false)
  })

  it('is read-only in the admin: editors read, nobody creates or edits, only admins delete', async () => {
    const asEditor = { overrideAccess: false, user: editor } as const
    expect((await payload.find({ collection: 'sorting-misses', ...asEditor })).totalDocs).toBeGreaterThan(0)
    await expect(payload.find({ collection: 'sorting-misses', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'sorting-misses',
        data: { query: 'x', count: 1, lastSeen: new Date().toISOString() },
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
