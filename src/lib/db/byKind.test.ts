import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openForDatabaseKind, sqliteFileOf } from './byKind'

describe('sqliteFileOf', () => {
  it('takes the file of a SQLite URL and nothing else', () => {
    expect(sqliteFileOf('file:./data/site.db')).toBe('./data/site.db')
    expect(sqliteFileOf('file:/srv/site.db')).toBe('/srv/site.db')
    expect(sqliteFileOf('file:///srv/site.db')).toBe('/srv/site.db')
    expect(sqliteFileOf('file::memory:')).toBeNull()
    expect(sqliteFileOf('postgres://u:p@db/site')).toBeNull()
  })
})

describe('openForDatabaseKind', () => {
  const open = { sqliteFile: (file: string) => `sqlite ${file}`, postgres: () => 'postgres' }

  it('opens the SQLite file relative to the root, or what PostgreSQL needs', () => {
    const sqlite = { DATABASE_URL: 'file:./site.db', databaseKind: 'sqlite' as const }
    expect(openForDatabaseKind(sqlite, '/srv/app', open)).toBe(`sqlite ${path.resolve('/srv/app', './site.db')}`)
    const postgres = { DATABASE_URL: 'postgres://u:p@db/site', databaseKind: 'postgres' as const }
    expect(openForDatabaseKind(postgres, '/srv/app', open)).toBe('postgres')
  })

  it('opens nothing for a SQLite database that is no local file', () => {
    expect(openForDatabaseKind({ DATABASE_URL: 'file::memory:', databaseKind: 'sqlite' }, '/', open)).toBeNull()
    expect(
      openForDatabaseKind({ DATABASE_URL: 'libsql://db.example.com', databaseKind: 'sqlite' }, '/', open),
    ).toBeNull()
  })
})
