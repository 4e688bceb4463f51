import { describe, expect, it } from 'vitest'
import { formatDate, isoDay } from './date'

describe('formatDate', () => {
  it('prints a calendar day as dd.MM.yyyy without shifting it', () => {
    expect(formatDate('2026-03-01')).toBe('01.03.2026')
    expect(formatDate('2026-12-31')).toBe('31.12.2026')
  })

  it('converts instants to Europe/Tallinn', () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Tallinn (UTC+2 in winter).
    expect(formatDate('2025-12-31T22:30:00.000Z')).toBe('01.01.2026')
    // 20:59 UTC on 30 Jun is 23:59 in Tallinn (UTC+3 in summer): still the same day.
    expect(formatDate('2026-06-30T20:59:00Z')).toBe('30.06.2026')
    expect(formatDate('2026-06-30T21:00:00Z')).toBe('01.07.2026')
    expect(formatDate(new Date(Date.UTC(2026, 0, 15, 12)))).toBe('15.01.2026')
  })

  it('returns the given invalid text for bad input instead of throwing', () => {
    expect(formatDate('not a date')).toBe('Invalid date')
    expect(formatDate('2026-02-30', 'Vigane kuupäev')).toBe('Vigane kuupäev')
    expect(formatDate(null, 'Некорректная дата')).toBe('Некорректная дата')
    expect(formatDate(undefined)).toBe('Invalid date')
    expect(formatDate('')).toBe('Invalid date')
    expect(formatDate(Number.NaN)).toBe('Invalid date')
  })

  it('gives the machine-readable day in Tallinn', () => {
    expect(isoDay('2025-12-31T22:30:00.000Z')).toBe('2026-01-01')
    expect(isoDay('2026-05-04')).toBe('2026-05-04')
    expect(isoDay('garbage')).toBe('')
  })
})
