import type { Locale } from '@/i18n/locales'
import { containersOf, type CollectionView, type ContainerView } from '@/lib/discharges/containers'
import { z } from 'zod'
import { collectionStateFields } from '@/lib/discharges/present'
import type { AddressLookup } from './http'

// An address's collections as JSON (`/api/v1/addresses/{id}/collections`): one entry per container, as
// home-automation sensors want them, each with its next day, why it moved, and today's and the last
// collection's state. The address and its containers only: no contract, no customer, no price.

const collectionSchema = z.object({
  date: z.iso.date().describe('The collection day, yyyy-MM-dd, in Europe/Tallinn.'),
  originalDate: z.iso.date().nullable().describe('The regular day a moved collection was moved from, or null.'),
  ...collectionStateFields,
})

/** `GET /api/v1/addresses/{propertyId}/collections`: the path's parameter (a longer one is no address: 404). */
export const addressCollectionsParams = z.object({ propertyId: z.string().max(64) })

/** `GET /api/v1/addresses/{propertyId}/collections`: the answer's shape. */
export const addressCollectionsSchema = z.object({
  address: z.object({
    id: z.string().describe('The address id, as the suggestions give it.'),
    label: z.string().describe('The address as people write it.'),
  }),
  today: z.iso.date().describe('Today in Europe/Tallinn, yyyy-MM-dd: what `today` and `last` are relative to.'),
  containers: z.array(
    z.object({
      wasteType: z.string().describe('The waste type as the planning system names it (Estonian).'),
      wasteTypeLabel: z.string().describe('The waste type in the asked language.'),
      itemType: z.string().describe('The container type as the planning system names it (Estonian).'),
      itemTypeLabel: z.string().describe('The container type in the asked language.'),
      count: z.number().int().min(1).describe('How many such containers.'),
      next: collectionSchema.nullable().describe('The next collection still to come, or null.'),
      following: z.array(collectionSchema).describe('The collections after `next`.'),
      today: collectionSchema.nullable().describe("Today's collection, whatever its state, or null."),
      last: collectionSchema.nullable().describe('The most recent collection before today, or null.'),
    }),
  ),
})
export type AddressCollections = z.infer<typeof addressCollectionsSchema>

const collection = (c: CollectionView): z.infer<typeof collectionSchema> => ({
  date: c.date,
  originalDate: c.originalDate,
  shiftReason: c.shiftReason,
  shift: c.shift,
  status: c.status,
  statusAt: c.statusAt,
  statusReason: c.statusReason,
  statusReasonText: c.reason,
})
const maybe = (c: CollectionView | null) => c && collection(c)

const container = (c: ContainerView) => ({
  wasteType: c.garbage,
  wasteTypeLabel: c.wasteTypeLabel,
  itemType: c.itemType,
  itemTypeLabel: c.itemTypeLabel,
  count: c.count,
  next: maybe(c.next),
  following: c.following.map(collection),
  today: maybe(c.today),
  last: maybe(c.last),
})

export function presentAddress(
  lookup: Pick<AddressLookup, 'address' | 'rows' | 'today'>,
  locale: Locale,
): AddressCollections {
  return {
    address: { id: lookup.address.id, label: lookup.address.label },
    today: lookup.today,
    containers: containersOf(lookup.rows, lookup.today, locale).map(container),
  }
}
