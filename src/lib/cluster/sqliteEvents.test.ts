// The expiry broadcast on SQLite (decision 025, addendum 2026-11-23): two "processes" – each the site's
// SQLite client of its own on one file, with its own writer and reader connections, as a server and a
// script have – write and read the one events table, created on each file by the SQLite migration that
// creates it in production (the migration's own `up`, not a copy of its SQL).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Client } from '@libsql/client'
import type { MigrateUpArgs } from '@payloadcms/db-sqlite'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { sqliteEvents } from '@/lib/db/sqlite/events'
import { SerialClient } from '@/lib/db/sqlite/serialClient'
import { up as createClusterTables } from '@/migrations/20261126_140015_cluster_tables'
import { ExpiryListener, expiriesWritten, publishExpiry, type ExpiryEvent } from './events'

let dir: string
const clients: SerialClient[] = []
const listeners: ExpiryListener[] = []
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sqlite-events-'))
})
afterEach(() => {
  for (const l of listeners.splice(0)) l.stop()
  for (const c of clients.splice(0)) c.close()
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

let files = 0
/** Two clients on a fresh, migrated file: two processes sharing the database. */
async function twoProcesses() {
  const url = `file:${path.join(dir, `site-${++files}.db`)}`
  const open = () => {
    const client = new SerialClient({ url, busyTimeoutMs: 5000, queueTimeoutMs: 5000 })
    clients.push(client)
    return client
  }
  const pair = [open(), open()] as const
  // As Payload runs a migration: its drizzle over the site's client (the migration uses `db` alone).
  await createClusterTables({ db: drizzle(pair[0] as unknown as Client) } as unknown as MigrateUpArgs)
  return pair
}
function listen(client: SerialClient, origin: string) {
  const seen: ExpiryEvent[] = []
  const store = sqliteEvents(client)
  // Counts the listener's reads, so a test can wait for its own timer's polls instead of for a while.
  const reads = vi.spyOn(store, 'since')
  const listener = new ExpiryListener(store, (e) => seen.push(e), { origin, intervalMs: 50 })
  listeners.push(listener)
  return { listener, seen, reads }
}
async function within(ms: number, probe: () => boolean) {
  await vi.waitFor(() => expect(probe()).toBe(true), { timeout: ms, interval: 20 })
}
const publish = async (client: SerialClient, origin: string, event: Partial<ExpiryEvent>) => {
  await publishExpiry(event, sqliteEvents(client), origin)
  await expiriesWritten()
}

describe('expiry events on SQLite', () => {
  it("each process applies the other's events once, in order, never its own", async () => {
    const [server, script] = await twoProcesses()
    // Written before the server started: its reads already see that content.
    await publish(script, 'script', { tags: ['before'] })
    const a = listen(server, 'server')
    const b = listen(script, 'script')
    await Promise.all([a.listener.start(), b.listener.start()])
    await publish(script, 'script', { tags: ['collection:pages'] })
    await publish(script, 'script', { tags: ['global:header-menu'], search: ['pages'] })
    await publish(server, 'server', { search: ['posts'] })
    await within(2000, () => a.seen.length >= 2 && b.seen.length >= 1)
    // More polls, from both, explicit and on the listeners' own timers: nothing is applied twice.
    await Promise.all([a.listener.poll(), b.listener.poll(), a.listener.poll()])
    const [readsA, readsB] = [a.reads.mock.calls.length, b.reads.mock.calls.length]
    await within(2000, () => a.reads.mock.calls.length >= readsA + 3 && b.reads.mock.calls.length >= readsB + 3)
    // A poll under way is shared, so these end when the timers' last reads have been applied.
    await Promise.all([a.listener.poll(), b.listener.poll()])
    expect(a.seen).toEqual([
      { tags: ['collection:pages'], search: [] },
      { tags: ['global:header-menu'], search: ['pages'] },
    ])
    expect(b.seen).toEqual([{ tags: [], search: ['posts'] }])
  })

  it("a write from inside the writer's own open transaction is queued behind it, not waited for", async () => {
    const [server, script] = await twoProcesses()
    const a = listen(server, 'server')
    await a.listener.start()
    await script.execute('CREATE TABLE pages (id INTEGER PRIMARY KEY, title TEXT)')
    const tx = await script.transaction('write')
    await tx.execute("INSERT INTO pages (title) VALUES ('new')")
    // As a Payload hook inside that transaction does: waiting for the insert here would never end.
    await publishExpiry({ tags: ['collection:pages'] }, sqliteEvents(script), 'script')
    await a.listener.poll()
    expect(a.seen).toEqual([])
    await tx.commit()
    await expiriesWritten()
    await within(2000, () => a.seen.length > 0)
    expect(a.seen).toEqual([{ tags: ['collection:pages'], search: [] }])
  })

  it('pruning keeps ids rising, and an unreadable row is skipped once', async () => {
    const [server, script] = await twoProcesses()
    const a = listen(server, 'server')
    await a.listener.start()
    await publish(script, 'script', { tags: ['one'] })
    await within(2000, () => a.seen.length === 1)
    // Everything deleted: AUTOINCREMENT still gives the next event an id above the listener's cursor.
    expect(await sqliteEvents(server).prune(-60_000)).toBe(1)
    expect((await server.execute('SELECT count(*) AS n FROM cluster_events')).rows[0]?.n).toBe(0)
    await script.execute("INSERT INTO cluster_events (at, origin, tags, search) VALUES (0, 'script', 'not json', '[]')")
    await publish(script, 'script', { tags: ['two'] })
    await within(2000, () => a.seen.length === 2)
    expect(a.seen).toEqual([
      { tags: ['one'], search: [] },
      { tags: ['two'], search: [] },
    ])
    // Pruning by age: a recent event stays.
    expect(await sqliteEvents(server).prune(10 * 60_000)).toBe(1)
    expect((await server.execute('SELECT count(*) AS n FROM cluster_events')).rows[0]?.n).toBe(1)
  })

  it('an idle poll is one probe of the primary key', async () => {
    const [server] = await twoProcesses()
    await sqliteEvents(server).written()
    const plan = await server.execute({
      sql: 'EXPLAIN QUERY PLAN SELECT id, origin, tags, search FROM cluster_events WHERE id > ? ORDER BY id LIMIT 1000',
      args: [5],
    })
    expect(plan.rows.map((r) => String(r.detail))).toEqual([
      expect.stringMatching(/SEARCH cluster_events USING INTEGER PRIMARY KEY \(rowid>\?\)/),
    ])
  })
})
