import { describe, expect, it } from 'vitest'
import { classifyLookup } from './input'

describe('the lookup field', () => {
  it('tells a contract number from an address', () => {
    expect(classifyLookup('900000001')).toEqual({ kind: 'contract', contractNumber: '900000001' })
    expect(classifyLookup(' 900 000 001 ')).toEqual({ kind: 'contract', contractNumber: '900000001' })
    expect(classifyLookup('Mustamäe  tee 12-5')).toEqual({ kind: 'address', text: 'Mustamäe tee 12-5' })
    expect(classifyLookup('Пярну мнт 5')).toEqual({ kind: 'address', text: 'Пярну мнт 5' })
    expect(classifyLookup('   ')).toEqual({ kind: 'empty' })
    expect(classifyLookup(undefined)).toEqual({ kind: 'empty' })
  })

  it('refuses what is no address, with a reason the page can word', () => {
    expect(classifyLookup('a'.repeat(201))).toEqual({ kind: 'invalid', problem: 'tooLong' })
    expect(classifyLookup('Kase\u0000 5')).toEqual({ kind: 'invalid', problem: 'control' })
    expect(classifyLookup('<script>alert(1)</script>')).toEqual({ kind: 'invalid', problem: 'markup' })
    expect(classifyLookup(`Kase ${'9'.repeat(150)}`)).toEqual({ kind: 'invalid', problem: 'longNumber' })
    expect(classifyLookup('1'.repeat(21))).toEqual({ kind: 'invalid', problem: 'longNumber' })
    expect(classifyLookup('5 -')).toEqual({ kind: 'invalid', problem: 'tooShort' })
  })
})
