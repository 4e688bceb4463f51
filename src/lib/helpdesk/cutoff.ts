import Holidays from 'date-holidays'
import { TZDate } from '@date-fns/tz'
import { addDays, format, isValid, parseISO } from 'date-fns'

export const TIME_ZONE = 'Europe/Tallinn'
/** Hour (Europe/Tallinn) on the previous working day after which an emptying can no longer be ordered (SPEC 5, 9). */
export const CUTOFF_HOUR = 15

const holidays = new Holidays('EE')
const publicHolidaysByYear = new Map<number, Set<string>>()

function publicHolidays(year: number): Set<string> {
  let set = publicHolidaysByYear.get(year)
  if (!set) {
    set = new Set(holidays.getHolidays(year).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)))
    publicHolidaysByYear.set(year, set)
  }
  return set
}

const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && isValid(parseISO(day)) && format(parseISO(day), 'yyyy-MM-dd') === day

/** Working day: Monday to Friday and not an Estonian public holiday. `day` is yyyy-MM-dd. */
export function isWorkingDay(day: string): boolean {
  const date = parseISO(day)
  const weekday = date.getDay()
  if (weekday === 0 || weekday === 6) return false
  return !publicHolidays(date.getFullYear()).has(day)
}

function shift(day: string, days: number): string {
  return format(addDays(parseISO(day), days), 'yyyy-MM-dd')
}

/** Today's date in Tallinn, whatever the server's time zone. */
export function tallinnDay(now: Date): string {
  return format(new TZDate(now.getTime(), TIME_ZONE), 'yyyy-MM-dd')
}

export function previousWorkingDay(day: string): string {
  let d = shift(day, -1)
  while (!isWorkingDay(d)) d = shift(d, -1)
  return d
}

/** The last instant an emptying on `day` can be ordered: 15:00 Tallinn time on the working day before. */
export function orderDeadline(day: string): Date {
  const [y, m, d] = previousWorkingDay(day).split('-').map(Number)
  return new Date(new TZDate(y, m - 1, d, CUTOFF_HOUR, 0, 0, TIME_ZONE).getTime())
}

// Emptyings happen on working days (the trucks do not run on weekends and public holidays), so a
// desired day must be a working day as well as respect the deadline.
export function earliestAllowedDay(now: Date): string {
  let day = shift(tallinnDay(now), 1)
  while (!isWorkingDay(day) || now.getTime() > orderDeadline(day).getTime()) day = shift(day, 1)
  return day
}

export type DayCheck = { ok: true } | { ok: false; reason: 'invalid' | 'notWorkingDay' | 'tooEarly' | 'tooLate'; earliest: string }

/** Validates a chosen emptying day (yyyy-MM-dd) against the cut-off rule at `now`; at most a year ahead. */
export function checkDesiredDay(day: string, now: Date): DayCheck {
  const earliest = earliestAllowedDay(now)
  if (!isDay(day)) return { ok: false, reason: 'invalid', earliest }
  if (day < earliest) return { ok: false, reason: 'tooEarly', earliest }
  if (day > shift(tallinnDay(now), 366)) return { ok: false, reason: 'tooLate', earliest }
  if (!isWorkingDay(day)) return { ok: false, reason: 'notWorkingDay', earliest }
  return { ok: true }
}
