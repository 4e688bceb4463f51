// The PostgreSQL pool the cluster features (shared rate limits, the expiry broadcast, the jobs leader)
// use: Payload's own (payload.db.pool), registered by the config's onInit in every process that starts
// Payload (the server, `npm run seed`, imports, tests), so no second pool is opened. A process singleton,
// because Next bundles the config and the routes separately (src/lib/singleton.ts).
import { hostname } from 'node:os'
import { randomBytes } from 'node:crypto'
import type { Pool } from 'pg'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import { processSingleton } from '@/lib/singleton'

type Registry = { pool: Pool | undefined; waiters: ((pool: Pool) => void)[] }
const registry = () => processSingleton<Registry>('jaatmeveo.cluster.pool', () => ({ pool: undefined, waiters: [] }))

/** Whether this site runs as possibly several instances on one database: PostgreSQL. */
export function clustered(): boolean {
  return env().databaseKind === 'postgres'
}

/**
 * Whether this process is the only one serving the database (the embedded SQLite site): a file on this
 * machine, such as the contact mail's acceptance journal, can then stand for what the site has done. On
 * several instances another one may have done it, so such a file would mislead.
 */
export function soleInstance(): boolean {
  return !clustered()
}

/** Called with Payload's pool once Payload has connected (payload.config.ts onInit). */
export function registerClusterPool(pool: Pool): void {
  const r = registry()
  if (r.pool !== pool) {
    // A pool with no listener ends the process when one of its idle connections fails (the database
    // restarted, the jobs leader's session was ended, decision 025): the pool drops that connection and
    // opens another on demand, so a log line is all it takes.
    pool.on('error', (error) => log.warn('database: an idle connection failed; the pool replaces it', { error }))
  }
  r.pool = pool
  for (const waiter of r.waiters.splice(0)) waiter(pool)
}

/** The registered pool, if Payload has started in this process. */
export function registeredClusterPool(): Pool | undefined {
  return registry().pool
}

/**
 * Payload's pool, waiting for Payload to start if it has not yet (a request that reaches a route before
 * the boot in src/instrumentation.ts finished); refuses after `timeoutMs` rather than hanging a request.
 */
export function clusterPool(timeoutMs = 30_000): Promise<Pool> {
  const r = registry()
  if (r.pool) return Promise.resolve(r.pool)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      r.waiters = r.waiters.filter((w) => w !== waiter)
      reject(new Error('cluster: Payload has not started; no database pool to use'))
    }, timeoutMs)
    timer.unref()
    const waiter = (pool: Pool) => {
      clearTimeout(timer)
      resolve(pool)
    }
    r.waiters.push(waiter)
  })
}

/** This process among the site's instances: in the events it writes, so it can skip its own. */
export function instanceId(): string {
  return processSingleton(
    'jaatmeveo.cluster.instanceId',
    () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
  )
}
