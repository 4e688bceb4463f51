import { addDays, daysBetween, isoWeekday } from '@/lib/dates'
import { nextWorkingDay } from '@/lib/dates/holidays'
import type { DischargeRow } from './schema'

/** 1 = weekly, 2 = fortnightly, 4 = four-weekly. */
export type Rhythm = 1 | 2 | 4

export type Service = {
  garbage: string
  itemType: string
  rhythm: Rhythm
  /** ISO weekday 1..5 of the regular emptying. */
  weekday: number
  /** Which week of the rhythm (0..rhythm-1), counted from EPOCH, so the plan is the same whichever day it is computed. */
  phase: number
  /** Containers of this kind emptied each time (an apartment building's 2 × 660 L); 1 when left out. */
  count?: number
}

export type ContractPlan = {
  contractNumber: string
  address: string
  region?: string
  municipality?: string
  services: Service[]
}

/** A Monday; weeks are counted from here. */
const EPOCH = '2024-01-01'

export const PLAN_WEEKS = 13

/**
 * The emptying days of one contract from `from` (inclusive) for `weeks` weeks. A regular day that falls on
 * a public holiday moves to the next working day, and the row says so (`originalDate`, the regular day, and
 * `shiftReason: 'public_holiday'`); a shift never pushes a day before `from`.
 */
export function planDischarges(plan: ContractPlan, from: string, weeks: number = PLAN_WEEKS): DischargeRow[] {
  const until = addDays(from, weeks * 7)
  const rows: DischargeRow[] = []
  // Start a week early so a regular day just before `from` that is shifted onto or past it is kept.
  const start = addDays(from, -7 - ((isoWeekday(from) + 6) % 7))
  for (const s of plan.services) {
    const seen = new Set<string>()
    for (let monday = start; monday < until; monday = addDays(monday, 7)) {
      const week = Math.floor(daysBetween(EPOCH, monday) / 7)
      if (((week % s.rhythm) + s.rhythm) % s.rhythm !== s.phase) continue
      const regular = addDays(monday, s.weekday - 1)
      const day = nextWorkingDay(regular)
      if (day < from || day >= until || seen.has(day)) continue
      seen.add(day)
      rows.push({
        contractNumber: plan.contractNumber,
        garbage: s.garbage,
        itemType: s.itemType,
        address: plan.address,
        date: day,
        region: plan.region,
        municipality: plan.municipality,
        ...(s.count && s.count > 1 ? { containerCount: s.count } : {}),
        ...(day !== regular ? { originalDate: regular, shiftReason: 'public_holiday' as const } : {}),
      })
    }
  }
  return rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}
