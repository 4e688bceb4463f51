// `GET /api/v1/waste-stations` and `/api/v1/waste-stations/{id}`: their query, their answer's schema and the
// builder typed by it, for the routes and for the OpenAPI document (src/lib/openapi/openapi.ts).
import { z } from 'zod'
import type { Locale } from '@/i18n/locales'
import { absoluteUrl, emptyToUndefined, isoDateTime, isoDay, langQuery, pageOf, pagingQuery, tallinnIso, pagedAnswerSchema, numericIdParams } from '@/lib/api/common'
import { TIME_ZONE, tallinnDayOf } from '@/lib/dates'
import { localizedPath } from '@/i18n/paths'
import { counties } from '@/lib/data/regions'
import { STATION_WASTE, STATION_WASTE_MATCH, type StationWaste } from '@/lib/sorting/vocabulary'
import type { WasteStation } from '@/payload-types'

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

export const wasteStationsQuery = z.object({
  county: z.preprocess(emptyToUndefined, z.enum(counties).optional()),
  municipality: z.preprocess(emptyToUndefined, z.string().trim().max(80).optional()),
  accepts: z.preprocess(emptyToUndefined, z.enum(STATION_WASTE).optional()),
  lang: langQuery,
  ...pagingQuery(100, 100),
})
export type WasteStationsQuery = z.output<typeof wasteStationsQuery>

export const wasteStationParams = numericIdParams('station')

const periodSchema = z.object({
  days: z.array(z.enum(WEEKDAYS)).min(1).describe('The weekdays of this period.'),
  opens: z.string().regex(/^\d{2}:\d{2}$/).describe('Local time (HH:mm) in `timeZone`.'),
  closes: z.string().regex(/^\d{2}:\d{2}$/).describe('Local time (HH:mm) in `timeZone`.'),
})

export const wasteStationSchema = z.object({
  id: z.number().int().min(1).describe('Stable id of the station.'),
  name: z.string().describe('In the asked language (Estonian where no translation exists).'),
  municipality: z.string().describe('The local government, in Estonian.'),
  county: z.enum(counties).describe('The county, its short Estonian name.'),
  address: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).describe('WGS 84 coordinates.'),
  openingHours: z.object({
    timeZone: z.literal(TIME_ZONE),
    text: z.string().nullable().describe('The hours as the station announces them, in the asked language.'),
    periods: z
      .array(periodSchema)
      .nullable()
      .describe('The hours read from the text; null when the text says more than weekdays and times (ask the station).'),
  }),
  acceptedWaste: z.object({
    text: z.string().nullable().describe('What the station takes, in the asked language, as it announces it.'),
    types: z.array(z.enum(STATION_WASTE)).describe('The waste types named in the text (the `accepts` filter).'),
  }),
  pricesUrl: z.string().nullable().describe("The station's prices (an absolute address), if any."),
  changeDate: isoDay.nullable().describe('The day an announced change at the station takes effect, if any.'),
  updatedAt: isoDateTime.describe('When the entry was last changed (Tallinn time, with its offset).'),
})
export type WasteStationAnswer = z.infer<typeof wasteStationSchema>

export const wasteStationsAnswerSchema = pagedAnswerSchema('stations', wasteStationSchema)
export type WasteStationsAnswer = z.infer<typeof wasteStationsAnswerSchema>

const DAY_LETTERS: Record<string, Weekday> = { E: 'mon', T: 'tue', K: 'wed', N: 'thu', R: 'fri', L: 'sat', P: 'sun' }
const TIME = '([01]?\\d|2[0-3])[:.]([0-5]\\d)'
const DASH = '\\s*[-–—]\\s*'
const PERIOD = new RegExp(`^([EKLNPRT](?:${DASH}[EKLNPRT])?(?:\\s*,\\s*[EKLNPRT](?:${DASH}[EKLNPRT])?)*)\\s+${TIME}${DASH}${TIME}$`)

/**
 * The opening hours in the Estonian text as weekday periods: "E–R 10:00–18:00, L 10:00–15:00". Estonian,
 * the text every station has (the others are its translations), with Estonian weekday letters. Null when
 * any part is something else ("suletud", a note, a date): the periods are then unknown, never guessed.
 */
export function parseOpeningHours(text: string | null | undefined): z.infer<typeof periodSchema>[] | null {
  if (!text?.trim()) return null
  // Periods are separated by ";" or by a comma after a time ("E, K" lists days of one period).
  const parts = text
    .trim()
    .split(/\s*;\s*|(?<=\d)\s*,\s*/)
    .filter(Boolean)
  const periods: z.infer<typeof periodSchema>[] = []
  for (const part of parts) {
    const m = PERIOD.exec(part.trim())
    if (!m) return null
    const days = dayList(m[1]!)
    if (!days) return null
    const opens = `${m[2]!.padStart(2, '0')}:${m[3]}`
    const closes = `${m[4]!.padStart(2, '0')}:${m[5]}`
    if (closes <= opens) return null
    periods.push({ days, opens, closes })
  }
  return periods
}

function dayList(spec: string): Weekday[] | null {
  const days: Weekday[] = []
  for (const item of spec.split(/\s*,\s*/)) {
    const [from, to] = item.split(/\s*[-–—]\s*/).map((letter) => WEEKDAYS.indexOf(DAY_LETTERS[letter]!))
    const last = to ?? from!
    if (from! < 0 || last < from!) return null
    for (let i = from!; i <= last; i++) if (!days.includes(WEEKDAYS[i]!)) days.push(WEEKDAYS[i]!)
  }
  return days
}

/** The station waste types the Estonian "accepted waste" text names (the words the item pages match too). */
export function acceptedTypes(text: string | null | undefined): StationWaste[] {
  const lower = (text ?? '').toLocaleLowerCase('et')
  return STATION_WASTE.filter((type) => lower.includes(STATION_WASTE_MATCH[type].et))
}

/**
 * One station as the API answers it: `local` in the asked language, `source` the same station in Estonian
 * (the hours and the waste types are read from the Estonian text).
 */
export function presentStation(
  local: WasteStation,
  source: WasteStation | undefined,
  locale: Locale,
  siteUrl: string,
): WasteStationAnswer {
  const prices = local.pricesUrl?.trim()
  return {
    id: local.id,
    name: local.name,
    municipality: local.municipality,
    county: local.county,
    address: local.address,
    location: { latitude: local.latitude, longitude: local.longitude },
    openingHours: {
      timeZone: TIME_ZONE,
      text: local.openingHours?.trim() || null,
      periods: parseOpeningHours(source?.openingHours ?? local.openingHours),
    },
    acceptedWaste: {
      text: local.acceptedWaste?.trim() || null,
      types: acceptedTypes(source?.acceptedWaste ?? local.acceptedWaste),
    },
    pricesUrl: prices ? absoluteUrl(siteUrl, prices.startsWith('/') ? localizedPath(locale, prices) : prices) : null,
    changeDate: tallinnDayOf(local.changeDate) || null,
    updatedAt: tallinnIso(local.updatedAt),
  }
}

/** The stations matching the query, by name, one page of them. */
export function wasteStationsAnswer(
  local: readonly WasteStation[],
  source: readonly WasteStation[],
  query: WasteStationsQuery,
  locale: Locale,
  siteUrl: string,
): WasteStationsAnswer {
  const sourceById = new Map(source.map((s) => [s.id, s]))
  const municipality = query.municipality?.toLocaleLowerCase('et')
  const all = local
    .filter((s) => !query.county || s.county === query.county)
    .filter((s) => !municipality || s.municipality.toLocaleLowerCase('et') === municipality)
    .map((s) => presentStation(s, sourceById.get(s.id), locale, siteUrl))
    .filter((s) => !query.accepts || s.acceptedWaste.types.includes(query.accepts))
  const { paging, items } = pageOf(all, query.page, query.limit)
  return { lang: locale, ...paging, stations: items }
}
