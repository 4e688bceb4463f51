import { describe, expect, it } from 'vitest'
import type { PriceList } from '@/payload-types'
import { priceListParams, priceListSchema, priceListsAnswer, priceListsQuery, presentPriceList } from './priceListsApi'

const SITE = 'https://www.example.ee'
const TODAY = '2026-11-26'

const list = (id: number, over: Partial<PriceList> = {}): PriceList => ({
  id,
  region: 'tallinn',
  title: `List ${id}`,
  validFrom: '2026-01-01',
  validTo: '2999-12-31',
  rows: [
    { id: 'a1', wasteType: 'Segaolmejäätmed', unit: 'konteiner 140 L', priceNet: 4.5 },
    { id: 'a2', wasteType: 'Biojäätmed', unit: 'konteiner 140 L', priceNet: 3.2, priceGross: 3.9 },
  ],
  updatedAt: '2026-01-10T10:00:00.000Z',
  createdAt: '2026-01-10T10:00:00.000Z',
  ...over,
})

describe('presentPriceList', () => {
  it('answers ISO days, an open end as null, prices excluding and including VAT, its page', () => {
    const answer = presentPriceList(list(7), 'ru', TODAY, SITE)
    expect(priceListSchema.parse(answer)).toEqual(answer)
    expect(answer).toMatchObject({
      id: 7,
      validFrom: '2026-01-01',
      validTo: null,
      validity: 'current',
      currency: 'EUR',
      url: 'https://www.example.ee/ru/customer-support/price-lists/7',
      updatedAt: '2026-01-10T12:00:00+02:00',
    })
    // A gross price the list gives is kept; one it leaves out is computed at the VAT rate, to the cent.
    expect(answer.rows).toEqual([
      { id: 'a1', wasteType: 'Segaolmejäätmed', unit: 'konteiner 140 L', priceExclVat: 4.5, priceInclVat: 5.58 },
      { id: 'a2', wasteType: 'Biojäätmed', unit: 'konteiner 140 L', priceExclVat: 3.2, priceInclVat: 3.9 },
    ])
  })
})

describe('priceListsAnswer', () => {
  const lists = [
    list(1, { validTo: '2025-12-31', validFrom: '2025-01-01' }),
    list(2),
    list(3, { region: 'tartu' }),
    list(4, { validFrom: '2027-01-01' }),
  ]
  const ids = (raw: Record<string, string>) =>
    priceListsAnswer(lists, priceListsQuery.parse(raw), 'et', TODAY, SITE).priceLists.map((l) => l.id)

  it("answers today's lists by default, and past, future or all on request, by region", () => {
    expect(ids({})).toEqual([2, 3])
    expect(ids({ validity: 'past' })).toEqual([1])
    expect(ids({ validity: 'future' })).toEqual([4])
    expect(ids({ validity: 'all', region: 'tallinn' })).toEqual([4, 2, 1])
    expect(ids({ region: 'tartu' })).toEqual([3])
  })

  it('refuses unknown values and out-of-range paging; takes only whole-number ids', () => {
    for (const raw of [{ region: 'narva' }, { validity: 'soon' }, { limit: '500' }, { page: '-1' }])
      expect(priceListsQuery.safeParse(raw).success).toBe(false)
    expect(priceListParams.safeParse({ id: '7' }).success).toBe(true)
    expect(priceListParams.safeParse({ id: '7abc' }).success).toBe(false)
  })
})
