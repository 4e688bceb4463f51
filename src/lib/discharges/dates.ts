// Calendar days as ISO `yyyy-MM-dd` strings. Discharges are whole days in Estonia, so "today" is always
// Europe/Tallinn's today, whatever the server's own time zone; day arithmetic runs on UTC midnights,
// where no daylight-saving jump can add or lose a day.
export const TIME_ZONE = 'Europe/Tallinn'

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** Today's date in Tallinn, e.g. at 2026-03-28T22:30Z it is already 2026-03-29 there. */
export function todayInTallinn(now: Date = new Date()): string {
  return isoDay.format(now)
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar day written yyyy-MM-dd (rejects 2026-02-30). */
export function isIsoDay(value: string): boolean {
  const m = ISO_DAY.exec(value)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3])
}

export function toUtcDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`)
}

export function fromUtcDate(d: Date): string {
  return d.toISOString().slice(0, 10)
}

export function addDays(iso: string, days: number): string {
  const d = toUtcDate(iso)
  d.setUTCDate(d.getUTCDate() + days)
  return fromUtcDate(d)
}

/** 1 = Monday … 7 = Sunday (ISO weekday). */
export function isoWeekday(iso: string): number {
  const day = toUtcDate(iso).getUTCDay()
  return day === 0 ? 7 : day
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtcDate(b).getTime() - toUtcDate(a).getTime()) / 86_400_000)
}

/** dd.MM.yyyy, the way dates are shown on the site. */
export function formatDisplayDate(iso: string): string {
  const [y, m, d] = iso.split('-')
  return `${d}.${m}.${y}`
}
