// Per-client lookup limit shared by the page, the compatibility endpoint, our API and the calendar feed.
// Contract numbers are nearly sequential and every answer reveals an address, so what is limited is how
// many DIFFERENT contracts one client looks up per window. Asking again for a contract already looked up
// in the window (a calendar app polling, a page reload, paging through cards) costs nothing against that
// budget; a looser cap on all requests (REPEAT_FACTOR × limit) still stops plain hammering.
// In memory per process: with several instances each enforces its own window (see decision 004).

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

export const REPEAT_FACTOR = 10

type Entry = { windowStart: number; contracts: Set<string>; requests: number }

export class LookupRateLimiter {
  private entries = new Map<string, Entry>()
  private lastSweep = 0

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  check(client: string, contractNumber: string, now = Date.now()): RateLimitResult {
    if (this.limit <= 0) return { ok: true }
    this.sweep(now)
    let entry = this.entries.get(client)
    if (!entry || now - entry.windowStart >= this.windowMs) {
      entry = { windowStart: now, contracts: new Set(), requests: 0 }
      this.entries.set(client, entry)
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((entry.windowStart + this.windowMs - now) / 1000))
    if (entry.requests >= this.limit * REPEAT_FACTOR) return { ok: false, retryAfterSeconds }
    if (!entry.contracts.has(contractNumber) && entry.contracts.size >= this.limit) return { ok: false, retryAfterSeconds }
    entry.requests++
    entry.contracts.add(contractNumber)
    return { ok: true }
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return
    this.lastSweep = now
    for (const [key, entry] of this.entries) if (now - entry.windowStart >= this.windowMs) this.entries.delete(key)
  }
}

// One limiter per process on globalThis: Next bundles pages and route handlers separately, and the
// custom server's fast path (src/server/lookup-fast-path.ts) is another bundle again; a module-level
// instance would give each its own budget. Whoever asks first creates it.
const KEY = Symbol.for('jaatmeveo.discharges.lookupLimiter')
const store = globalThis as unknown as Record<symbol, LookupRateLimiter | undefined>

export function sharedLookupLimiter(limitPerMinute: number): LookupRateLimiter {
  return (store[KEY] ??= new LookupRateLimiter(limitPerMinute))
}

/** What clientAddress reads: a fetch `Headers` or anything with the same `get`. */
export type HeaderSource = { get(name: string): string | null }

/**
 * The client address: the entry `trustedHops` from the right of X-Forwarded-For (1 = the address the
 * nearest proxy saw; Next's own server fills the header from the socket when no proxy sent one),
 * else X-Real-IP, else "unknown".
 */
export function clientAddress(headers: HeaderSource, trustedHops = 1): string {
  const forwarded = headers.get('x-forwarded-for')
  if (forwarded) {
    const parts = forwarded.split(',').map((p) => p.trim()).filter(Boolean)
    const pick = parts[Math.max(0, parts.length - Math.max(1, trustedHops))]
    if (pick) return pick
  }
  return headers.get('x-real-ip')?.trim() || 'unknown'
}
