import { describe, expect, it } from 'vitest'
import {
  addDays,
  daysBetween,
  formatDay,
  formatDayOf,
  formatDayWithWeekday,
  isIsoDay,
  isoDaySchema,
  isoWeekday,
  isWeekend,
  tallinnDayOf,
  tallinnTime,
  todayInTallinn,
  weekdayName,
} from './index'

// Instants are written in UTC; Tallinn is UTC+2 in winter (EET) and UTC+3 in summer (EEST).
// Summer time starts on the last Sunday of March (2026-03-29 at 03:00) and ends on the last Sunday of
// October (2026-10-25 at 04:00).

describe('todayInTallinn', () => {
  it('is already tomorrow in Tallinn shortly before midnight UTC (winter, UTC+2)', () => {
    expect(todayInTallinn(new Date('2026-01-14T21:59:59Z'))).toBe('2026-01-14')
    expect(todayInTallinn(new Date('2026-01-14T22:00:00Z'))).toBe('2026-01-15')
    // 22:30 UTC on 21 November is already 22 November in Tallinn (UTC+2).
    expect(todayInTallinn(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-22')
  })
  it('uses summer time (UTC+3)', () => {
    expect(todayInTallinn(new Date('2026-07-01T20:59:00Z'))).toBe('2026-07-01')
    expect(todayInTallinn(new Date('2026-07-01T20:59:59Z'))).toBe('2026-07-01')
    expect(todayInTallinn(new Date('2026-07-01T21:00:00Z'))).toBe('2026-07-02')
  })
  it('follows the offset on the days the clocks change', () => {
    // Sunday 29.03: from 03:00 EET the clocks jump to 04:00 EEST, so that evening midnight is 21:00 UTC.
    expect(todayInTallinn(new Date('2026-03-28T21:59:59Z'))).toBe('2026-03-28')
    expect(todayInTallinn(new Date('2026-03-28T22:00:00Z'))).toBe('2026-03-29')
    expect(todayInTallinn(new Date('2026-03-29T20:59:59Z'))).toBe('2026-03-29')
    expect(todayInTallinn(new Date('2026-03-29T21:00:00Z'))).toBe('2026-03-30')
    // Sunday 25.10: back to EET, so that evening midnight is 22:00 UTC again.
    expect(todayInTallinn(new Date('2026-10-24T20:59:59Z'))).toBe('2026-10-24')
    expect(todayInTallinn(new Date('2026-10-24T21:00:00Z'))).toBe('2026-10-25')
    expect(todayInTallinn(new Date('2026-10-25T21:59:59Z'))).toBe('2026-10-25')
    expect(todayInTallinn(new Date('2026-10-25T22:00:00Z'))).toBe('2026-10-26')
  })
  it('crosses the year boundary in Tallinn before UTC does', () => {
    expect(todayInTallinn(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
  })
})

describe('tallinnTime', () => {
  it('turns Tallinn wall-clock time into the instant, with the day’s own offset', () => {
    expect(tallinnTime('2026-01-15', 15).toISOString()).toBe('2026-01-15T13:00:00.000Z')
    expect(tallinnTime('2026-07-01', 15, 30).toISOString()).toBe('2026-07-01T12:30:00.000Z')
    // Both change days: midnight is still EET/EEST as before the change, the afternoon already the new offset.
    expect(tallinnTime('2026-03-29', 0).toISOString()).toBe('2026-03-28T22:00:00.000Z')
    expect(tallinnTime('2026-03-29', 15).toISOString()).toBe('2026-03-29T12:00:00.000Z')
    expect(tallinnTime('2026-10-25', 0).toISOString()).toBe('2026-10-24T21:00:00.000Z')
    expect(tallinnTime('2026-10-25', 15).toISOString()).toBe('2026-10-25T13:00:00.000Z')
  })
})

describe('ISO days', () => {
  it('validates real days only', () => {
    expect(isIsoDay('2026-02-28')).toBe(true)
    expect(isIsoDay('2026-02-29')).toBe(false)
    expect(isIsoDay('2026-02-30')).toBe(false)
    expect(isIsoDay('2028-02-29')).toBe(true) // leap year
    expect(isIsoDay('2100-02-29')).toBe(false) // not a leap year (divisible by 100)
    expect(isIsoDay('2000-02-29')).toBe(true) // leap year (divisible by 400)
    expect(isIsoDay('2026-13-01')).toBe(false)
    expect(isIsoDay('2026-00-10')).toBe(false)
    expect(isIsoDay('2026-04-31')).toBe(false)
    expect(isIsoDay('2026-04-00')).toBe(false)
    expect(isIsoDay('2999-12-31')).toBe(true)
  })
  it.each(['2026-2-3', '26.11.2026', '2026-11-26T00:00:00Z', ' 2026-11-26', '20261126', '', 'tomorrow'])(
    'rejects other shapes: %s',
    (input) => expect(isIsoDay(input)).toBe(false),
  )
  it('has a zod schema that trims, then accepts only real days', () => {
    const schema = isoDaySchema({ invalid: 'bad day', required: 'day is required' })
    expect(schema.parse(' 2028-02-29 ')).toBe('2028-02-29')
    const wrong = schema.safeParse('2026-02-30')
    expect(wrong.success).toBe(false)
    expect(wrong.error?.issues[0].message).toBe('bad day')
    expect(schema.safeParse(undefined).error?.issues[0].message).toBe('day is required')
    expect(isoDaySchema().safeParse('2026-13-01').success).toBe(false)
    expect(isoDaySchema().safeParse(20260101).success).toBe(false)
  })
})

describe('day arithmetic', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(addDays('2026-11-22', 366)).toBe('2027-11-23')
  })
  it('adds days across the DST changes (last Sunday of March and of October)', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29')
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(addDays('2026-03-30', -1)).toBe('2026-03-29')
    expect(addDays('2026-03-27', 7)).toBe('2026-04-03')
    expect(addDays('2026-10-24', 1)).toBe('2026-10-25')
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26')
    expect(addDays('2026-10-26', -2)).toBe('2026-10-24')
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2)
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2)
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365)
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2)
  })
  it('knows ISO weekdays and weekends', () => {
    expect(isoWeekday('2026-11-23')).toBe(1)
    expect(isoWeekday('2026-11-27')).toBe(5)
    expect(isoWeekday('2026-11-22')).toBe(7)
    expect(isoWeekday('2026-03-29')).toBe(7) // a DST change day is still a Sunday
    expect(isWeekend('2026-11-21')).toBe(true)
    expect(isWeekend('2026-11-22')).toBe(true)
    expect(isWeekend('2026-11-23')).toBe(false)
  })
})

describe('display formats', () => {
  it('formats a day as dd.MM.yyyy', () => {
    expect(['2026-03-05', '2026-03-01', '2026-12-31'].map(formatDay)).toEqual([
      '05.03.2026',
      '01.03.2026',
      '31.12.2026',
    ])
  })
  it('returns what is not a real day as given instead of inventing one', () => {
    expect(formatDay('2026-02-30')).toBe('2026-02-30')
    expect(formatDay('soon')).toBe('soon')
  })
  it('names weekdays as each language writes them inside a date', () => {
    expect(weekdayName('2026-11-27', 'et')).toBe('reede')
    expect(weekdayName('2026-11-27', 'ru')).toBe('пятница')
    expect(weekdayName('2026-11-27', 'en')).toBe('Friday')
    expect(weekdayName('2026-11-23', 'et')).toBe('esmaspäev')
  })
  it('puts the weekday first, as CLDR does in all three languages, never capitalised mid-date in et/ru', () => {
    expect(formatDayWithWeekday('2026-11-27', 'et')).toBe('reede, 27.11.2026')
    expect(formatDayWithWeekday('2026-11-27', 'ru')).toBe('пятница, 27.11.2026')
    expect(formatDayWithWeekday('2026-11-27', 'en')).toBe('Friday, 27.11.2026')
  })
})

describe('stored values (days and instants) in Tallinn', () => {
  it('prints a calendar day as dd.MM.yyyy without shifting it', () => {
    expect(formatDayOf('2026-03-01')).toBe('01.03.2026')
    expect(formatDayOf('2026-12-31')).toBe('31.12.2026')
  })

  it('converts instants to Europe/Tallinn', () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Tallinn (UTC+2 in winter).
    expect(formatDayOf('2025-12-31T22:30:00.000Z')).toBe('01.01.2026')
    // 20:59 UTC on 30 Jun is 23:59 in Tallinn (UTC+3 in summer): still the same day.
    expect(formatDayOf('2026-06-30T20:59:00Z')).toBe('30.06.2026')
    expect(formatDayOf('2026-06-30T21:00:00Z')).toBe('01.07.2026')
    expect(formatDayOf('2026-06-30T23:30:00+02:00')).toBe('01.07.2026')
    expect(formatDayOf(new Date(Date.UTC(2026, 0, 15, 12)))).toBe('15.01.2026')
    expect(formatDayOf(Date.UTC(2026, 0, 15, 22))).toBe('16.01.2026')
  })

  it('returns the given invalid text for bad input instead of throwing', () => {
    expect(formatDayOf('not a date')).toBe('Invalid date')
    expect(formatDayOf('2026-02-30', 'Vigane kuupäev')).toBe('Vigane kuupäev')
    expect(formatDayOf('2026-02-30T10:00:00Z')).toBe('Invalid date')
    expect(formatDayOf('March 7, 2026')).toBe('Invalid date') // not ISO: would be read in the server's zone
    expect(formatDayOf('2026-03-07T10:00:00')).toBe('Invalid date') // no offset: ambiguous
    expect(formatDayOf(null, 'Некорректная дата')).toBe('Некорректная дата')
    expect(formatDayOf(undefined)).toBe('Invalid date')
    expect(formatDayOf('')).toBe('Invalid date')
    expect(formatDayOf(Number.NaN)).toBe('Invalid date')
  })

  it.each([
    ['2025-12-31T22:30:00.000Z', '2026-01-01'],
    ['2026-05-04', '2026-05-04'],
    ['garbage', ''],
    ['2026-02-30', ''],
  ])('gives the machine-readable day in Tallinn: %s', (input, expected) => expect(tallinnDayOf(input)).toBe(expected))
})
