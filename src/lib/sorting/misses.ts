import { createHmac } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { Payload } from 'payload'
import { MISS_MIN_CLIENTS } from '@/lib/sorting/missLimits'
import { sharedRateLimiter } from '@/lib/cluster/rateLimits'
import { addDays, todayInTallinn } from '@/lib/dates'
import { dbOf } from '@/lib/db'
import { env } from '@/lib/env'
import { keyFor } from '@/lib/signing'
import { clientKey } from '@/lib/http/client'
import type { RateLimitStore } from '@/lib/http/rateLimit'
import { squash } from '@/lib/search/normalize'
import { processSingleton } from '@/lib/singleton'

export { MISS_MIN_CLIENTS }

/** Longest query kept; longer ones are cut (the search box allows more, but nobody names an item so long). */
export const MISS_QUERY_MAX = 100
/** Queries kept at most; past it the one asked longest ago goes, so a flood of made-up words never stops the counting. */
export const MISS_ROWS_MAX = 5000
/** Who-asked rows kept at most (the oldest go first): a flood from many addresses stays bounded on disk. */
export const MISS_ASK_ROWS_MAX = 50_000
/** Queries and who-asked rows not asked for this long are removed. */
export const MISS_RETENTION_DAYS = 90
/**
 * Unanswered searches counted per client (IPv4 address or IPv6 /64) per hour. A visitor rewording a
 * question asks a handful; past this the answer is the same, only the count is skipped, so a script
 * cannot turn GETs into writes.
 */
export const MISS_CLIENT_LIMIT = { limit: 20, windowMs: 60 * 60_000 }

/**
 * The form an unanswered query is counted under: whitespace collapsed, lower case, control characters
 * dropped, cut to MISS_QUERY_MAX. Null for what must not be stored: anything that may be personal data
 * (an e-mail address, a run of five or more digits: phone, personal code, contract number) and queries
 * without two letters.
 */
export function missKey(query: string): string | null {
  const text = squash(query.replace(/\p{Cc}/gu, ' '))
    .toLocaleLowerCase()
    .normalize('NFC')
  if (text.includes('@') || /\d{5}/.test(text.replace(/[\s-]/g, ''))) return null
  if ((text.match(/\p{L}/gu) ?? []).length < 2) return null
  return [...text].slice(0, MISS_QUERY_MAX).join('').trim()
}

/**
 * Who asked, as stored: a keyed HMAC of the client (its limiter key: the IPv4 address or the IPv6 /64, so
 * a host cannot pose as many visitors) together with the query. Never the address; and since the query is
 * part of it, one visitor's different questions cannot be linked to each other.
 */
export function askerOf(client: string, query: string): string {
  return createHmac('sha256', keyFor(env().PAYLOAD_SECRET, 'sortingMissAskers'))
    .update(`${clientKey(client)}\n${query}`)
    .digest('base64url')
    .slice(0, 32)
}

const limiter = () =>
  processSingleton<RateLimitStore>('jaatmeveo.sorting.missLimiter', () =>
    sharedRateLimiter('sortingMisses', MISS_CLIENT_LIMIT),
  )

export type MissOptions = {
  now?: Date
  maxRows?: number
  maxAskRows?: number
  /** The limiter; tests give a fresh one. */
  limits?: RateLimitStore
}

export type MissResult = 'counted' | 'repeat' | 'throttled' | 'refused'

/**
 * Counts one unanswered search by `client` (its address, from the client-address helper): once per client,
 * query and Tallinn day, at most MISS_CLIENT_LIMIT per client. A repeat costs one indexed read. A first
 * ask of the day adds a who-asked row (unique per query, asker and day, so concurrent first asks insert
 * once); the query's row then gets count + 1 and its number of different askers, recomputed from the
 * who-asked rows.
 * The same statements remove rows past the retention and the oldest past the row caps.
 */
export async function recordSortingMiss(
  payload: Payload,
  query: string,
  client: string,
  { now = new Date(), maxRows = MISS_ROWS_MAX, maxAskRows = MISS_ASK_ROWS_MAX, limits = limiter() }: MissOptions = {},
): Promise<MissResult> {
  const key = missKey(query)
  if (!key) return 'refused'
  const day = todayInTallinn(now)
  const asker = askerOf(client, key)
  const db = dbOf(payload)
  // A repeat (a reload, the same search again today) is answered from a read: no write and no limiter spend.
  const seen = await db.rows('SELECT 1 FROM sorting_miss_asks WHERE query = ? AND asker = ? AND day = ?', [
    key,
    asker,
    day,
  ])
  if (seen.length) return 'repeat'
  if (!(await limits.take(`miss:${clientKey(client)}`, { now: now.getTime() })).ok) return 'throttled'
  const at = now.toISOString()
  const oldestDay = addDays(day, -MISS_RETENTION_DAYS)
  const oldest = new Date(now.getTime() - MISS_RETENTION_DAYS * 86_400_000).toISOString()
  // The unique index decides between two concurrent first asks: one inserts, the other is a repeat.
  const [added] = await db.transaction([
    {
      sql: `INSERT INTO sorting_miss_asks (query, asker, day, updated_at, created_at) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (query, asker, day) DO NOTHING`,
      args: [key, asker, day, at, at],
    },
  ])
  if (!added) return 'repeat'
  // Between the two writes another client's ask may land; the recount below includes it either way, and
  // at worst a concurrent recount is one short until that query's next ask.
  await db.transaction([
    {
      sql: `INSERT INTO sorting_misses (query, "count", clients, last_seen, updated_at, created_at)
        VALUES (?, 1, 1, ?, ?, ?)
        ON CONFLICT (query) DO UPDATE SET "count" = sorting_misses."count" + 1,
          clients = (SELECT count(DISTINCT asker) FROM sorting_miss_asks WHERE query = ?),
          last_seen = excluded.last_seen, updated_at = excluded.updated_at`,
      args: [key, at, at, at, key],
    },
    { sql: 'DELETE FROM sorting_miss_asks WHERE day < ?', args: [oldestDay] },
    { sql: 'DELETE FROM sorting_misses WHERE last_seen < ?', args: [oldest] },
    // The caps: the rows asked longest ago go. The count(*) guard keeps the usual case to one index count.
    {
      sql: `DELETE FROM sorting_misses WHERE (SELECT count(*) FROM sorting_misses) > ? AND id NOT IN
        (SELECT id FROM sorting_misses ORDER BY last_seen DESC, id DESC LIMIT ?)`,
      args: [maxRows, maxRows],
    },
    {
      sql: `DELETE FROM sorting_miss_asks WHERE (SELECT count(*) FROM sorting_miss_asks) > ? AND id NOT IN
        (SELECT id FROM sorting_miss_asks ORDER BY id DESC LIMIT ?)`,
      args: [maxAskRows, maxAskRows],
    },
  ])
  return 'counted'
}

/**
 * The unanswered searches asked by at least `minClients` different visitors since `sinceDay` (a Tallinn
 * day), most askers first: the editors' desk list. Counted from the who-asked rows, so a query one visitor
 * repeats daily never reaches it.
 */
export async function frequentMisses(
  payload: Payload,
  { sinceDay, minClients = MISS_MIN_CLIENTS, limit = 10 }: { sinceDay: string; minClients?: number; limit?: number },
): Promise<{ id: number; query: string; clients: number; lastSeen: string }[]> {
  const rows = await dbOf(payload).rows<{ id: number; query: string; clients: number | string; last_seen: unknown }>(
    `SELECT m.id, m.query, count(DISTINCT a.asker) AS clients, m.last_seen
      FROM sorting_misses m JOIN sorting_miss_asks a ON a.query = m.query
      WHERE a.day >= ?
      GROUP BY m.id, m.query, m.last_seen
      HAVING count(DISTINCT a.asker) >= ?
      ORDER BY clients DESC, m.last_seen DESC
      LIMIT ?`,
    [sinceDay, minClients, limit],
  )
  return rows.map((r) => ({
    id: Number(r.id),
    query: String(r.query),
    clients: Number(r.clients),
    lastSeen: r.last_seen instanceof Date ? r.last_seen.toISOString() : String(r.last_seen),
  }))
}

/** The page's visit effect (src/lib/http/pageCacheContext.ts): a stored unanswered page counts each visitor shown it. */
export const SORTING_MISS_EFFECT = 'sorting-miss'

// Asks this process counted or found repeated lately, by day, client and query: a visitor shown the stored
// page again costs no read. The database still decides every first ask, across instances.
const recentAsks = () =>
  processSingleton(
    'jaatmeveo.sorting.recentAsks',
    () => new LRUCache<string, MissResult>({ max: 20_000, ttl: MISS_CLIENT_LIMIT.windowMs }),
  )

/**
 * recordSortingMiss for a visitor who is shown the unanswered page, rendered or stored: a repeat (or a
 * throttled client) seen by this process within the hour is answered from memory, so a stored page
 * served again and again stays cheap.
 */
export async function countSortingMiss(
  payload: Payload,
  query: string,
  client: string,
  now = new Date(),
): Promise<MissResult> {
  const key = missKey(query)
  if (!key) return 'refused'
  const memo = `${todayInTallinn(now)}\n${clientKey(client)}\n${key}`
  const known = recentAsks().get(memo)
  if (known) return known === 'counted' ? 'repeat' : known
  const result = await recordSortingMiss(payload, query, client, { now })
  recentAsks().set(memo, result)
  return result
}
