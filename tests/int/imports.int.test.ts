// The imports under failure and overlap: the editors' CSV
// import is all-or-nothing and expires the cache of the page it feeds; overlapping `replace=future`
// imports of the same plan never lose rows.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { addDays, todayInTallinn } from '@/lib/dates'
import { importDischarges } from '@/lib/planning/discharges'
import { importsWaiting, runImport } from '@/lib/planning/import'
import type { ParsedRecord } from '@/lib/discharges/importParse'
import { dbOf, type Db } from '@/lib/db'
import { importCsv } from '@/lib/import/run'
import { TAGS } from '@/lib/content/tags'
import { DISCHARGE_PLANS_TAG } from '@/lib/discharges/schema'
import { ADDRESS_INDEX_TAG } from '@/lib/addresses/repository'

// The tests' settings turn cache expiry off (PAYLOAD_DISABLE_REVALIDATE); what matters here is which tags
// the import expires, and when.
const expired = vi.hoisted(() => [] as string[][])
vi.mock('@/lib/content/expire', () => ({
  expireTags: async (tags: string[]) => {
    expired.push(tags)
  },
}))

let payload: Payload
let db: Db
const today = todayInTallinn()

beforeAll(async () => {
  payload = await createTestPayload()
  db = dbOf(payload)
}, 120_000)
afterAll(() => destroyTestPayload(payload))

const stations = (n: number, prefix: string) =>
  [
    'name,name_en,municipality,county,address,latitude,longitude',
    ...Array.from(
      { length: n },
      (_, i) => `Jaam ${prefix}${i},Station ${i},Tartu linn,Tartu,${prefix} ${i},58.37,26.72`,
    ),
  ].join('\n')
const stationCount = async (prefix: string) =>
  (await payload.count({ collection: 'waste-stations', where: { address: { like: `${prefix} ` } } })).totalDocs

describe('CSV import', () => {
  it('leaves nothing written when a write fails on row 4 of 5 (the review found 3 of 5 kept)', async () => {
    const create = payload.create.bind(payload)
    let calls = 0
    const spy = vi.spyOn(payload, 'create').mockImplementation(async (args) => {
      if (args.collection === 'waste-stations' && ++calls === 4) throw new Error('disk I/O error')
      return create(args as never)
    })
    expired.length = 0
    const report = await importCsv(payload, 'waste-stations', stations(5, 'Katkine'))
    spy.mockRestore()
    expect(calls).toBe(4)
    expect(report).toMatchObject({ ok: false, issues: [{ line: 0, message: expect.stringContaining('disk I/O') }] })
    expect(await stationCount('Katkine')).toBe(0)
    // Nothing changed, so no page's cache is thrown away.
    expect(expired).toEqual([])
  })

  it('stores every row in every language, and expires the cache of the page it feeds at once', async () => {
    expired.length = 0
    expect(await importCsv(payload, 'waste-stations', stations(5, 'Terve'))).toEqual({ ok: true, created: 5 })
    expect(await stationCount('Terve')).toBe(5)
    const en = await payload.find({
      collection: 'waste-stations',
      locale: 'en',
      where: { address: { equals: 'Terve 3' } },
    })
    expect(en.docs[0]?.name).toBe('Station 3')
    expect(expired).toEqual([[TAGS.wasteStations]])
  })
})

// --- discharges: overlapping replace=future imports ------------------------------------------------------

const CONTRACT = '700001'
const plan = Array.from({ length: 5000 }, (_, i) => ({
  contractNumber: CONTRACT,
  date: addDays(today, 1 + Math.floor(i / 10)),
  garbage: `Jäätmeliik ${i % 10}`,
  itemType: 'Konteiner 240 L',
  address: 'Kase tn 5, Tallinn',
}))
const rowsOfContract = async () =>
  Number(
    (await db.rows<{ n: number }>('SELECT COUNT(*) AS n FROM discharges WHERE contract_number = ?', [CONTRACT]))[0].n,
  )

/** The plan's records; before ending (so with 4,000 rows written and 1,000 still to flush) it waits for `gate`. */
async function* records(gate?: Promise<unknown>, onPause?: () => void): AsyncGenerator<ParsedRecord> {
  for (let i = 0; i < plan.length; i++) yield { line: i + 1, value: plan[i] }
  if (gate) {
    onPause?.()
    await gate
  }
}

describe('overlapping replace=future discharges imports of the same plan', () => {
  it('keep all 5,000 rows when a second import runs while the first is halfway (the review found 1,000)', async () => {
    // An old plan row the new plan drops: the import that replaces the plan removes it.
    await importDischarges(db, records(), { replaceFuture: false, today })
    await db.transaction([
      {
        sql: `INSERT INTO discharges (contract_number, date, garbage, item_type, address, updated_at, created_at)
          VALUES (?, ?, 'Vana', 'Konteiner 240 L', 'Kase tn 5, Tallinn', '2000-01-01T00:00:00.000Z', '2000-01-01T00:00:00.000Z')`,
        args: [CONTRACT, addDays(today, 2)],
      },
    ])
    expect(await rowsOfContract()).toBe(5001)

    let open = () => {}
    const gate = new Promise<void>((resolve) => (open = resolve))
    let paused = () => {}
    const halfway = new Promise<void>((resolve) => (paused = resolve))
    // The first import writes 4,000 rows and stops; the planning system, timed out, sends the plan again.
    const first = importDischarges(db, records(gate, paused), { replaceFuture: true, today })
    await halfway
    const second = await importDischarges(db, records(), { replaceFuture: true, today })
    expect(second).toMatchObject({ accepted: 5000, removed: 1 })
    open()
    expect(await first).toMatchObject({ accepted: 5000, removed: 0 })
    expect(await rowsOfContract()).toBe(5000)
  })

  it('run one at a time through the route’s runImport: the second waits for the first', async () => {
    let open = () => {}
    const gate = new Promise<void>((resolve) => (open = resolve))
    let paused = () => {}
    const halfway = new Promise<void>((resolve) => (paused = resolve))
    const order: string[] = []
    const first = runImport(records(gate, paused), { replaceFuture: true }).then(() => order.push('first'))
    await halfway
    let secondStarted = false
    async function* second(): AsyncGenerator<ParsedRecord> {
      secondStarted = true
      yield* records()
    }
    const next = runImport(second(), { replaceFuture: true }).then(() => order.push('second'))
    // The second run is queued behind the first, and has not read a record.
    await vi.waitFor(() => expect(importsWaiting()).toBe(1))
    expect(secondStarted).toBe(false)
    open()
    await Promise.all([first, next])
    expect(order).toEqual(['first', 'second'])
    expect(await rowsOfContract()).toBe(5000)
  })

  it('expire the stored lookup answers once each import is written, so a changed plan shows at once', async () => {
    expired.length = 0
    await runImport(records(), { replaceFuture: true })
    // …and the address index's stored answers (suggestions, address pages), which the import refreshed.
    expect(expired).toContainEqual([DISCHARGE_PLANS_TAG, ADDRESS_INDEX_TAG])
  })
})
