import path from 'node:path'
import type { DatabaseKind } from './index'

/** `file:./data/site.db` → `./data/site.db`; null for anything that is not a local SQLite file. */
export function sqliteFileOf(databaseUrl: string): string | null {
  if (!databaseUrl.startsWith('file:')) return null
  const file = databaseUrl
    .slice('file:'.length)
    .replace(/^\/\/(?=\/)/, '')
    .split('?')[0]!
  return file && file !== ':memory:' ? file : null
}

/**
 * For code outside this folder that keeps a connection of its own (the custom server's lookup fast path):
 * `sqliteFile` opens the local SQLite file the settings name (resolved against `root`), `postgres` what
 * PostgreSQL needs. Null where SQLite is not a local file (`:memory:`, a remote libsql URL): there is nothing
 * of its own to open.
 */
export function openForDatabaseKind<T>(
  settings: { DATABASE_URL: string; databaseKind: DatabaseKind },
  root: string,
  open: { sqliteFile: (file: string) => T; postgres: () => T },
): T | null {
  if (settings.databaseKind === 'postgres') return open.postgres()
  const file = sqliteFileOf(settings.DATABASE_URL)
  return file ? open.sqliteFile(path.resolve(root, file)) : null
}
