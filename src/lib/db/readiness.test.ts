import { describe, expect, it } from 'vitest'
import { postgresMigrations, sqliteMigrations } from './migrations'
import { pendingMigrations } from './readiness'

describe('pendingMigrations', () => {
  it('names the migrations of the build the database has not run, in order', () => {
    const expected = [{ name: 'a_initial' }, { name: 'b_nonce' }, { name: 'c_misses' }]
    expect(pendingMigrations(expected, ['a_initial', 'b_nonce', 'c_misses'])).toEqual([])
    expect(pendingMigrations(expected, ['a_initial'])).toEqual(['b_nonce', 'c_misses'])
    expect(pendingMigrations(expected, [])).toEqual(['a_initial', 'b_nonce', 'c_misses'])
  })

  it('ignores what the database ran beyond this build (a newer instance migrated it first)', () => {
    expect(pendingMigrations([{ name: 'a_initial' }], ['a_initial', 'z_newer', 'dev'])).toEqual([])
  })

  it('reads both migration sets by name', () => {
    for (const set of [sqliteMigrations, postgresMigrations]) {
      expect(set.length).toBeGreaterThan(0)
      expect(
        pendingMigrations(
          set,
          set.map((m) => m.name),
        ),
      ).toEqual([])
    }
  })
})
