// The rate limits of a site served by several instances on one PostgreSQL (decision 025): the same
// interfaces as the in-memory RateLimiter, RecentSet and Backoff (src/lib/http/rateLimit.ts, backoff.ts),
// with the counts in shared tables (created by the PostgreSQL migrations, src/migrations-postgres), so a client that spreads its requests over the instances
// still has one budget. Each take is one upsert whose WHERE clause is the limit: PostgreSQL re-checks it
// on the row's latest version under the row lock, so parallel takes on any instances never overshoot.
import type { Pool } from 'pg'
import { Backoff, type BackoffOptions, type BackoffStore } from '@/lib/http/backoff'
import {
  quotaLeft,
  RateLimiter,
  RecentSet,
  type RateLimiterOptions,
  type RateLimitResult,
  type RateLimitStore,
  type RecentStore,
} from '@/lib/http/rateLimit'
import { clusterPool, clustered } from './pool'

/** Where a shared store finds its pool: Payload's by default; tests give each "instance" its own. */
export type PoolSource = () => Promise<Pool>

const retryAfter = (until: number, now: number): RateLimitResult => ({
  ok: false,
  retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)),
})

// The window and the item set in one row: one statement decides and records. Repeats of a counted item
// keep the array as it is; a new one is appended only while fewer than the limit are counted, so the
// array never holds more than `limit` items (30 per client, the site's few thousand at most).
const TAKE = `
INSERT INTO cluster_rate_windows AS w (scope, key, window_start, expires_at, requests, items)
VALUES ($1, $2, $3, $4, 1, CASE WHEN $5::text IS NULL THEN '{}'::text[] ELSE ARRAY[$5::text] END)
ON CONFLICT (scope, key, window_start) DO UPDATE SET
  requests = w.requests + 1,
  items = CASE WHEN $5::text IS NULL OR $5::text = ANY (w.items) THEN w.items ELSE array_append(w.items, $5::text) END
WHERE w.requests < $6 AND ($5::text IS NULL OR $5::text = ANY (w.items) OR cardinality(w.items) < $7)
RETURNING requests, cardinality(items) AS items`

/**
 * A fixed window per key, as RateLimiter, but aligned to the clock (every instance must agree on which
 * window a request falls in: a window starting at the key's first request would need that first request's
 * time read back everywhere). `scope` names the limiter: the lookup's client level, the contact form, …
 */
export class PostgresRateLimiter implements RateLimitStore {
  private readonly requestCap: number

  constructor(
    private readonly scope: string,
    private readonly options: RateLimiterOptions,
    private readonly pool: PoolSource = clusterPool,
  ) {
    this.requestCap = options.distinct ? options.limit * options.distinct.repeatFactor : options.limit
  }

  private windowOf(now: number): number {
    return now - (now % this.options.windowMs)
  }

  async take(key: string, { item, now = Date.now() }: { item?: string; now?: number } = {}): Promise<RateLimitResult> {
    const { limit, windowMs, distinct } = this.options
    if (limit <= 0) return { ok: true }
    const start = this.windowOf(now)
    const pool = await this.pool()
    const counted = await pool.query<{ requests: number; items: number }>(TAKE, [
      this.scope,
      key,
      start,
      start + windowMs,
      distinct ? (item ?? '') : null,
      this.requestCap,
      limit,
    ])
    const row = counted.rows[0]
    if (!row) return retryAfter(start + windowMs, now)
    const resetSeconds = Math.max(1, Math.ceil((start + windowMs - now) / 1000))
    return {
      ok: true,
      quota: quotaLeft(limit, this.requestCap, row.requests, distinct ? row.items : undefined, resetSeconds),
    }
  }

  async peek(key: string, now = Date.now()): Promise<RateLimitResult> {
    if (this.options.limit <= 0) return { ok: true }
    const start = this.windowOf(now)
    const pool = await this.pool()
    const { rows } = await pool.query<{ requests: number }>(
      'SELECT requests FROM cluster_rate_windows WHERE scope = $1 AND key = $2 AND window_start = $3',
      [this.scope, key, start],
    )
    const requests = rows[0]?.requests ?? 0
    return requests < this.requestCap ? { ok: true } : retryAfter(start + this.options.windowMs, now)
  }
}

/** RecentSet's shared twin: one row per key with the moment it is forgotten. */
export class PostgresRecentSet implements RecentStore {
  constructor(
    private readonly scope: string,
    private readonly options: { ttlMs: number },
    private readonly pool: PoolSource = clusterPool,
  ) {}

  async touch(key: string, now = Date.now()): Promise<boolean> {
    const pool = await this.pool()
    const touched = await pool.query(
      'UPDATE cluster_recent SET expires_at = $3 WHERE scope = $1 AND key = $2 AND expires_at > $4',
      [this.scope, key, now + this.options.ttlMs, now],
    )
    return (touched.rowCount ?? 0) > 0
  }

  async add(key: string, now = Date.now()): Promise<void> {
    const pool = await this.pool()
    await pool.query(
      `INSERT INTO cluster_recent (scope, key, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (scope, key) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
      [this.scope, key, now + this.options.ttlMs],
    )
  }
}

// A strike: the first one, or one more after the key's last wait ended; a key forgotten (no strike for
// forgetMs) starts again from one. Refused (no row returned) while the key still has to wait.
const STRIKE = `
INSERT INTO cluster_backoff AS b (scope, key, strikes, struck_at, until)
VALUES ($1, $2, 1, $3::bigint, $3::bigint + $4::bigint)
ON CONFLICT (scope, key) DO UPDATE SET
  strikes = CASE WHEN b.struck_at <= $3::bigint - $6::bigint THEN 1 ELSE b.strikes + 1 END,
  struck_at = $3::bigint,
  until = $3::bigint + LEAST($5::bigint, $4::bigint * power(2, LEAST(CASE WHEN b.struck_at <= $3::bigint - $6::bigint THEN 0 ELSE b.strikes END, 30)))::bigint
WHERE b.until <= $3::bigint
RETURNING strikes`

/** Backoff (src/lib/http/backoff.ts) with its free attempts and its delays in the shared tables. */
export class PostgresBackoff implements BackoffStore {
  private readonly free: PostgresRateLimiter
  private readonly forgetMs: number

  constructor(
    private readonly scope: string,
    private readonly options: BackoffOptions,
    private readonly pool: PoolSource = clusterPool,
  ) {
    this.forgetMs = Math.max(options.forgetMs, options.maxDelayMs)
    this.free = new PostgresRateLimiter(`${scope}.free`, { limit: options.free, windowMs: options.windowMs }, pool)
  }

  async attempt(key: string, now = Date.now()): Promise<RateLimitResult> {
    const pool = await this.pool()
    const penaltyOf = async () =>
      (
        await pool.query<{ struck_at: string; until: string }>(
          'SELECT struck_at, until FROM cluster_backoff WHERE scope = $1 AND key = $2 AND struck_at > $3',
          [this.scope, key, now - this.forgetMs],
        )
      ).rows[0]
    const penalty = await penaltyOf()
    if (penalty && Number(penalty.until) > now) return retryAfter(Number(penalty.until), now)
    // A key already delayed gets no fresh free attempts when the window turns, until it is forgotten.
    if (!penalty && (await this.free.take(key, { now })).ok) return { ok: true }
    const struck = await pool.query(STRIKE, [
      this.scope,
      key,
      now,
      this.options.baseDelayMs,
      this.options.maxDelayMs,
      this.forgetMs,
    ])
    if (struck.rowCount) return { ok: true }
    // Another instance struck this key a moment ago: this attempt waits like any other.
    const after = await penaltyOf()
    return after ? retryAfter(Number(after.until), now) : { ok: true }
  }

  async succeeded(key: string): Promise<void> {
    const pool = await this.pool()
    await pool.query('DELETE FROM cluster_backoff WHERE scope = $1 AND key = $2', [this.scope, key])
  }
}

/**
 * Deletes windows that have ended, known keys past their time and delays long forgotten. Run about once a
 * minute by the jobs leader (./leader.ts): the tables then hold the current minute's keys, not history.
 */
export async function pruneRateLimits(pool: Pool, now = Date.now(), forgetMs = 24 * 60 * 60_000): Promise<number> {
  const a = await pool.query('DELETE FROM cluster_rate_windows WHERE expires_at <= $1', [now])
  const b = await pool.query('DELETE FROM cluster_recent WHERE expires_at <= $1', [now])
  const c = await pool.query('DELETE FROM cluster_backoff WHERE until <= $1 AND struck_at <= $2', [now, now - forgetMs])
  return (a.rowCount ?? 0) + (b.rowCount ?? 0) + (c.rowCount ?? 0)
}

// The stores each caller uses: in memory on SQLite (one process, the embedded default, as fast as before),
// shared on PostgreSQL. Callers keep them in a process singleton, as before.

export function sharedRateLimiter(scope: string, options: RateLimiterOptions): RateLimitStore {
  return clustered() ? new PostgresRateLimiter(scope, options) : new RateLimiter(options)
}

export function sharedRecentSet(scope: string, options: { ttlMs: number; maxKeys?: number }): RecentStore {
  return clustered() ? new PostgresRecentSet(scope, options) : new RecentSet(options)
}

export function sharedBackoff(scope: string, options: BackoffOptions): BackoffStore {
  return clustered() ? new PostgresBackoff(scope, options) : new Backoff(options)
}
