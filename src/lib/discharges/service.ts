import 'server-only'
import { z } from 'zod'
import { cms } from '@/lib/content/payload'
import { env } from '@/lib/env'
import { todayInTallinn } from './dates'
import { LookupRateLimiter, clientAddress, type RateLimitResult } from './rate-limit'
import { dbOf, findUpcoming } from './repository'
import { contractNumberSchema, type Discharge } from './schema'

// The one entry point of pages and route handlers: limit, then look up from today in Tallinn.

// One limiter per process on globalThis: Next bundles pages and route handlers separately, and a
// module-level instance would give the page and the endpoints separate budgets.
const KEY = Symbol.for('jaatmeveo.discharges.lookupLimiter')
const store = globalThis as unknown as Record<symbol, LookupRateLimiter | undefined>
const limiterOf = () => (store[KEY] ??= new LookupRateLimiter(env().DISCHARGES_RATE_LIMIT_PER_MINUTE))

export function checkLookupLimit(headers: Headers, contractNumber: string): RateLimitResult {
  return limiterOf().check(clientAddress(headers, env().DISCHARGES_TRUSTED_PROXY_HOPS), contractNumber)
}

export async function upcomingDischarges(contractNumber: string, now = new Date()): Promise<Discharge[]> {
  const payload = await cms()
  return findUpcoming(dbOf(payload), contractNumber, todayInTallinn(now))
}

export const contractQuerySchema = z.object({ contractNumber: contractNumberSchema })

/** Data that changes once a day: fresh for 10 minutes (SPEC section 9), then revalidated. */
export const DISCHARGES_CACHE_CONTROL = 'public, max-age=600, stale-while-revalidate=600'
