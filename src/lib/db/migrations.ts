import { migrations as sqliteMigrations } from '@/migrations'
import { migrations as postgresMigrations } from '@/migrations-postgres'
import { databaseKind, type DatabaseKind } from './index'

export { postgresMigrations, sqliteMigrations, type DatabaseKind }

/**
 * The migration set of a database kind: SQLite's in src/migrations/, PostgreSQL's in src/migrations-postgres/,
 * both generated from the same collections by `npm run migrate:create -- NAME` (decision 022). Production
 * runs them on connect (`prodMigrations`); the seed, scripts and tests run them with `payload.db.migrate`.
 */
export function migrationsOf(kind: DatabaseKind = databaseKind()) {
  return kind === 'postgres' ? postgresMigrations : sqliteMigrations
}
