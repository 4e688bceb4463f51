import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { addDays, todayInTallinn } from '@/lib/dates'
import { importDischarges } from '@/lib/planning/discharges'
import { recordsOf, type ImportFormat } from '@/lib/discharges/importParse'
import { contractMunicipality, findUpcoming, upsertRows } from '@/lib/discharges/repository'
import { dbOf, type Db } from '@/lib/db'
import { seedDischarges } from '../../seed/discharges'
import { DEMO_FIRST } from '../../seed/discharges/demo'
import { topUpDemoPlan } from '../../seed/discharges/plan'

let payload: Payload
let db: Db
const today = todayInTallinn()
const d = (n: number) => addDays(today, n)

async function* body(text: string) {
  const bytes = new TextEncoder().encode(text)
  for (let i = 0; i < bytes.length; i += 64) yield bytes.slice(i, i + 64)
}
const run = (format: ImportFormat, text: string, replaceFuture = false) =>
  importDischarges(db, recordsOf(format, body(text)), { replaceFuture, today })
const count = async (contract?: string) =>
  Number(
    (
      await db.rows<{ n: number }>(
        `SELECT COUNT(*) AS n FROM discharges${contract ? ' WHERE contract_number = ?' : ''}`,
        contract ? [contract] : [],
      )
    )[0].n,
  )

const row = (
  contractNumber: string,
  date: string,
  garbage = 'Segaolmejäätmed',
  itemType = 'Konteiner 240 L',
  address = 'Kase tn 5, Tallinn',
) => ({
  contractNumber,
  date,
  garbage,
  itemType,
  address,
})

beforeAll(async () => {
  payload = await createTestPayload()
  db = dbOf(payload)
})
afterAll(() => destroyTestPayload(payload))

describe('discharges import', () => {
  it('is idempotent: the same rows twice stay one row each, changed fields update', async () => {
    const rows = [row('100001', d(1)), row('100001', d(8)), row('100001', d(1), 'Paber ja kartong', 'Konteiner 660 L')]
    const first = await run('json', JSON.stringify(rows))
    expect(first).toMatchObject({ accepted: 3, rejected: [], rejectedCount: 0 })
    const again = await run('ndjson', rows.map((r) => JSON.stringify(r)).join('\n'))
    expect(again.accepted).toBe(3)
    expect(await count('100001')).toBe(3)
    await run('json', JSON.stringify([{ ...rows[0], address: 'Kase tn 7, Tallinn' }]))
    expect(await count('100001')).toBe(3)
    const upcoming = await findUpcoming(db, '100001', today)
    expect(upcoming.map((u) => u.date)).toEqual([d(1), d(1), d(8)])
    expect(upcoming.find((u) => u.garbage === 'Segaolmejäätmed' && u.date === d(1))?.address).toBe('Kase tn 7, Tallinn')
    expect(Object.keys(upcoming[0]).sort()).toEqual(['address', 'contractNumber', 'date', 'garbage', 'itemType'])
  })

  it('rejects bad rows with their line and reason and stores the good ones', async () => {
    const csv = [
      'contractNumber,garbage,itemType,address,date',
      `200001,Segaolmejäätmed,Konteiner 240 L,"Turu tn 2, Tartu",${d(2)}`,
      `20000x,Segaolmejäätmed,Konteiner 240 L,"Turu tn 2, Tartu",${d(2)}`,
      `200001,Segaolmejäätmed,Konteiner 240 L,"Turu tn 2, Tartu",2026-02-30`,
      `200001,,Konteiner 240 L,"Turu tn 2, Tartu",${d(3)}`,
      `200002,Klaaspakend,Konteiner 240 L,"Riia tn 1, Tartu",${d(4)}`,
    ].join('\n')
    const report = await run('csv', csv)
    expect(report.accepted).toBe(2)
    expect(report.rejected.map((r) => r.line)).toEqual([3, 4, 5])
    expect(report.rejected[0].reason).toMatch(/contractNumber/)
    expect(report.rejected[1].reason).toMatch(/date/)
    expect(report.rejected[2].reason).toMatch(/garbage/)
    expect(await count('200001')).toBe(1)
    expect(await count('200002')).toBe(1)
  })

  it('a malformed JSON element is reported and does not stop the rest', async () => {
    const report = await run(
      'json',
      `[${JSON.stringify(row('300001', d(1)))}, {"contractNumber": }, ${JSON.stringify(row('300001', d(2)))}]`,
    )
    expect(report.accepted).toBe(2)
    expect(report.rejected).toEqual([{ line: 2, reason: 'not valid JSON' }])
  })

  it('replace=future swaps a contract’s future plan, keeps the past, other contracts and plans with rejected rows', async () => {
    await run(
      'json',
      JSON.stringify([
        row('400001', d(-7)),
        row('400001', d(3)),
        row('400001', d(10)),
        row('400002', d(3)),
        row('400003', d(5)),
      ]),
    )
    const report = await run(
      'json',
      JSON.stringify([
        row('400001', d(4)),
        row('400001', d(10)),
        row('400003', d(6)),
        { ...row('400003', 'not-a-date') },
      ]),
      true,
    )
    expect(report.accepted).toBe(3)
    expect(report.rejected).toHaveLength(1)
    expect(report.removed).toBe(1)
    expect(report.keptBecauseOfErrors).toEqual(['400003'])
    const all = await db.rows<{ contract_number: string; date: string }>(
      `SELECT contract_number, date FROM discharges WHERE contract_number LIKE '40000%' ORDER BY contract_number, date`,
    )
    expect(all.map((r) => `${r.contract_number} ${r.date}`)).toEqual([
      `400001 ${d(-7)}`, // past kept
      `400001 ${d(4)}`,
      `400001 ${d(10)}`,
      `400002 ${d(3)}`, // not in the import: untouched
      `400003 ${d(5)}`, // its import had a bad row: old plan kept, new row added
      `400003 ${d(6)}`,
    ])
  })

  it('replace=future within one batch is all or nothing: stopped at its end, the old plan stays whole', async () => {
    await run('json', JSON.stringify([row('410001', d(3)), row('410001', d(5))]), true)
    // The process dies as the import's last write (new rows and removals) is committed.
    const dying: Db = {
      rows: (sql, args) => db.rows(sql, args),
      transaction: async (statements) => {
        if (statements.some((s) => s.sql.trimStart().startsWith('DELETE'))) throw new Error('killed')
        return db.transaction(statements)
      },
    }
    const next = JSON.stringify([
      row('410001', d(4), undefined, undefined, 'Uus tee 1'),
      row('410001', d(5), undefined, undefined, 'Uus tee 1'),
    ])
    await expect(
      importDischarges(dying, recordsOf('json', body(next)), { replaceFuture: true, today }),
    ).rejects.toThrow('killed')
    const plan = async () =>
      (
        await db.rows<{ date: string; address: string }>(
          `SELECT date, address FROM discharges WHERE contract_number = '410001' ORDER BY date`,
        )
      ).map((r) => `${r.date} ${r.address}`)
    expect(await plan()).toEqual([`${d(3)} Kase tn 5, Tallinn`, `${d(5)} Kase tn 5, Tallinn`])
    // Sent again, it is applied whole.
    expect(await run('json', next, true)).toMatchObject({ accepted: 2, removed: 1 })
    expect(await plan()).toEqual([`${d(4)} Uus tee 1`, `${d(5)} Uus tee 1`])
  })

  it('handles many rows in batches', async () => {
    const lines: string[] = []
    for (let i = 0; i < 5000; i++)
      lines.push(
        JSON.stringify(
          row(String(500000 + (i % 500)), d(Math.floor(i / 500)), i % 2 ? 'Segapakendid' : 'Segaolmejäätmed'),
        ),
      )
    const report = await run('ndjson', lines.join('\n'))
    expect(report.accepted).toBe(5000)
    expect(await count('500007')).toBe(10)
  })
})

describe("a contract's municipality", () => {
  it('is the EHAK code its upcoming rows agree on, from a code or a known name; otherwise none', async () => {
    await upsertRows(db, [
      { ...row('200001', d(1)), municipality: 'Tallinna linn' },
      { ...row('200001', d(8)), municipalityCode: '0784' },
      { ...row('200002', d(1)), municipality: 'Harku vald' },
      { ...row('200002', d(2), 'Biojäätmed'), municipality: 'Saue vald' },
      { ...row('200003', d(1)), municipality: 'Atlantis' },
      { ...row('200004', d(-3)), municipality: 'Harku vald' },
    ])
    expect(await contractMunicipality(db, '200001', today)).toBe('0784')
    expect(await contractMunicipality(db, '200002', today)).toBeNull()
    expect(await contractMunicipality(db, '200003', today)).toBeNull()
    expect(await contractMunicipality(db, '200004', today)).toBeNull()
  })
})

describe('demo discharges', () => {
  it('seeds at least 200 demo contracts once, and the daily top-up only fills gaps', async () => {
    const report = { created: [] as string[], skipped: [] as string[] }
    await seedDischarges(payload, report)
    expect(report.created).toEqual(['discharges'])
    const contracts = await db.rows<{ n: number }>(
      `SELECT COUNT(DISTINCT contract_number) AS n FROM discharges WHERE contract_number >= '900000001'`,
    )
    expect(Number(contracts[0].n)).toBeGreaterThanOrEqual(200)
    const before = await count()
    const again = { created: [] as string[], skipped: [] as string[] }
    await seedDischarges(payload, again)
    expect(again.skipped).toEqual(['discharges'])
    expect(await count()).toBe(before)
    expect(await topUpDemoPlan(db, today)).toBe(0)
    // A day later the top-up adds the new last day(s) for the existing demo contracts only.
    expect(await topUpDemoPlan(db, addDays(today, 7))).toBeGreaterThan(0)
    const upcoming = await findUpcoming(db, String(DEMO_FIRST), today)
    expect(upcoming.length).toBeGreaterThan(4)
  })

  it('the collection is not readable or writable anonymously through Payload', async () => {
    await expect(payload.find({ collection: 'discharges', overrideAccess: false, limit: 1 })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'discharges', overrideAccess: false, data: row('1', d(1)) as never }),
    ).rejects.toThrow()
  })

  it('an editor (the admin) cannot store a day that does not exist', async () => {
    // The collection uses the calendar's day field; the old pattern check let 2026-02-30 through.
    const invalidDate = { data: { errors: [expect.objectContaining({ path: 'date' })] } }
    await expect(payload.create({ collection: 'discharges', data: row('300001', '2026-02-30') })).rejects.toMatchObject(
      invalidDate,
    )
    await expect(payload.create({ collection: 'discharges', data: row('300001', '2026-13-01') })).rejects.toMatchObject(
      invalidDate,
    )
    const stored = await payload.create({ collection: 'discharges', data: row('300001', '2028-02-29') })
    expect(stored.date).toBe('2028-02-29')
    await payload.delete({ collection: 'discharges', id: stored.id })
  })
})
