import { describe, expect, it } from 'vitest'
import { municipalityNames } from '@/lib/helpdesk/lists'
import { municipalities, municipalityName, resolveMunicipality } from './municipalities'

describe('municipalities (EHAK)', () => {
  it('has the 79 local governments with unique four-digit codes and a name in each language', () => {
    expect(municipalities).toHaveLength(79)
    expect(new Set(municipalities.map((m) => m.code)).size).toBe(79)
    for (const m of municipalities) {
      expect(m.code).toMatch(/^\d{4}$/)
      expect(m.et && m.ru && m.en).toBeTruthy()
      expect(m.ru).toMatch(/[а-яё]/i)
    }
  })

  it('maps the ways planners and editors write a name to one code', () => {
    const code = (s: string) => resolveMunicipality(s)?.code
    expect(code('Tallinn')).toBe('0784')
    expect(code('Tallinna linn')).toBe('0784')
    expect(code(' TALLINN ')).toBe('0784')
    expect(code('Таллинн')).toBe('0784')
    expect(code('Tartu')).toBe('0793')
    expect(code('Tartu linn')).toBe('0793')
    expect(code('Tartu vald')).toBe('0796')
    expect(code('Tartu Parish')).toBe('0796')
    expect(code('волость Тарту')).toBe('0796')
    expect(code('Harku')).toBe('0198')
    expect(code('Harku vald')).toBe('0198')
    expect(code('Viljandi vald')).toBe('0899')
    expect(code('Viljandi')).toBe('0897')
    expect(code('0784')).toBe('0784')
    expect(code('784')).toBe('0784')
    expect(code('Atlantis')).toBeUndefined()
    expect(code('')).toBeUndefined()
  })

  it('knows every name the helpdesk form offers', () => {
    for (const name of municipalityNames) expect(resolveMunicipality(name), name).toBeDefined()
  })

  it('shows the name in the page language', () => {
    expect(municipalityName('0198', 'en')).toBe('Harku Parish')
    expect(municipalityName('0198', 'ru')).toBe('волость Харку')
    expect(municipalityName('0198', 'et')).toBe('Harku vald')
  })
})
