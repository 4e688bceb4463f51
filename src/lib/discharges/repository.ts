import type { Payload } from 'payload'
import { withMunicipalityCode, type Discharge, type DischargeRow } from './schema'

/**
 * Raw SQL on the adapter's own connection (docs/decisions/006-discharges-sql.md): the lookup is the
 * hottest query of the site and the import writes millions of rows, so both skip Payload's document
 * layer (hooks, access, id round-trips) and use the unique key for INSERT … ON CONFLICT upserts.
 * SQLite (libsql client) is the tested path; PostgreSQL uses the same statements through its pool.
 */
type Value = string | number | null
export interface Db {
  rows<T>(sql: string, args?: Value[]): Promise<T[]>
  /** Runs the statements in one transaction: all or nothing. */
  transaction(statements: { sql: string; args: Value[] }[]): Promise<number[]>
}

type LibsqlClient = {
  execute(stmt: { sql: string; args: Value[] }): Promise<{ rows: unknown[]; rowsAffected: number }>
  batch(stmts: { sql: string; args: Value[] }[], mode: 'write'): Promise<{ rowsAffected: number }[]>
}
type PgPool = {
  query(sql: string, args?: Value[]): Promise<{ rows: unknown[]; rowCount: number | null }>
  connect(): Promise<{ query: PgPool['query']; release(): void }>
}

/** `?` placeholders (SQLite's) as PostgreSQL's `$1, $2, …`; the statements here contain no literal `?`. */
export const numbered = (sql: string) => {
  let i = 0
  return sql.replace(/\?/g, () => `$${++i}`)
}

const cache = new WeakMap<object, Db>()

export function dbOf(payload: Payload): Db {
  const adapter = payload.db as unknown as { client?: LibsqlClient; pool?: PgPool }
  let db = cache.get(adapter)
  if (db) return db
  if (adapter.client) {
    const client = adapter.client
    db = {
      async rows<T>(sql: string, args: Value[] = []) {
        return (await client.execute({ sql, args })).rows as T[]
      },
      async transaction(statements) {
        return (await client.batch(statements, 'write')).map((r) => r.rowsAffected)
      },
    }
  } else if (adapter.pool) {
    const pool = adapter.pool
    db = {
      async rows<T>(sql: string, args: Value[] = []) {
        return (await pool.query(numbered(sql), args)).rows as T[]
      },
      async transaction(statements) {
        const conn = await pool.connect()
        try {
          await conn.query('BEGIN')
          const counts: number[] = []
          for (const s of statements) counts.push((await conn.query(numbered(s.sql), s.args)).rowCount ?? 0)
          await conn.query('COMMIT')
          return counts
        } catch (error) {
          await conn.query('ROLLBACK')
          throw error
        } finally {
          conn.release()
        }
      },
    }
  } else {
    throw new Error('Unsupported database adapter for discharges')
  }
  cache.set(adapter, db)
  return db
}

/**
 * The lookup, also run by the custom server's fast path (src/server/lookup-fast-path.ts). `date` is text
 * (YYYY-MM-DD) in both databases, so it compares and sorts alike and comes back as the same string; the
 * text columns sort bytewise on SQLite and by the database's collation on PostgreSQL (C.UTF-8 in the
 * deployments we test: the same order).
 */
export const LOOKUP_SQL = `SELECT contract_number AS "contractNumber", garbage, item_type AS "itemType", address, date
  FROM discharges WHERE contract_number = ? AND date >= ? ORDER BY date, garbage, item_type`

/** Upcoming discharges of one contract from `from` (a Tallinn day), sorted by date. */
export async function findUpcoming(db: Db, contractNumber: string, from: string): Promise<Discharge[]> {
  const rows = await db.rows<Discharge>(LOOKUP_SQL, [contractNumber, from])
  return rows.map(toDischarge)
}

/**
 * The EHAK code of the municipality a contract's upcoming collections are in, when they agree on one (a
 * contract whose rows name several, or none, gets null: the visitor chooses rather than us guessing).
 */
export async function contractMunicipality(db: Db, contractNumber: string, from: string): Promise<string | null> {
  const rows = await db.rows<{ code: string }>(
    `SELECT DISTINCT municipality_code AS code FROM discharges
      WHERE contract_number = ? AND date >= ? AND municipality_code IS NOT NULL LIMIT 2`,
    [contractNumber, from],
  )
  return rows.length === 1 ? String(rows[0].code) : null
}

/** A plain object with exactly the public fields (libsql rows are array-like objects with extra keys). */
export const toDischarge = (r: Discharge): Discharge => ({
  contractNumber: String(r.contractNumber),
  garbage: r.garbage,
  itemType: r.itemType,
  address: r.address,
  date: r.date,
})

const COLUMNS = 11
// SQLite allows 32 766 bound parameters per statement; 200 rows keep statements small and fast to prepare.
const ROWS_PER_STATEMENT = 200

/** Upsert statements for rows; the unique key (contract, date, garbage, item) makes a repeated row one row. */
export function upsertStatements(
  rows: DischargeRow[],
  importRun: string | null,
  now = new Date().toISOString(),
  onConflict: 'update' | 'ignore' = 'update',
) {
  const statements: { sql: string; args: Value[] }[] = []
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT)
    const args: Value[] = []
    for (const r of chunk) {
      args.push(
        r.contractNumber,
        r.date,
        r.garbage,
        r.itemType,
        r.address,
        r.region ?? null,
        r.municipality ?? null,
        (r.municipalityCode ?? withMunicipalityCode(r).municipalityCode) || null,
        importRun,
        now,
        now,
      )
    }
    const values = chunk.map(() => `(${Array(COLUMNS).fill('?').join(',')})`).join(',')
    statements.push({
      sql: `INSERT INTO discharges (contract_number, date, garbage, item_type, address, region, municipality, municipality_code, import_run, updated_at, created_at)
        VALUES ${values}
        ON CONFLICT (contract_number, date, garbage, item_type) DO ${
          onConflict === 'ignore'
            ? 'NOTHING'
            : `UPDATE SET address = excluded.address, region = excluded.region, municipality = excluded.municipality,
               municipality_code = excluded.municipality_code,
               import_run = excluded.import_run, updated_at = excluded.updated_at`
        }`,
      args,
    })
  }
  return statements
}

export async function upsertRows(db: Db, rows: DischargeRow[], importRun: string | null = null): Promise<void> {
  if (rows.length) await db.transaction(upsertStatements(rows, importRun))
}

/** Inserts rows whose key is not stored yet and leaves stored ones as they are (seed and demo top-up). */
export async function insertMissing(db: Db, rows: DischargeRow[]): Promise<number> {
  if (!rows.length) return 0
  const counts = await db.transaction(upsertStatements(rows, null, new Date().toISOString(), 'ignore'))
  return counts.reduce((a, b) => a + b, 0)
}

/**
 * For "replace the future plan": the statements that delete the future rows (date >= from) of these
 * contracts that the import run `importRun` did not write and that nothing wrote since the run began
 * (`runStartedAt`, an ISO time). The second condition keeps an overlapping import's rows: a retry of the
 * same plan that rewrote them meanwhile no longer makes this run delete them (1,000 of
 * 5,000 rows were left). The import runs them in one transaction with its last batch of rows.
 */
export function deleteFutureStatements(contracts: string[], from: string, importRun: string, runStartedAt: string) {
  const statements: { sql: string; args: Value[] }[] = []
  for (let i = 0; i < contracts.length; i += 500) {
    const chunk = contracts.slice(i, i + 500)
    statements.push({
      sql: `DELETE FROM discharges WHERE contract_number IN (${chunk.map(() => '?').join(',')}) AND date >= ? AND (import_run IS NULL OR import_run <> ?) AND updated_at < ?`,
      args: [...chunk, from, importRun, runStartedAt],
    })
  }
  return statements
}

/** deleteFutureStatements in a transaction of their own; the number of rows deleted. */
export async function deleteFutureNotInRun(
  db: Db,
  contracts: string[],
  from: string,
  importRun: string,
  runStartedAt: string,
): Promise<number> {
  if (!contracts.length) return 0
  const counts = await db.transaction(deleteFutureStatements(contracts, from, importRun, runStartedAt))
  return counts.reduce((a, b) => a + b, 0)
}

/** Demo contracts present in the database (the daily top-up extends only these). */
export async function presentContracts(db: Db, first: string, last: string): Promise<string[]> {
  const rows = await db.rows<{ c: string }>(
    `SELECT DISTINCT contract_number AS c FROM discharges WHERE contract_number BETWEEN ? AND ?`,
    [first, last],
  )
  return rows.map((r) => String(r.c))
}
