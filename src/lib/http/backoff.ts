// Growing delays per client key, built on the one fixed-window limiter (./rateLimit.ts): the limiter
// grants a few free attempts per window; past them each attempt is still allowed, but only after a delay
// that doubles with every further attempt, until the key has been quiet for `forgetMs`. For sign-in, where a plain fixed window would either let a
// guesser try `limit` passwords per window forever or, keyed by account, let anyone lock the real owner
// out (docs/decisions/017-admin-sign-in.md).
import { DEFAULT_MAX_KEYS, RateLimiter, type Awaitable, type RateLimitResult } from './rateLimit'

export type BackoffOptions = {
  /** Attempts per key per window that cost nothing. */
  free: number
  windowMs: number
  /** The delay after the first attempt past the free ones; each further one doubles it. */
  baseDelayMs: number
  maxDelayMs: number
  /**
   * A key with no strike for this long is forgotten: its next delay starts again from the base. At least
   * `maxDelayMs`, so no key is forgotten while it still has to wait.
   */
  forgetMs: number
  maxKeys?: number
}

type Penalty = { strikes: number; at: number; until: number }

/** What sign-in uses: Backoff in memory, or its shared twin on PostgreSQL (src/lib/cluster/rateLimits.ts). */
export interface BackoffStore {
  attempt(key: string, now?: number): Awaitable<RateLimitResult>
  succeeded(key: string): Awaitable<void>
}

export class Backoff implements BackoffStore {
  private readonly free: RateLimiter
  // Insertion order is last-strike order (a key is re-inserted on each strike): the front is the stalest.
  private readonly penalties = new Map<string, Penalty>()
  private readonly maxKeys: number
  private readonly forgetMs: number

  constructor(private readonly options: BackoffOptions) {
    this.maxKeys = Math.max(1, options.maxKeys ?? DEFAULT_MAX_KEYS)
    this.forgetMs = Math.max(options.forgetMs, options.maxDelayMs)
    this.free = new RateLimiter({ limit: options.free, windowMs: options.windowMs, maxKeys: this.maxKeys })
  }

  /** Keys under a delay (for tests). */
  get size(): number {
    return this.penalties.size
  }

  /**
   * Records one attempt of `key` and tells whether it may go ahead. Counted before its outcome is known,
   * so a burst of parallel attempts cannot all pass before the first of them fails; `succeeded` forgives.
   */
  attempt(key: string, now = Date.now()): RateLimitResult {
    this.dropForgotten(now)
    const penalty = this.penalties.get(key)
    if (penalty && penalty.until > now) return { ok: false, retryAfterSeconds: Math.ceil((penalty.until - now) / 1000) }
    // A key already delayed gets no fresh free attempts when the window turns, until it is forgotten.
    if (!penalty && this.free.take(key, { now }).ok) return { ok: true }
    // Past the free attempts: this one goes ahead, and the next waits twice as long as the last wait.
    const strikes = (penalty?.strikes ?? 0) + 1
    const delay = Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** Math.min(strikes - 1, 30))
    this.penalties.delete(key)
    if (this.penalties.size >= this.maxKeys) {
      const stalest = this.penalties.keys().next()
      if (!stalest.done) this.penalties.delete(stalest.value)
    }
    this.penalties.set(key, { strikes, at: now, until: now + delay })
    return { ok: true }
  }

  /** The attempt was legitimate (a correct password): the key's delays start again from nothing. */
  succeeded(key: string): void {
    this.penalties.delete(key)
  }

  private dropForgotten(now: number) {
    for (const [key, penalty] of this.penalties) {
      if (now - penalty.at < this.forgetMs) break
      this.penalties.delete(key)
    }
  }
}
