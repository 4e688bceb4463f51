import { describe, expect, it } from 'vitest'
import { localizedPath, splitLocale } from './paths'

describe('splitLocale', () => {
  it('finds a locale prefix', () => {
    expect(splitLocale('/ru/about/company')).toEqual({ locale: 'ru', rest: '/about/company' })
    expect(splitLocale('/en')).toEqual({ locale: 'en', rest: '/' })
  })
  it('treats an unprefixed or unknown prefix as no locale', () => {
    expect(splitLocale('/about')).toEqual({ locale: null, rest: '/about' })
    expect(splitLocale('/de/about')).toEqual({ locale: null, rest: '/de/about' })
    expect(splitLocale('/energy')).toEqual({ locale: null, rest: '/energy' })
  })
})

describe('localizedPath', () => {
  it('leaves Estonian unprefixed and prefixes the others', () => {
    expect(localizedPath('et', '/about')).toBe('/about')
    expect(localizedPath('ru', '/about')).toBe('/ru/about')
    expect(localizedPath('en', '/')).toBe('/en')
    expect(localizedPath('et', '/')).toBe('/')
  })
})
