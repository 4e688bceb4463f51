import Holidays from 'date-holidays'
import { addDays, isoWeekday } from './dates'

// Estonian public holidays (riigipühad) only: days off for the crews. Computed per year on first use.
const hd = new Holidays('EE')
const byYear = new Map<number, Set<string>>()

function publicHolidays(year: number): Set<string> {
  let set = byYear.get(year)
  if (!set) {
    set = new Set(
      hd
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10)),
    )
    byYear.set(year, set)
  }
  return set
}

export function isPublicHoliday(iso: string): boolean {
  return publicHolidays(Number(iso.slice(0, 4))).has(iso)
}

export function isWorkingDay(iso: string): boolean {
  return isoWeekday(iso) <= 5 && !isPublicHoliday(iso)
}

/** The day itself when crews work then, otherwise the next working day (holiday on Friday → Monday). */
export function nextWorkingDay(iso: string): string {
  let day = iso
  while (!isWorkingDay(day)) day = addDays(day, 1)
  return day
}
