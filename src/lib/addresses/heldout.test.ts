import { describe, expect, it } from 'vitest'
import { buildAddressIndex } from './matcher'
import { fixtureAddresses } from '../../../tests/fixtures/address-queries-set'
import queries from '../../../tests/fixtures/address-queries.json'

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

  it('puts the meant address first for at least 95 of 100 queries', () => {
    const misses = queries
      .map((q) => ({ ...q, got: index.search(q.query, 8).map((r) => r.label) }))
      .filter((q) => q.got[0] !== q.expected)
    if (misses.length) {
      console.log(
        `${misses.length} misses:\n` +
          misses
            .map(
              (m) => `  ${JSON.stringify(m.query)} → ${m.got.slice(0, 3).join(' | ') || '(none)'}; meant ${m.expected}`,
            )
            .join('\n'),
      )
    }
    expect(100 - misses.length).toBeGreaterThanOrEqual(95)
  })
})
