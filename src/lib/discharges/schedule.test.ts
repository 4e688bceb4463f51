import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, isoWeekday } from '@/lib/dates'
import { planDischarges, type ContractPlan } from './schedule'

const plan = (rhythm: 1 | 2 | 4, weekday = 3, phase = 0): ContractPlan => ({
  contractNumber: '900000001',
  address: 'Kase tn 1, Tallinn',
  services: [{ garbage: 'Segaolmejäätmed', itemType: 'Konteiner 240 L', rhythm, weekday, phase }],
})

describe('planDischarges', () => {
  it('weekly: 13 dates in 13 weeks on the chosen weekday when no holiday interferes', () => {
    const rows = planDischarges(plan(1, 3), '2026-01-05', 13)
    expect(rows).toHaveLength(13)
    expect(rows.every((r) => isoWeekday(r.date) === 3)).toBe(true)
    for (let i = 1; i < rows.length; i++) expect(daysBetween(rows[i - 1].date, rows[i].date)).toBe(7)
  })
  it('fortnightly and four-weekly keep their spacing', () => {
    const two = planDischarges(plan(2, 2), '2026-09-07', 13)
    expect(two.length).toBeGreaterThanOrEqual(6)
    expect(two.length).toBeLessThanOrEqual(7)
    for (let i = 1; i < two.length; i++) expect(daysBetween(two[i - 1].date, two[i].date)).toBe(14)
    const four = planDischarges(plan(4, 2), '2026-09-07', 13)
    expect(four.length).toBeGreaterThanOrEqual(3)
    for (let i = 1; i < four.length; i++) expect(daysBetween(four[i - 1].date, four[i].date)).toBe(28)
  })
  it('the same contract gives the same plan whichever day it is computed', () => {
    const a = planDischarges(plan(2, 4, 1), '2026-01-05', 13).map((r) => r.date)
    const b = planDischarges(plan(2, 4, 1), '2026-01-19', 13).map((r) => r.date)
    expect(a.filter((d) => d >= '2026-01-19')).toEqual(b.filter((d) => d < addDays('2026-01-05', 91)))
  })
  it('shifts a discharge on a public holiday to the next working day', () => {
    // Thursdays: 2026-12-24 (Christmas Eve) moves over Christmas and the weekend to Monday 28th.
    const rows = planDischarges(plan(1, 4), '2026-12-21', 2).map((r) => r.date)
    expect(rows).toContain('2026-12-28')
    expect(rows).not.toContain('2026-12-24')
    expect(rows).toContain('2026-12-31')
  })
})

describe('planDischarges records moves and container counts', () => {
  it('a day moved off a holiday carries its regular day and the holiday reason; others carry neither', () => {
    const rows = planDischarges(plan(1, 4), '2026-12-21', 2)
    expect(rows.find((r) => r.date === '2026-12-28')).toMatchObject({
      originalDate: '2026-12-24',
      shiftReason: 'public_holiday',
    })
    const regular = rows.find((r) => r.date === '2026-12-31')!
    expect(regular.originalDate).toBeUndefined()
    expect(regular.shiftReason).toBeUndefined()
  })
  it('a service with several containers gives its count; one container leaves it out', () => {
    const two: ContractPlan = { ...plan(1), services: [{ ...plan(1).services[0], count: 2 }] }
    expect(planDischarges(two, '2026-01-05', 1)[0].containerCount).toBe(2)
    expect(planDischarges(plan(1), '2026-01-05', 1)[0].containerCount).toBeUndefined()
  })
})
