import { addDays, daysBetween, tallinnTime } from '@/lib/dates'
import { nextWorkingDay } from '@/lib/dates/holidays'
import { collectAddressOfRow, indexAddressesOfRows, type AddressUpsert } from '@/lib/addresses/repository'
import { insertMissing, presentContracts } from '@/lib/discharges/repository'
import { type Db } from '@/lib/db'
import { PLAN_WEEKS, planDischarges } from '@/lib/discharges/schedule'
import { propertyIdOfRow, type DischargeRow } from '@/lib/discharges/schema'
import { DEMO_ADDRESS_CASES } from './cases'
import { DEMO_FIRST, DEMO_SEED_CONTRACTS, demoContract } from './demo'

const EPOCH = '2024-01-01'
const specialContracts = new Set<string>(
  DEMO_ADDRESS_CASES.sharedAddresses.flatMap((a) => a.contracts as readonly string[]),
)
const erpShifts = new Map<string, { garbage: string; shiftReason: DischargeRow['shiftReason'] }>(
  DEMO_ADDRESS_CASES.erpShifts.map((c) => [c.contractNumber, c]),
)

/**
 * The demo plan of contract n from `from`: the planner's days (holiday moves included) and, for the ERP
 * cases (./cases.ts), every third week's collection of the named service moved one working day later with
 * its reason. Each row depends only on the contract and its day, so any day's seed or top-up agrees.
 */
export function demoRows(n: number, from: string, weeks: number = PLAN_WEEKS): DischargeRow[] {
  const rows = planDischarges(demoContract(n), from, weeks)
  const shift = erpShifts.get(String(n))
  if (!shift) return rows
  return rows.map((row) => {
    if (row.garbage !== shift.garbage || row.originalDate) return row
    if (Math.floor(daysBetween(EPOCH, row.date) / 7) % 3 !== 0) return row
    return {
      ...row,
      date: nextWorkingDay(addDays(row.date, 1)),
      originalDate: row.date,
      shiftReason: shift.shiftReason,
    }
  })
}

/** Puts the addresses of these rows into the address index, the way the planning import does. */
async function indexRows(db: Db, rows: DischargeRow[], today: string): Promise<number> {
  const addresses = new Map<string, AddressUpsert>()
  for (const row of rows) collectAddressOfRow(addresses, row)
  return indexAddressesOfRows(db, addresses, today)
}

/**
 * Inserts the missing days of demo contracts [first, first+count) from `from` until 13 weeks after `today`
 * and puts their
 * addresses into the address index (contracts and containers from `today` on; `from` may lie before it).
 * `storedUntil(n)` may name a day up to which contract n is known to be planned already; only later
 * days are generated for it (a cheap top-up of a large database).
 */
export async function fillDemoContracts(
  db: Db,
  from: string,
  first: number,
  count: number,
  chunkContracts = 2000,
  storedUntil: (contract: number) => string = () => '',
  today: string = from,
): Promise<number> {
  let inserted = 0
  // Planned up to 13 weeks after `today` whatever `from` is, the same horizon the daily top-up keeps.
  const weeks = PLAN_WEEKS + Math.ceil(daysBetween(from, today) / 7)
  for (let start = first; start < first + count; start += chunkContracts) {
    const rows: DischargeRow[] = []
    const addressRows: DischargeRow[] = []
    for (let n = start; n < Math.min(first + count, start + chunkContracts); n++) {
      const until = storedUntil(n)
      const plan = demoRows(n, from, weeks)
      if (plan[0]) addressRows.push(plan[0])
      for (const row of plan) if (row.date > until) rows.push(row)
    }
    inserted += await insertMissing(db, rows)
    await indexRows(db, addressRows, today)
  }
  return inserted
}

type Marked = Pick<
  DischargeRow,
  'contractNumber' | 'date' | 'garbage' | 'itemType' | 'status' | 'statusAt' | 'statusReason'
>

/**
 * The demo's marked collections on `today` (./cases.ts, `statuses`): the case contracts' collections of the
 * last `pastDays` days are collected at 10:42 (today's in progress since 07:00), and each not-collected
 * case's last collection before today is not collected, with its reason.
 */
export function demoStatuses(today: string): Marked[] {
  const { statuses, pastDays } = DEMO_ADDRESS_CASES
  const from = addDays(today, -pastDays)
  const out = new Map<string, Marked>()
  const key = (r: Pick<DischargeRow, 'contractNumber' | 'date' | 'garbage' | 'itemType'>) =>
    `${r.contractNumber}|${r.date}|${r.garbage}|${r.itemType}`
  const contracts = new Set<string>([...statuses.collected, ...statuses.notCollected.map((c) => c.contractNumber)])
  for (const c of contracts) {
    const rows = demoRows(Number(c), from, 3).filter((r) => r.date <= today)
    for (const r of rows) {
      out.set(
        key(r),
        r.date === today
          ? { ...r, status: 'in_progress', statusAt: tallinnTime(today, 7, 0).toISOString(), statusReason: undefined }
          : { ...r, status: 'collected', statusAt: tallinnTime(r.date, 10, 42).toISOString(), statusReason: undefined },
      )
    }
    for (const miss of statuses.notCollected.filter((m) => m.contractNumber === c)) {
      const last = rows.filter((r) => r.garbage === miss.garbage && r.date < today).at(-1)
      if (last)
        out.set(key(last), {
          ...last,
          status: 'not_collected',
          statusAt: tallinnTime(last.date, 9, 5).toISOString(),
          statusReason: miss.statusReason,
        })
    }
  }
  return [...out.values()].map(({ contractNumber, date, garbage, itemType, status, statusAt, statusReason }) => ({
    contractNumber,
    date,
    garbage,
    itemType,
    status,
    statusAt,
    statusReason,
  }))
}

/** Writes the demo's marked collections (demoStatuses) onto the stored rows; rows not stored are skipped. */
export async function markDemoStatuses(db: Db, today: string): Promise<void> {
  const statements = demoStatuses(today).map((m) => ({
    sql: `UPDATE discharges SET status = ?, status_at = ?, status_reason = ?
      WHERE contract_number = ? AND date = ? AND garbage = ? AND item_type = ?`,
    args: [
      m.status ?? null,
      m.statusAt ?? null,
      m.statusReason ?? null,
      m.contractNumber,
      m.date,
      m.garbage,
      m.itemType,
    ],
  }))
  if (statements.length) await db.transaction(statements)
}

/**
 * The demo seed's plans: contracts [DEMO_FIRST, DEMO_FIRST + DEMO_SEED_CONTRACTS) from `pastDays` before
 * `today` (so address pages know the last collection and its status) for 13 weeks, their addresses in the
 * index and the marked collections. Returns the rows inserted.
 */
export async function seedDemoPlan(db: Db, today: string): Promise<number> {
  const from = addDays(today, -DEMO_ADDRESS_CASES.pastDays)
  const inserted = await fillDemoContracts(db, from, DEMO_FIRST, DEMO_SEED_CONTRACTS, 2000, () => '', today)
  await markDemoStatuses(db, today)
  return inserted
}

/**
 * The daily job: keeps the seeded demo contracts (those still in the database) planned 13 weeks ahead, so
 * the demo never runs dry, their addresses in the index (contracts and containers as of today) and the
 * marked collections current. Existing rows, edited or not, keep their days; the rows inserted are counted.
 */
export async function topUpDemoPlan(db: Db, today: string): Promise<number> {
  const present = await presentContracts(db, String(DEMO_FIRST), String(DEMO_FIRST + DEMO_SEED_CONTRACTS - 1))
  const rows = present.flatMap((c) => demoRows(Number(c), today, PLAN_WEEKS))
  const inserted = rows.length ? await insertMissing(db, rows) : 0
  if (present.length) {
    // A demo database seeded before rows carried a property id: give the demo rows theirs (one address per
    // demo contract), so their addresses are found.
    const firstRows = present.flatMap((c) => demoRows(Number(c), today, PLAN_WEEKS).slice(0, 1))
    await db.transaction(
      firstRows.map((row) => ({
        sql: `UPDATE discharges SET property_id = ? WHERE contract_number = ? AND address = ? AND property_id IS NULL`,
        args: [propertyIdOfRow(row), row.contractNumber, row.address],
      })),
    )
    // …and a demo database seeded before the address cases (./cases.ts) gave those contracts other
    // addresses: their future days at the old address go, the top-up above planned the new ones.
    const cases = firstRows.filter((row) => specialContracts.has(row.contractNumber))
    if (cases.length)
      await db.transaction(
        cases.map((row) => ({
          sql: `DELETE FROM discharges WHERE contract_number = ? AND date >= ? AND address <> ?`,
          args: [row.contractNumber, today, row.address],
        })),
      )
    await indexRows(db, firstRows, today)
    await markDemoStatuses(db, today)
  }
  return inserted
}
