import Holidays from 'date-holidays'
import { addDays, isWeekend } from './index'

// Estonian public holidays (riigipühad) only: the days off for crews and office alike. Observances that are not
// days off (New Year's Eve, All Souls' Day) do not count. Computed per year on first use and kept.
const estonia = new Holidays('EE')
const byYear = new Map<number, ReadonlySet<string>>()

/** The public holidays of a year as ISO days. */
export function publicHolidays(year: number): ReadonlySet<string> {
  let set = byYear.get(year)
  if (!set) {
    set = new Set(
      estonia
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10)),
    )
    byYear.set(year, set)
  }
  return set
}

export function isPublicHoliday(day: string): boolean {
  return publicHolidays(Number(day.slice(0, 4))).has(day)
}

/** Monday to Friday and not an Estonian public holiday. */
export function isWorkingDay(day: string): boolean {
  return !isWeekend(day) && !isPublicHoliday(day)
}

/** The day itself when it is a working day, otherwise the next one (holiday on Friday -> Monday). */
export function nextWorkingDay(day: string): string {
  let d = day
  while (!isWorkingDay(d)) d = addDays(d, 1)
  return d
}

/** The last working day strictly before `day`. */
export function previousWorkingDay(day: string): string {
  let d = addDays(day, -1)
  while (!isWorkingDay(d)) d = addDays(d, -1)
  return d
}
