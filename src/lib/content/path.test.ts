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
  it.each([
    ['About/Company/', '/about/company'],
    ['/', '/'],
    // Cyrillic lower-cased; "õ" written as o + combining tilde is the same path as the one-letter "õ".
    ['/Новости/Tõrva/', '/новости/tõrva'],
    ['/to\u0303rva', '/t\u00f5rva'],
  ])('normalizes %s to %s', (path, normal) => expect(normalizePath(path)).toBe(normal))

  it('finds parents', () => {
    expect(parentPath('/about/company')).toBe('/about')
    expect(parentPath('/about')).toBe('/')
  })
})
