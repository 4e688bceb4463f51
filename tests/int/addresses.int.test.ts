import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { addDays, todayInTallinn } from '@/lib/dates'
import { parseStoredAddress, propertyIdOf } from '@/lib/data/addressParts'
import { searchTextOf } from '@/lib/addresses/normalize'
import {
  ADDRESS_INDEX_TAG,
  addressById,
  allAddressRecords,
  contractsAtAddress,
  countAddresses,
  loadAddressRecords,
} from '@/lib/addresses/repository'
import { importDischarges } from '@/lib/planning/discharges'
import { recordsOf, type ImportFormat } from '@/lib/discharges/importParse'
import {
  findAddressSchedule,
  findUpcoming,
  findUpcomingDetails,
  LOOKUP_SQL,
  toAddressScheduleEntry,
} from '@/lib/discharges/repository'
import { dbOf, type Db } from '@/lib/db'
import { seedDischarges } from '../../seed/discharges'
import { DEMO_ADDRESS_CASES } from '../../seed/discharges/cases'
import { DEMO_FIRST, DEMO_SEED_CONTRACTS, demoContract } from '../../seed/discharges/demo'
import { topUpDemoPlan } from '../../seed/discharges/plan'
import { planDischarges } from '@/lib/discharges/schedule'

// The address index as the imports and the demo seed fill it, on SQLite and (with INT_TEST_POSTGRES_URL)
// PostgreSQL: the planning import's rows become addresses with their contracts and containers, the
// register import's parts win, and the compatibility lookup's answer does not change by a byte.
// Settings are read once: set before the imports above are evaluated.
const KEY = vi.hoisted(() => {
  const key = 'addresses-test-import-key-5f1e2d3c4b5a6978'
  process.env.DISCHARGES_IMPORT_API_KEY = key
  process.env.DISCHARGES_IMPORT_MAX_MB = '0.25'
  return key
})
// Which tags an import expires (the tests' settings turn the expiry itself off).
const expired = vi.hoisted(() => [] as string[][])
vi.mock('@/lib/content/expire', () => ({
  expireTags: async (tags: string[]) => {
    expired.push(tags)
  },
}))

let payload: Payload
let db: Db
let POST: (request: Request) => Promise<Response>
const today = todayInTallinn()
const d = (n: number) => addDays(today, n)

async function* body(text: string) {
  yield new TextEncoder().encode(text)
}
const run = (format: ImportFormat, text: string, replaceFuture = false) =>
  importDischarges(db, recordsOf(format, body(text)), { replaceFuture, today })
const idOf = (address: string) => propertyIdOf(parseStoredAddress(address))

const row = (contractNumber: string, date: string, extra: Record<string, unknown> = {}) => ({
  contractNumber,
  garbage: 'Segaolmejäätmed',
  itemType: 'Konteiner 660 L',
  address: 'Vikerkaare tn 7, Tallinn',
  date,
  municipality: 'Tallinn',
  ...extra,
})

beforeAll(async () => {
  payload = await createTestPayload()
  db = dbOf(payload)
  ;({ POST } = await import('@/app/(frontend)/api/v1/addresses/import/route'))
})
afterAll(() => destroyTestPayload(payload))

describe('the planning import fills the address index', () => {
  it('one address per property, with every contract and container at it from today on', async () => {
    const building = 'Vikerkaare tn 7, Tallinn'
    const report = await run(
      'json',
      JSON.stringify([
        row('510001', d(1), { containerCount: 2 }),
        row('510001', d(8), { containerCount: 2 }),
        row('510001', d(2), { garbage: 'Segapakendid', itemType: 'Konteiner 800 L' }),
        row('510002', d(3), { itemType: 'Konteiner 240 L', address: 'vikerkaare  TN 7 , Tallinn' }),
        row('510002', d(-3), { itemType: 'Konteiner 140 L' }),
        row('510003', d(4), { address: 'Kuu tn 3-12, Tartu', municipality: 'Tartu linn', adsOid: '3456789' }),
      ]),
    )
    expect(report).toMatchObject({ accepted: 6, rejectedCount: 0, addresses: 2 })
    const id = idOf(building)
    expect(await addressById(db, id)).toEqual({
      id,
      street: 'Vikerkaare tn',
      house: '7',
      apartment: '',
      settlement: 'Tallinn',
      municipality: 'Tallinn',
      label: building,
    })
    const [stored] = await db.rows<{ contracts: unknown; source: string; search: string; code: string }>(
      `SELECT contracts, source, search_text AS search, municipality_code AS code FROM addresses WHERE property_id = ?`,
      [id],
    )
    expect(stored.source).toBe('discharges')
    expect(stored.code).toBe('0784')
    expect(stored.search).toBe(searchTextOf(parseStoredAddress(building)))
    const contracts = typeof stored.contracts === 'string' ? JSON.parse(stored.contracts) : stored.contracts
    // The 140 L container's only day is in the past: not listed.
    expect(contracts).toEqual([
      {
        contractNumber: '510001',
        containers: [
          { garbage: 'Segaolmejäätmed', itemType: 'Konteiner 660 L', count: 2 },
          { garbage: 'Segapakendid', itemType: 'Konteiner 800 L', count: 1 },
        ],
      },
      { contractNumber: '510002', containers: [{ garbage: 'Segaolmejäätmed', itemType: 'Konteiner 240 L', count: 1 }] },
    ])
    expect(await contractsAtAddress(db, id, today)).toEqual(contracts)
    expect(await addressById(db, idOf('Kuu tn 3-12, Tartu'))).toMatchObject({
      street: 'Kuu tn',
      house: '3',
      apartment: '12',
      settlement: 'Tartu',
      adsOid: '3456789',
      label: 'Kuu tn 3-12, Tartu',
    })
    expect(await addressById(db, 'nope')).toBeNull()
  })

  it('the address schedule has the detail fields, from the day asked, and drops contract numbers on request', async () => {
    await run(
      'json',
      JSON.stringify([
        row('520001', d(-2), {
          address: 'Päikese tn 1, Tallinn',
          status: 'not_collected',
          statusAt: `${d(-2)}T09:05:00+02:00`,
          statusReason: 'overfilled',
        }),
        row('520001', d(5), { address: 'Päikese tn 1, Tallinn', originalDate: d(4), shiftReason: 'road_works' }),
      ]),
    )
    const schedule = await findAddressSchedule(db, idOf('Päikese tn 1, Tallinn'), d(-14))
    expect(schedule).toEqual([
      expect.objectContaining({
        contractNumber: '520001',
        date: d(-2),
        status: 'not_collected',
        statusReason: 'overfilled',
        statusAt: `${d(-2)}T09:05:00+02:00`,
        containerCount: 1,
        originalDate: null,
      }),
      expect.objectContaining({ date: d(5), status: 'planned', originalDate: d(4), shiftReason: 'road_works' }),
    ])
    const entry = toAddressScheduleEntry(schedule[0])
    expect(entry).not.toHaveProperty('contractNumber')
    expect(JSON.stringify(entry)).not.toContain('520001')
    expect((await findUpcomingDetails(db, '520001', today)).map((r) => r.date)).toEqual([d(5)])
    // The compatibility answer keeps its five fields.
    expect(Object.keys((await findUpcoming(db, '520001', today))[0])).toEqual([
      'contractNumber',
      'garbage',
      'itemType',
      'address',
      'date',
    ])
  })

  it('is not readable anonymously through Payload: its contracts list names contract numbers', async () => {
    await expect(payload.find({ collection: 'addresses', overrideAccess: false, limit: 1 })).rejects.toThrow()
    const editor = { id: 1, collection: 'users', roles: ['editor'] } as never
    const found = await payload.find({ collection: 'addresses', overrideAccess: false, user: editor, limit: 1 })
    expect(found.docs[0]).toHaveProperty('contracts')
    await expect(
      payload.create({
        collection: 'addresses',
        overrideAccess: false,
        user: editor,
        data: { propertyId: 'x1', street: 'Kase tn', label: 'Kase tn', source: 'register' },
      }),
    ).rejects.toThrow()
  })

  it('a row an editor adds in the admin gets its property id too', async () => {
    const created = await payload.create({
      collection: 'discharges',
      data: {
        contractNumber: '560001',
        garbage: 'Paber ja kartong',
        itemType: 'Konteiner 240 L',
        address: 'Lille tn 2, Tartu',
        date: d(3),
      },
    })
    expect(created.propertyId).toBe(idOf('Lille tn 2, Tartu'))
    await payload.delete({ collection: 'discharges', id: created.id })
  })

  it('a replace import that moves a contract refreshes the address it left', async () => {
    await run('json', JSON.stringify([row('530001', d(1), { address: 'Tuule tn 9, Tallinn' })]))
    expect(await contractsAtAddress(db, idOf('Tuule tn 9, Tallinn'), today)).toHaveLength(1)
    await run('json', JSON.stringify([row('530001', d(1), { address: 'Tuule tn 11, Tallinn' })]), true)
    const [left] = await db.rows<{ contracts: unknown }>(`SELECT contracts FROM addresses WHERE property_id = ?`, [
      idOf('Tuule tn 9, Tallinn'),
    ])
    const list = typeof left.contracts === 'string' ? JSON.parse(left.contracts) : left.contracts
    expect(list).toEqual([])
    expect(await contractsAtAddress(db, idOf('Tuule tn 11, Tallinn'), today)).toEqual([
      { contractNumber: '530001', containers: [{ garbage: 'Segaolmejäätmed', itemType: 'Konteiner 660 L', count: 1 }] },
    ])
  })
})

const post = (
  payloadBody: BodyInit,
  type = 'application/json',
  headers: Record<string, string> = { authorization: `Bearer ${KEY}` },
  query = '',
) =>
  POST(
    new Request(`http://localhost/api/v1/addresses/import${query}`, {
      method: 'POST',
      body: payloadBody,
      headers: { 'content-type': type, ...headers },
      duplex: 'half',
    } as RequestInit),
  )

describe('POST /api/v1/addresses/import', () => {
  it('refuses a missing or wrong key, a bad body, a large body and a body without one good row', async () => {
    expect((await post('[]', 'application/json', {})).status).toBe(401)
    expect((await post('[]', 'application/json', { authorization: 'Bearer wrong-wrong-wrong' })).status).toBe(401)
    expect((await post('[]', 'text/plain')).status).toBe(415)
    const notArray = await post('{"address":"Kase tn 1, Tallinn"}')
    expect(notArray.status).toBe(400)
    expect((await notArray.json()).error.code).toBe('invalid_body')
    expect((await post('[]', 'application/json', undefined, '?replace=future')).status).toBe(400)
    const large = await post('[' + '{"address":"Kase tn 1, Tallinn"},'.repeat(10_000) + '{}]')
    expect(large.status).toBe(413)
    expect((await large.json()).error.code).toBe('too_large')
    const none = await post(JSON.stringify([{ street: 'Kase tn' }, { house: '1'.repeat(10_000) }, 'x']))
    expect(none.status).toBe(422)
    const answer = await none.json()
    expect(answer.error.code).toBe('no_valid_rows')
    expect(answer.error.details.rejected.map((r: { line: number }) => r.line)).toEqual([1, 2, 3])
    expect(answer.error.details.rejected[0].reason).toBe('settlement: settlement is required')
  })

  it('upserts register addresses from CSV, reports bad lines, and its parts win over the planning import', async () => {
    const csv = [
      'propertyId;street;house;apartment;settlement;municipality;adsOid;address',
      ';Vikerkaare tn;7;;Tallinn;Tallinn;1122334;',
      'KV-77;Pikk tn;2a;;Kärdla;Hiiumaa vald;;',
      ';;;;;;;Kalda tn 4-2, Pärnu',
      ';Pikk tn;x;;Kärdla;;;',
      ';;;;;;;',
    ].join('\n')
    expired.length = 0
    const response = await post(csv, 'text/csv')
    expect(response.status).toBe(200)
    expect(expired).toEqual([[ADDRESS_INDEX_TAG]])
    const report = await response.json()
    expect(report).toMatchObject({ accepted: 3, rejectedCount: 2 })
    expect(report.rejected.map((r: { line: number }) => r.line)).toEqual([5, 6])
    expect(report.rejected[0].reason).toMatch(/^house: house must be a house number/)
    // The same address the planning import derived: one row, now with the register's code.
    expect(await addressById(db, idOf('Vikerkaare tn 7, Tallinn'))).toMatchObject({ adsOid: '1122334' })
    expect(await addressById(db, 'KV-77')).toMatchObject({
      street: 'Pikk tn',
      house: '2a',
      label: 'Pikk tn 2a, Kärdla',
    })
    expect(await addressById(db, idOf('Kalda tn 4-2, Pärnu'))).toMatchObject({ apartment: '2', settlement: 'Pärnu' })
    // The register's contracts stay as the planning import computed them.
    expect(await contractsAtAddress(db, idOf('Vikerkaare tn 7, Tallinn'), today)).toHaveLength(2)
    // A planning row for a register address does not rewrite the register's parts.
    await run('json', JSON.stringify([row('540001', d(1), { propertyId: 'KV-77', address: 'Pikk 2A, Kärdla' })]))
    expect(await addressById(db, 'KV-77')).toMatchObject({
      street: 'Pikk tn',
      house: '2a',
      label: 'Pikk tn 2a, Kärdla',
    })
    const [kv] = await db.rows<{ source: string }>(`SELECT source FROM addresses WHERE property_id = 'KV-77'`)
    expect(kv.source).toBe('register')
  })
})

describe('the demo seed', () => {
  it('gives every demo contract an address, the cases their containers, moves and statuses', async () => {
    await seedDischarges(payload, { created: [], skipped: [] })
    const demoIds = new Set(
      Array.from({ length: DEMO_SEED_CONTRACTS }, (_, i) => idOf(demoContract(DEMO_FIRST + i).address)),
    )
    const records = await allAddressRecords(db)
    const ids = new Set(records.map((r) => r.id))
    for (const id of demoIds) expect(ids.has(id)).toBe(true)
    expect(await countAddresses(db)).toBe(records.length)
    // Paged loading yields every row once, also a page whose text holds the loader's separators.
    await run('json', JSON.stringify([row('550001', d(1), { address: 'Odd\u001f\u001e tn 1, Tallinn' })]))
    const paged: string[] = []
    for await (const page of loadAddressRecords(db, 50)) paged.push(...page.map((r) => r.label))
    expect(paged.length).toBe(records.length + 1)
    expect(new Set(paged).size).toBe(paged.length)
    expect(paged).toContain('Odd\u001f\u001e tn 1, Tallinn')

    const { apartmentBuilding, sharedAddresses, statuses, erpShifts } = DEMO_ADDRESS_CASES
    for (const shared of sharedAddresses) {
      const at = await contractsAtAddress(db, shared.propertyId, today)
      expect(at.map((c) => c.contractNumber)).toEqual([...shared.contracts])
    }
    const building = (await contractsAtAddress(db, apartmentBuilding.propertyId, today)).find(
      (c) => c.contractNumber === apartmentBuilding.contractNumber,
    )
    expect(building?.containers).toEqual(
      [...apartmentBuilding.containers].sort((a, b) =>
        a.garbage === b.garbage ? (a.itemType < b.itemType ? -1 : 1) : a.garbage < b.garbage ? -1 : 1,
      ),
    )
    const schedule = await findAddressSchedule(db, apartmentBuilding.propertyId, d(-14))
    expect(schedule.some((r) => r.date < today && r.status === 'collected' && r.statusAt)).toBe(true)
    expect(schedule.some((r) => r.shiftReason === erpShifts[0].shiftReason && r.originalDate)).toBe(true)
    for (const miss of statuses.notCollected) {
      const missed = (await findUpcomingDetails(db, miss.contractNumber, d(-14))).filter(
        (r) => r.status === 'not_collected',
      )
      expect(missed).toEqual([expect.objectContaining({ garbage: miss.garbage, statusReason: miss.statusReason })])
    }
    // The top-up keeps it: no new rows today, the statuses still there.
    expect(await topUpDemoPlan(db, today)).toBe(0)
    expect(
      (await findAddressSchedule(db, apartmentBuilding.propertyId, d(-14))).some((r) => r.status === 'collected'),
    ).toBe(true)
  })

  it("the compatibility lookup answers the demo contracts' five fields, byte for byte as before", async () => {
    const { GET } = await import('@/app/(frontend)/wp-json/general-purpose-api/upcoming-discharges/route')
    for (const contract of [
      '900000001',
      '900000002',
      '900000003',
      DEMO_ADDRESS_CASES.apartmentBuilding.contractNumber,
    ]) {
      // What the endpoint answered before rows carried more: the plan's five fields from today, sorted by
      // date, waste type and container (byte order), in this key order. The demo's ERP moves apply to
      // 900000009, so its days come from the stored rows' dates.
      const stored = await db.rows<{ date: string; garbage: string; itemType: string; address: string }>(
        `SELECT date, garbage, item_type AS "itemType", address FROM discharges WHERE contract_number = ? AND date >= ?`,
        [contract, today],
      )
      const bytes = (s: string) => Buffer.from(s)
      const expected = stored
        .map((r) => ({
          contractNumber: contract,
          garbage: r.garbage,
          itemType: r.itemType,
          address: r.address,
          date: r.date,
        }))
        .sort((a, b) =>
          Buffer.compare(
            bytes(a.date + '\u0000' + a.garbage + '\u0000' + a.itemType),
            bytes(b.date + '\u0000' + b.garbage + '\u0000' + b.itemType),
          ),
        )
      const response = await GET(
        new Request(`http://localhost/wp-json/general-purpose-api/upcoming-discharges?contractNumber=${contract}`),
      )
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(JSON.stringify(expected))
    }
    // 900000001's plan itself is the one the e2e tests know (no case changed it).
    const plan = planDischarges(demoContract(DEMO_FIRST), today).map(
      (r) => `${r.date}|${r.garbage}|${r.itemType}|${r.address}`,
    )
    const stored = (await findUpcoming(db, String(DEMO_FIRST), today)).map(
      (r) => `${r.date}|${r.garbage}|${r.itemType}|${r.address}`,
    )
    expect(stored.sort()).toEqual(plan.sort())
    expect(LOOKUP_SQL).toBe(`SELECT contract_number AS "contractNumber", garbage, item_type AS "itemType", address, date
  FROM discharges WHERE contract_number = ? AND date >= ? ORDER BY date, garbage, item_type`)
  })
})
