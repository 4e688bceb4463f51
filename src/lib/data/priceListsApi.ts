// `GET /api/v1/price-lists` and `/api/v1/price-lists/{id}`: their query, their answer's schema and the
// builder typed by it, for the routes and for the OpenAPI document (src/lib/openapi/openapi.ts).
import { z } from 'zod'
import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/locales'
import { absoluteUrl, emptyToUndefined, isoDateTime, isoDay, langQuery, pageOf, pagingQuery, tallinnIso, pagedAnswerSchema, numericIdParams } from '@/lib/api/common'
import { tallinnDayOf } from '@/lib/dates'
import { grossFromNet, isOpenEnded, validityOf, VAT_RATE } from '@/lib/data/prices'
import { priceRegions } from '@/lib/data/regions'
import type { PriceList } from '@/payload-types'

const VALIDITIES = ['current', 'past', 'future'] as const

export const priceListsQuery = z.object({
  region: z.preprocess(emptyToUndefined, z.enum(priceRegions).optional()),
  validity: z.preprocess(emptyToUndefined, z.enum([...VALIDITIES, 'all']).default('current')),
  lang: langQuery,
  ...pagingQuery(50, 100),
})
export type PriceListsQuery = z.output<typeof priceListsQuery>

export const priceListParams = numericIdParams('price list')

const euros = z.number().min(0).describe('Euros, to the cent.')

export const priceListSchema = z.object({
  id: z.number().int().min(1).describe('Stable id of the price list.'),
  region: z.enum(priceRegions).describe('The service region the prices apply in.'),
  title: z.string().describe('In the asked language (Estonian where no translation exists).'),
  validFrom: isoDay.describe('First day the prices apply (Tallinn).'),
  validTo: isoDay.nullable().describe('Last day the prices apply (Tallinn); null: until further notice.'),
  validity: z.enum(VALIDITIES).describe('Where the validity stands today in Tallinn.'),
  currency: z.literal('EUR'),
  vatRate: z.number().describe('The VAT rate the gross prices were computed with where the list gives none (0.24 = 24 %).'),
  rows: z.array(
    z.object({
      id: z.string().nullable().describe('Stable id of the row within the list.'),
      wasteType: z.string().describe('In the asked language.'),
      unit: z.string().describe('What the price is for (a container emptying, a tonne…), in the asked language.'),
      priceExclVat: euros,
      priceInclVat: euros.describe('Euros, to the cent: as the list gives it, else computed from `priceExclVat` and `vatRate`.'),
    }),
  ),
  url: z.string().describe('The printable page of the price list, in the asked language (the site has no file of it).'),
  updatedAt: isoDateTime.describe('When the entry was last changed (Tallinn time, with its offset).'),
})
export type PriceListAnswer = z.infer<typeof priceListSchema>

export const priceListsAnswerSchema = pagedAnswerSchema('priceLists', priceListSchema)
export type PriceListsAnswer = z.infer<typeof priceListsAnswerSchema>

export function presentPriceList(list: PriceList, locale: Locale, today: string, siteUrl: string): PriceListAnswer {
  const validFrom = tallinnDayOf(list.validFrom)
  const validTo = tallinnDayOf(list.validTo)
  return {
    id: list.id,
    region: list.region,
    title: list.title,
    validFrom,
    validTo: isOpenEnded(validTo) ? null : validTo,
    validity: validityOf(validFrom, validTo, today),
    currency: 'EUR',
    vatRate: VAT_RATE,
    rows: (list.rows ?? []).map((row) => ({
      id: row.id ?? null,
      wasteType: row.wasteType,
      unit: row.unit,
      priceExclVat: row.priceNet,
      priceInclVat: typeof row.priceGross === 'number' ? row.priceGross : grossFromNet(row.priceNet),
    })),
    url: absoluteUrl(siteUrl, localizedPath(locale, `/customer-support/price-lists/${list.id}`)),
    updatedAt: tallinnIso(list.updatedAt),
  }
}

/** The price lists matching the query, by region then newest first, one page of them. */
export function priceListsAnswer(
  lists: readonly PriceList[],
  query: PriceListsQuery,
  locale: Locale,
  today: string,
  siteUrl: string,
): PriceListsAnswer {
  const all = lists
    .filter((l) => !query.region || l.region === query.region)
    .map((l) => presentPriceList(l, locale, today, siteUrl))
    .filter((l) => query.validity === 'all' || l.validity === query.validity)
    .sort((a, b) => a.region.localeCompare(b.region) || b.validFrom.localeCompare(a.validFrom) || a.id - b.id)
  const { paging, items } = pageOf(all, query.page, query.limit)
  return { lang: locale, ...paging, priceLists: items }
}
