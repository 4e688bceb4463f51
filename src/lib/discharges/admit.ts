import { clientKey, networkKey } from '@/lib/http/client'
import { log } from '@/lib/log'
import { ApiError } from '@/lib/http/errors'
import type { RateLimitStore, RecentStore } from '@/lib/http/rateLimit'
import { rateLimitHeaders, refusedHeaders, type Quota, type RateLimitPolicy } from '@/lib/http/rateLimitHeaders'
import { sharedRateLimiter, sharedRecentSet } from '@/lib/cluster/rateLimits'
import { processSingleton } from '@/lib/singleton'
import { PROPERTY_ID } from '@/lib/data/addressParts'
import { contractNumberSchema } from './schema'

// The one gate every lookup passes, whichever server answers it (the page, a Next route handler, the
// custom server's fast path): validate the number, then spend the client's per-minute budget.
// No Payload, no Next, so the fast-path bundle can carry it. The budget is kept in memory on SQLite and
// in shared tables on PostgreSQL, where several instances serve one site (decision 025).

export type LookupLimits = {
  /** Different contracts one client (an IPv4 address, an IPv6 /64) may look up per minute. */
  perMinute: number
  /** Different contracts one network (IPv4 /24, IPv6 /48) may look up per minute; default 5 × perMinute. */
  perNetworkPerMinute?: number
  /** Different contracts the whole site answers for per minute; default 100 × perMinute. */
  sitePerMinute?: number
}

/**
 * Contract numbers are nearly sequential and every answer reveals an address, so what is limited is how
 * many DIFFERENT contracts are looked up per minute, at three levels: one client,
 * its network (a spread over a /24 or a /48 is one actor more often than many), and the whole site (an
 * enumeration spread over many networks). Repeats of a contract already counted in the window (a
 * calendar app polling, a reload, paging through cards) are free up to REPEAT_FACTOR × the limit.
 *
 * A contract a client has looked up before (in the last KNOWN_HOURS) passes the network and site limits:
 * a household's calendar app or home-automation sensor polling hourly is never refused because someone
 * else is enumerating, while an enumeration asks for contracts it has never seen.
 */
/** The limits from the validated settings (src/lib/env), for every server that answers lookups. */
export function lookupLimitsFrom(config: {
  DISCHARGES_RATE_LIMIT_PER_MINUTE: number
  DISCHARGES_NETWORK_LIMIT_PER_MINUTE?: number
  DISCHARGES_SITE_LIMIT_PER_MINUTE?: number
}): LookupLimits {
  return {
    perMinute: config.DISCHARGES_RATE_LIMIT_PER_MINUTE,
    perNetworkPerMinute: config.DISCHARGES_NETWORK_LIMIT_PER_MINUTE,
    sitePerMinute: config.DISCHARGES_SITE_LIMIT_PER_MINUTE,
  }
}

export const REPEAT_FACTOR = 10
export const KNOWN_HOURS = 48
export const LOOKUP_LIMITER_KEY = 'jaatmeveo.discharges.lookupLimiter'

type Gate = {
  client: RateLimitStore
  network: RateLimitStore
  site: RateLimitStore
  known: RecentStore
  /**
   * Whether the network or the site limit is on. The known pairs exist only to let a household past those
   * two; with both off (a benchmark, an intranet mirror) remembering them is two writes per new contract
   * for nothing, on PostgreSQL the largest part of a lookup's cost (bench:lookup).
   */
  guarded: boolean
  lastAnomalyLog: number
}

/** One gate per process, shared by the page, the routes and the fast path; the first caller's limits hold. */
export function sharedLookupGate(limits: LookupLimits): Gate {
  return processSingleton(LOOKUP_LIMITER_KEY, () => {
    const distinct = { repeatFactor: REPEAT_FACTOR }
    const networkLimit = limits.perNetworkPerMinute ?? 5 * limits.perMinute
    const siteLimit = limits.sitePerMinute ?? 100 * limits.perMinute
    return {
      client: sharedRateLimiter('lookup.client', { limit: limits.perMinute, windowMs: 60_000, distinct }),
      network: sharedRateLimiter('lookup.network', { limit: networkLimit, windowMs: 60_000, distinct }),
      // One key: the item set is the whole site's; bounded by the limit itself.
      site: sharedRateLimiter('lookup.site', { limit: siteLimit, windowMs: 60_000, distinct }),
      known: sharedRecentSet('lookup.known', { ttlMs: KNOWN_HOURS * 3_600_000 }),
      guarded: networkLimit > 0 || siteLimit > 0,
      lastAnomalyLog: 0,
    }
  })
}

/** The quota clients are told of: different contracts or addresses per client per minute. */
export const lookupPolicy = (limits: LookupLimits): RateLimitPolicy => ({
  name: 'lookups',
  quota: limits.perMinute,
  windowSeconds: 60,
})

/** An admitted lookup's RateLimit headers (what the client's own budget has left). */
export type RateLimitAnswerHeaders = Record<string, string>

export type Admission =
  | { ok: true; contractNumber: string; rateLimit: RateLimitAnswerHeaders }
  | { ok: false; reason: 'invalid'; error: ApiError }
  | { ok: false; reason: 'rateLimited'; contractNumber: string; retryAfterSeconds: number; error: ApiError }

type Spent = { ok: true; quota?: Quota } | { ok: false; retryAfterSeconds: number }

/**
 * Spends the client's budget on one looked-up item (a contract number, or `a:` and a property id: contracts
 * and addresses share the budget, so switching between them gains nothing).
 */
/** A lookup refused for its budget: how long to wait, and the 429 that says so. */
const rateLimited = (limits: LookupLimits, retryAfterSeconds: number) => ({
  ok: false as const,
  reason: 'rateLimited' as const,
  retryAfterSeconds,
  error: refusal(limits, retryAfterSeconds),
})

async function spend(item: string, client: string, limits: LookupLimits, now: number): Promise<Spent> {
  const gate = sharedLookupGate(limits)
  const key = clientKey(client)
  const own = await gate.client.take(key, { item, now })
  if (!own.ok) return own
  // What the client is told it has left is its own budget; the network's and the site's guard floods.
  const admitted = { ok: true, quota: own.quota } as const
  if (!gate.guarded) return admitted
  const pair = `${key} ${item}`
  // Sliding: a client that keeps polling stays known.
  if (await gate.known.touch(pair, now)) return admitted
  const network = await gate.network.take(networkKey(client), { item, now })
  if (!network.ok) return network
  const site = await gate.site.take('site', { item, now })
  if (!site.ok) {
    // Logged at most once a minute: the operator learns of it, a flood does not fill the log.
    if (now - gate.lastAnomalyLog > 60_000) {
      gate.lastAnomalyLog = now
      log.warn('lookup: site-wide limit of different lookups per minute reached; new ones refused', {
        limit: limits.sitePerMinute ?? 100 * limits.perMinute,
      })
    }
    return site
  }
  await gate.known.add(pair, now)
  return admitted
}

const refusal = (limits: LookupLimits, retryAfterSeconds: number) =>
  new ApiError(429, 'rate_limited', `Too many lookups; try again in ${retryAfterSeconds} s.`, {
    headers: { ...refusedHeaders(lookupPolicy(limits), retryAfterSeconds), 'Cache-Control': 'no-store' },
  })

/** `client` is the decided client address (src/lib/http/client.ts); IPv6 counts per /64. */
export async function admitLookup(
  raw: string | null | undefined,
  client: string,
  limits: LookupLimits,
  now = Date.now(),
): Promise<Admission> {
  const parsed = contractNumberSchema.safeParse(raw ?? undefined)
  if (!parsed.success) {
    return {
      ok: false,
      reason: 'invalid',
      error: new ApiError(400, 'invalid_contract_number', parsed.error.issues[0]?.message ?? 'invalid contractNumber'),
    }
  }
  const contract = parsed.data
  const spent = await spend(contract, client, limits, now)
  if (!spent.ok) return { ...rateLimited(limits, spent.retryAfterSeconds), contractNumber: contract }
  return { ok: true, contractNumber: contract, rateLimit: rateLimitHeaders(lookupPolicy(limits), spent.quota) }
}

export type AddressAdmission =
  | { ok: true; propertyId: string; rateLimit: RateLimitAnswerHeaders }
  | { ok: false; reason: 'invalid'; error: ApiError }
  | { ok: false; reason: 'rateLimited'; propertyId: string; retryAfterSeconds: number; error: ApiError }

/** The address lookup's item in the shared budget and in the edge's admitted mark: never a contract number. */
export const addressItem = (propertyId: string) => `a:${propertyId}`

/** One address's schedule: the same gate and budget as a contract's. */
export async function admitAddressLookup(
  raw: string | null | undefined,
  client: string,
  limits: LookupLimits,
  now = Date.now(),
): Promise<AddressAdmission> {
  const id = (raw ?? '').trim()
  if (!PROPERTY_ID.test(id)) {
    return { ok: false, reason: 'invalid', error: new ApiError(400, 'invalid_address', 'Unknown address id.') }
  }
  const spent = await spend(addressItem(id), client, limits, now)
  if (!spent.ok) return { ...rateLimited(limits, spent.retryAfterSeconds), propertyId: id }
  return { ok: true, propertyId: id, rateLimit: rateLimitHeaders(lookupPolicy(limits), spent.quota) }
}

export const unavailable = () =>
  new ApiError(503, 'unavailable', 'Discharge data is temporarily unavailable.', {
    headers: { 'Cache-Control': 'no-store' },
  })
