import { describe, expect, it } from 'vitest'
import { isPublicHoliday, isWorkingDay, nextWorkingDay, previousWorkingDay, publicHolidays } from './holidays'

describe('Estonian public holidays', () => {
  it('knows fixed and movable public holidays', () => {
    expect(isPublicHoliday('2026-01-01')).toBe(true) // New Year's Day
    expect(isPublicHoliday('2026-02-24')).toBe(true) // Independence Day
    expect(isPublicHoliday('2026-04-03')).toBe(true) // Good Friday 2026
    expect(isPublicHoliday('2027-03-26')).toBe(true) // Good Friday 2027
    expect(isPublicHoliday('2026-04-05')).toBe(true) // Easter Sunday
    expect(isPublicHoliday('2026-05-01')).toBe(true) // Spring Day
    expect(isPublicHoliday('2026-05-24')).toBe(true) // Whit Sunday (Pentecost)
    expect(isPublicHoliday('2026-06-23')).toBe(true) // Victory Day
    expect(isPublicHoliday('2026-06-24')).toBe(true) // Midsummer Day
    expect(isPublicHoliday('2026-08-20')).toBe(true) // Day of Restoration of Independence
    expect(isPublicHoliday('2026-12-24')).toBe(true) // Christmas Eve
    expect(isPublicHoliday('2026-12-25')).toBe(true) // Christmas Day
    expect(isPublicHoliday('2026-12-26')).toBe(true) // Boxing Day
    expect(isPublicHoliday('2026-11-23')).toBe(false)
  })
  it('does not count observances that are not days off', () => {
    expect(isPublicHoliday('2026-12-31')).toBe(false) // New Year's Eve is not a public holiday
    expect(isPublicHoliday('2026-11-02')).toBe(false) // All Souls' Day
    expect(isPublicHoliday('2026-04-02')).toBe(false) // Maundy Thursday
    expect(isPublicHoliday('2026-04-06')).toBe(false) // Easter Monday is not a day off in Estonia
  })
  it('lists a year’s public holidays (12 in Estonia)', () => {
    const holidays = publicHolidays(2026)
    expect(holidays.size).toBe(12)
    expect([...holidays].every((d) => d.startsWith('2026-'))).toBe(true)
  })
})

describe('working days', () => {
  it('skips weekends and Estonian public holidays but not observances', () => {
    expect(isWorkingDay('2026-11-20')).toBe(true) // Friday
    expect(isWorkingDay('2026-11-21')).toBe(false) // Saturday
    expect(isWorkingDay('2026-11-22')).toBe(false) // Sunday
    expect(isWorkingDay('2026-02-24')).toBe(false) // Independence Day
    expect(isWorkingDay('2026-04-03')).toBe(false) // Good Friday
    expect(isWorkingDay('2026-06-23')).toBe(false) // Victory Day
    expect(isWorkingDay('2026-06-24')).toBe(false) // Midsummer Day
    expect(isWorkingDay('2026-12-24')).toBe(false)
    expect(isWorkingDay('2026-11-02')).toBe(true) // All Souls' Day is an observance, not a day off
  })
  it('moves a holiday or weekend to the next working day', () => {
    expect(nextWorkingDay('2026-12-24')).toBe('2026-12-28') // Thu 24, Fri 25, Sat 26, Sun 27
    expect(nextWorkingDay('2026-06-23')).toBe('2026-06-25')
    expect(nextWorkingDay('2026-04-03')).toBe('2026-04-06') // Good Friday -> Monday
    expect(nextWorkingDay('2026-11-23')).toBe('2026-11-23')
  })
  it('finds the working day before', () => {
    expect(previousWorkingDay('2026-11-23')).toBe('2026-11-20') // Monday -> Friday
    expect(previousWorkingDay('2026-06-25')).toBe('2026-06-22') // after Victory Day and Midsummer
    expect(previousWorkingDay('2026-12-28')).toBe('2026-12-23') // after Christmas
    expect(previousWorkingDay('2027-01-04')).toBe('2026-12-31') // across the year, New Year's Day skipped
  })
})
