import { createHmac, timingSafeEqual } from 'node:crypto'

// Minimum fill time: the form carries the time it was rendered, signed so a bot cannot backdate it.
export function signTimestamp(secret: string, at: number): string {
  const mac = createHmac('sha256', secret).update(`contact-form:${at}`).digest('base64url')
  return `${at}.${mac}`
}

export type TimestampCheck = 'ok' | 'tooFast' | 'invalid' | 'expired'

export function checkTimestamp(secret: string, token: unknown, now: number, minSeconds: number, maxHours = 24): TimestampCheck {
  if (typeof token !== 'string') return 'invalid'
  const [atText, mac] = token.split('.')
  const at = Number(atText)
  if (!Number.isSafeInteger(at) || !mac) return 'invalid'
  const expected = signTimestamp(secret, at).split('.')[1]
  const a = Buffer.from(mac)
  const b = Buffer.from(expected)
  if (a.length !== b.length || !timingSafeEqual(a, b)) return 'invalid'
  if (now - at < minSeconds * 1000) return 'tooFast'
  if (now - at > maxHours * 3600 * 1000) return 'expired'
  return 'ok'
}

/**
 * Per-address sliding-window limit. In memory: enough for one server process; several instances
 * behind a load balancer each keep their own window (the limit then multiplies by the instance count).
 */
export class RateLimiter {
  private hits = new Map<string, number[]>()
  constructor(
    private limit: number,
    private windowMs: number,
  ) {}

  /** Records a hit and tells whether it is allowed. */
  take(key: string, now = Date.now()): boolean {
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs)
    if (recent.length >= this.limit) {
      this.hits.set(key, recent)
      return false
    }
    recent.push(now)
    this.hits.set(key, recent)
    if (this.hits.size > 10_000) this.prune(now)
    return true
  }

  private prune(now: number) {
    for (const [key, times] of this.hits) if (!times.some((t) => now - t < this.windowMs)) this.hits.delete(key)
  }
}
