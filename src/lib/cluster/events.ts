// Content expiry across processes (decision 025): a process that expires cache tags or marks the search
// stale also writes one row to the database's events table; every server polls the table (one indexed
// query a poll) and applies the other processes' rows to its own caches. Polling rather than LISTEN/NOTIFY
// alone: a notification sent while an instance was reconnecting is lost, a row is not; at 750 ms the delay
// is well under the 5 s an editor may wait, and an idle poll costs one index probe. The table lives in the
// site's database either way: cluster_events on PostgreSQL (several instances, scripts), and on SQLite the
// same for a script (`npm run import:wordpress`, `npm run seed`) that changes the file a server reads
// (src/lib/db/sqlite/events.ts). The listener below is the same for both; an EventStore is the database's part.
import type { Pool } from 'pg'
import { log } from '@/lib/log'
import { clustered, instanceId, registeredClusterPool } from './pool'
import type { EventStore, ExpiryEvent, StoredEvent } from '@/lib/db/events'
import { registeredSqliteEvents } from '@/lib/db/sqlite/events'

export type { EventStore, ExpiryEvent, StoredEvent } from '@/lib/db/events'

// Rows are read again for this long after they were written: a row whose id was taken before a lower
// one committed (ids come from a sequence, commits in any order) would otherwise be skipped for good.
const LOOKBACK_SECONDS = 10

type PgRow = { id: string; origin: string; tags: string[]; search: string[] }
const postgresStores = new WeakMap<Pool, EventStore>()

/** The events on PostgreSQL: cluster_events (created by the migrations), read with a look-back for late commits. */
export function postgresEvents(pool: Pool): EventStore {
  let store = postgresStores.get(pool)
  if (store) return store
  store = {
    queued: false,
    async written() {
      const { rows } = await pool.query<{ id: string }>(
        `SELECT id::text FROM cluster_events WHERE at > clock_timestamp() - make_interval(secs => $1)
         UNION ALL SELECT coalesce(max(id), 0)::text FROM cluster_events`,
        [LOOKBACK_SECONDS],
      )
      return rows.map((r) => r.id)
    },
    async since(cursor) {
      const { rows } = await pool.query<PgRow>(
        `SELECT id::text, origin, tags, search FROM cluster_events
         WHERE id > $1 OR at > clock_timestamp() - make_interval(secs => $2) ORDER BY id`,
        [cursor.toString(), LOOKBACK_SECONDS],
      )
      return rows
    },
    async insert(origin, { tags, search }) {
      await pool.query('INSERT INTO cluster_events (origin, tags, search) VALUES ($1, $2, $3)', [origin, tags, search])
    },
    async prune(olderThanMs) {
      const deleted = await pool.query(
        'DELETE FROM cluster_events WHERE at < clock_timestamp() - make_interval(secs => $1)',
        [olderThanMs / 1000],
      )
      return deleted.rowCount ?? 0
    },
  }
  postgresStores.set(pool, store)
  return store
}

/**
 * This process's store once Payload has started in it (payload.config.ts onInit registers the pool or the
 * SQLite client); none before (nothing in the process can have changed content then).
 */
export function registeredEventStore(): EventStore | undefined {
  if (!clustered()) return registeredSqliteEvents()
  const pool = registeredClusterPool()
  return pool && postgresEvents(pool)
}

const pending = new Set<Promise<void>>()

/**
 * Writes the event for the other processes. A failure is logged, never thrown: the editor's change is
 * saved, and the other processes' readers still expire by their time limits. On SQLite the write waits
 * for the caller's transaction to commit (one writer), so it is queued and not waited for here;
 * `expiriesWritten` waits for it (a script before it exits).
 */
export async function publishExpiry(
  event: Partial<ExpiryEvent>,
  store: EventStore | undefined = registeredEventStore(),
  origin = instanceId(),
): Promise<void> {
  const tags = event.tags ?? []
  const search = event.search ?? []
  if (!store || (tags.length === 0 && search.length === 0)) return
  const writing = store
    .insert(origin, { tags, search })
    .catch((error: unknown) =>
      log.error('cluster: expiry not broadcast to the other processes', { error, tags, search }),
    )
  if (!store.queued) return writing
  pending.add(writing)
  void writing.finally(() => pending.delete(writing))
}

/** Resolves once every expiry this process queued is written (or has failed and been logged). */
export async function expiriesWritten(): Promise<void> {
  while (pending.size) await Promise.all(pending)
}

/** Polls the events and hands every other process's event to `apply`, each once, in order. */
export class ExpiryListener {
  private cursor = 0n
  private readonly seen = new Map<string, number>()
  private timer: NodeJS.Timeout | undefined
  private polling: Promise<void> | undefined

  constructor(
    private readonly store: EventStore,
    private readonly apply: (event: ExpiryEvent) => void,
    private readonly options: { origin?: string; intervalMs?: number } = {},
  ) {}

  private get origin() {
    return this.options.origin ?? instanceId()
  }

  /** Starts after the events already written: what happened before this process started is in its reads. */
  async start(): Promise<void> {
    const now = Date.now()
    for (const id of await this.store.written()) {
      this.seen.set(id, now)
      if (BigInt(id) > this.cursor) this.cursor = BigInt(id)
    }
    const every = this.options.intervalMs ?? 750
    this.timer = setInterval(() => void this.poll(), every)
    this.timer.unref()
  }

  /** One poll (also for tests); overlapping calls share the running one. */
  poll(): Promise<void> {
    this.polling ??= this.read().finally(() => (this.polling = undefined))
    return this.polling
  }

  private async read(): Promise<void> {
    let rows: StoredEvent[]
    try {
      rows = await this.store.since(this.cursor)
    } catch (error) {
      log.warn('cluster: reading the other processes’ expiries failed; retrying', { error })
      return
    }
    const now = Date.now()
    for (const row of rows) {
      if (BigInt(row.id) > this.cursor) this.cursor = BigInt(row.id)
      if (this.seen.has(row.id)) continue
      this.seen.set(row.id, now)
      if (row.origin === this.origin || (row.tags.length === 0 && row.search.length === 0)) continue
      try {
        this.apply({ tags: row.tags, search: row.search })
      } catch (error) {
        log.error('cluster: applying another process’s expiry failed', { error })
      }
    }
    // Ids older than the look-back are never read again.
    for (const [id, at] of this.seen) if (now - at > 2 * LOOKBACK_SECONDS * 1000) this.seen.delete(id)
  }

  stop(): void {
    clearInterval(this.timer)
    this.timer = undefined
  }
}
