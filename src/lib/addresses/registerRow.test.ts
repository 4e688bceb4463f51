import { describe, expect, it } from 'vitest'
import { formatZodIssues } from '@/lib/http/errors'
import { searchTextOf } from './normalize'
import { parseStoredAddress, propertyIdOf } from '@/lib/data/addressParts'
import { upsertAddressStatements } from './repository'
import { addressRowSchema } from './registerRow'

const reason = (value: unknown) => {
  const parsed = addressRowSchema.safeParse(value)
  return parsed.success ? null : formatZodIssues(parsed.error.issues)
}

describe('addressRowSchema', () => {
  it('takes a whole address and gives the id the planning import derives for it', () => {
    expect(addressRowSchema.parse({ address: 'Sõpruse pst 151-12, Tallinn', adsOid: 3001234 })).toEqual({
      id: propertyIdOf(parseStoredAddress('Sõpruse pst 151-12, Tallinn')),
      street: 'Sõpruse pst',
      house: '151',
      apartment: '12',
      settlement: 'Tallinn',
      municipality: '',
      adsOid: '3001234',
      municipalityCode: undefined,
      label: 'Sõpruse pst 151-12, Tallinn',
    })
  })

  it('takes the parts, with the register’s own id and the EHAK code from the municipality', () => {
    expect(
      addressRowSchema.parse({
        propertyId: 'ME-1',
        street: 'Mäe  talu',
        settlement: 'Kiili',
        municipality: 'Kiili vald',
        house: '',
        apartment: '',
      }),
    ).toMatchObject({ id: 'ME-1', street: 'Mäe talu', house: '', label: 'Mäe talu, Kiili', municipalityCode: '0305' })
    expect(addressRowSchema.parse({ street: 'Riia tn', house: '12a/2', settlement: 'Tartu' }).label).toBe(
      'Riia tn 12a/2, Tartu',
    )
  })

  it('reports what is missing or malformed', () => {
    expect(reason({})).toBe('address: address (or street and settlement) is required')
    expect(reason({ street: 'Kase tn' })).toBe('settlement: settlement is required')
    expect(reason({ street: 'Kase tn', apartment: '3', settlement: 'Tallinn' })).toBe(
      'house: house is required with apartment',
    )
    expect(reason({ street: 'Kase tn', house: '1'.repeat(10_000), settlement: 'Tallinn' })).toMatch(
      /^house: house must be/,
    )
    expect(reason({ address: 'x'.repeat(301) })).toBe('address: address is at most 300 characters')
    expect(reason({ address: ', Tallinn' })).toBe('address: address has no street or place name')
    expect(reason({ address: 'Kase tn 1, Tallinn', adsOid: 'ADS1' })).toBe('adsOid: adsOid must contain 1–20 digits')
    expect(reason({ address: 'Kase tn 1, Tallinn', propertyId: 'a/b' })).toMatch(/^propertyId:/)
    expect(reason({ address: 'Kase tn 1, Tallinn', municipalityCode: '9999' })).toBe(
      'municipalityCode: municipalityCode is not an EHAK municipality code',
    )
    expect(reason('Kase tn 1')).toMatch(/expected object/)
  })
})

describe('upsertAddressStatements', () => {
  const record = addressRowSchema.parse({ address: 'Kase tn 1, Tallinn' })
  it('writes the folded search text, and lets the register own the parts', () => {
    const [register] = upsertAddressStatements([record], 'register', undefined, 'T')
    expect(register.args).toContain(searchTextOf(record))
    expect(register.sql).toMatch(/street = excluded\.street/)
    expect(register.sql).toMatch(/source = 'register'/)
    const [planning] = upsertAddressStatements([record], 'discharges', undefined, 'T')
    expect(planning.sql).toMatch(/street = CASE WHEN addresses\.source = 'register' THEN addresses\.street/)
    expect(planning.sql).toMatch(/ads_oid = COALESCE\(excluded\.ads_oid, addresses\.ads_oid\)/)
  })
  it('keeps statements to 200 addresses', () => {
    expect(upsertAddressStatements(Array(401).fill(record), 'register')).toHaveLength(3)
  })
})
