import { TZDate } from '@date-fns/tz'
import { z } from 'zod'
import type { Locale } from '@/i18n/locales'
import { formatDay, isIsoDay, ISO_DAY } from './day'

export { formatDay, isIsoDay }

// The site's one calendar (ARCHITECTURE convention 9): every date rule lives here, holidays beside it in holidays.ts.
//
// One technique, chosen once:
// - A day is an ISO `yyyy-MM-dd` string, a calendar value with no time zone (that is how days are stored).
//   Arithmetic on days runs on UTC midnights (`Date.UTC`): in UTC every day has exactly 24 hours, so no
//   daylight-saving change can add or lose a day, and the result never depends on the server's own zone.
//   Zone-aware date objects (TZDate) would get the same answers ~40× slower, which the schedule generator
//   (hundreds of thousands of days per seed) would feel.
// - The zone enters only where an instant meets the Tallinn wall clock: instant -> Tallinn day through Intl
//   (the runtime's tz database), Tallinn wall-clock time -> instant through @date-fns/tz's TZDate, the one
//   conversion Intl cannot do by itself.
// - Words (weekday names) come from Intl's CLDR data, so each language keeps its own casing.

export const TIME_ZONE = 'Europe/Tallinn'

/** The stored end of an open-ended validity ("until further notice"). */
export const OPEN_END = '2999-12-31'

const DAY_MS = 86_400_000

/** Zod schema of an ISO day (trimmed first: spreadsheets and hand-typed JSON carry stray spaces). */
export function isoDaySchema(messages: { invalid?: string; required?: string } = {}) {
  return z
    .string(messages.required ? { error: messages.required } : undefined)
    .trim()
    .refine(isIsoDay, messages.invalid ?? 'expected a real day written YYYY-MM-DD')
}

/** The day's UTC midnight: the form days take for arithmetic and for all-day calendar entries. */
export function utcMidnight(day: string): Date {
  return new Date(`${day}T00:00:00Z`)
}

function dayOfUtc(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** The day `days` calendar days after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return dayOfUtc(new Date(utcMidnight(day).getTime() + days * DAY_MS))
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((utcMidnight(b).getTime() - utcMidnight(a).getTime()) / DAY_MS)
}

/** 1 = Monday … 7 = Sunday (ISO weekday). */
export function isoWeekday(day: string): number {
  const weekday = utcMidnight(day).getUTCDay()
  return weekday === 0 ? 7 : weekday
}

export const isWeekend = (day: string): boolean => isoWeekday(day) >= 6

const tallinnParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The Tallinn calendar day an instant falls on. */
function tallinnDayOfInstant(instant: Date): string {
  const parts = Object.fromEntries(tallinnParts.formatToParts(instant).map((p) => [p.type, p.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** Today's date in Tallinn, whatever the server's own time zone (at 2026-03-28T22:30Z it is already the 29th there). */
export function todayInTallinn(now: Date = new Date()): string {
  return tallinnDayOfInstant(now)
}

const tallinnTimes = new Map<string, number>()

/** The instant at which Tallinn's clocks show `hour:minute` on `day` (EET, UTC+2, or EEST, UTC+3, as that day has it). */
export function tallinnTime(day: string, hour: number, minute = 0): Date {
  // Remembered: the reminders ask for the same few instants once per mail, and each answer costs a
  // time-zone lookup through Intl. A handful of days are in use at a time; the memory is bounded anyway.
  const key = `${day} ${hour}:${minute}`
  let ms = tallinnTimes.get(key)
  if (ms === undefined) {
    const [y, m, d] = day.split('-').map(Number)
    ms = new TZDate(y, m - 1, d, hour, minute, 0, TIME_ZONE).getTime()
    if (tallinnTimes.size >= 1000) tallinnTimes.clear()
    tallinnTimes.set(key, ms)
  }
  return new Date(ms)
}

// An instant as Payload stores it (ISO 8601 with its offset). A zone-less time would be read in the
// server's own zone, so it is not accepted as an instant.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/

type DateInput = string | Date | number | null | undefined

/**
 * The Tallinn day of a stored value: a bare day ("2026-03-01") is a calendar day and never shifts; an instant
 * is converted to Tallinn time. Empty string when the value is not a real day or instant.
 */
export function tallinnDayOf(value: DateInput): string {
  if (value === null || value === undefined || value === '') return ''
  if (typeof value === 'string') {
    if (ISO_DAY.test(value)) return isIsoDay(value) ? value : ''
    // Date would roll 2026-02-30T10:00Z over into March, so the day part must be a real day too.
    if (!ISO_INSTANT.test(value) || !isIsoDay(value.slice(0, 10))) return ''
  }
  const instant = value instanceof Date ? value : new Date(value)
  return Number.isNaN(instant.getTime()) ? '' : tallinnDayOfInstant(instant)
}

// Display formats. Days are shown dd.MM.yyyy in all three languages (SPEC: "shown dd.MM.yyyy").

/** A stored day or instant as dd.MM.yyyy in Tallinn, or `invalidText` (callers pass the translated "Invalid date"). */
export function formatDayOf(value: DateInput, invalidText = 'Invalid date'): string {
  const day = tallinnDayOf(value)
  return day ? formatDay(day) : invalidText
}

const weekdayFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * The weekday's name as the language writes it inside a date: "reede", "пятница", "Friday"; `short`: "R", "пт",
 * "Fri". Estonian and Russian weekday names are common nouns (lower case), English ones proper nouns; CLDR has
 * both right.
 */
export function weekdayName(day: string, locale: Locale, width: 'long' | 'short' = 'long'): string {
  const key = `${locale} ${width}`
  let f = weekdayFormats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' })
    weekdayFormats.set(key, f)
  }
  return f.format(utcMidnight(day))
}

/**
 * A day with its weekday: "reede, 27.11.2026", "пятница, 27.11.2026", "Friday, 27.11.2026". CLDR's full date
 * pattern puts the weekday first, followed by a comma, in all three languages.
 */
export function formatDayWithWeekday(day: string, locale: Locale): string {
  return `${weekdayName(day, locale)}, ${formatDay(day)}`
}
