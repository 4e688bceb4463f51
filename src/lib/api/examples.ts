import type { AddressCollections } from '@/lib/addresses/present'
import type { Suggestions } from '@/lib/addresses/suggest'
import type { DischargesAnswer, PresentedDischarge } from '@/lib/discharges/present'
import type { Discharge } from '@/lib/discharges/schema'
import { errorBody, type ErrorBody, type ErrorCode } from '@/lib/http/errors'
import type { ApiSearchResponse } from '@/lib/search/params'
import type { SortingItemsAnswer } from '@/lib/sorting/api'

// Example answers for the OpenAPI document and the developers' page, in English (`lang=en`). Each is typed
// as its endpoint's answer, and the document's test validates each against its schema: an example cannot
// show a field the API does not send. Fictional data (the demo contract numbers start with 9000).

const ADDRESS = 'Harju maakond, Tallinn, Lasnamäe linnaosa, Sõpruse pst 151'

const moved: PresentedDischarge = {
  contractNumber: '900000001',
  garbage: 'Segaolmejäätmed',
  itemType: 'Konteiner 140 L',
  address: ADDRESS,
  date: '2026-12-28',
  weekday: 1,
  wasteTypeLabel: 'Mixed municipal waste',
  itemTypeLabel: 'Container 140 L',
  containerCount: 1,
  originalDate: '2026-12-25',
  shiftReason: 'public_holiday',
  shift: 'Moved from Fri 25.12 (Christmas Day)',
  status: 'planned',
  statusAt: null,
  statusReason: null,
  statusReasonText: null,
}

const packaging: PresentedDischarge = {
  ...moved,
  garbage: 'Segapakendid',
  itemType: 'Konteiner 240 L',
  date: '2026-12-30',
  weekday: 3,
  wasteTypeLabel: 'Mixed packaging',
  itemTypeLabel: 'Container 240 L',
  originalDate: null,
  shiftReason: null,
  shift: null,
}

export function apiExamples(siteUrl: string) {
  const host = new URL(siteUrl).host
  const discharges: DischargesAnswer = {
    contractNumber: '900000001',
    discharges: [moved, packaging],
    nextByWasteType: [moved, packaging],
    calendar: {
      subscribe: `webcal://${host}/api/v1/contracts/900000001/calendar.ics?lang=en`,
      download: '/api/v1/contracts/900000001/calendar.ics?lang=en&download=1',
    },
  }
  const upcoming: Discharge[] = [moved, packaging].map(({ contractNumber, garbage, itemType, address, date }) => ({
    contractNumber,
    garbage,
    itemType,
    address,
    date,
  }))
  const suggestions: Suggestions = {
    suggestions: [
      { id: 'addae78e330c713a', label: 'Sõpruse pst 151, Tallinn' },
      { id: 'a3c1f0e5b2d49e77', label: 'Sõpruse pst 151a, Tallinn' },
    ],
  }
  const collection = {
    originalDate: null,
    shiftReason: null,
    shift: null,
    status: 'planned',
    statusAt: null,
    statusReason: null,
    statusReasonText: null,
  } as const
  const collections: AddressCollections = {
    address: { id: 'addae78e330c713a', label: 'Sõpruse pst 151, Tallinn' },
    today: '2026-12-23',
    containers: [
      {
        wasteType: 'Segaolmejäätmed',
        wasteTypeLabel: 'Mixed municipal waste',
        itemType: 'Konteiner 660 L',
        itemTypeLabel: 'Container 660 L',
        count: 2,
        next: {
          ...collection,
          date: '2026-12-28',
          originalDate: '2026-12-25',
          shiftReason: 'public_holiday',
          shift: 'Moved from Fri 25.12 (Christmas Day)',
        },
        following: [{ ...collection, date: '2027-01-01' }],
        today: null,
        last: {
          ...collection,
          date: '2026-12-18',
          status: 'collected',
          statusAt: '2026-12-18T09:42:00+02:00',
        },
      },
    ],
  }
  const counts = { page: 1, post: 0, municipal: 0, construction: 0, station: 0, failed: 0, guide: 0, sorting: 0 }
  const search: ApiSearchResponse = {
    query: 'container',
    locale: 'en',
    type: null,
    page: 1,
    pageSize: 10,
    total: 1,
    totalPages: 1,
    counts,
    results: [
      {
        id: 'page:12',
        kind: 'page',
        title: 'Container sizes',
        titleHtml: '<mark>Container</mark> sizes',
        fragment: 'Which <mark>container</mark> suits a detached house…',
        url: '/en/home-customer/container-sizes',
      },
    ],
  }
  const sorting: SortingItemsAnswer = {
    total: 1,
    counts: { ...counts, page: 0, sorting: 1 },
    results: [
      {
        id: 'sorting:41',
        kind: 'sorting',
        title: 'Battery',
        titleHtml: '<mark>Battery</mark>',
        url: '/en/customer-support/what-goes-where/battery',
        slug: 'battery',
        destination: 'batteries',
        detail: 'Batteries',
      },
    ],
  }
  const error = (status: number, code: ErrorCode, message: string): ErrorBody => errorBody(status, code, message)
  const calendar = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    `UID:900000001-2026-12-28-5f2c0e9a1b7d@${host}`,
    'DTSTART;VALUE=DATE:20261228',
    'SUMMARY:Mixed municipal waste (Container 140 L)',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n')
  return {
    discharges,
    upcoming,
    suggestions,
    collections,
    search,
    sorting,
    calendar,
    errors: {
      invalidContract: error(400, 'invalid_contract_number', 'contractNumber must contain digits only'),
      rateLimited: error(429, 'rate_limited', 'Too many lookups; try again in 42 s.'),
      notFound: error(404, 'address_not_found', 'No collections are planned at this address.'),
      invalidRequest: error(400, 'invalid_request', 'q: q is required'),
      unavailable: error(503, 'unavailable', 'Discharge data is temporarily unavailable.'),
    },
  }
}
