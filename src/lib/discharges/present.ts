import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { isoWeekday } from '@/lib/dates'
import type { Discharge } from './schema'
import type { DischargeDetail } from './repository'
import { shiftNote, notCollectedText } from './shifts'
import { itemTypeLabel, wasteTypeLabel } from './wasteTypes'

export type PresentedDischarge = Discharge & {
  weekday: number
  wasteTypeLabel: string
  itemTypeLabel: string
  containerCount: number
  originalDate: string | null
  shiftReason: string | null
  /** "Moved from Fri 25.12 (Christmas Day)" in the asked language, or null. */
  shift: string | null
  status: string
  statusAt: string | null
  statusReason: string | null
  statusReasonText: string | null
}

/** The first upcoming date of each waste type (and container), in date order. */
export function nextByWasteType<T extends Discharge>(discharges: T[]): T[] {
  const seen = new Set<string>()
  const out: T[] = []
  for (const d of discharges) {
    const key = `${d.garbage}\u0000${d.itemType}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push(d)
  }
  return out
}

export function feedPath(contractNumber: string) {
  return `/api/v1/contracts/${encodeURIComponent(contractNumber)}/calendar.ics`
}

/** webcal:// asks the visitor's calendar app to subscribe instead of downloading once. */
export function webcalUrl(contractNumber: string, locale: Locale, siteUrl = env().SITE_URL): string {
  const url = new URL(feedPath(contractNumber), siteUrl)
  url.searchParams.set('lang', locale)
  return url.toString().replace(/^https?:/, 'webcal:')
}

/**
 * Our versioned JSON of a contract's plan: the old five fields of each collection, then (added later, so
 * every old reader still finds what it read) the container count, a moved day with its reason, and the
 * collection's state.
 */
export function presentDischarges(contractNumber: string, discharges: DischargeDetail[], locale: Locale) {
  const items: PresentedDischarge[] = discharges.map((d) => ({
    contractNumber: d.contractNumber,
    garbage: d.garbage,
    itemType: d.itemType,
    address: d.address,
    date: d.date,
    weekday: isoWeekday(d.date),
    wasteTypeLabel: wasteTypeLabel(d.garbage, locale),
    itemTypeLabel: itemTypeLabel(d.itemType, locale),
    containerCount: d.containerCount ?? 1,
    originalDate: d.originalDate && d.originalDate !== d.date ? d.originalDate : null,
    shiftReason: d.originalDate && d.originalDate !== d.date ? (d.shiftReason ?? null) : null,
    shift: shiftNote(d, locale),
    status: d.status ?? 'planned',
    statusAt: d.statusAt ?? null,
    statusReason: d.status === 'not_collected' ? (d.statusReason ?? null) : null,
    statusReasonText: d.status === 'not_collected' ? notCollectedText(d.statusReason, locale) : null,
  }))
  return {
    contractNumber,
    discharges: items,
    nextByWasteType: nextByWasteType(items),
    calendar: {
      subscribe: webcalUrl(contractNumber, locale),
      download: `${feedPath(contractNumber)}?lang=${locale}&download=1`,
    },
  }
}
