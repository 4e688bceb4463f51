import { describe, expect, it } from 'vitest'
import { asksForAddresses } from './contractForm'

describe('the lookup field', () => {
  it('asks for address suggestions from two letters on, never for a contract number being typed', () => {
    expect(asksForAddresses('Sõ')).toBe(true)
    expect(asksForAddresses('Сы')).toBe(true)
    expect(asksForAddresses('S 1')).toBe(false)
    expect(asksForAddresses('900000001')).toBe(false)
    expect(asksForAddresses('a'.repeat(201))).toBe(false)
  })
})
