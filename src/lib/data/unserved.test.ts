import { describe, expect, it } from 'vitest'
import { unservedWindow } from './unserved'

describe('unservedWindow', () => {
  it('is the three days before today, today excluded', () => {
    expect(unservedWindow('2026-11-23')).toEqual({ from: '2026-11-20', to: '2026-11-22' })
  })
  it('crosses month and year ends by the calendar', () => {
    expect(unservedWindow('2027-01-01')).toEqual({ from: '2026-12-29', to: '2026-12-31' })
    expect(unservedWindow('2028-03-01')).toEqual({ from: '2028-02-27', to: '2028-02-29' })
  })
})
