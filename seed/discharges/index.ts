// Demo collection plans: contracts 900000001 … 900000240 (clearly fake numbers), 13 weeks ahead from two
// weeks ago in Tallinn, every contract's address in the address index, and a few marked collections
// (./cases.ts names the apartment buildings, shared addresses, moved and not-collected collections). Created only when no demo contract is stored yet; the daily top-up (./topup.ts, started by
// src/instrumentation.ts) keeps them filled afterwards. Leaves rows editors changed as they are.
import type { Payload } from 'payload'
import { todayInTallinn } from '@/lib/dates'
import { presentContracts } from '@/lib/discharges/repository'
import { dbOf } from '@/lib/db'
import { DEMO_FIRST, DEMO_SEED_CONTRACTS } from './demo'
import { seedDemoPlan } from './plan'

type Report = { created: string[]; skipped: string[] }

export async function seedDischarges(payload: Payload, report: Report, now = new Date()): Promise<void> {
  const db = dbOf(payload)
  const present = await presentContracts(db, String(DEMO_FIRST), String(DEMO_FIRST + DEMO_SEED_CONTRACTS - 1))
  if (present.length) {
    report.skipped.push('discharges')
    return
  }
  await seedDemoPlan(db, todayInTallinn(now))
  report.created.push('discharges')
}
