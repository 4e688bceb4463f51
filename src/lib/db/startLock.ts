import pg from 'pg'

/** The advisory lock's key: the same text on every instance of this site. */
const KEY = 'jaatmeveo-website:migrate-and-seed'

/**
 * On PostgreSQL several instances may start at once on one empty database: without a lock each would run
 * the migrations and the seed, and all but one would fail on tables or rows the first had just created.
 * This holds a session-level advisory lock on a connection of its own while the caller migrates and seeds
 * (scripts/ops/seed.ts, which `npm start` runs before it serves); the other instances wait for it, then find
 * the migrations applied and the content there. Ending the session releases the lock, also when the
 * process dies. Returns the release; on SQLite, where one process owns the file, there is nothing to hold.
 */
export async function holdStartLock(databaseUrl: string): Promise<() => Promise<void>> {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) return async () => {}
  const client = new pg.Client({ connectionString: databaseUrl })
  try {
    await client.connect()
  } catch (error) {
    // A database that does not exist yet is created by Payload's adapter on connect; racing to create a
    // database is an unusual first deployment, and the loser only fails to start (a restart succeeds).
    if ((error as { code?: string }).code === '3D000') return async () => {}
    throw error
  }
  await client.query('SELECT pg_advisory_lock(hashtext($1))', [KEY])
  return async () => {
    await client.end()
  }
}
