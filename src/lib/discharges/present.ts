import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { isoWeekday } from '@/lib/dates'
import type { Discharge } from './schema'
import { itemTypeLabel, wasteTypeLabel } from './wasteTypes'

export type PresentedDischarge = Discharge & { weekday: number; wasteTypeLabel: string; itemTypeLabel: string }

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

export function presentDischarges(contractNumber: string, discharges: Discharge[], locale: Locale) {
  const items: PresentedDischarge[] = discharges.map((d) => ({
    ...d,
    weekday: isoWeekday(d.date),
    wasteTypeLabel: wasteTypeLabel(d.garbage, locale),
    itemTypeLabel: itemTypeLabel(d.itemType, locale),
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
