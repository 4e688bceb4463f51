// The database, for the rest of the site (docs/decisions/046-database-strategy.md): the raw SQL handle with
// its transactions, and which database this is. PostgreSQL is the path for several instances; SQLite the
// embedded default for one machine. Code elsewhere asks for a capability (src/lib/cluster for what several
// instances share), never for the kind. The SQLite-only mechanisms are in ./sqlite/, named as such.
import { env } from '@/lib/env'

export { dbOf, numbered, type Db, type Value } from './sql'

export type DatabaseKind = 'sqlite' | 'postgres'

/** Which database the settings name (DATABASE_URL): `postgres://…` or `file:…`. */
export function databaseKind(): DatabaseKind {
  return env().databaseKind
}
