import { insertMissing, presentContracts, type Db } from '@/lib/discharges/repository'
import { PLAN_WEEKS, planDischarges } from '@/lib/discharges/schedule'
import type { DischargeRow } from '@/lib/discharges/schema'
import { DEMO_FIRST, DEMO_SEED_CONTRACTS, demoContract } from './demo'

/**
 * Inserts the missing days of demo contracts [first, first+count) from `today` for 13 weeks.
 * `storedUntil(n)` may name a day up to which contract n is known to be planned already; only later
 * days are generated for it (a cheap top-up of a large database).
 */
export async function fillDemoContracts(
  db: Db,
  today: string,
  first: number,
  count: number,
  chunkContracts = 2000,
  storedUntil: (contract: number) => string = () => '',
): Promise<number> {
  let inserted = 0
  for (let start = first; start < first + count; start += chunkContracts) {
    const rows: DischargeRow[] = []
    for (let n = start; n < Math.min(first + count, start + chunkContracts); n++) {
      const until = storedUntil(n)
      for (const row of planDischarges(demoContract(n), today, PLAN_WEEKS)) if (row.date > until) rows.push(row)
    }
    inserted += await insertMissing(db, rows)
  }
  return inserted
}

/**
 * The daily job: keeps the seeded demo contracts (those still in the database) planned 13 weeks ahead,
 * so the demo never runs dry. Existing rows, edited or not, are left alone.
 */
export async function topUpDemoPlan(db: Db, today: string): Promise<number> {
  const present = await presentContracts(db, String(DEMO_FIRST), String(DEMO_FIRST + DEMO_SEED_CONTRACTS - 1))
  const rows = present.flatMap((c) => planDischarges(demoContract(Number(c)), today, PLAN_WEEKS))
  return rows.length ? insertMissing(db, rows) : 0
}
