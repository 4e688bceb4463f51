import type { Locale } from '@/i18n/locales'
import { formatDay, formatDayWithWeekday, weekdayName } from '@/lib/dates'
import type { Discharge } from './schema'
import { itemTypeLabel, wasteTypeLabel } from './waste-types'

export const CARDS_PER_PAGE = 4

/** `heading` is the day with its weekday as the language writes it ("reede, 27.11.2026", "Friday, 27.11.2026"). */
export type DischargeCard = Discharge & { displayDate: string; weekdayName: string; heading: string; wasteTypeLabel: string; itemTypeLabel: string }

export function toCards(discharges: Discharge[], locale: Locale): DischargeCard[] {
  return discharges.map((d) => ({
    ...d,
    displayDate: formatDay(d.date),
    weekdayName: weekdayName(d.date, locale),
    heading: formatDayWithWeekday(d.date, locale),
    wasteTypeLabel: wasteTypeLabel(d.garbage, locale),
    itemTypeLabel: itemTypeLabel(d.itemType, locale),
  }))
}

/** Case-insensitive match of every word of the query against what the card shows. */
export function filterCards(cards: DischargeCard[], query: string, locale: Locale): DischargeCard[] {
  const words = query.toLocaleLowerCase(locale).split(/\s+/).filter(Boolean)
  if (!words.length) return cards
  return cards.filter((c) => {
    const haystack = [c.displayDate, c.date, c.weekdayName, c.wasteTypeLabel, c.garbage, c.itemTypeLabel, c.itemType, c.address].join(' ').toLocaleLowerCase(locale)
    return words.every((w) => haystack.includes(w))
  })
}

/** The page to show, clamped to 1..pages (a hand-edited or stale ?page= never shows an empty page). */
export function paginate<T>(items: T[], requestedPage: number, perPage = CARDS_PER_PAGE) {
  const pages = Math.max(1, Math.ceil(items.length / perPage))
  const page = Math.min(pages, Math.max(1, Number.isFinite(requestedPage) ? Math.trunc(requestedPage) : 1))
  const start = (page - 1) * perPage
  return { page, pages, items: items.slice(start, start + perPage), from: items.length ? start + 1 : 0, to: Math.min(items.length, start + perPage), total: items.length }
}

/** Page numbers around the current one (at most `width`), for the pagination bar. */
export function pageWindow(page: number, pages: number, width = 5): number[] {
  const half = Math.floor(width / 2)
  let first = Math.max(1, page - half)
  const last = Math.min(pages, first + width - 1)
  first = Math.max(1, last - width + 1)
  return Array.from({ length: last - first + 1 }, (_, i) => first + i)
}
