// Vitest globalSetup of the integration tests: on a PostgreSQL run (INT_TEST_POSTGRES_URL, ./setup.ts)
// drops the per-file databases once all files have run, and before, any an interrupted run left behind.
// Nothing to do on SQLite, whose files live in each file's temporary directory.
import pg from 'pg'

/** The base URL's database name; ./setup.ts names each file's database `<name>_<12 hex digits>`. */
function target(): { admin: string; pattern: string } | null {
  const base = process.env.INT_TEST_POSTGRES_URL
  if (!base) return null
  const url = new URL(base)
  const name = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, '')) || 'site_int'
  // The maintenance database every server has: the per-file databases cannot be dropped from themselves.
  url.pathname = '/postgres'
  return { admin: url.toString(), pattern: `^${name.replace(/[^a-z0-9_]/gi, '\\$&')}_[0-9a-f]{12}$` }
}

async function dropTestDatabases(): Promise<void> {
  const t = target()
  if (!t) return
  const client = new pg.Client({ connectionString: t.admin })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname ~ $1', [
      t.pattern,
    ])
    // FORCE: a pool a test file left open must not keep its database alive.
    for (const { datname } of rows)
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

export async function setup(): Promise<() => Promise<void>> {
  await dropTestDatabases()
  return dropTestDatabases
}
