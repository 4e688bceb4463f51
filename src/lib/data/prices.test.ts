import { describe, expect, it } from 'vitest'
import { grossFromNet, isOpenEnded, validityMessage, validityOf, VAT_RATE } from './prices'
import { formatDay, isIsoDay, shiftDay, todayInTallinn } from './dates'

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

describe('dates', () => {
  it('validates, shifts and formats ISO days', () => {
    expect(isIsoDay('2026-02-29')).toBe(false)
    expect(isIsoDay('2028-02-29')).toBe(true)
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28')
    expect(formatDay('2026-03-01')).toBe('01.03.2026')
  })
  it('takes today in Tallinn, not in UTC', () => {
    // 22:30 UTC on 21 November is already 22 November in Tallinn (UTC+2).
    expect(todayInTallinn(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-22')
    expect(todayInTallinn(new Date('2026-07-01T20:59:00Z'))).toBe('2026-07-01')
  })
})

describe('validity wording', () => {
  it('an expired list says it was valid, a current or future one that it is, an open one until further notice', () => {
    expect(validityMessage('2025-01-01', '2025-12-31', '2026-11-22')).toBe('validityPast')
    expect(validityMessage('2026-01-01', '2026-12-31', '2026-11-22')).toBe('validity')
    expect(validityMessage('2027-01-01', '2027-12-31', '2026-11-22')).toBe('validity')
    expect(validityMessage('2026-01-01', '2999-12-31', '2026-11-22')).toBe('validityOpen')
  })
})
