// Payload's database adapter for either kind (decision 046): PostgreSQL for several instances behind a
// load balancer (decision 002), SQLite with the site's serial client for one machine (decision 020). Both
// run their own migration set on start in production (`prodMigrations`), generated from the config by
// `npm run migrate:create -- NAME`; tests/int/migrations.int.test.ts builds both to check the sets are
// current (decision 022).
import type { DatabaseAdapterObj } from 'payload'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { env } from '@/lib/env'
import { databaseKind, type DatabaseKind } from './index'
import { postgresMigrations, sqliteMigrations } from './migrations'
import { withSerialClient } from './sqlite/serialClient'

/** Where `npm run migrate:create` writes each set (the config's folder knows: src/migrations…). */
export type MigrationDirs = Record<DatabaseKind, string>

export function databaseAdapter(kind: DatabaseKind, url: string, dirs: MigrationDirs): DatabaseAdapterObj {
  if (kind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: url },
      push: false,
      migrationDir: dirs.postgres,
      prodMigrations: postgresMigrations,
    })
  }
  // WAL, a busy timeout, and Payload's transactions queued in the process on one writer connection
  // (docs/decisions/020-sqlite-writes.md): writes that belong together commit together, and another process
  // (a seed, a backup) makes the site's writes wait instead of fail.
  return withSerialClient(
    sqliteAdapter({
      client: { url },
      transactionOptions: {},
      // Schema changes go through migrations everywhere, so dev, tests and production share one path.
      push: false,
      migrationDir: dirs.sqlite,
      prodMigrations: sqliteMigrations,
    }),
    { url, busyTimeoutMs: 10_000, queueTimeoutMs: 30_000 },
  )
}

/** The adapter of the database the settings name (DATABASE_URL). */
export function siteDatabaseAdapter(dirs: MigrationDirs): DatabaseAdapterObj {
  return databaseAdapter(databaseKind(), env().DATABASE_URL, dirs)
}
