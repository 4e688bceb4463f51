// The expiry events on SQLite (decision 025, addendum 2026-11-23): one server owns the file, but a script
// (`npm run import:wordpress`, `npm run seed`) may change content in it from another process, and the
// server's caches must learn of it as an instance's on PostgreSQL do. The table is created by the SQLite
// migrations (src/migrations, cluster_tables), like every table.
// One writer at a time (SQLite's lock), so ids commit in order and a listener needs no look-back: it reads
// `id > cursor` on the reader connection, one probe of the primary key when nothing happened.
// AUTOINCREMENT: an id is never used twice, also after pruning removed the newest rows.
import type { Client } from '@libsql/client'
import { z } from 'zod'
import { log } from '@/lib/log'
import { processSingleton } from '@/lib/singleton'
import type { EventStore, StoredEvent } from '../events'

/** What the store uses of the site's client (./serialClient.ts: writes queued, SELECTs on the reader). */
export type SqlClient = Pick<Client, 'execute'>

/** Whether Payload's adapter holds such a client (its `client` on SQLite). */
export function isSqlClient(value: unknown): value is SqlClient {
  return typeof value === 'object' && value !== null && 'execute' in value && typeof value.execute === 'function'
}

// Another process wrote the row: read it as outside input, bounded.
const names = z.array(z.string().max(500)).max(10_000)
const row = z.object({
  id: z.union([z.number().int(), z.bigint()]),
  origin: z.string().max(500),
  tags: z.string().max(1_000_000),
  search: z.string().max(1_000_000),
})
const parsedNames = (text: string) => names.parse(JSON.parse(text))

const stores = new WeakMap<SqlClient, EventStore>()

export function sqliteEvents(client: SqlClient): EventStore {
  let store = stores.get(client)
  if (store) return store
  store = {
    queued: true,
    async written() {
      const { rows } = await client.execute('SELECT coalesce(max(id), 0) AS id FROM cluster_events')
      return [String(rows[0]?.id ?? 0)]
    },
    async since(cursor) {
      const { rows } = await client.execute({
        sql: 'SELECT id, origin, tags, search FROM cluster_events WHERE id > ? ORDER BY id LIMIT 1000',
        args: [cursor],
      })
      const events: StoredEvent[] = []
      for (const raw of rows) {
        try {
          const r = row.parse(raw)
          events.push({ id: String(r.id), origin: r.origin, tags: parsedNames(r.tags), search: parsedNames(r.search) })
        } catch (error) {
          // Passed on empty, so the listener's cursor moves past it: read once, not at every poll.
          log.warn('cluster: an unreadable expiry event was skipped', { error })
          const id = raw.id
          if (typeof id === 'number' || typeof id === 'bigint')
            events.push({ id: String(id), origin: '', tags: [], search: [] })
        }
      }
      return events
    },
    async insert(origin, { tags, search }) {
      await client.execute({
        sql: 'INSERT INTO cluster_events (at, origin, tags, search) VALUES (?, ?, ?, ?)',
        args: [Date.now(), origin, JSON.stringify(tags), JSON.stringify(search)],
      })
    },
    async prune(olderThanMs) {
      const deleted = await client.execute({
        sql: 'DELETE FROM cluster_events WHERE at < ?',
        args: [Date.now() - olderThanMs],
      })
      return deleted.rowsAffected
    },
  }
  stores.set(client, store)
  return store
}

type Registry = { store: EventStore | undefined }
const registry = () => processSingleton<Registry>('jaatmeveo.cluster.sqliteEvents', () => ({ store: undefined }))

/** Called with Payload's SQLite client once Payload has started (payload.config.ts onInit). */
export function registerSqliteEvents(client: SqlClient): void {
  registry().store = sqliteEvents(client)
}

export function registeredSqliteEvents(): EventStore | undefined {
  return registry().store
}
