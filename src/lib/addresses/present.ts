import type { Locale } from '@/i18n/locales'
import { containersOf, type CollectionView, type ContainerView } from '@/lib/discharges/containers'
import type { AddressLookup } from './http'

// An address's collections as JSON (`/api/v1/addresses/{id}/collections`): one entry per container, as
// home-automation sensors want them, each with its next day, why it moved, and today's and the last
// collection's state. The address and its containers only: no contract, no customer, no price.

const collection = (c: CollectionView | null) =>
  c && {
    date: c.date,
    originalDate: c.originalDate,
    shiftReason: c.shiftReason,
    shift: c.shift,
    status: c.status,
    statusAt: c.statusAt,
    statusReason: c.statusReason,
    statusReasonText: c.reason,
  }

const container = (c: ContainerView) => ({
  wasteType: c.garbage,
  wasteTypeLabel: c.wasteTypeLabel,
  itemType: c.itemType,
  itemTypeLabel: c.itemTypeLabel,
  count: c.count,
  next: collection(c.next),
  following: c.following.map(collection),
  today: collection(c.today),
  last: collection(c.last),
})

export function presentAddress(lookup: Pick<AddressLookup, 'address' | 'rows' | 'today'>, locale: Locale) {
  return {
    address: { id: lookup.address.id, label: lookup.address.label },
    today: lookup.today,
    containers: containersOf(lookup.rows, lookup.today, locale).map(container),
  }
}
