import { describe, expect, it } from 'vitest'
import { cardsPage, cardsPageHref, filterCards, toCards } from './pageModel'

const cards = toCards(
  [
    {
      contractNumber: '1',
      garbage: 'Segaolmejäätmed',
      itemType: 'Konteiner 240 L',
      address: 'Kase tn 5, Tallinn',
      date: '2026-11-23',
    },
    {
      contractNumber: '1',
      garbage: 'Paber ja kartong',
      itemType: 'Konteiner 660 L',
      address: 'Kase tn 5, Tallinn',
      date: '2026-11-24',
    },
    {
      contractNumber: '1',
      garbage: 'Biolagunevad jäätmed',
      itemType: 'Konteiner 140 L',
      address: 'Kase tn 5, Tallinn',
      date: '2026-11-30',
    },
  ],
  'en',
)

describe('page model', () => {
  it('shows dd.MM.yyyy, weekday and translated labels', () => {
    expect(cards[0]).toMatchObject({
      displayDate: '23.11.2026',
      weekdayName: 'Monday',
      heading: 'Monday, 23.11.2026',
      wasteTypeLabel: 'Mixed municipal waste',
      itemTypeLabel: 'Container 240 L',
    })
    // Estonian and Russian weekday names are lower case, also inside a date.
    expect(toCards(cards.slice(0, 1), 'et')[0]).toMatchObject({
      weekdayName: 'esmaspäev',
      heading: 'esmaspäev, 23.11.2026',
    })
    expect(toCards(cards.slice(0, 1), 'ru')[0]).toMatchObject({
      weekdayName: 'понедельник',
      heading: 'понедельник, 23.11.2026',
    })
  })
  it('filters on every word, across labels, dates and address', () => {
    expect(filterCards(cards, 'paper', 'en')).toHaveLength(1)
    expect(filterCards(cards, 'PABER', 'en')).toHaveLength(1)
    expect(filterCards(cards, '30.11', 'en').map((c) => c.date)).toEqual(['2026-11-30'])
    expect(filterCards(cards, 'monday kase', 'en')).toHaveLength(2)
    expect(filterCards(cards, 'glass', 'en')).toHaveLength(0)
    expect(filterCards(cards, '  ', 'en')).toHaveLength(3)
  })
  it('pages the filtered cards 4 per page and clamps the page to 1..pages', () => {
    const raw = Array.from({ length: 10 }, (_, i) => ({
      contractNumber: '1',
      garbage: i % 2 ? 'Paber ja kartong' : 'Segaolmejäätmed',
      itemType: 'Konteiner 240 L',
      address: 'Kase tn 5, Tallinn',
      date: `2026-12-${String(i + 1).padStart(2, '0')}`,
    }))
    expect(cardsPage(raw, 'en', '', 1)).toMatchObject({ page: 1, pages: 3, from: 1, to: 4, total: 10 })
    expect(cardsPage(raw, 'en', '', 1).items.map((c) => c.date)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ])
    expect(cardsPage(raw, 'en', '', 3).items.map((c) => c.displayDate)).toEqual(['09.12.2026', '10.12.2026'])
    expect(cardsPage(raw, 'en', '', 99).page).toBe(3)
    expect(cardsPage(raw, 'en', '', -2).page).toBe(1)
    // The filter runs before paging: 5 paper cards make two pages.
    const paper = cardsPage(raw, 'en', 'paper', 2)
    expect(paper).toMatchObject({ page: 2, pages: 2, from: 5, to: 5, total: 5 })
    expect(paper.items[0]).toMatchObject({ wasteTypeLabel: 'Paper and cardboard', date: '2026-12-10' })
    expect(cardsPage(raw, 'en', 'glass', 1)).toMatchObject({ page: 1, pages: 1, items: [], from: 0, total: 0 })
    expect(cardsPage([], 'en', '', 1)).toMatchObject({ page: 1, pages: 1, from: 0, total: 0 })
  })
  it('links pages of the same lookup and filter', () => {
    expect(cardsPageHref('/en/customer-support/next-shipping-day', '123', '', 1)).toBe(
      '/en/customer-support/next-shipping-day?contractNumber=123#nsd-results',
    )
    expect(cardsPageHref('/x', '123', 'paber kase', 3)).toBe('/x?contractNumber=123&q=paber+kase&page=3#nsd-results')
  })
})
