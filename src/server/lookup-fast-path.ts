import { existsSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import Database from 'libsql'
import { admitLookup, unavailable, type LookupLimits } from '@/lib/discharges/admit'
import { todayInTallinn } from '@/lib/dates'
import { LOOKUP_SQL, toDischarge } from '@/lib/discharges/repository'
import { DISCHARGES_CACHE_CONTROL, type Discharge } from '@/lib/discharges/schema'
import { resolveClientAddress, type TrustedProxies } from '@/lib/http/client'
import { errorBody, type ApiError } from '@/lib/http/errors'
import { log } from '@/lib/log'

/**
 * The custom server's fast path for GET /wp-json/general-purpose-api/upcoming-discharges, the endpoint
 * scripts and home-automation sensors poll (docs/decisions/009-lookup-fast-path.md). It answers from
 * its own read-only SQLite connection with one prepared statement, before the request reaches Next,
 * whose per-request cost alone caps a route handler at about 650 requests/s on the 2-core box.
 * Validation, the shared per-client limit, the answer and the error shapes are the same code the Next
 * route uses (src/lib/discharges/admit.ts, repository.ts); PostgreSQL deployments go through Next.
 */
export const FAST_PATH = '/wp-json/general-purpose-api/upcoming-discharges'

export type FastPathOptions = {
  databaseFile: string
  limits: LookupLimits
  trustedProxies: TrustedProxies
  now?: () => Date
}
export type FastPath = { handle(req: IncomingMessage, res: ServerResponse): boolean; close(): void }

/** `file:./data/site.db` → `./data/site.db`; null for anything that is not a local SQLite file. */
export function sqliteFileOf(databaseUrl: string): string | null {
  if (!databaseUrl.startsWith('file:')) return null
  const path = databaseUrl
    .slice('file:'.length)
    .replace(/^\/\/(?=\/)/, '')
    .split('?')[0]!
  return path && path !== ':memory:' ? path : null
}

export function createLookupFastPath({
  databaseFile,
  limits,
  trustedProxies,
  now = () => new Date(),
}: FastPathOptions): FastPath {
  // libsql ignores `readonly` and `fileMustExist` (security review L2): a wrong path would create an empty
  // database and every lookup would answer 503, and the connection could write. Checked here instead.
  if (!existsSync(databaseFile)) throw new Error(`lookup fast path: database file ${databaseFile} does not exist`)
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true })
  db.pragma('query_only = ON')
  // Payload's connection writes (imports, the daily top-up); wait briefly for its commit, never fail at once.
  db.pragma('busy_timeout = 2000')
  // Map the file instead of copying pages through read(): lookups touch a few pages at random.
  db.pragma('mmap_size = 1073741824')
  const lookup = db.prepare(LOOKUP_SQL)

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string>,
  ) {
    const text = JSON.stringify(body)
    res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...headers })
    res.end(req.method === 'HEAD' ? undefined : text)
  }
  const refuse = (req: IncomingMessage, res: ServerResponse, e: ApiError) =>
    send(req, res, e.status, errorBody(e.code, e.message), e.headers)

  return {
    handle(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false
      const url = req.url ?? ''
      const q = url.indexOf('?')
      if ((q === -1 ? url : url.slice(0, q)) !== FAST_PATH) return false

      const params = new URLSearchParams(q === -1 ? '' : url.slice(q + 1))
      // The same rule as the edge's header (this path has the socket itself): a client's X-Forwarded-For
      // counts only as far as trusted proxies wrote it.
      const client = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies)
      // The gate answers at once here (the fast path serves only the embedded SQLite site, whose budget is
      // in memory); it is awaited because on PostgreSQL the same gate asks the database.
      void admitLookup(params.get('contractNumber'), client, limits).then(
        (admission) => {
          if (!admission.ok) return refuse(req, res, admission.error)
          let discharges: Discharge[]
          try {
            discharges = (lookup.all(admission.contractNumber, todayInTallinn(now())) as Discharge[]).map(toDischarge)
          } catch (error) {
            log.error('discharges lookup failed', { path: 'fast', error })
            return refuse(req, res, unavailable())
          }
          send(req, res, 200, discharges, { 'Cache-Control': DISCHARGES_CACHE_CONTROL, Vary: 'Accept-Encoding' })
        },
        (error: unknown) => {
          log.error('discharges lookup failed', { path: 'fast', error })
          refuse(req, res, unavailable())
        },
      )
      return true
    },
    close() {
      db.close()
    },
  }
}
