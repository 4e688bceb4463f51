import { describe, expect, it } from 'vitest'
import { grossFromNet, isOpenEnded, validityMessage, validityOf, VAT_RATE } from './prices'

describe('VAT', () => {
  it('uses the 24 % standard rate and rounds to cents', () => {
    expect(VAT_RATE).toBe(0.24)
    expect(grossFromNet(100)).toBe(124)
    expect(grossFromNet(128)).toBe(158.72)
    expect(grossFromNet(3.2)).toBe(3.97)
    expect(grossFromNet(0.5)).toBe(0.62)
    expect(grossFromNet(0)).toBe(0)
  })
})

describe('validity', () => {
  it('classifies windows relative to today, both ends inclusive', () => {
    expect(validityOf('2026-01-01', '2999-12-31', '2026-11-21')).toBe('current')
    expect(validityOf('2026-11-21', '2026-11-21', '2026-11-21')).toBe('current')
    expect(validityOf('2025-01-01', '2025-12-31', '2026-11-21')).toBe('past')
    expect(validityOf('2026-11-22', '2999-12-31', '2026-11-21')).toBe('future')
    expect(isOpenEnded('2999-12-31')).toBe(true)
    expect(isOpenEnded('2027-12-31')).toBe(false)
  })
})

// The date cases that were here moved with the calendar to src/lib/dates/dates.test.ts.

describe('validity wording', () => {
  it('an expired list says it was valid, a current or future one that it is, an open one until further notice', () => {
    expect(validityMessage('2025-01-01', '2025-12-31', '2026-11-22')).toBe('validityPast')
    expect(validityMessage('2026-01-01', '2026-12-31', '2026-11-22')).toBe('validity')
    expect(validityMessage('2027-01-01', '2027-12-31', '2026-11-22')).toBe('validity')
    expect(validityMessage('2026-01-01', '2999-12-31', '2026-11-22')).toBe('validityOpen')
  })
})
