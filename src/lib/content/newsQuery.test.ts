import { describe, expect, it } from 'vitest'
import { clampPage, pageWindow, parseNewsQuery } from './newsQuery'

describe('news query', () => {
  it('reads tab and page and falls back on bad input', () => {
    expect(parseNewsQuery({ tab: 'waste-school', page: '3' })).toEqual({ tab: 'waste-school', page: 3 })
    expect(parseNewsQuery({ tab: 'bogus', page: '-4' })).toEqual({ tab: 'all', page: 1 })
    expect(parseNewsQuery({ page: 'abc' })).toEqual({ tab: 'all', page: 1 })
    expect(parseNewsQuery({ tab: ['emergency-notices', 'all'], page: '2.5' })).toEqual({ tab: 'emergency-notices', page: 1 })
  })

  it('keeps the page within 1..total', () => {
    expect(clampPage(0, 3)).toBe(1)
    expect(clampPage(9, 3)).toBe(3)
    expect(clampPage(2, 3)).toBe(2)
    expect(clampPage(5, 0)).toBe(1)
  })

  it('windows page links', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20])
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20])
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 15, 16, 17, 18, 19, 20])
  })
})
