import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openForDatabaseKind, sqliteFileOf } from './byKind'

describe('sqliteFileOf', () => {
  it('takes the file of a SQLite URL', () => {
    expect(sqliteFileOf('file:./data/site.db')).toBe('./data/site.db')
    expect(sqliteFileOf('file:/srv/site.db')).toBe('/srv/site.db')
    expect(sqliteFileOf('file:///srv/site.db')).toBe('/srv/site.db')
  })
  it.each(['file::memory:', 'postgres://u:p@db/site'])('and nothing else: %s', (url) => {
    expect(sqliteFileOf(url)).toBeNull()
  })
})

describe('openForDatabaseKind', () => {
  const open = { sqliteFile: (file: string) => `sqlite ${file}`, postgres: () => 'postgres' }
  const sqlite = (DATABASE_URL: string) => ({ DATABASE_URL, databaseKind: 'sqlite' as const })

  it('opens the SQLite file relative to the root, or what PostgreSQL needs', () => {
    expect(openForDatabaseKind(sqlite('file:./site.db'), '/srv/app', open)).toBe(
      `sqlite ${path.resolve('/srv/app', './site.db')}`,
    )
    const postgres = { DATABASE_URL: 'postgres://u:p@db/site', databaseKind: 'postgres' as const }
    expect(openForDatabaseKind(postgres, '/srv/app', open)).toBe('postgres')
  })

  it.each(['file::memory:', 'libsql://db.example.com'])(
    'opens nothing for a SQLite database that is no local file: %s',
    (url) => {
      expect(openForDatabaseKind(sqlite(url), '/', open)).toBeNull()
    },
  )
})
