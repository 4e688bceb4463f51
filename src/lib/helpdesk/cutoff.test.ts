import { describe, expect, it } from 'vitest'
import { checkDesiredDay, earliestAllowedDay, orderDeadline } from './cutoff'

// Working days and holidays are tested with the calendar (src/lib/dates/holidays.test.ts).

// Instants are written in UTC; Tallinn is UTC+2 in winter and UTC+3 in summer.
const at = (iso: string) => new Date(iso)

describe('earliest allowed day', () => {
  it('before 15:00 on a Tuesday the next day is allowed', () => {
    expect(earliestAllowedDay(at('2026-11-17T12:59:00Z'))).toBe('2026-11-18') // 14:59 Tallinn
  })
  it('15:00 sharp is still in time, a minute later is not', () => {
    expect(earliestAllowedDay(at('2026-11-17T13:00:00Z'))).toBe('2026-11-18')
    expect(earliestAllowedDay(at('2026-11-17T13:01:00Z'))).toBe('2026-11-19')
  })
  it('on Friday before 15:00 Monday is allowed, after 15:00 Tuesday', () => {
    expect(earliestAllowedDay(at('2026-11-20T10:00:00Z'))).toBe('2026-11-23')
    expect(earliestAllowedDay(at('2026-11-20T14:00:00Z'))).toBe('2026-11-24') // 16:00 Tallinn
  })
  it('on a weekend the earliest is Tuesday (Monday was due on Friday)', () => {
    expect(earliestAllowedDay(at('2026-11-21T08:00:00Z'))).toBe('2026-11-24')
  })
  it('before a holiday: the day after Christmas is due on the last working day before it', () => {
    // Wed 23.12.2026 14:00 Tallinn: 24-26.12 are holidays, 27.12 is Sunday; Mon 28.12 is due 23.12 15:00.
    expect(earliestAllowedDay(at('2026-12-23T12:00:00Z'))).toBe('2026-12-28')
    expect(earliestAllowedDay(at('2026-12-23T13:30:00Z'))).toBe('2026-12-29')
    // Midsummer: Mon 22.06 after 15:00 -> 23 and 24 are holidays, 25.06 was due on 22.06.
    expect(earliestAllowedDay(at('2026-06-22T11:00:00Z'))).toBe('2026-06-25') // 14:00 EEST
    expect(earliestAllowedDay(at('2026-06-22T12:30:00Z'))).toBe('2026-06-26') // 15:30 EEST
  })
  it('uses Tallinn time across the DST change', () => {
    // Summer time ends Sun 25.10.2026: Friday 23.10 is still EEST (UTC+3).
    expect(orderDeadline('2026-10-26').toISOString()).toBe('2026-10-23T12:00:00.000Z')
    // Spring: summer time starts Sun 29.03.2026; Friday 27.03 is EET (UTC+2), Tuesday 31.03 is EEST.
    expect(orderDeadline('2026-03-30').toISOString()).toBe('2026-03-27T13:00:00.000Z')
    expect(orderDeadline('2026-04-01').toISOString()).toBe('2026-03-31T12:00:00.000Z')
    expect(earliestAllowedDay(at('2026-03-31T12:30:00Z'))).toBe('2026-04-02') // 15:30 EEST
    expect(earliestAllowedDay(at('2026-03-27T12:30:00Z'))).toBe('2026-03-30') // 14:30 EET
  })
  it('at 23:30 UTC it is already the next day in Tallinn', () => {
    // 01:30 Wednesday in Tallinn, so Thursday is the earliest.
    expect(earliestAllowedDay(at('2026-11-17T23:30:00Z'))).toBe('2026-11-19')
  })
})

describe('checkDesiredDay', () => {
  const now = at('2026-11-20T14:00:00Z') // Friday 16:00 Tallinn
  it('accepts the earliest day and later working days', () => {
    expect(checkDesiredDay('2026-11-24', now)).toEqual({ ok: true })
    expect(checkDesiredDay('2026-12-01', now)).toEqual({ ok: true })
  })
  it('refuses earlier days, non-working days, nonsense and far future', () => {
    expect(checkDesiredDay('2026-11-23', now)).toEqual({ ok: false, reason: 'tooEarly', earliest: '2026-11-24' })
    expect(checkDesiredDay('2026-11-28', now)).toMatchObject({ ok: false, reason: 'notWorkingDay' })
    expect(checkDesiredDay('2026-02-30', now)).toMatchObject({ ok: false, reason: 'invalid' })
    expect(checkDesiredDay('tomorrow', now)).toMatchObject({ ok: false, reason: 'invalid' })
    expect(checkDesiredDay('2028-01-03', now)).toMatchObject({ ok: false, reason: 'tooLate' })
  })
})
