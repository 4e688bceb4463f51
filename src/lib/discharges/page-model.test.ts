import { describe, expect, it } from 'vitest'
import { filterCards, pageWindow, paginate, toCards } from './page-model'

const cards = toCards(
  [
    { contractNumber: '1', garbage: 'Segaolmejäätmed', itemType: 'Konteiner 240 L', address: 'Kase tn 5, Tallinn', date: '2026-11-23' },
    { contractNumber: '1', garbage: 'Paber ja kartong', itemType: 'Konteiner 660 L', address: 'Kase tn 5, Tallinn', date: '2026-11-24' },
    { contractNumber: '1', garbage: 'Biolagunevad jäätmed', itemType: 'Konteiner 140 L', address: 'Kase tn 5, Tallinn', date: '2026-11-30' },
  ],
  'en',
)

describe('page model', () => {
  it('shows dd.MM.yyyy, weekday and translated labels', () => {
    expect(cards[0]).toMatchObject({ displayDate: '23.11.2026', weekdayName: 'Monday', heading: 'Monday, 23.11.2026', wasteTypeLabel: 'Mixed municipal waste', itemTypeLabel: 'Container 240 L' })
    // Estonian and Russian weekday names are lower case, also inside a date (issue 22 item 7).
    expect(toCards(cards.slice(0, 1), 'et')[0]).toMatchObject({ weekdayName: 'esmaspäev', heading: 'esmaspäev, 23.11.2026' })
    expect(toCards(cards.slice(0, 1), 'ru')[0]).toMatchObject({ weekdayName: 'понедельник', heading: 'понедельник, 23.11.2026' })
  })
  it('filters on every word, across labels, dates and address', () => {
    expect(filterCards(cards, 'paper', 'en')).toHaveLength(1)
    expect(filterCards(cards, 'PABER', 'en')).toHaveLength(1)
    expect(filterCards(cards, '30.11', 'en').map((c) => c.date)).toEqual(['2026-11-30'])
    expect(filterCards(cards, 'monday kase', 'en')).toHaveLength(2)
    expect(filterCards(cards, 'glass', 'en')).toHaveLength(0)
    expect(filterCards(cards, '  ', 'en')).toHaveLength(3)
  })
  it('paginates 4 per page and clamps the page to 1..pages', () => {
    const items = Array.from({ length: 10 }, (_, i) => i)
    expect(paginate(items, 1)).toMatchObject({ page: 1, pages: 3, items: [0, 1, 2, 3], from: 1, to: 4, total: 10 })
    expect(paginate(items, 3).items).toEqual([8, 9])
    expect(paginate(items, 99).page).toBe(3)
    expect(paginate(items, -2).page).toBe(1)
    expect(paginate([], 1)).toMatchObject({ page: 1, pages: 1, from: 0, total: 0 })
  })
  it('windows page numbers', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10])
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
  })
})
