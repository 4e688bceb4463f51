import { describe, expect, it } from 'vitest'
import { dueSlots, stillTimely } from './slots'

describe('dueSlots (Tallinn wall clock)', () => {
  it('is empty before 07:00 and between noon and 18:00', () => {
    expect(dueSlots(new Date('2026-01-15T04:59:00Z'))).toEqual([]) // 06:59 EET
    expect(dueSlots(new Date('2026-01-15T10:00:00Z'))).toEqual([]) // 12:00 EET
    expect(dueSlots(new Date('2026-01-15T15:59:00Z'))).toEqual([]) // 17:59 EET
  })
  it('has the morning slot for today from 07:00 until noon, summer and winter alike', () => {
    expect(dueSlots(new Date('2026-01-15T05:00:00Z'))).toEqual([{ time: 'morning', day: '2026-01-15' }])
    expect(dueSlots(new Date('2026-07-15T04:00:00Z'))).toEqual([{ time: 'morning', day: '2026-07-15' }])
    expect(dueSlots(new Date('2026-07-15T03:59:00Z'))).toEqual([])
  })
  it("has the evening slot for tomorrow from 18:00 until midnight, also across the year's end", () => {
    expect(dueSlots(new Date('2026-07-15T15:00:00Z'))).toEqual([{ time: 'evening', day: '2026-07-16' }])
    expect(dueSlots(new Date('2026-12-31T21:59:00Z'))).toEqual([{ time: 'evening', day: '2027-01-01' }])
    // 00:00 in Tallinn is a new day: its evening slot is hours away.
    expect(dueSlots(new Date('2026-12-31T22:00:00Z'))).toEqual([])
  })
  it('handles the nights the clocks change', () => {
    // 28 March 2026 18:00 EET (before the spring change) and 24 October 2026 18:00 EEST (before the autumn one).
    expect(dueSlots(new Date('2026-03-28T16:00:00Z'))).toEqual([{ time: 'evening', day: '2026-03-29' }])
    expect(dueSlots(new Date('2026-10-24T15:00:00Z'))).toEqual([{ time: 'evening', day: '2026-10-25' }])
    expect(dueSlots(new Date('2026-10-24T14:59:00Z'))).toEqual([])
  })
})

describe('stillTimely', () => {
  it('drops an evening reminder once its day has begun and a morning one at noon', () => {
    expect(stillTimely('evening', '2026-01-16', new Date('2026-01-15T21:59:00Z'))).toBe(true)
    expect(stillTimely('evening', '2026-01-16', new Date('2026-01-15T22:00:00Z'))).toBe(false)
    expect(stillTimely('morning', '2026-01-16', new Date('2026-01-16T09:59:00Z'))).toBe(true)
    expect(stillTimely('morning', '2026-01-16', new Date('2026-01-16T10:00:00Z'))).toBe(false)
  })
})
