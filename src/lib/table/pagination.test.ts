import { describe, expect, it } from 'vitest'
import { clampPage, pageCount, pageWindow } from './pagination'

describe('pageWindow', () => {
  it('centres on the current page', () => {
    expect(pageWindow(5, 10, 7)).toEqual([2, 3, 4, 5, 6, 7, 8])
    expect(pageWindow(5, 10, 5)).toEqual([3, 4, 5, 6, 7])
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6])
  })
  it('shifts at the edges and never leaves 1..total', () => {
    expect(pageWindow(1, 10, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10])
    expect(pageWindow(2, 3, 7)).toEqual([1, 2, 3])
    expect(pageWindow(1, 0, 7)).toEqual([])
    expect(pageWindow(99, 7, 3)).toEqual([5, 6, 7])
  })
  it('narrower windows are subsets of wider ones (one render serves all widths)', () => {
    for (let total = 1; total <= 12; total++)
      for (let c = 1; c <= total; c++) {
        const w7 = pageWindow(c, total, 7)
        for (const p of pageWindow(c, total, 5)) expect(w7).toContain(p)
        for (const p of pageWindow(c, total, 3)) expect(pageWindow(c, total, 5)).toContain(p)
      }
  })
})

describe('pageCount and clampPage', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1)
    expect(pageCount(66, 10)).toBe(7)
    expect(pageCount(70, 10)).toBe(7)
  })
  it('limits go-to-page to 1..pages', () => {
    expect(clampPage(0, 7)).toBe(1)
    expect(clampPage(8, 7)).toBe(7)
    expect(clampPage(3.7, 7)).toBe(3)
    expect(clampPage(Number.NaN, 7)).toBe(1)
  })
})
