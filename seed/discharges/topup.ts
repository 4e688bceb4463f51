import { getPayload } from 'payload'
import config from '@payload-config'
import { todayInTallinn } from '@/lib/dates'
import { dbOf } from '@/lib/db'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import { jobsMayRun } from '@/lib/cluster/runtime'
import { topUpDemoPlan } from './plan'

// The demo's daily top-up: keeps the seeded demo contracts planned 13 weeks ahead, so the embedded demo
// never runs dry. Demo logic, not product logic: it lives beside the seed and is started from
// src/instrumentation.ts only while DISCHARGES_DEMO_TOPUP is on (by default: the embedded demo database
// or outside production, src/lib/env). Checks every six hours; the top-up only inserts missing days, so
// running more often than daily is harmless and a restart or a missed run catches up.
const EVERY_MS = 6 * 60 * 60 * 1000
let started = false

export async function runDemoTopUp(): Promise<number> {
  const payload = await getPayload({ config })
  return topUpDemoPlan(dbOf(payload), todayInTallinn())
}

export function startDemoTopUp(): void {
  if (started || env().DISCHARGES_DEMO_TOPUP !== 'true') return
  started = true
  const tick = () =>
    // On PostgreSQL the jobs leader alone tops up (src/lib/cluster/runtime.ts).
    jobsMayRun() &&
    runDemoTopUp()
      .then((rows) => {
        if (rows) log.info('discharges: demo plan topped up', { rows })
      })
      .catch((error: unknown) => log.error('discharges: demo top-up failed', { error }))
  setTimeout(tick, 20_000).unref()
  setInterval(tick, EVERY_MS).unref()
}
