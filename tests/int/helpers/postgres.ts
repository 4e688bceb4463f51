// Vitest globalSetup of the integration tests: on a PostgreSQL run (INT_TEST_POSTGRES_URL, ./setup.ts)
// names the run and drops its per-file databases once all files have run. Only this run's: another run on
// the same server (a developer's beside CI's) keeps its own. Nothing to do on SQLite, whose files live in
// each file's temporary directory.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { dropDatabase } from '../../../scripts/test/multi-instance.mjs'

export async function setup(): Promise<(() => Promise<void>) | void> {
  const base = process.env.INT_TEST_POSTGRES_URL
  if (!base) return
  // Read by ./setup.ts in each test file's process, which inherits this environment.
  const run = randomBytes(4).toString('hex')
  process.env.INT_TEST_POSTGRES_RUN = run
  return async () => {
    const url = new URL(base)
    const name = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, '')) || 'site_int'
    // The maintenance database every server has: the per-file databases cannot be dropped from themselves.
    url.pathname = '/postgres'
    const client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    try {
      const { rows } = await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE $1 || '\\_' || $2 || '\\_%'",
        [name.replace(/[\\%_]/g, '\\$&'), run],
      )
      // A pool a test file left open must not keep its database alive (dropDatabase).
      for (const { datname } of rows) await dropDatabase(client, datname)
    } finally {
      await client.end()
    }
  }
}
