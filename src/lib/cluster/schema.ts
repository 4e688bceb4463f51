// The cluster's own small tables on PostgreSQL. Created at first use with CREATE … IF NOT EXISTS rather
// than by a migration (decision 025): they exist only on PostgreSQL (a migration would need a SQLite twin
// to keep the two sets in step, tests/int/migrations.int.test.ts), they are no Payload collection, and
// every process that may need them (server, seed, import, tests) creates them itself, whatever the order.
// The rate-limit tables are UNLOGGED: a take writes no WAL and waits for no disk flush (measured: about
// 30 ms a take logged on this machine's disk, decision 025); PostgreSQL empties them after a crash and a
// standby does not have them, which gives every client a fresh budget once, a price worth the speed. The
// events stay logged: rare (an editor's save), and a promoted standby must still broadcast.
import type { Pool } from 'pg'

const DDL = `
CREATE UNLOGGED TABLE IF NOT EXISTS cluster_rate_windows (
  scope text NOT NULL,
  key text NOT NULL,
  window_start bigint NOT NULL,
  expires_at bigint NOT NULL,
  requests integer NOT NULL,
  items text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (scope, key, window_start)
);
CREATE INDEX IF NOT EXISTS cluster_rate_windows_expires_at ON cluster_rate_windows (expires_at);
CREATE UNLOGGED TABLE IF NOT EXISTS cluster_recent (
  scope text NOT NULL,
  key text NOT NULL,
  expires_at bigint NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX IF NOT EXISTS cluster_recent_expires_at ON cluster_recent (expires_at);
CREATE UNLOGGED TABLE IF NOT EXISTS cluster_backoff (
  scope text NOT NULL,
  key text NOT NULL,
  strikes integer NOT NULL,
  struck_at bigint NOT NULL,
  until bigint NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX IF NOT EXISTS cluster_backoff_struck_at ON cluster_backoff (struck_at);
CREATE TABLE IF NOT EXISTS cluster_events (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  origin text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  search text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS cluster_events_at ON cluster_events (at);
`

const ready = new WeakMap<Pool, Promise<void>>()

/**
 * Creates the tables once per pool. Under a transaction-level advisory lock: two instances starting at
 * once would otherwise race in CREATE TABLE IF NOT EXISTS (it is not atomic against itself in PostgreSQL).
 */
export function ensureClusterSchema(pool: Pool): Promise<void> {
  let done = ready.get(pool)
  if (!done) {
    done = (async () => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        await client.query("SELECT pg_advisory_xact_lock(hashtext('jaatmeveo-website:cluster-schema'))")
        await client.query(DDL)
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    })()
    // A failure (database briefly away) is retried by the next caller, not remembered.
    done.catch(() => ready.delete(pool))
    ready.set(pool, done)
  }
  return done
}
