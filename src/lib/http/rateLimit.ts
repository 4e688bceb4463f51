// The one in-memory rate limiter: a fixed window per key that starts at the key's first request.
// Keys are client keys (src/lib/http/client.ts `clientKey`). In memory per process: the store of the
// embedded SQLite site (one process). On PostgreSQL, where several instances serve one site, the same
// interface is backed by shared tables (src/lib/cluster/rateLimits.ts, decision 025).

import type { Quota } from './rateLimitHeaders'

/** `quota`: what the take left of the key's budget (none when the limiter is off), for the RateLimit header. */
export type RateLimitResult = { ok: true; quota?: Quota } | { ok: false; retryAfterSeconds: number }

/** A result now (in memory) or once the shared store has answered (PostgreSQL): callers `await` both. */
export type Awaitable<T> = T | Promise<T>

/** What the callers use: the in-memory RateLimiter or the shared one (src/lib/cluster/rateLimits.ts). */
export interface RateLimitStore {
  take(key: string, options?: { item?: string; now?: number }): Awaitable<RateLimitResult>
  peek(key: string, now?: number): Awaitable<RateLimitResult>
}

/** The lookup's memory of known (client, contract) pairs: RecentSet, or its shared twin. */
export interface RecentStore {
  /** Whether `key` was seen within the time to live; if so it counts as seen again now (sliding). */
  touch(key: string, now?: number): Awaitable<boolean>
  add(key: string, now?: number): Awaitable<void>
}

export type RateLimiterOptions = {
  /** Requests (or, with `distinct`, different items) per key per window; 0 or less turns the limiter off. */
  limit: number
  windowMs: number
  /**
   * Count different items (contract numbers) instead of requests. Asking again for an item already
   * counted in the window (a calendar app polling, a reload) costs nothing against `limit`; a looser cap of
   * `repeatFactor × limit` requests still stops plain hammering.
   */
  distinct?: { repeatFactor: number }
  /**
   * At most this many keys are tracked. Past it the key whose window started first is dropped (it gets
   * a fresh budget): memory stays bounded however many addresses a flood uses.
   */
  maxKeys?: number
}

/**
 * What is left after a take: with distinct items, the different items still allowed (what the policy
 * announces), unless the looser cap on plain requests is nearer; otherwise the requests still allowed.
 */
export function quotaLeft(
  limit: number,
  requestCap: number,
  requests: number,
  items: number | undefined,
  resetSeconds: number,
): Quota {
  const requestsLeft = requestCap - requests
  const remaining = items === undefined ? requestsLeft : Math.min(limit - items, requestsLeft)
  return { remaining: Math.max(0, remaining), resetSeconds }
}

// Measured: 20 000 keys of the lookup limiter, each at its full 30 contracts, hold about 37 MB of heap;
// keys of the contact form's request count are a few dozen bytes each.
export const DEFAULT_MAX_KEYS = 20_000

type Entry = { windowStart: number; requests: number; items: Set<string> | null }

export class RateLimiter implements RateLimitStore {
  // Insertion order is window-start order (an entry whose window restarts is re-inserted), so the
  // expired entries are always at the front and the oldest live one is the first to evict.
  private entries = new Map<string, Entry>()
  private readonly maxKeys: number
  private readonly requestCap: number

  constructor(private readonly options: RateLimiterOptions) {
    this.maxKeys = Math.max(1, options.maxKeys ?? DEFAULT_MAX_KEYS)
    this.requestCap = options.distinct ? options.limit * options.distinct.repeatFactor : options.limit
  }

  /** Keys currently tracked (for tests and health output). */
  get size(): number {
    return this.entries.size
  }

  /** Records one request of `key` (for `item`, in distinct mode) and tells whether it is allowed. */
  take(key: string, { item = '', now = Date.now() }: { item?: string; now?: number } = {}): RateLimitResult {
    const { limit, windowMs, distinct } = this.options
    if (limit <= 0) return { ok: true }
    this.dropExpired(now)
    let entry = this.entries.get(key)
    if (!entry) {
      if (this.entries.size >= this.maxKeys) {
        const oldest = this.entries.keys().next()
        if (!oldest.done) this.entries.delete(oldest.value)
      }
      entry = { windowStart: now, requests: 0, items: distinct ? new Set() : null }
      this.entries.set(key, entry)
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((entry.windowStart + windowMs - now) / 1000))
    if (entry.requests >= this.requestCap) return { ok: false, retryAfterSeconds }
    if (entry.items && !entry.items.has(item) && entry.items.size >= limit) return { ok: false, retryAfterSeconds }
    entry.items?.add(item)
    entry.requests++
    return { ok: true, quota: quotaLeft(limit, this.requestCap, entry.requests, entry.items?.size, retryAfterSeconds) }
  }

  /** Whether `take` would refuse `key` now, without counting anything (a check before costly work). */
  peek(key: string, now = Date.now()): RateLimitResult {
    const entry = this.entries.get(key)
    if (!entry || this.options.limit <= 0 || now - entry.windowStart >= this.options.windowMs) return { ok: true }
    if (entry.requests < this.requestCap) return { ok: true }
    return {
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil((entry.windowStart + this.options.windowMs - now) / 1000)),
    }
  }

  private dropExpired(now: number) {
    for (const [key, entry] of this.entries) {
      if (now - entry.windowStart < this.options.windowMs) break
      this.entries.delete(key)
    }
  }
}

/**
 * Keys seen in the last `ttlMs`, at most `maxKeys` of them (the oldest forgotten first): the lookup's
 * memory of which client asked for which contract before. The same bounded, insertion-ordered map as
 * RateLimiter's; a cache library would add a dependency for these few lines.
 */
export class RecentSet implements RecentStore {
  private seen = new Map<string, number>()
  private readonly maxKeys: number

  constructor(private readonly options: { ttlMs: number; maxKeys?: number }) {
    this.maxKeys = Math.max(1, options.maxKeys ?? 200_000)
  }

  get size(): number {
    return this.seen.size
  }

  has(key: string, now = Date.now()): boolean {
    const at = this.seen.get(key)
    if (at === undefined) return false
    if (now - at < this.options.ttlMs) return true
    this.seen.delete(key)
    return false
  }

  touch(key: string, now = Date.now()): boolean {
    if (!this.has(key, now)) return false
    this.add(key, now)
    return true
  }

  /** Records `key` as seen now (moving it to the back). */
  add(key: string, now = Date.now()): void {
    this.seen.delete(key)
    if (this.seen.size >= this.maxKeys) {
      const oldest = this.seen.keys().next()
      if (!oldest.done) this.seen.delete(oldest.value)
    }
    this.seen.set(key, now)
  }
}
