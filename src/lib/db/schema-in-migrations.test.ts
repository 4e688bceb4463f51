// Every table and index is made by a migration of each set (src/migrations for SQLite, src/migrations-postgres
// for PostgreSQL), never by code at run time: a database's schema is then what its applied migrations say,
// the same on every instance and after every restore, and a change to it is reviewed as a migration
// (docs/decisions/046-database-strategy.md). This scans the code that runs in the site, its scripts and its
// seed for schema statements outside the migrations. Tests are left out: they build scratch databases.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOTS = ['src', 'scripts', 'seed']
/** The migration sets: the one place schema statements belong. */
const MIGRATIONS = ['src/migrations/', 'src/migrations-postgres/']
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/
const TEST = /\.test\.(ts|tsx)$/

/**
 * Files allowed to hold a schema statement outside the migrations, each with the reason. Empty today; an
 * entry needs a reason a reviewer accepts (e.g. a tool that inspects, never changes, a schema).
 */
const ALLOWED: Record<string, string> = {}

/** Schema statements of SQLite and PostgreSQL, in any case and spacing. */
const DDL =
  /\b(create\s+(?:or\s+replace\s+)?(?:(?:unlogged|temp|temporary|virtual)\s+)?(?:table|view|trigger|sequence)|create\s+(?:unique\s+)?index|alter\s+table|drop\s+(?:table|index|view|trigger))\b/i

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(file)
    return CODE.test(entry.name) ? [file.split(path.sep).join('/')] : []
  })
}

describe('schema statements', () => {
  it('are found by the scan in any spelling (the scan itself can fail)', () => {
    for (const sql of [
      'CREATE TABLE IF NOT EXISTS t (id int)',
      'create unlogged table x',
      'CREATE UNIQUE INDEX i ON t (a)',
      'ALTER  TABLE t ADD COLUMN b',
      'drop table t',
      'CREATE VIRTUAL TABLE f USING fts5(a)',
    ])
      expect(sql, sql).toMatch(DDL)
    expect('a table created by the migrations').not.toMatch(DDL)
  })

  it('appear only in the migrations', () => {
    const found: string[] = []
    for (const root of ROOTS)
      for (const file of files(root)) {
        if (MIGRATIONS.some((dir) => file.startsWith(dir)) || TEST.test(file) || file in ALLOWED) continue
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (DDL.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`)
          })
      }
    expect(found, 'create tables and indexes in a migration of both sets (npm run migrate:create -- NAME)').toEqual([])
  })

  it('the allow-list names only files that exist and still need it', () => {
    for (const file of Object.keys(ALLOWED)) expect(DDL.test(readFileSync(file, 'utf8')), file).toBe(true)
  })
})
