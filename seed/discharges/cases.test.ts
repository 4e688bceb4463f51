import { describe, expect, it } from 'vitest'
import { parseStoredAddress, propertyIdOf } from '@/lib/data/addressParts'
import { addDays } from '@/lib/dates'
import { wasteTypes } from '@/lib/discharges/wasteTypes'
import { DEMO_ADDRESS_CASES, DEMO_GARBAGE } from './cases'
import { demoContract } from './demo'
import { demoRows, demoStatuses } from './plan'

const { apartmentBuilding, secondApartmentBuilding, sharedAddresses, erpShifts, statuses } = DEMO_ADDRESS_CASES

describe('DEMO_ADDRESS_CASES agree with the demo contracts', () => {
  it('names real waste types and the property ids the import derives', () => {
    expect(Object.values(DEMO_GARBAGE)).toEqual([
      wasteTypes.mixed.et,
      wasteTypes.bio.et,
      wasteTypes.packaging.et,
      wasteTypes.paper.et,
    ])
    for (const shared of sharedAddresses) {
      expect(shared.propertyId).toBe(propertyIdOf(parseStoredAddress(shared.address)))
      for (const c of shared.contracts) expect(demoContract(Number(c)).address).toBe(shared.address)
    }
  })

  it('the apartment buildings have the listed containers, several of them counted more than once', () => {
    for (const building of [apartmentBuilding, secondApartmentBuilding]) {
      const plan = demoContract(Number(building.contractNumber))
      expect(plan.address).toBe(building.address)
      expect(plan.services.map((s) => ({ garbage: s.garbage, itemType: s.itemType, count: s.count ?? 1 }))).toEqual(
        building.containers,
      )
      expect(building.containers.some((c) => c.count > 1)).toBe(true)
      const rows = demoRows(Number(building.contractNumber), '2026-11-02', 2)
      expect(rows.some((r) => (r.containerCount ?? 1) > 1)).toBe(true)
    }
  })

  it('every three weeks the ERP cases have a collection moved a day later, with the reason', () => {
    for (const start of ['2026-11-02', '2027-03-01', '2027-06-14']) {
      for (const shift of erpShifts) {
        const moved = demoRows(Number(shift.contractNumber), start, 3).filter(
          (r) => r.shiftReason === shift.shiftReason,
        )
        expect(moved.length, `${shift.contractNumber} from ${start}`).toBeGreaterThanOrEqual(1)
        for (const r of moved) {
          expect(r.garbage).toBe(shift.garbage)
          expect(r.originalDate! < r.date).toBe(true)
        }
      }
    }
  })

  it('holiday moves carry their regular day (Christmas 2026 on a Thursday)', () => {
    // Any demo contract with a Thursday or Friday service has a day moved over Christmas.
    const rows = Array.from({ length: 40 }, (_, i) => demoRows(900_000_001 + i, '2026-12-21', 2)).flat()
    const moved = rows.filter((r) => r.shiftReason === 'public_holiday')
    expect(moved.length).toBeGreaterThan(0)
    for (const r of moved) expect(['2026-12-24', '2026-12-25']).toContain(r.originalDate)
  })

  it('the marked collections: collected before today, in progress today, the not-collected cases with reasons', () => {
    for (const today of ['2026-11-26', '2026-11-29', '2027-01-05']) {
      const marked = demoStatuses(today)
      for (const m of marked) {
        expect(m.date <= today && m.date >= addDays(today, -14)).toBe(true)
        if (m.date === today) expect(m.status).toBe('in_progress')
        else expect(['collected', 'not_collected']).toContain(m.status)
      }
      for (const miss of statuses.notCollected) {
        const found = marked.filter((m) => m.contractNumber === miss.contractNumber && m.status === 'not_collected')
        expect(found, `${miss.contractNumber} on ${today}`).toHaveLength(1)
        expect(found[0]).toMatchObject({ garbage: miss.garbage, statusReason: miss.statusReason })
      }
      for (const c of statuses.collected)
        expect(marked.some((m) => m.contractNumber === c && m.status === 'collected')).toBe(true)
    }
  })
})
