import { describe, expect, it } from 'vitest'
import { parseStoredAddress, propertyIdOf } from '@/lib/data/addressParts'
import { formatZodIssues } from '@/lib/http/errors'
import { dischargeRowSchema, NOT_COLLECTED_REASONS, SHIFT_REASONS } from './schema'

const base = {
  contractNumber: '123456',
  garbage: 'Segaolmejäätmed',
  itemType: 'Konteiner 660 L',
  address: 'Sõpruse pst 151, Tallinn',
  date: '2026-12-28',
}
const reason = (value: unknown) => {
  const parsed = dischargeRowSchema.safeParse(value)
  return parsed.success ? null : formatZodIssues(parsed.error.issues)
}

describe('dischargeRowSchema', () => {
  it('accepts a row of the earlier shape and derives its property id from the address', () => {
    const row = dischargeRowSchema.parse(base)
    expect(row.propertyId).toBe(propertyIdOf(parseStoredAddress('Sõpruse pst 151, Tallinn')))
    expect(row.propertyId).toMatch(/^a[0-9a-f]{15}$/)
    // Spacing and letter case do not make another address.
    expect(dischargeRowSchema.parse({ ...base, address: 'sõpruse  PST 151 ,  Tallinn' }).propertyId).toBe(
      row.propertyId,
    )
    expect(row.status).toBeUndefined()
    expect(row.containerCount).toBeUndefined()
  })

  it('keeps a property id and ADS_OID the planning system sends', () => {
    const row = dischargeRowSchema.parse({ ...base, propertyId: 'KV-1234_5', adsOid: 2184432 })
    expect(row).toMatchObject({ propertyId: 'KV-1234_5', adsOid: '2184432' })
  })

  it('accepts the move, the status and the container count, also as CSV text', () => {
    const row = dischargeRowSchema.parse({
      ...base,
      originalDate: '2026-12-24',
      shiftReason: 'public_holiday',
      status: 'not_collected',
      statusAt: '2026-12-28T10:42:00+02:00',
      statusReason: 'blocked_access',
      containerCount: '2',
    })
    expect(row).toMatchObject({
      originalDate: '2026-12-24',
      shiftReason: 'public_holiday',
      status: 'not_collected',
      statusReason: 'blocked_access',
      containerCount: 2,
    })
    // A CSV file sends every column: empty cells of the new fields are "not given".
    const csv = dischargeRowSchema.parse({ ...base, originalDate: '', shiftReason: '', status: '', containerCount: '' })
    expect(csv.originalDate).toBeUndefined()
    expect(csv.containerCount).toBeUndefined()
    for (const code of SHIFT_REASONS)
      expect(reason({ ...base, originalDate: '2026-12-24', shiftReason: code })).toBeNull()
    for (const code of NOT_COLLECTED_REASONS)
      expect(reason({ ...base, status: 'not_collected', statusReason: code })).toBeNull()
  })

  it('reports bad codes, days, times, counts and ids like other bad fields', () => {
    expect(reason({ ...base, status: 'emptied' })).toMatch(
      /^status: status must be one of planned, in_progress, collected, not_collected$/,
    )
    expect(reason({ ...base, originalDate: '2026-12-24', shiftReason: 'holiday' })).toMatch(
      /^shiftReason: shiftReason must be one of public_holiday/,
    )
    expect(reason({ ...base, status: 'not_collected', statusReason: 'lazy' })).toMatch(
      /^statusReason: statusReason must be one of blocked_access/,
    )
    expect(reason({ ...base, statusReason: 'overfilled' })).toBe(
      'statusReason: statusReason is only for status not_collected',
    )
    expect(reason({ ...base, shiftReason: 'weather' })).toBe('originalDate: originalDate is required with shiftReason')
    expect(reason({ ...base, originalDate: '2026-02-30' })).toBe(
      'originalDate: originalDate must be a real day written yyyy-MM-dd',
    )
    expect(reason({ ...base, originalDate: base.date })).toBe('originalDate: originalDate must differ from date')
    expect(reason({ ...base, statusAt: 'yesterday' })).toMatch(/^statusAt: statusAt must be an ISO date-time/)
    for (const count of [0, 100, 1.5, '-1', 'two', '1e1', true])
      expect(reason({ ...base, containerCount: count }), String(count)).toMatch(
        /containerCount must be a whole number from 1 to 99/,
      )
    expect(reason({ ...base, propertyId: 'a b' })).toMatch(/^propertyId: propertyId is 1–40 letters/)
    expect(reason({ ...base, propertyId: 'x'.repeat(41) })).toMatch(/^propertyId:/)
    expect(reason({ ...base, adsOid: '12ab' })).toBe('adsOid: adsOid must contain 1–20 digits')
  })
})
