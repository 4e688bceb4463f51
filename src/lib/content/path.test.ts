import { describe, expect, it } from 'vitest'
import { normalizePath, parentPath, stripLanguageSuffix } from './path'

describe('stripLanguageSuffix', () => {
  it('strips -et, -en and -ru with an optional number', () => {
    expect(stripLanguageSuffix('spring-cleanup-et')).toBe('spring-cleanup')
    expect(stripLanguageSuffix('spring-cleanup-ru')).toBe('spring-cleanup')
    expect(stripLanguageSuffix('spring-cleanup-en-2')).toBe('spring-cleanup')
    expect(stripLanguageSuffix('spring-cleanup-ru-15')).toBe('spring-cleanup')
  })

  it('leaves other slugs alone', () => {
    expect(stripLanguageSuffix('spring-cleanup')).toBe('spring-cleanup')
    expect(stripLanguageSuffix('market-2')).toBe('market-2')
    expect(stripLanguageSuffix('street-works')).toBe('street-works')
    expect(stripLanguageSuffix('budget')).toBe('budget')
    expect(stripLanguageSuffix('set-menu')).toBe('set-menu')
    expect(stripLanguageSuffix('guru')).toBe('guru')
  })
})

describe('paths', () => {
  it('normalizes and finds parents', () => {
    expect(normalizePath('About/Company/')).toBe('/about/company')
    expect(normalizePath('/')).toBe('/')
    // Cyrillic lower-cased; "õ" written as o + combining tilde is the same path as the one-letter "õ".
    expect(normalizePath('/Новости/Tõrva/')).toBe('/новости/tõrva')
    expect(normalizePath('/to\u0303rva')).toBe('/t\u00f5rva')
    expect(parentPath('/about/company')).toBe('/about')
    expect(parentPath('/about')).toBe('/')
  })
})
