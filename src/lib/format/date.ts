import { format, isValid, parseISO } from 'date-fns'
import { TZDate } from '@date-fns/tz'

export const TIME_ZONE = 'Europe/Tallinn'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * A date as the site prints it, dd.MM.yyyy in Europe/Tallinn whatever the server's zone.
 * A bare day ("2026-03-01") is a calendar day and never shifts; an instant is converted to Tallinn time.
 * Anything unparseable returns `invalidText` (callers pass the translated "Invalid date").
 */
export function formatDate(value: string | Date | number | null | undefined, invalidText = 'Invalid date'): string {
  if (value === null || value === undefined || value === '') return invalidText
  if (typeof value === 'string' && DAY.test(value)) {
    const day = parseISO(value)
    // parseISO accepts 2026-02-30 by rolling over; a calendar day must round-trip exactly.
    return isValid(day) && format(day, 'yyyy-MM-dd') === value ? format(day, 'dd.MM.yyyy') : invalidText
  }
  const instant = typeof value === 'string' ? parseISO(value) : new Date(value)
  if (!isValid(instant)) return invalidText
  return format(new TZDate(instant.getTime(), TIME_ZONE), 'dd.MM.yyyy')
}

/** The machine-readable yyyy-MM-dd of an instant in Tallinn, for <time dateTime>. Empty when invalid. */
export function isoDay(value: string | Date | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  if (typeof value === 'string' && DAY.test(value)) return value
  const instant = typeof value === 'string' ? parseISO(value) : new Date(value)
  if (!isValid(instant)) return ''
  return format(new TZDate(instant.getTime(), TIME_ZONE), 'yyyy-MM-dd')
}
