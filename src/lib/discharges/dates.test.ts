import { describe, expect, it } from 'vitest'
import { addDays, formatDisplayDate, isIsoDay, isoWeekday, todayInTallinn } from './dates'
import { isPublicHoliday, isWorkingDay, nextWorkingDay } from './holidays'

describe('todayInTallinn', () => {
  it('is already tomorrow in Tallinn shortly before midnight UTC (winter, UTC+2)', () => {
    expect(todayInTallinn(new Date('2026-01-14T21:59:59Z'))).toBe('2026-01-14')
    expect(todayInTallinn(new Date('2026-01-14T22:00:00Z'))).toBe('2026-01-15')
  })
  it('uses summer time (UTC+3)', () => {
    expect(todayInTallinn(new Date('2026-07-01T20:59:00Z'))).toBe('2026-07-01')
    expect(todayInTallinn(new Date('2026-07-01T21:00:00Z'))).toBe('2026-07-02')
  })
  it('crosses the year boundary in Tallinn before UTC does', () => {
    expect(todayInTallinn(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
  })
})

describe('day arithmetic', () => {
  it('adds days across DST changes and month ends', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29')
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
  })
  it('knows ISO weekdays', () => {
    expect(isoWeekday('2026-11-23')).toBe(1)
    expect(isoWeekday('2026-11-22')).toBe(7)
  })
  it('validates real days', () => {
    expect(isIsoDay('2026-02-28')).toBe(true)
    expect(isIsoDay('2026-02-30')).toBe(false)
    expect(isIsoDay('2026-2-3')).toBe(false)
    expect(isIsoDay('26.11.2026')).toBe(false)
  })
  it('formats dd.MM.yyyy', () => {
    expect(formatDisplayDate('2026-03-05')).toBe('05.03.2026')
  })
})

describe('Estonian public holidays', () => {
  it('knows fixed and movable public holidays', () => {
    expect(isPublicHoliday('2026-02-24')).toBe(true) // Independence Day
    expect(isPublicHoliday('2026-06-23')).toBe(true) // Victory Day
    expect(isPublicHoliday('2026-06-24')).toBe(true) // Midsummer Day
    expect(isPublicHoliday('2026-12-24')).toBe(true) // Christmas Eve
    expect(isPublicHoliday('2026-04-03')).toBe(true) // Good Friday 2026
    expect(isPublicHoliday('2026-11-23')).toBe(false)
  })
  it('does not count observances that are not days off', () => {
    expect(isPublicHoliday('2026-12-31')).toBe(false) // New Year's Eve is not a public holiday
  })
  it('moves a holiday or weekend to the next working day', () => {
    expect(isWorkingDay('2026-12-24')).toBe(false)
    expect(nextWorkingDay('2026-12-24')).toBe('2026-12-28') // Thu 24, Fri 25, Sat 26, Sun 27
    expect(nextWorkingDay('2026-06-23')).toBe('2026-06-25')
    expect(nextWorkingDay('2026-11-23')).toBe('2026-11-23')
  })
})
