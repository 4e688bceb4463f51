import { describe, expect, it } from 'vitest'
import { asksForAddresses, submitted } from './contractForm'

describe('the lookup field', () => {
  it('asks for address suggestions from two letters on, never for a contract number being typed', () => {
    expect(asksForAddresses('Sõ')).toBe(true)
    expect(asksForAddresses('Сы')).toBe(true)
    expect(asksForAddresses('S 1')).toBe(false)
    expect(asksForAddresses('900000001')).toBe(false)
    expect(asksForAddresses('a'.repeat(201))).toBe(false)
  })

  it('sends a contract number (spaces dropped) to its plan, an address to the list, nothing when empty', () => {
    expect(submitted('   ')).toEqual({ kind: 'empty' })
    expect(submitted(' 900 000 001 ')).toEqual({ kind: 'contract', number: '900000001' })
    expect(submitted('Kase 5')).toEqual({ kind: 'address' })
    // Longer than any contract number: an address search, which the page refuses in words.
    expect(submitted('1'.repeat(21))).toEqual({ kind: 'address' })
  })
})
