import 'server-only'
import { taggedCache } from './cache'
import type { Locale } from '@/i18n/locales'
import type { MunicipalContract, PriceList, SalesContact, UnservedAddress, WasteStation } from '@/payload-types'
import { unservedWindow } from '@/lib/data/unserved'
import { cms } from '@/lib/cms'
import { TAGS } from './tags'

// Readers for the data pages. Small collections: read whole and let the page filter, sort and page them.

export const getWasteStations = taggedCache(
  async (locale: Locale): Promise<WasteStation[]> => {
    const payload = await cms()
    const { docs } = await payload.find({
      collection: 'waste-stations',
      locale,
      fallbackLocale: 'et',
      depth: 0,
      limit: 1000,
      pagination: false,
      sort: 'name',
    })
    return docs
  },
  ['waste-stations'],
  { tags: [TAGS.wasteStations], revalidate: 3600 },
)

export const getMunicipalContracts = taggedCache(
  async (): Promise<MunicipalContract[]> => {
    const payload = await cms()
    const { docs } = await payload.find({
      collection: 'municipal-contracts',
      depth: 0,
      limit: 1000,
      pagination: false,
      sort: 'localGovernment',
    })
    return docs
  },
  ['municipal-contracts'],
  { tags: [TAGS.municipalContracts], revalidate: 3600 },
)

export const getPriceLists = taggedCache(
  async (locale: Locale): Promise<PriceList[]> => {
    const payload = await cms()
    const { docs } = await payload.find({
      collection: 'price-lists',
      locale,
      fallbackLocale: 'et',
      depth: 0,
      limit: 200,
      pagination: false,
      sort: 'validFrom',
    })
    return docs
  },
  ['price-lists'],
  { tags: [TAGS.priceLists], revalidate: 3600 },
)

export const getPriceList = taggedCache(
  async (locale: Locale, id: number): Promise<PriceList | null> => {
    const payload = await cms()
    const { docs } = await payload.find({
      collection: 'price-lists',
      locale,
      fallbackLocale: 'et',
      depth: 0,
      limit: 1,
      where: { id: { equals: id } },
    })
    return docs[0] ?? null
  },
  ['price-list'],
  { tags: [TAGS.priceLists], revalidate: 3600, keep: (found) => found !== null },
)

/** Addresses missed in the three days before `today` (ISO days, Tallinn time; see unservedWindow). */
export const getUnservedAddresses = taggedCache(
  async (locale: Locale, today: string): Promise<UnservedAddress[]> => {
    const payload = await cms()
    const { docs } = await payload.find({
      collection: 'unserved-addresses',
      locale,
      fallbackLocale: 'et',
      depth: 0,
      limit: 2000,
      pagination: false,
      sort: '-plannedDate',
      where: {
        and: [
          { plannedDate: { greater_than_equal: unservedWindow(today).from } },
          { plannedDate: { less_than_equal: unservedWindow(today).to } },
        ],
      },
    })
    return docs
  },
  ['unserved-addresses'],
  { tags: [TAGS.unservedAddresses], revalidate: 600 },
)

export const getSalesContacts = taggedCache(
  async (locale: Locale): Promise<SalesContact[]> => {
    const payload = await cms()
    const { docs } = await payload.find({
      collection: 'sales-contacts',
      locale,
      fallbackLocale: 'et',
      depth: 0,
      limit: 100,
      pagination: false,
      sort: 'order',
    })
    return docs
  },
  ['sales-contacts'],
  { tags: [TAGS.salesContacts], revalidate: 3600 },
)
