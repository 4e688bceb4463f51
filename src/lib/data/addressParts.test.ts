import { describe, expect, it } from 'vitest'
import { addressLabel, parseStoredAddress, propertyIdOf } from './addressParts'

describe('stored addresses', () => {
  it('splits street, house, apartment and settlement', () => {
    expect(parseStoredAddress('Mustamäe tee 12-5, Tallinn')).toEqual({
      street: 'Mustamäe tee',
      house: '12',
      apartment: '5',
      settlement: 'Tallinn',
      municipality: '',
    })
    expect(parseStoredAddress('Kooli tn 7a, Tabasalu, Harku vald')).toMatchObject({
      street: 'Kooli tn',
      house: '7a',
      apartment: '',
      settlement: 'Tabasalu',
      municipality: 'Harku vald',
    })
    expect(parseStoredAddress('Kuuse talu, Kõnnu küla')).toMatchObject({ street: 'Kuuse talu', house: '' })
    expect(parseStoredAddress('Riia mnt 12/14, Pärnu')).toMatchObject({ street: 'Riia mnt', house: '12/14' })
  })

  it('gives one id per address whatever its spacing or case, and writes the label back', () => {
    const a = parseStoredAddress('Mustamäe tee 12-5, Tallinn')
    const b = parseStoredAddress('mustamäe  TEE 12 - 5 ,Tallinn')
    expect(propertyIdOf(a)).toBe(propertyIdOf(b))
    expect(propertyIdOf(a)).toMatch(/^a[0-9a-f]{15}$/)
    expect(propertyIdOf(a)).not.toBe(propertyIdOf(parseStoredAddress('Mustamäe tee 12-6, Tallinn')))
    expect(addressLabel(a)).toBe('Mustamäe tee 12-5, Tallinn')
  })
})
