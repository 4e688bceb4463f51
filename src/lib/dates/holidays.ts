import Holidays from 'date-holidays'
import { addDays, isWeekend } from './index'

// Estonian public holidays (riigipühad) only: the days off for crews and office alike. Observances that are not
// days off (New Year's Eve, All Souls' Day) do not count. Computed per year on first use and kept.
const estonia = new Holidays('EE')
/** Per year: each public holiday's day and its name in the library's Estonian data ("esimene jõulupüha"). */
const byYear = new Map<number, ReadonlyMap<string, string>>()

function holidaysOf(year: number): ReadonlyMap<string, string> {
  let days = byYear.get(year)
  if (!days) {
    days = new Map(
      estonia
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => [h.date.slice(0, 10), h.name] as const),
    )
    byYear.set(year, days)
  }
  return days
}

/** The public holidays of a year as ISO days. */
export function publicHolidays(year: number): ReadonlySet<string> {
  return new Set(holidaysOf(year).keys())
}

/** The Estonian name of the public holiday on `day` ("esimene jõulupüha"), or null when the day is none. */
export function publicHolidayName(day: string): string | null {
  return holidaysOf(Number(day.slice(0, 4))).get(day) ?? null
}

export function isPublicHoliday(day: string): boolean {
  return publicHolidayName(day) !== null
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
