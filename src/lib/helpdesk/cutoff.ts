import { addDays, isIsoDay, tallinnTime, todayInTallinn } from '@/lib/dates'
import { isWorkingDay, previousWorkingDay } from '@/lib/dates/holidays'

/** Hour (Europe/Tallinn) on the previous working day after which an emptying can no longer be ordered (SPEC 5, 9). */
export const CUTOFF_HOUR = 15

/** The last instant an emptying on `day` can be ordered: 15:00 Tallinn time on the working day before. */
export function orderDeadline(day: string): Date {
  return tallinnTime(previousWorkingDay(day), CUTOFF_HOUR)
}

// Emptyings happen on working days (the trucks do not run on weekends and public holidays), so a
// desired day must be a working day as well as respect the deadline.
export function earliestAllowedDay(now: Date): string {
  let day = addDays(todayInTallinn(now), 1)
  while (!isWorkingDay(day) || now.getTime() > orderDeadline(day).getTime()) day = addDays(day, 1)
  return day
}

export type DayCheck =
  { ok: true } | { ok: false; reason: 'invalid' | 'notWorkingDay' | 'tooEarly' | 'tooLate'; earliest: string }

/** Validates a chosen emptying day (yyyy-MM-dd) against the cut-off rule at `now`; at most a year ahead. */
export function checkDesiredDay(day: string, now: Date): DayCheck {
  const earliest = earliestAllowedDay(now)
  if (!isIsoDay(day)) return { ok: false, reason: 'invalid', earliest }
  if (day < earliest) return { ok: false, reason: 'tooEarly', earliest }
  if (day > addDays(todayInTallinn(now), 366)) return { ok: false, reason: 'tooLate', earliest }
  if (!isWorkingDay(day)) return { ok: false, reason: 'notWorkingDay', earliest }
  return { ok: true }
}
