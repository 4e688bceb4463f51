import { describe, expect, it } from 'vitest'
import { parseContact } from './schema'
import { topicById } from './lists'

const now = new Date('2026-11-17T10:00:00Z') // Tuesday 12:00 Tallinn
const discharge = topicById(5)!
const complete = {
  contractNumber: 'LP-12345',
  name: 'Demo Klient',
  phone: '+372 5555 0101',
  email: 'demo.klient@example.com',
  area: 'Harku vald',
  address: 'Näidise tee 1, Tabasalu',
  wasteType: 'mixedHousehold',
  containerType: 'deep-3',
  containerCount: '2',
  packagedExtra: 'yes',
  desiredDate: '2026-11-18',
  description: 'Lisakott prügikasti kõrval.',
}

describe('parseContact', () => {
  it('accepts a complete additional discharge request', () => {
    expect(parseContact(discharge, complete, now, 1)).toEqual({ ok: true, values: complete })
  })
  it('requires every field including files when ordering a discharge', () => {
    const result = parseContact(discharge, {}, now, 0)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual(
        [
          'address',
          'area',
          'containerCount',
          'containerType',
          'contractNumber',
          'description',
          'desiredDate',
          'email',
          'files',
          'name',
          'packagedExtra',
          'phone',
          'wasteType',
        ].sort(),
      )
      expect(new Set(Object.values(result.errors))).toEqual(new Set(['required']))
    }
  })
  it('checks formats and the lists the form shows', () => {
    const result = parseContact(
      discharge,
      {
        ...complete,
        email: 'not-an-address',
        phone: 'call me',
        area: 'Tallinn',
        wasteType: 'gold',
        containerType: '9',
        containerCount: '7',
        packagedExtra: 'maybe',
        name: 'x'.repeat(201),
      },
      now,
      1,
    )
    expect(result).toMatchObject({
      ok: false,
      errors: {
        email: 'email',
        phone: 'phone',
        area: 'notInList',
        wasteType: 'notInList',
        containerType: 'notInList',
        containerCount: 'notInList',
        packagedExtra: 'notInList',
        name: 'tooLong',
      },
    })
  })
  it('refuses a day before the cut-off and tells the earliest day', () => {
    const result = parseContact(discharge, { ...complete, desiredDate: '2026-11-17' }, now, 1)
    expect(result).toEqual({ ok: false, errors: { desiredDate: 'dateTooEarly' }, earliest: '2026-11-18' })
    expect(parseContact(discharge, { ...complete, desiredDate: '2026-11-21' }, now, 1)).toMatchObject({
      errors: { desiredDate: 'dateNotWorkingDay' },
    })
  })
  it('drops fields the topic does not use and keeps optional ones optional', () => {
    const other = topicById(10)!
    const result = parseContact(
      other,
      {
        name: 'Demo',
        email: 'demo@example.com',
        subject: 'Küsimus',
        description: 'Tere',
        area: 'Harku vald',
        wasteType: 'gold',
      },
      now,
    )
    expect(result).toEqual({
      ok: true,
      values: { name: 'Demo', email: 'demo@example.com', subject: 'Küsimus', description: 'Tere' },
    })
  })
})
