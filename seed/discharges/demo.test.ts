import { describe, expect, it } from 'vitest'
import { isWorkingDay } from '@/lib/dates/holidays'
import { planDischarges } from '@/lib/discharges/schedule'
import { demoContract, DEMO_FIRST, DEMO_SEED_CONTRACTS } from './demo'

// Moved from src/lib/discharges/schedule.test.ts with the demo contracts: the planner's guarantees, checked
// over 50 varied demo contracts, and the variety the demo promises.
describe('planDischarges over demo contracts', () => {
  it('never plans on a weekend or holiday, never before the start', () => {
    for (let n = DEMO_FIRST; n < DEMO_FIRST + 50; n++) {
      for (const r of planDischarges(demoContract(n), '2026-12-01', 13)) {
        expect(isWorkingDay(r.date)).toBe(true)
        expect(r.date >= '2026-12-01').toBe(true)
      }
    }
  })
})

describe('demo contracts', () => {
  it('are deterministic, span regions, waste types and rhythms', () => {
    expect(demoContract(DEMO_FIRST + 7)).toEqual(demoContract(DEMO_FIRST + 7))
    const contracts = Array.from({ length: DEMO_SEED_CONTRACTS }, (_, i) => demoContract(DEMO_FIRST + i))
    expect(DEMO_SEED_CONTRACTS).toBeGreaterThanOrEqual(200)
    expect(new Set(contracts.map((c) => c.region)).size).toBeGreaterThanOrEqual(7)
    const services = contracts.flatMap((c) => c.services)
    expect(new Set(services.map((s) => s.garbage)).size).toBeGreaterThanOrEqual(5)
    expect(new Set(services.map((s) => s.rhythm))).toEqual(new Set([1, 2, 4]))
    expect(contracts.every((c) => /^9000\d{5}$/.test(c.contractNumber))).toBe(true)
  })
})
