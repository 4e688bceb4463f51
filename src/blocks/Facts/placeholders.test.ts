import { describe, expect, it } from 'vitest'
import { fillFacts, hasFactPlaceholder } from './placeholders'

const facts = { employees: 600, customers: 250000, tonnesPerYear: 500000, goalYear: 2027 }

describe('company figures in a facts block', () => {
  it('come from the site settings, formatted for the locale', () => {
    expect(fillFacts('~{employees}', facts, 'et')).toBe('~600')
    expect(fillFacts('{customers}+', facts, 'et')).toBe('250\u00a0000+')
    expect(fillFacts('{tonnesPerYear}+', facts, 'en')).toBe('500,000+')
    expect(fillFacts('{goalYear}', facts, 'ru')).toBe('2027')
    expect(fillFacts('{customers}', { ...facts, customers: 260000 }, 'en')).toBe('260,000')
  })

  it('leave other values alone', () => {
    expect(fillFacts('1 m³', facts, 'et')).toBe('1 m³')
    expect(fillFacts('{unknown}', facts, 'et')).toBe('{unknown}')
    expect(hasFactPlaceholder('{unknown}')).toBe(false)
    expect(hasFactPlaceholder('~{employees}')).toBe(true)
    expect(hasFactPlaceholder('~{employees}')).toBe(true)
  })
})
