import { describe, expect, it } from 'vitest'
import { parseNewsQuery } from './newsQuery'

describe('news query', () => {
  it('reads tab and page and falls back on bad input', () => {
    expect(parseNewsQuery({ tab: 'waste-school', page: '3' })).toEqual({ tab: 'waste-school', page: 3 })
    expect(parseNewsQuery({ tab: 'bogus', page: '-4' })).toEqual({ tab: 'all', page: 1 })
    expect(parseNewsQuery({ page: 'abc' })).toEqual({ tab: 'all', page: 1 })
    expect(parseNewsQuery({ tab: ['emergency-notices', 'all'], page: '2.5' })).toEqual({
      tab: 'emergency-notices',
      page: 1,
    })
  })

  // Page clamping and the page-link window moved to src/lib/pagination.test.ts with their cases.
})
