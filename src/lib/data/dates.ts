import { TZDate } from '@date-fns/tz'
import { addDays, format, isValid, parse } from 'date-fns'

export const TIME_ZONE = 'Europe/Tallinn'
/** The stored end of an open-ended validity ("until further notice"). */
export const OPEN_END = '2999-12-31'

export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const d = parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1))
  return isValid(d) && format(d, 'yyyy-MM-dd') === value
}

/** Today's date in Tallinn as yyyy-MM-dd, whatever the server's own time zone. */
export function todayInTallinn(now: Date = new Date()): string {
  return format(new TZDate(now, TIME_ZONE), 'yyyy-MM-dd')
}

/** A day offset from an ISO day, as an ISO day (calendar arithmetic, no time zone involved). */
export function shiftDay(day: string, days: number): string {
  const d = parse(day, 'yyyy-MM-dd', new Date(2000, 0, 1))
  return format(addDays(d, days), 'yyyy-MM-dd')
}

/** yyyy-MM-dd -> dd.MM.yyyy (the site's display format). */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  return m ? `${m[3]}.${m[2]}.${m[1]}` : day
}
