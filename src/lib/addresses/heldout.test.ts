import { describe, expect, it } from 'vitest'
import { buildAddressIndex } from './matcher'
import { fixtureAddresses } from '../../../tests/fixtures/address-queries-set'
import queries from '../../../tests/fixtures/address-queries.json'
import variants from '../../../tests/fixtures/address-queries-variants.json'

// The held-out style check: 100 addresses typed as people type them (no diacritics, "mnt"/"tn"/"pst",
// letters and apartments in every spelling, Russian transliteration, the settlement missing or last), each
// with the address meant. At least 95 must come first.

describe('address matcher on typed addresses', () => {
  const records = fixtureAddresses()
  const index = buildAddressIndex(records)

  it('has every expected address in the served set', () => {
    const labels = new Set(records.map((r) => r.label))
    expect(queries).toHaveLength(100)
    expect(queries.filter((q) => !labels.has(q.expected)).map((q) => q.expected)).toEqual([])
  })

  const missesOf = (list: { query: string; expected: string }[]) => {
    const misses = list
      .map((q) => ({ ...q, got: index.search(q.query, 8).map((r) => r.label) }))
      .filter((q) => q.got[0] !== q.expected)
    if (misses.length) {
      console.log(
        `${misses.length} misses of ${list.length}:\n` +
          misses
            .map(
              (m) => `  ${JSON.stringify(m.query)} → ${m.got.slice(0, 3).join(' | ') || '(none)'}; meant ${m.expected}`,
            )
            .join('\n'),
      )
    }
    return misses.length
  }

  it('puts the meant address first for at least 95 of 100 queries', () => {
    expect(100 - missesOf(queries)).toBeGreaterThanOrEqual(95)
  })

  // Written after the matcher, as a second look: whole addresses the long way round (settlement first,
  // "maantee", "tänav", "korter", Russian "г.", "ул.", "кв", adjective forms).
  it('puts the meant address first for at least 95% of the variant spellings', () => {
    const labels = new Set(records.map((r) => r.label))
    expect(variants.filter((q) => !labels.has(q.expected)).map((q) => q.expected)).toEqual([])
    expect(variants.length - missesOf(variants)).toBeGreaterThanOrEqual(Math.ceil(variants.length * 0.95))
  })
})
