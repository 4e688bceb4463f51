import type { Locale } from '@/i18n/locales'
import { formatDay, formatDayWithWeekday, weekdayName } from '@/lib/dates'
import { paginate, type Page } from '@/lib/pagination'
import type { Discharge } from './schema'
import type { DischargeDetail } from './repository'
import { shiftNote } from './shifts'
import { itemTypeLabel, wasteTypeLabel } from './wasteTypes'

export const CARDS_PER_PAGE = 4

/** `heading` is the day with its weekday as the language writes it ("reede, 27.11.2026", "Friday, 27.11.2026"). */
export type DischargeCard = Discharge & {
  displayDate: string
  weekdayName: string
  heading: string
  wasteTypeLabel: string
  itemTypeLabel: string
  /** "Moved from Fri 25.12 (Christmas Day)", or null on the regular day. */
  shift: string | null
}

export function toCards(discharges: (Discharge & Partial<DischargeDetail>)[], locale: Locale): DischargeCard[] {
  return discharges.map((d) => ({
    ...d,
    shift: shiftNote(d, locale),
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
    const haystack = [
      c.displayDate,
      c.date,
      c.weekdayName,
      c.wasteTypeLabel,
      c.garbage,
      c.itemTypeLabel,
      c.itemType,
      c.address,
      c.shift ?? '',
    ]
      .join(' ')
      .toLocaleLowerCase(locale)
    return words.every((w) => haystack.includes(w))
  })
}

/** The cards of one page of a lookup, after the visitor's filter; the page is clamped to 1..pages. */
export function cardsPage(
  discharges: (Discharge & Partial<DischargeDetail>)[],
  locale: Locale,
  filter: string,
  page: number,
): Page<DischargeCard> {
  return paginate(filterCards(toCards(discharges, locale), filter, locale), page, CARDS_PER_PAGE)
}

/** The link to another page of the same lookup and filter; page 1 and an empty filter stay out of the URL. */
export function cardsPageHref(action: string, contractNumber: string, filter: string, page: number): string {
  const params = new URLSearchParams({ contractNumber })
  if (filter) params.set('q', filter)
  if (page > 1) params.set('page', String(page))
  return `${action}?${params.toString()}#nsd-results`
}
