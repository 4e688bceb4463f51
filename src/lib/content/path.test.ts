import { describe, expect, it } from 'vitest'
import { normalizePath, parentPath, stripLanguageSuffix } from './path'

describe('stripLanguageSuffix', () => {
  it.each(['spring-cleanup-et', 'spring-cleanup-ru', 'spring-cleanup-en-2', 'spring-cleanup-ru-15'])(
    'strips -et, -en and -ru with an optional number: %s',
    (slug) => expect(stripLanguageSuffix(slug)).toBe('spring-cleanup'),
  )

  it.each(['spring-cleanup', 'market-2', 'street-works', 'budget', 'set-menu', 'guru'])(
    'leaves other slugs alone: %s',
    (slug) => expect(stripLanguageSuffix(slug)).toBe(slug),
  )
})

describe('paths', () => {
  it('normalizes paths', () => {
    // Cyrillic lower-cased; "õ" written as o + combining tilde is the same path as the one-letter "õ".
    const paths = ['About/Company/', '/', '/Новости/Tõrva/', '/to\u0303rva']
    expect(paths.map(normalizePath)).toEqual(['/about/company', '/', '/новости/tõrva', '/t\u00f5rva'])
  })

  it('finds parents', () => {
    expect(parentPath('/about/company')).toBe('/about')
    expect(parentPath('/about')).toBe('/')
  })
})
