// Content expiry across instances (decision 025): an instance that expires cache tags or marks the search
// stale also writes one row to cluster_events; every instance polls the table (one indexed query a poll)
// and applies the other instances' rows to its own caches. Polling rather than LISTEN/NOTIFY alone: a
// notification sent while an instance was reconnecting is lost, a row is not; at 750 ms the delay is well
// under the 5 s an editor may wait, and an idle poll costs one index probe.
import type { Pool } from 'pg'
import { log } from '@/lib/log'
import { clustered, instanceId, registeredClusterPool } from './pool'
import { ensureClusterSchema } from './schema'

export type ExpiryEvent = {
  /** Cache tags (src/lib/content/tags.ts) whose pages and data must be read afresh. */
  tags: string[]
  /** Collections whose documents the search must re-read ('*' for all). */
  search: string[]
}

type Row = { id: string; origin: string; tags: string[]; search: string[] }

/**
 * Writes the event for the other instances. Nothing on SQLite (one process), nor before this process has
 * started Payload (nothing in it can have changed content then). A failure is logged, never thrown: the
 * editor's change is saved, and the other instances' readers still expire by their time limits.
 */
export async function publishExpiry(
  event: Partial<ExpiryEvent>,
  pool: Pool | undefined = clustered() ? registeredClusterPool() : undefined,
  origin = instanceId(),
): Promise<void> {
  const tags = event.tags ?? []
  const search = event.search ?? []
  if (!pool || (tags.length === 0 && search.length === 0)) return
  try {
    await ensureClusterSchema(pool)
    await pool.query('INSERT INTO cluster_events (origin, tags, search) VALUES ($1, $2, $3)', [origin, tags, search])
  } catch (error) {
    log.error('cluster: expiry not broadcast to the other instances', { error, tags, search })
  }
}

// Rows are read again for this long after they were written: a row whose id was taken before a lower
// one committed (ids come from a sequence, commits in any order) would otherwise be skipped for good.
const LOOKBACK_SECONDS = 10

/** Polls cluster_events and hands every other instance's event to `apply`, each once. */
export class ExpiryListener {
  private cursor = 0n
  private readonly seen = new Map<string, number>()
  private timer: NodeJS.Timeout | undefined
  private polling: Promise<void> | undefined

  constructor(
    private readonly pool: Pool,
    private readonly apply: (event: ExpiryEvent) => void,
    private readonly options: { origin?: string; intervalMs?: number } = {},
  ) {}

  private get origin() {
    return this.options.origin ?? instanceId()
  }

  /** Starts after the events already written: what happened before this instance started is in its reads. */
  async start(): Promise<void> {
    await ensureClusterSchema(this.pool)
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT id::text FROM cluster_events WHERE at > clock_timestamp() - make_interval(secs => $1)
       UNION ALL SELECT coalesce(max(id), 0)::text FROM cluster_events`,
      [LOOKBACK_SECONDS],
    )
    const now = Date.now()
    for (const { id } of rows) {
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
    let rows: Row[]
    try {
      ;({ rows } = await this.pool.query<Row>(
        `SELECT id::text, origin, tags, search FROM cluster_events
         WHERE id > $1 OR at > clock_timestamp() - make_interval(secs => $2) ORDER BY id`,
        [this.cursor.toString(), LOOKBACK_SECONDS],
      ))
    } catch (error) {
      log.warn('cluster: reading the other instances’ expiries failed; retrying', { error })
      return
    }
    const now = Date.now()
    for (const row of rows) {
      if (BigInt(row.id) > this.cursor) this.cursor = BigInt(row.id)
      if (this.seen.has(row.id)) continue
      this.seen.set(row.id, now)
      if (row.origin === this.origin) continue
      try {
        this.apply({ tags: row.tags, search: row.search })
      } catch (error) {
        log.error('cluster: applying another instance’s expiry failed', { error })
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

/** Deletes events every instance has long read (run by the jobs leader, ./runtime.ts). */
export async function pruneEvents(pool: Pool, olderThanMs = 10 * 60_000): Promise<number> {
  await ensureClusterSchema(pool)
  const deleted = await pool.query(
    'DELETE FROM cluster_events WHERE at < clock_timestamp() - make_interval(secs => $1)',
    [olderThanMs / 1000],
  )
  return deleted.rowCount ?? 0
}
