import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { isoWeekday } from '@/lib/dates'
import { z } from 'zod'
import { dischargeFields, DISCHARGE_STATUSES, NOT_COLLECTED_REASONS, SHIFT_REASONS, type Discharge } from './schema'
import type { DischargeDetail } from './repository'
import { shiftNote, notCollectedText } from './shifts'
import { itemTypeLabel, wasteTypeLabel } from './wasteTypes'

const DAY = 'yyyy-MM-dd, in Europe/Tallinn'

/** A collection's move and state as the API answers them, per contract and per address alike. */
export const collectionStateFields = {
  shiftReason: z.enum(SHIFT_REASONS).nullable().describe('Why the collection moved, as a code, or null.'),
  shift: z.string().nullable().describe('The move in words in the asked language, or null.'),
  status: z.enum(DISCHARGE_STATUSES).describe("The collection's state; `planned` until the crew marks it."),
  statusAt: z.string().nullable().describe('When the state was marked: ISO 8601 date-time with its offset, or null.'),
  statusReason: z.enum(NOT_COLLECTED_REASONS).nullable().describe('Why it was not collected, as a code, or null.'),
  statusReasonText: z.string().nullable().describe('`statusReason` in words in the asked language, or null.'),
}

/** One collection in our API's answer: the old five fields first, then what was added later. */
export const presentedDischargeSchema = z.object({
  ...dischargeFields,
  weekday: z.number().int().min(1).max(7).describe('ISO weekday of `date`: 1 Monday … 7 Sunday.'),
  wasteTypeLabel: z.string().describe('The waste type in the asked language.'),
  itemTypeLabel: z.string().describe('The container type in the asked language.'),
  containerCount: z.number().int().min(1).describe('Containers of this kind emptied at this collection.'),
  originalDate: z.iso
    .date()
    .nullable()
    .describe(`The regular day a moved collection was moved from (${DAY}), or null.`),
  ...collectionStateFields,
})
export type PresentedDischarge = z.infer<typeof presentedDischargeSchema>

/** `GET /api/v1/contracts/{contractNumber}/discharges`: the answer's shape. */
export const dischargesAnswerSchema = z.object({
  contractNumber: z.string().describe('The contract number, digits.'),
  discharges: z.array(presentedDischargeSchema).describe('Upcoming collections from today (Tallinn), by date.'),
  nextByWasteType: z
    .array(presentedDischargeSchema)
    .describe('The first upcoming collection of each waste type and container type, by date.'),
  calendar: z.object({
    subscribe: z.string().describe('webcal:// address of the calendar feed, for calendar apps.'),
    download: z.string().describe('Path of the feed as a file to download.'),
  }),
})
export type DischargesAnswer = z.infer<typeof dischargesAnswerSchema>

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
export function presentDischarges(
  contractNumber: string,
  discharges: DischargeDetail[],
  locale: Locale,
): DischargesAnswer {
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
