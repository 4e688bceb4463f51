import { existsSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import Database from 'libsql'
import { LRUCache } from 'lru-cache'
import { clusterPool } from '@/lib/cluster/pool'
import { admitLookup, unavailable, type LookupLimits } from '@/lib/discharges/admit'
import { todayInTallinn } from '@/lib/dates'
import { LOOKUP_SQL, toDischarge } from '@/lib/discharges/repository'
import { numbered, type Db } from '@/lib/db'
import { openForDatabaseKind } from '@/lib/db/byKind'
import { allAddressRecords } from '@/lib/addresses/repository'
import { suggestionReply, type SuggestSettings } from '@/lib/addresses/suggest'
import type { AddressRecord } from '@/lib/addresses/types'
import { DISCHARGE_PLANS_TAG, DISCHARGES_CACHE_CONTROL, type Discharge } from '@/lib/discharges/schema'
import { resolveClientAddress, type TrustedProxies } from '@/lib/http/client'
import { conditionalReply, etagOf } from '@/lib/http/conditional'
import { tagGeneration } from '@/lib/http/pageCacheContext'
import { problemReply, type ApiError, type JsonReply } from '@/lib/http/errors'
import { log } from '@/lib/log'

/**
 * The custom server's fast path for GET /wp-json/general-purpose-api/upcoming-discharges, the endpoint
 * scripts and home-automation sensors poll (docs/decisions/009-lookup-fast-path.md). It answers before
 * the request reaches Next, whose per-request cost alone caps a route handler at about 650 requests/s on
 * the 2-core box, from a lookup backend: its own read-only SQLite connection with one prepared statement,
 * or, on PostgreSQL, Payload's own pool (the one the shared rate limits use, decision 025).
 * Validation, the shared per-client limit, the SQL, the answer and the error shapes are the same code the
 * Next route uses (src/lib/discharges/admit.ts, repository.ts).
 */
export const FAST_PATH = '/wp-json/general-purpose-api/upcoming-discharges'
/**
 * Address suggestions, asked on every pause in typing: answered here too, from the process's in-memory
 * address index (src/lib/addresses/suggest.ts), loaded through the backend's connection.
 */
export const SUGGEST_PATH = '/api/v1/addresses'

/** Where the fast path reads a contract's plan. */
export type LookupBackend = {
  kind: 'sqlite' | 'postgres'
  /** Upcoming discharges of one contract from `from` (a Tallinn day), in LOOKUP_SQL's order. */
  find(contractNumber: string, from: string): Promise<Discharge[]>
  /** Every served address, for the in-memory index the suggestions search. */
  addresses(): Promise<AddressRecord[]>
  close(): void
}

export type FastPathOptions = {
  backend: LookupBackend
  limits: LookupLimits
  trustedProxies: TrustedProxies
  now?: () => Date
  /**
   * The longest a lookup may take, gate and query together, before it is answered 503: on PostgreSQL both
   * wait for a connection of a pool that may be exhausted (Payload's has no acquire timeout) or not yet
   * registered (a request in the first moments after start).
   */
  deadlineMs?: number
  /** Address suggestions' budget and In-ADS setting; without it the suggestions are left to Next. */
  suggest?: SuggestSettings
  /**
   * Keep each contract's answer for the Tallinn day, up to this many contracts (the edge's stores on:
   * PAGE_CACHE): sensors poll the same contracts all day, and a kept answer costs no query, no JSON and no
   * hash. The gate still runs first on every request. An import of plans, on any instance, moves the
   * `discharges:plans` tag's generation on, which every kept answer is keyed by.
   */
  keepAnswers?: number
}
export type FastPath = {
  backend: LookupBackend['kind']
  handle(req: IncomingMessage, res: ServerResponse): boolean
  close(): void
}

/**
 * Its own read-only connection to the SQLite file, with one prepared statement: libsql's synchronous API
 * answers in microseconds, from the page cache of a memory-mapped file.
 */
export function sqliteBackend(databaseFile: string): LookupBackend {
  // libsql ignores `readonly` and `fileMustExist`: a wrong path would create an empty
  // database and every lookup would answer 503, and the connection could write. Checked here instead.
  if (!existsSync(databaseFile)) throw new Error(`lookup fast path: database file ${databaseFile} does not exist`)
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true })
  db.pragma('query_only = ON')
  // Payload's connection writes (imports, the daily top-up); wait briefly for its commit, never fail at once.
  db.pragma('busy_timeout = 2000')
  // Map the file instead of copying pages through read(): lookups touch a few pages at random.
  db.pragma('mmap_size = 1073741824')
  const lookup = db.prepare(LOOKUP_SQL)
  // The address index's loader reads through this read-only connection too (a few statements at start-up).
  const reader: Db = {
    async rows<T>(sql: string, args: (string | number | null)[] = []) {
      return db.prepare(sql).all(...args) as T[]
    },
    transaction: () => Promise.reject(new Error('the lookup fast path reads only')),
  }
  return {
    kind: 'sqlite',
    // async: a failure (a locked or damaged file) becomes a rejection the handler answers with 503.
    async find(contractNumber, from) {
      return (lookup.all(contractNumber, from) as Discharge[]).map(toDischarge)
    },
    addresses: () => allAddressRecords(reader),
    close() {
      db.close()
    },
  }
}

/** The part of a pg Pool the PostgreSQL backend uses (a fake one in the unit tests). */
export type LookupPool = {
  query(query: { name?: string; text: string; values: (string | number | null)[] }): Promise<{ rows: unknown[] }>
}

export type PostgresBackendOptions = {
  /** Payload's pool, registered by its onInit in this process (src/lib/cluster/pool.ts). */
  pool?: () => Promise<LookupPool>
  /**
   * A named statement: each pooled connection parses and plans it once, then only binds and runs it.
   * Measured with bench:lookup (decision 009).
   */
  prepared?: boolean
}

/** The name of the prepared lookup statement on Payload's pooled connections. */
export const PG_STATEMENT = 'jaatmeveo_discharges_lookup'

/**
 * Errors after which a named statement cannot run again on the connections that prepared it: a migration
 * changed the type of a column it returns (0A000, "cached plan must not change result type"), or the
 * session lost it (26000, e.g. DISCARD ALL by a connection pooler).
 */
const STALE_STATEMENT = new Set(['0A000', '26000'])

/**
 * Payload's own pool (no second pool: the gate's shared rate limits use the same one), the same SQL with
 * PostgreSQL's placeholders. Payload closes the pool; close() has nothing to do. A named statement that
 * went stale is prepared again under a new name (every pooled connection still holds the old one), and the
 * lookup is retried once: after a migration the lookups go on answering instead of failing with 503 until
 * the connections are recycled.
 */
export function postgresBackend({
  pool = () => clusterPool(5_000),
  prepared = true,
}: PostgresBackendOptions = {}): LookupBackend {
  const text = numbered(LOOKUP_SQL)
  let generation = 0
  const nameOf = (g: number) => (g === 0 ? PG_STATEMENT : `${PG_STATEMENT}_${g}`)
  const run = async (values: string[]) => {
    if (!prepared) return (await pool()).query({ text, values })
    const used = generation
    try {
      return await (await pool()).query({ name: nameOf(used), text, values })
    } catch (error) {
      const code = (error as { code?: unknown }).code
      if (typeof code !== 'string' || !STALE_STATEMENT.has(code)) throw error
      // Lookups failing together move to one new name, not one each.
      if (generation === used) generation = used + 1
      return (await pool()).query({ name: nameOf(generation), text, values })
    }
  }
  return {
    kind: 'postgres',
    async find(contractNumber, from) {
      const { rows } = await run([contractNumber, from])
      return (rows as Discharge[]).map(toDischarge)
    },
    async addresses() {
      const reader: Db = {
        async rows<T>(sql: string, args: (string | number | null)[] = []) {
          return (await (await pool()).query({ text: numbered(sql), values: args })).rows as T[]
        },
        transaction: () => Promise.reject(new Error('the lookup fast path reads only')),
      }
      return allAddressRecords(reader)
    },
    close() {},
  }
}

/**
 * The backend for these settings: the SQLite file of a `file:` URL, Payload's pool on PostgreSQL, none
 * (the Next route answers) with LOOKUP_FAST_PATH=off or a SQLite database that is not a local file.
 */
export function lookupBackendFor(
  settings: { DATABASE_URL: string; databaseKind: 'sqlite' | 'postgres'; LOOKUP_FAST_PATH: 'on' | 'off' },
  root: string,
  postgres: () => LookupBackend = postgresBackend,
): LookupBackend | null {
  if (settings.LOOKUP_FAST_PATH !== 'on') return null
  return openForDatabaseKind(settings, root, { sqliteFile: sqliteBackend, postgres })
}

/** `promise`, or a rejection once `ms` have passed without it settling. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/** An answer; a kept one carries its JSON text and ETag, computed once. */
type Reply = JsonReply & { kept?: Kept }
type Kept = { text: string; etag: string }
const refusal = (e: ApiError): Reply => problemReply(e)

export function createLookupFastPath({
  backend,
  limits,
  trustedProxies,
  now = () => new Date(),
  deadlineMs = 5_000,
  suggest,
  keepAnswers = 0,
}: FastPathOptions): FastPath {
  // Per contract, Tallinn day (tomorrow's first lookup asks again, as "upcoming" moves on) and generation of
  // the plans' tag (src/lib/http/pageCacheContext.ts): answers kept before an import are no longer found and
  // age out of the LRU. An answer read while the tag expired is not kept: it may hold the plan from before.
  const kept =
    keepAnswers > 0
      ? new LRUCache<string, Kept>({
          max: keepAnswers,
          maxSize: 32 * 1024 * 1024,
          sizeCalculation: (k) => k.text.length,
        })
      : null

  /** The answer to one lookup; never rejects: what fails is answered 503, as the Next route does. */
  async function answer(raw: string | null, client: string): Promise<Reply> {
    // On PostgreSQL the budget is in the database (decision 025): if it cannot be asked, neither can the plan.
    const admission = await admitLookup(raw, client, limits).catch((error: unknown) => {
      log.error('discharges lookup: the rate limit could not be checked', { path: 'fast', error })
      return null
    })
    if (!admission) return refusal(unavailable())
    if (!admission.ok) return refusal(admission.error)
    const headers = { 'Cache-Control': DISCHARGES_CACHE_CONTROL, Vary: 'Accept-Encoding', ...admission.rateLimit }
    const day = todayInTallinn(now())
    const generation = kept ? tagGeneration([DISCHARGE_PLANS_TAG]) : ''
    const key = `${admission.contractNumber} ${day} ${generation}`
    const known = kept?.get(key)
    if (known) return { status: 200, body: null, headers, kept: known }
    try {
      const discharges = await backend.find(admission.contractNumber, day)
      if (!kept || tagGeneration([DISCHARGE_PLANS_TAG]) !== generation)
        return { status: 200, body: discharges, headers }
      const text = JSON.stringify(discharges)
      const fresh = { text, etag: etagOf(text) }
      kept.set(key, fresh)
      return { status: 200, body: null, headers, kept: fresh }
    } catch (error) {
      log.error('discharges lookup failed', { path: 'fast', backend: backend.kind, error })
      return refusal(unavailable())
    }
  }

  function send(req: IncomingMessage, res: ServerResponse, { status, body, headers, kept: known }: Reply) {
    const text = known?.text ?? JSON.stringify(body)
    if (status === 200) {
      // An answer carries its ETag, and a client that holds it gets a 304 (src/lib/http/conditional.ts).
      const reply = conditionalReply(
        req.headers['if-none-match'],
        text,
        { 'Content-Type': 'application/json', ...headers },
        known?.etag,
      )
      if (reply.body === null) return void res.writeHead(304, reply.headers).end()
      res.writeHead(200, { ...reply.headers, 'Content-Length': Buffer.byteLength(text) })
      return void res.end(req.method === 'HEAD' ? undefined : text)
    }
    res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...headers })
    res.end(req.method === 'HEAD' ? undefined : text)
  }

  return {
    backend: backend.kind,
    handle(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false
      const url = req.url ?? ''
      const q = url.indexOf('?')
      const pathname = q === -1 ? url : url.slice(0, q)
      const suggesting = suggest !== undefined && pathname === SUGGEST_PATH
      if (pathname !== FAST_PATH && !suggesting) return false

      const params = new URLSearchParams(q === -1 ? '' : url.slice(q + 1))
      // The same rule as the edge's header (this path has the socket itself): a client's X-Forwarded-For
      // counts only as far as trusted proxies wrote it.
      const client = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies)
      if (suggesting) {
        void within(
          suggestionReply(params, client, suggest, () => backend.addresses()),
          deadlineMs,
        ).then(
          (reply) => send(req, res, reply),
          (error: unknown) => {
            log.error('address suggestions: no answer in time', { path: 'fast', backend: backend.kind, error })
            send(req, res, refusal(unavailable()))
          },
        )
        return true
      }
      void within(answer(params.get('contractNumber'), client), deadlineMs).then(
        (reply) => send(req, res, reply),
        (error: unknown) => {
          log.error('discharges lookup: no answer in time', { path: 'fast', backend: backend.kind, error })
          send(req, res, refusal(unavailable()))
        },
      )
      return true
    },
    close() {
      backend.close()
    },
  }
}
