import { describe, expect, it } from 'vitest'
import { formatNumber, formatPrice } from './number'

describe('number formats', () => {
  it('groups thousands per locale', () => {
    expect(formatNumber('en', 250000)).toBe('250,000')
    expect(formatNumber('et', 250000).replace(/\s/g, ' ')).toBe('250 000')
  })
  it('prints call charges with a locale decimal separator', () => {
    expect(formatPrice('et', 0.2278)).toBe('0,2278')
    expect(formatPrice('en', 0.23)).toBe('0.23')
    expect(formatPrice('ru', 0.3)).toBe('0,30')
  })
})
