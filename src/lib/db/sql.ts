// The site's raw SQL handle over Payload's own connection, for either database (decision 046).
import type { Payload } from 'payload'

/**
 * Raw SQL on the adapter's own connection (docs/decisions/006-discharges-sql.md, 046-database-strategy.md):
 * the lookup is the hottest query of the site and the imports write millions of rows, so they, the reminders'
 * outbox, the helpdesk's delivery marks and the sorting misses skip Payload's document layer (hooks, access,
 * id round-trips). One set of statements for both databases: `?` placeholders, numbered for PostgreSQL.
 */
export type Value = string | number | null
export interface Db {
  /** Which database. Code outside src/lib/db asks for a capability below instead (decision 046). */
  readonly kind?: 'sqlite' | 'postgres'
  /**
   * Whether many rows read faster joined into one text value by the database (SQLite's group_concat: the
   * libsql client builds an object per row, measured in loadAddressRecords) than as rows (PostgreSQL).
   */
  readonly joinedRowsFaster?: boolean
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
      kind: 'sqlite',
      joinedRowsFaster: true,
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
      kind: 'postgres',
      joinedRowsFaster: false,
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
    throw new Error('Unsupported database adapter: neither a SQLite client nor a PostgreSQL pool')
  }
  cache.set(adapter, db)
  return db
}
