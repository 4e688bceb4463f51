import { clientKey } from '@/lib/http/client'
import { ApiError } from '@/lib/http/errors'
import { RateLimiter } from '@/lib/http/rateLimit'
import { processSingleton } from '@/lib/singleton'
import { contractNumberSchema } from './schema'

// The one gate every lookup passes, whichever server answers it (the page, a Next route handler, the
// custom server's fast path): validate the number, then spend the client's per-minute budget.
// Pure: no Payload, no Next, so the fast-path bundle can carry it.

export type LookupLimits = { perMinute: number }

/**
 * Contract numbers are nearly sequential and every answer reveals an address, so what is limited is how
 * many DIFFERENT contracts one client looks up per minute; repeats of one already looked up (a calendar
 * app polling, a reload, paging through cards) are free up to REPEAT_FACTOR × the limit.
 */
export const REPEAT_FACTOR = 10
export const LOOKUP_LIMITER_KEY = 'jaatmeveo.discharges.lookupLimiter'

/** One limiter per process, shared by the page, the routes and the fast path; the first caller's limit holds. */
export function sharedLookupLimiter(perMinute: number): RateLimiter {
  return processSingleton(
    LOOKUP_LIMITER_KEY,
    () => new RateLimiter({ limit: perMinute, windowMs: 60_000, distinct: { repeatFactor: REPEAT_FACTOR } }),
  )
}

export type Admission =
  | { ok: true; contractNumber: string }
  | { ok: false; reason: 'invalid'; error: ApiError }
  | { ok: false; reason: 'rateLimited'; contractNumber: string; retryAfterSeconds: number; error: ApiError }

/** `client` is the decided client address (src/lib/http/client.ts); IPv6 counts per /64. */
export function admitLookup(raw: string | null | undefined, client: string, limits: LookupLimits): Admission {
  const parsed = contractNumberSchema.safeParse(raw ?? undefined)
  if (!parsed.success) {
    return {
      ok: false,
      reason: 'invalid',
      error: new ApiError(400, 'invalid_contract_number', parsed.error.issues[0]?.message ?? 'invalid contractNumber'),
    }
  }
  const limit = sharedLookupLimiter(limits.perMinute).take(clientKey(client), { item: parsed.data })
  if (!limit.ok) {
    const { retryAfterSeconds } = limit
    const error = new ApiError(429, 'rate_limited', `Too many lookups; try again in ${retryAfterSeconds} s.`, {
      headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' },
    })
    return { ok: false, reason: 'rateLimited', contractNumber: parsed.data, retryAfterSeconds, error }
  }
  return { ok: true, contractNumber: parsed.data }
}

export const unavailable = () =>
  new ApiError(503, 'unavailable', 'Discharge data is temporarily unavailable.', {
    headers: { 'Cache-Control': 'no-store' },
  })
