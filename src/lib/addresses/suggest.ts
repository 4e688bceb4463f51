import { z } from 'zod'
import { sharedRateLimiter } from '@/lib/cluster/rateLimits'
import { clientKey, networkKey } from '@/lib/http/client'
import { ApiError, problemReply, type JsonReply } from '@/lib/http/errors'
import { rateLimitHeaders, refusedHeaders, type Quota, type RateLimitPolicy } from '@/lib/http/rateLimitHeaders'
import { tagGeneration } from '@/lib/http/pageCacheContext'
import { log } from '@/lib/log'
import { processSingleton } from '@/lib/singleton'
import { classifyLookup, LOOKUP_TEXT_MAX } from './input'
import type { AddressIndex } from './matcher'
import { inadsGateway, suggestAddresses, type AddressSearchSetting, type InadsGateway } from './search'
import { buildAddressIndex } from './matcher'
import { ADDRESS_INDEX_TAG } from './repository'
import type { AddressRecord } from './types'

// Address suggestions without Payload or Next, so that the production server can answer them before Next
// (src/server/index.ts, as it does the old lookup endpoint) and the Next route the same way where it cannot.
//
// The served addresses live in memory, one index per process: suggestions are asked on every pause in typing
// and must answer in milliseconds over 250,000 addresses, which a database LIKE cannot. The index is built on
// first use from the `addresses` table (through whichever loader asks first: the server's own connection or
// Payload's) and rebuilt when an import expires its tag, here or, on PostgreSQL, in another instance (the tag
// generation moves on either way); until the new index is ready the old one answers.

export type AddressLoader = () => Promise<AddressRecord[]>
type State = { index?: AddressIndex; generation?: string; building?: Promise<AddressIndex> }

const state = () => processSingleton<State>('jaatmeveo.addresses.index', () => ({}))

/** The current index; a stale one answers while its successor is built from `load`. */
export async function sharedAddressIndex(load: AddressLoader): Promise<AddressIndex> {
  const s = state()
  const generation = tagGeneration([ADDRESS_INDEX_TAG])
  if (s.index && s.generation === generation) return s.index
  if (!s.building) {
    const started = Date.now()
    s.building = load()
      .then((records) => {
        const index = buildAddressIndex(records)
        log.info('addresses: index built', { addresses: index.size, ms: Date.now() - started })
        Object.assign(state(), { index, generation })
        return index
      })
      .finally(() => {
        state().building = undefined
      })
    // A failed rebuild keeps the old index and is logged; the next question tries again.
    s.building.catch((error: unknown) => log.error('addresses: index build failed', { error: String(error) }))
  }
  return s.index ?? s.building
}

export const SUGGESTIONS_MAX = 8

export type SuggestSettings = {
  /** Suggestions per client and minute (five times as many per network); 0 lifts the limit. */
  perMinute: number
  /** The local index alone, or Maa-amet's In-ADS gazetteer in front of it. */
  search: AddressSearchSetting
}

/** The settings from the validated environment (src/lib/env), for the server and Next's route alike. */
export function suggestSettingsFrom(config: {
  ADDRESS_SUGGESTIONS_PER_MINUTE: number
  ADDRESS_SEARCH: 'local' | 'inads'
  INADS_URL?: string
  INADS_TIMEOUT_MS: number
}): SuggestSettings {
  return {
    perMinute: config.ADDRESS_SUGGESTIONS_PER_MINUTE,
    search:
      config.ADDRESS_SEARCH === 'inads' && config.INADS_URL
        ? { mode: 'inads', url: config.INADS_URL, timeoutMs: config.INADS_TIMEOUT_MS }
        : { mode: 'local' },
  }
}

/** One gazetteer gateway per process (its answer cache and its rest after failures are the process's). */
function gatewayFor(setting: AddressSearchSetting): InadsGateway | null {
  if (setting.mode !== 'inads') return null
  return processSingleton(`jaatmeveo.addresses.inads:${setting.url}:${setting.timeoutMs}`, () => inadsGateway(setting))
}

/**
 * Served addresses matching what the visitor typed, best first: with In-ADS, the served addresses the gazetteer
 * points at first and the local index's after them; the local index alone when it is off, slow or down.
 */
export async function findInIndex(
  index: AddressIndex,
  text: string,
  limit: number,
  setting: AddressSearchSetting,
): Promise<AddressRecord[]> {
  return (await suggestAddresses(index, text, gatewayFor(setting), limit)).results
}

/** The quota clients are told of: suggestion requests per client per minute. */
export const suggestionPolicy = (perMinute: number): RateLimitPolicy => ({
  name: 'suggestions',
  quota: perMinute,
  windowSeconds: 60,
})

/**
 * Each suggestion is a peek at which addresses the company serves: counted per client and per network, like
 * the lookups (shared tables on PostgreSQL). Throws a 429 ApiError once the budget is spent; otherwise
 * returns the answer's RateLimit headers (what the client's own budget has left).
 */
export async function spendSuggestion(
  client: string,
  perMinute: number,
  now = Date.now(),
): Promise<Record<string, string>> {
  if (perMinute <= 0) return {}
  const policy = suggestionPolicy(perMinute)
  let left: Quota | undefined
  const limiters = processSingleton('jaatmeveo.addresses.suggestLimiters', () => ({
    client: sharedRateLimiter('addresses.client', { limit: perMinute, windowMs: 60_000 }),
    network: sharedRateLimiter('addresses.network', { limit: 5 * perMinute, windowMs: 60_000 }),
  }))
  for (const [store, key] of [
    [limiters.client, clientKey(client)],
    [limiters.network, networkKey(client)],
  ] as const) {
    const taken = await store.take(key, { now })
    if (!taken.ok) {
      throw new ApiError(429, 'rate_limited', `Too many address searches; try again in ${taken.retryAfterSeconds} s.`, {
        headers: { ...refusedHeaders(policy, taken.retryAfterSeconds), 'Cache-Control': 'no-store' },
      })
    }
    // The client's own level is the one announced (the network's guards floods).
    if (store === limiters.client) left = taken.quota
  }
  return rateLimitHeaders(policy, left)
}

const PROBLEMS = {
  tooLong: `q is at most ${LOOKUP_TEXT_MAX} characters`,
  control: 'q must not contain control characters',
  markup: 'q must not contain < or >',
  longNumber: 'q holds a number no address has',
  tooShort: 'q needs at least two letters of a street or place name',
} as const

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${SUGGESTIONS_MAX}`

/**
 * The query `suggestionReply` reads. `q` is then classified (./input.ts): a contract number or too little text
 * answers no suggestions, markup or control characters a 400 `invalid_query`.
 */
export const suggestionQuery = z.object({
  q: z
    .string({ error: 'q is required' })
    .max(LOOKUP_TEXT_MAX)
    .describe('What the visitor typed: a street and house number, a place name.'),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(SUGGESTIONS_MAX, LIMIT_MESSAGE)
    .default(SUGGESTIONS_MAX)
    .describe('How many suggestions at most.'),
})

/** `GET /api/v1/addresses`: the answer's shape. */
export const suggestionsSchema = z.object({
  suggestions: z
    .array(
      z.object({
        id: z.string().describe('The address id, for `/api/v1/addresses/{propertyId}/collections`.'),
        label: z.string().describe('The address as people write it.'),
      }),
    )
    .describe('Served addresses, best match first; empty when nothing matches.'),
})
export type Suggestions = z.infer<typeof suggestionsSchema>

export type Reply = JsonReply

// The visitor's own question: only their browser may keep the answer, for the minute they are typing.
const OK_HEADERS = { 'Cache-Control': 'private, max-age=60', Vary: 'Accept-Encoding' }

/**
 * `GET /api/v1/addresses?q=&limit=`: `{ suggestions: [{ id, label }] }`, the address and its id only. Never
 * rejects: bad input is a 400, a spent budget a 429, a failure a 503. `Server-Timing` says how long the search
 * itself took (what `npm run bench:lookup` reports as server time).
 */
export async function suggestionReply(
  params: URLSearchParams,
  client: string,
  settings: SuggestSettings,
  load: AddressLoader,
): Promise<Reply> {
  const fail = (error: ApiError): Reply => problemReply(error, { 'Cache-Control': 'no-store' })
  const q = params.get('q')
  if (q === null) return fail(new ApiError(400, 'invalid_request', 'q is required'))
  const parsedLimit = suggestionQuery.shape.limit.safeParse(params.get('limit') ?? undefined)
  if (!parsedLimit.success) return fail(new ApiError(400, 'invalid_request', LIMIT_MESSAGE))
  const limit = parsedLimit.data
  const input = classifyLookup(q)
  if (input.kind === 'invalid') return fail(new ApiError(400, 'invalid_query', PROBLEMS[input.problem]))
  // A contract number or nothing yet: no address to suggest, and nothing spent.
  const none: Suggestions = { suggestions: [] }
  if (input.kind !== 'address') return { status: 200, body: none, headers: OK_HEADERS }
  let rateLimit: Record<string, string>
  try {
    rateLimit = await spendSuggestion(client, settings.perMinute)
  } catch (error) {
    if (error instanceof ApiError) return fail(error)
    log.error('address suggestions: the rate limit could not be checked', { error: String(error) })
    return fail(unavailableSearch())
  }
  try {
    const index = await sharedAddressIndex(load)
    const started = performance.now()
    const found = await findInIndex(index, input.text, limit, settings.search)
    const ms = performance.now() - started
    const body: Suggestions = { suggestions: found.map(({ id, label }) => ({ id, label })) }
    return {
      status: 200,
      body,
      headers: { ...OK_HEADERS, ...rateLimit, 'Server-Timing': `search;dur=${ms.toFixed(2)}` },
    }
  } catch (error) {
    log.error('address suggestions failed', { error: String(error) })
    return fail(unavailableSearch())
  }
}

const unavailableSearch = () => new ApiError(503, 'unavailable', 'Address search is temporarily unavailable.')
