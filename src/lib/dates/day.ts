// A day as the site writes it (index.ts explains the calendar). No dependencies, so the browser's islands
// can format days without the rest of the calendar.

export const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar day written yyyy-MM-dd: rejects 2026-02-30, 2026-13-01 and other shapes. */
export function isIsoDay(value: string): boolean {
  const m = ISO_DAY.exec(value)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  // Date.UTC rolls 2026-02-30 over into March; a real day comes back unchanged.
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

// Display formats. Days are shown dd.MM.yyyy in all three languages (SPEC: "shown dd.MM.yyyy").

/** yyyy-MM-dd -> dd.MM.yyyy. A value that is not a real day is returned as given rather than invented. */
export function formatDay(day: string): string {
  return isIsoDay(day) ? `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}` : day
}
