import { z } from 'zod'
import { localizedCells, type RowDocs } from './cells'
import { DEFAULT_FREE, DEFAULT_STATION_WASTE, DESTINATIONS, STATION_WASTE } from '@/lib/sorting/vocabulary'

// One line of the editors' CSV of sorting items ("what goes where"). A line whose slug exists updates that
// item, so editors can export, correct and import the same file again.

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined))
const link = optionalText(500).pipe(
  z
    .string()
    .refine((v) => /^(https?:\/\/|\/(?!\/))\S+$/.test(v), 'expected a URL or a /path')
    .optional(),
)
/** yes/no in any of the three languages, 1/0, true/false; empty keeps the destination's default. */
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined
    if (['1', 'true', 'yes', 'jah', 'да', 'x'].includes(v)) return true
    if (['0', 'false', 'no', 'ei', 'нет'].includes(v)) return false
    ctx.addIssue({ code: 'custom', message: 'expected yes or no' })
    return z.NEVER
  })

export const sortingItemRowSchema = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(120)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a-z, 0-9 and hyphens'),
  name: z.string().trim().min(1).max(200),
  name_ru: optionalText(200),
  name_en: optionalText(200),
  synonyms: optionalText(2000),
  synonyms_ru: optionalText(2000),
  synonyms_en: optionalText(2000),
  destination: z.string().trim().pipe(z.enum(DESTINATIONS)),
  preparation: optionalText(2000),
  preparation_ru: optionalText(2000),
  preparation_en: optionalText(2000),
  stationWaste: optionalText(40).pipe(z.enum(STATION_WASTE).optional()),
  freeAtStations: flag,
  popular: flag,
  servicePath: link,
  priceListPath: link,
  orderPath: link,
})
export type SortingItemRow = z.infer<typeof sortingItemRowSchema>

export function sortingItemDocs(row: SortingItemRow): RowDocs {
  return {
    shared: {
      slug: row.slug,
      destination: row.destination,
      stationWaste: row.stationWaste ?? DEFAULT_STATION_WASTE[row.destination] ?? null,
      freeAtStations: row.freeAtStations ?? DEFAULT_FREE[row.destination],
      popular: row.popular ?? false,
      servicePath: row.servicePath,
      priceListPath: row.priceListPath,
      orderPath: row.orderPath,
    },
    localized: localizedCells(row, ['name', 'synonyms', 'preparation']),
  }
}
