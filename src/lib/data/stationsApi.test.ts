import { describe, expect, it } from 'vitest'
import type { WasteStation } from '@/payload-types'
import {
  acceptedTypes,
  parseOpeningHours,
  presentStation,
  wasteStationParams,
  wasteStationSchema,
  wasteStationsAnswer,
  wasteStationsAnswerSchema,
  wasteStationsQuery,
} from './stationsApi'

const SITE = 'https://www.example.ee'

const station = (id: number, over: Partial<WasteStation> = {}): WasteStation => ({
  id,
  name: `Station ${id}`,
  municipality: 'Viljandi linn',
  county: 'Viljandi',
  address: `Demo tee ${id}, Viljandi`,
  latitude: 58.36,
  longitude: 25.59,
  openingHours: 'E–R 10:00–18:00, L 10:00–15:00',
  acceptedWaste: 'Paber ja kartong, pakendid, klaas',
  pricesUrl: '/customer-support/price-lists',
  changeDate: null,
  updatedAt: '2026-07-01T09:00:00.000Z',
  createdAt: '2026-01-01T09:00:00.000Z',
  ...over,
})

describe('parseOpeningHours', () => {
  it.each([
    [
      'E–R 10:00–18:00, L 10:00–15:00',
      [
        { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '10:00', closes: '18:00' },
        { days: ['sat'], opens: '10:00', closes: '15:00' },
      ],
    ],
    ['K 14:00–19:00, L 10:00–16:00', [
      { days: ['wed'], opens: '14:00', closes: '19:00' },
      { days: ['sat'], opens: '10:00', closes: '16:00' },
    ]],
    ['E, K 9.00-17.00; P 10:00 - 12:00', [
      { days: ['mon', 'wed'], opens: '09:00', closes: '17:00' },
      { days: ['sun'], opens: '10:00', closes: '12:00' },
    ]],
  ])('%s', (text, periods) => {
    expect(parseOpeningHours(text)).toEqual(periods)
  })

  it.each([
    ['suletud'],
    ['E–R 10:00–18:00, pühadel suletud'],
    ['R–E 10:00–18:00'],
    ['E 18:00–10:00'],
    ['E 25:00–26:00'],
    [''],
    [null],
  ])('does not guess from %s', (text) => {
    expect(parseOpeningHours(text)).toBeNull()
  })
})

describe('acceptedTypes', () => {
  it('names the station waste types the Estonian text holds', () => {
    expect(acceptedTypes('Pakendid, elektroonika, rehvid, suurjäätmed, ehitus- ja lammutusjäätmed (tasuline)')).toEqual([
      'packaging',
      'electronics',
      'bulky',
      'tyres',
      'construction',
    ])
    expect(acceptedTypes(null)).toEqual([])
  })
})

describe('presentStation', () => {
  it('answers the localized texts, the periods and types read from Estonian, absolute links and Tallinn times', () => {
    const local = station(3, {
      name: 'Viljandi waste station',
      openingHours: 'Mon–Fri 10:00–18:00, Sat 10:00–15:00',
      acceptedWaste: 'Paper and cardboard, packaging, glass',
      changeDate: '2026-03-01',
    })
    const answer = presentStation(local, station(3), 'en', SITE)
    expect(wasteStationSchema.parse(answer)).toEqual(answer)
    expect(answer).toMatchObject({
      id: 3,
      name: 'Viljandi waste station',
      location: { latitude: 58.36, longitude: 25.59 },
      openingHours: { timeZone: 'Europe/Tallinn', text: 'Mon–Fri 10:00–18:00, Sat 10:00–15:00' },
      acceptedWaste: { text: 'Paper and cardboard, packaging, glass', types: ['paper', 'packaging', 'glass'] },
      pricesUrl: 'https://www.example.ee/en/customer-support/price-lists',
      changeDate: '2026-03-01',
      updatedAt: '2026-07-01T12:00:00+03:00',
    })
    expect(answer.openingHours.periods).toHaveLength(2)
  })

  it('keeps an absolute prices link and says null where nothing is given', () => {
    const answer = presentStation(
      station(4, { pricesUrl: 'https://prices.example.com/x', openingHours: null, acceptedWaste: '' }),
      undefined,
      'et',
      SITE,
    )
    expect(answer.pricesUrl).toBe('https://prices.example.com/x')
    expect(answer.openingHours).toEqual({ timeZone: 'Europe/Tallinn', text: null, periods: null })
    expect(answer.acceptedWaste).toEqual({ text: null, types: [] })
  })
})

describe('wasteStationsAnswer', () => {
  const all = [
    station(1),
    station(2, { county: 'Harju', municipality: 'Tallinn', acceptedWaste: 'Rehvid' }),
    station(3, { acceptedWaste: 'Elektroonika' }),
  ]
  const answer = (raw: Record<string, string>) =>
    wasteStationsAnswer(all, all, wasteStationsQuery.parse(raw), 'et', SITE)

  it('filters by county, municipality (any case) and accepted type, and pages', () => {
    expect(answer({ county: 'Harju' }).stations.map((s) => s.id)).toEqual([2])
    expect(answer({ municipality: 'viljandi LINN' }).stations.map((s) => s.id)).toEqual([1, 3])
    expect(answer({ accepts: 'electronics' }).stations.map((s) => s.id)).toEqual([3])
    const paged = answer({ limit: '2', page: '2' })
    expect(paged).toMatchObject({ page: 2, limit: 2, total: 3, totalPages: 2 })
    expect(paged.stations.map((s) => s.id)).toEqual([3])
    expect(answer({ page: '9' }).stations).toEqual([])
    expect(wasteStationsAnswerSchema.safeParse(paged).success).toBe(true)
  })

  it.each([
    { county: 'Atlantis' },
    { accepts: 'uranium' },
    { limit: '101' },
    { limit: '0' },
    { page: '0' },
    { page: '1e9' },
    { lang: 'de' },
    { municipality: 'x'.repeat(81) },
  ])('refuses %o', (raw) => {
    expect(wasteStationsQuery.safeParse(raw).success).toBe(false)
  })

  it('takes only a positive whole number as an id', () => {
    expect(wasteStationParams.parse({ id: '12' })).toEqual({ id: 12 })
    for (const id of ['0', '-1', '1.5', 'abc', '1'.repeat(12), '12 ']) expect(wasteStationParams.safeParse({ id }).success).toBe(false)
  })
})
