import { getPayload } from 'payload'
import config from '@payload-config'
import { env } from '@/lib/env'
import { todayInTallinn } from '@/lib/dates'
import { topUpDemoPlan } from './demo-plan'
import { dbOf } from './repository'

// Started once per server process from src/instrumentation.ts (so it runs under `npm start`). Checks every
// six hours; the top-up only inserts missing days, so running more often than daily is harmless and a
// restart or a missed run catches up.
const EVERY_MS = 6 * 60 * 60 * 1000
let started = false

export async function runDemoTopUp(): Promise<number> {
  const payload = await getPayload({ config })
  return topUpDemoPlan(dbOf(payload), todayInTallinn())
}

export function startDischargesDailyJob(): void {
  if (started || env().DISCHARGES_DEMO_TOPUP !== 'true') return
  started = true
  const tick = () =>
    runDemoTopUp()
      .then((n) => n && console.log(`discharges: demo plan topped up with ${n} rows`))
      .catch((error) => console.error('discharges: demo top-up failed', error))
  setTimeout(tick, 20_000).unref()
  setInterval(tick, EVERY_MS).unref()
}
