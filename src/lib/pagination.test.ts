import { describe, expect, it } from 'vitest'
import { clampPage, firstParam, pageCount, pageWindow, paginate } from './pagination'

describe('pageWindow without gaps (data tables, 7/5/3 by width)', () => {
  it('centres on the current page', () => {
    expect(pageWindow(5, 10, { width: 7 })).toEqual([2, 3, 4, 5, 6, 7, 8])
    expect(pageWindow(5, 10, { width: 5 })).toEqual([3, 4, 5, 6, 7])
    expect(pageWindow(5, 10, { width: 3 })).toEqual([4, 5, 6])
  })
  it('shifts at the edges and never leaves 1..total', () => {
    expect(pageWindow(1, 10, { width: 7 })).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(pageWindow(10, 10, { width: 5 })).toEqual([6, 7, 8, 9, 10])
    expect(pageWindow(2, 3, { width: 7 })).toEqual([1, 2, 3])
    expect(pageWindow(1, 0, { width: 7 })).toEqual([])
    expect(pageWindow(99, 7, { width: 3 })).toEqual([5, 6, 7])
  })
  it('shows 5 numbers by default (next-shipping-day cards before the merge)', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10])
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
  })
  it('narrower windows are subsets of wider ones (one render serves all widths)', () => {
    for (let total = 1; total <= 12; total++)
      for (let c = 1; c <= total; c++) {
        const w7 = pageWindow(c, total, { width: 7 })
        for (const p of pageWindow(c, total, { width: 5 })) expect(w7).toContain(p)
        for (const p of pageWindow(c, total, { width: 3 })) expect(pageWindow(c, total, { width: 5 })).toContain(p)
      }
  })
})

describe('pageWindow with gaps (server-rendered pagers)', () => {
  it('links first, last and a window of 5 around the current page', () => {
    expect(pageWindow(1, 3, { gaps: true })).toEqual([1, 2, 3])
    expect(pageWindow(1, 20, { gaps: true })).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20])
    expect(pageWindow(10, 20, { gaps: true })).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20])
    expect(pageWindow(20, 20, { gaps: true })).toEqual([1, 'gap', 15, 16, 17, 18, 19, 20])
  })
  it('lists every page while they fit, and nothing for no pages', () => {
    expect(pageWindow(4, 7, { gaps: true })).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(pageWindow(1, 0, { gaps: true })).toEqual([])
    expect(pageWindow(99, 20, { gaps: true })).toEqual([1, 'gap', 15, 16, 17, 18, 19, 20])
  })
})

describe('pageCount and clampPage', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1)
    expect(pageCount(66, 10)).toBe(7)
    expect(pageCount(70, 10)).toBe(7)
  })
  it('limits go-to-page and ?page= to 1..pages', () => {
    expect(clampPage(0, 7)).toBe(1)
    expect(clampPage(8, 7)).toBe(7)
    expect(clampPage(3.7, 7)).toBe(3)
    expect(clampPage(Number.NaN, 7)).toBe(1)
    // From the news list: a list without posts still has page 1.
    expect(clampPage(0, 3)).toBe(1)
    expect(clampPage(9, 3)).toBe(3)
    expect(clampPage(2, 3)).toBe(2)
    expect(clampPage(5, 0)).toBe(1)
  })
})

describe('paginate', () => {
  const items = Array.from({ length: 10 }, (_, i) => i)
  it('slices one page and clamps the page to 1..pages', () => {
    expect(paginate(items, 1, 4)).toMatchObject({ page: 1, pages: 3, items: [0, 1, 2, 3], from: 1, to: 4, total: 10 })
    expect(paginate(items, 3, 4)).toMatchObject({ items: [8, 9], from: 9, to: 10 })
    expect(paginate(items, 99, 4).page).toBe(3)
    expect(paginate(items, -2, 4).page).toBe(1)
    expect(paginate(items, Number.NaN, 4).page).toBe(1)
    expect(paginate([], 1, 4)).toMatchObject({ page: 1, pages: 1, items: [], from: 0, to: 0, total: 0 })
  })
  it('answers an empty page past the end when asked not to clamp (JSON endpoints)', () => {
    expect(paginate(items, 5, 4, { clamp: false })).toEqual({ page: 5, pages: 3, items: [], from: 0, to: 0, total: 10 })
    expect(paginate(items, 2, 4, { clamp: false })).toMatchObject({ page: 2, items: [4, 5, 6, 7] })
  })
})

describe('firstParam', () => {
  it('takes the first of repeated query parameters', () => {
    expect(firstParam(['a', 'b'])).toBe('a')
    expect(firstParam('a')).toBe('a')
    expect(firstParam(undefined)).toBeUndefined()
    expect(firstParam([])).toBeUndefined()
  })
})
