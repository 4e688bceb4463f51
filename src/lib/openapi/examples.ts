import type { AddressCollections } from '@/lib/addresses/present'
import type { Suggestions } from '@/lib/addresses/suggest'
import type { DischargesAnswer, PresentedDischarge } from '@/lib/discharges/present'
import type { Discharge } from '@/lib/discharges/schema'
import { errorBody, type ErrorBody, type ErrorCode } from '@/lib/http/errors'
import type { ApiSearchResponse } from '@/lib/search/params'
import type { SortingItemsAnswer } from '@/lib/sorting/api'
import { priceListsAnswer } from '@/lib/data/priceListsApi'
import { wasteStationsAnswer } from '@/lib/data/stationsApi'
import type { NoticeDoc } from '@/lib/content/notices'
import { noticesAnswer, noticesAtom } from '@/lib/notices/api'
import type { PriceList, WasteStation } from '@/payload-types'

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
  const station: WasteStation = {
    id: 12,
    name: 'Viljandi waste station',
    municipality: 'Viljandi linn',
    county: 'Viljandi',
    address: 'Demo tee 12, Viljandi',
    latitude: 58.3639,
    longitude: 25.5903,
    openingHours: 'Mon–Fri 10:00–18:00, Sat 10:00–15:00',
    acceptedWaste: 'Paper and cardboard, packaging, glass, electronics, bulky waste',
    pricesUrl: '/customer-support/price-lists',
    changeDate: null,
    updatedAt: '2026-11-20T08:15:00.000Z',
    createdAt: '2026-01-05T08:00:00.000Z',
  }
  const stationEt = {
    ...station,
    openingHours: 'E–R 10:00–18:00, L 10:00–15:00',
    acceptedWaste: 'Paber ja kartong, pakendid, klaas, elektroonika, suurjäätmed',
  }
  const paging = { page: 1, limit: 100 }
  const wasteStations = wasteStationsAnswer([station], [stationEt], { ...paging, lang: 'en' }, 'en', siteUrl)
  const priceList: PriceList = {
    id: 7,
    region: 'viljandi',
    title: 'Viljandi household waste prices',
    validFrom: '2026-01-01',
    validTo: '2999-12-31',
    rows: [
      { id: '6750a1c2e4b0f1a2b3c4d5e6', wasteType: 'Mixed municipal waste', unit: 'container 140 L', priceNet: 4.5 },
      {
        id: '6750a1c2e4b0f1a2b3c4d5e7',
        wasteType: 'Biowaste',
        unit: 'container 140 L',
        priceNet: 3.2,
        priceGross: 3.97,
      },
    ],
    updatedAt: '2025-12-15T10:00:00.000Z',
    createdAt: '2025-12-15T10:00:00.000Z',
  }
  const priceLists = priceListsAnswer(
    [priceList],
    { ...paging, limit: 50, validity: 'current', lang: 'en' },
    'en',
    '2026-11-26',
    siteUrl,
  )
  const notice: NoticeDoc = {
    id: 31,
    title: 'Storm delays waste collection in West Estonia and on the islands',
    slug: 'storm-delays-in-collection',
    date: '2026-11-25T06:00:00.000Z',
    bannerUntil: '2026-11-28T20:00:00.000Z',
    excerpt: 'Some collections will be late. Leave your bin out – we will come.',
    content: {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              {
                type: 'text',
                text: 'Fallen trees and closed roads mean some collections will be late. Leave your bin out – we will come.',
              },
            ],
          },
        ],
      },
    },
    targetMunicipalities: ['0714'],
    updatedAt: '2026-11-25T06:05:00.000Z',
  }
  const now = new Date('2026-11-26T10:00:00Z')
  const notices = noticesAnswer([notice], { page: 1, limit: 20, lang: 'en' }, 'en', now, siteUrl)
  const noticesFeed = noticesAtom(
    [notice],
    { title: 'Jäätmeveo AS · Emergency notices', subtitle: 'Disruptions to collections.', author: 'Jäätmeveo AS' },
    'en',
    now,
    siteUrl,
  )
  return {
    wasteStations,
    priceLists,
    notices,
    noticesFeed,
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
      idNotFound: error(404, 'not_found', 'No waste station has this id.'),
    },
  }
}
