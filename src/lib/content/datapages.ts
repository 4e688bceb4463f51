import 'server-only'
import type { CollectionSlug, Where } from 'payload'
import { taggedCache } from './cache'
import type { Locale } from '@/i18n/locales'
import type { Config, MunicipalContract, PriceList, SalesContact, UnservedAddress, WasteStation } from '@/payload-types'
import { unservedWindow } from '@/lib/data/unserved'
import { cms } from '@/lib/cms'
import { TAGS } from './tags'

// Readers for the data pages. Small collections: read whole and let the page filter, sort and page them.

type DataCollection = 'waste-stations' | 'municipal-contracts' | 'price-lists' | 'unserved-addresses' | 'sales-contacts'
type DocOf<C extends DataCollection & CollectionSlug> = Config['collections'][C]

/**
 * One data collection's documents as a visitor may see them: with the collection's read access for an
 * anonymous visitor (`overrideAccess: false`, as every other public reader), in `locale` with the
 * Estonian text where a translation is missing (municipal contracts have no localized fields).
 */
async function readData<C extends DataCollection>(
  collection: C,
  query: { locale?: Locale; sort: string; limit: number; where?: Where },
): Promise<DocOf<C>[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection,
    ...(query.locale ? { locale: query.locale, fallbackLocale: 'et' as const } : {}),
    depth: 0,
    limit: query.limit,
    pagination: query.limit > 1 ? false : undefined,
    sort: query.sort,
    where: query.where,
    overrideAccess: false,
  })
  return docs as DocOf<C>[]
}

const HOUR = 3600

export const getWasteStations = taggedCache(
  (locale: Locale): Promise<WasteStation[]> => readData('waste-stations', { locale, sort: 'name', limit: 1000 }),
  ['waste-stations'],
  { tags: [TAGS.wasteStations], revalidate: HOUR },
)

export const getMunicipalContracts = taggedCache(
  (): Promise<MunicipalContract[]> => readData('municipal-contracts', { sort: 'localGovernment', limit: 1000 }),
  ['municipal-contracts'],
  { tags: [TAGS.municipalContracts], revalidate: HOUR },
)

export const getPriceLists = taggedCache(
  (locale: Locale): Promise<PriceList[]> => readData('price-lists', { locale, sort: 'validFrom', limit: 200 }),
  ['price-lists'],
  { tags: [TAGS.priceLists], revalidate: HOUR },
)

export const getPriceList = taggedCache(
  async (locale: Locale, id: number): Promise<PriceList | null> =>
    (await readData('price-lists', { locale, sort: 'id', limit: 1, where: { id: { equals: id } } }))[0] ?? null,
  ['price-list'],
  { tags: [TAGS.priceLists], revalidate: HOUR, keep: (found) => found !== null },
)

/** Addresses missed in the three days before `today` (ISO days, Tallinn time; see unservedWindow). */
export const getUnservedAddresses = taggedCache(
  (locale: Locale, today: string): Promise<UnservedAddress[]> => {
    const { from, to } = unservedWindow(today)
    return readData('unserved-addresses', {
      locale,
      sort: '-plannedDate',
      limit: 2000,
      where: { and: [{ plannedDate: { greater_than_equal: from } }, { plannedDate: { less_than_equal: to } }] },
    })
  },
  ['unserved-addresses'],
  { tags: [TAGS.unservedAddresses], revalidate: 600 },
)

export const getSalesContacts = taggedCache(
  (locale: Locale): Promise<SalesContact[]> => readData('sales-contacts', { locale, sort: 'order', limit: 100 }),
  ['sales-contacts'],
  { tags: [TAGS.salesContacts], revalidate: HOUR },
)
