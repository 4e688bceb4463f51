import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'libsql'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { admitLookup, LOOKUP_LIMITER_KEY } from '@/lib/discharges/admit'
import { parseTrustedProxies } from '@/lib/http/client'
import { forgetProcessSingleton } from '@/lib/singleton'
import { announceExpiredTags } from '@/lib/http/pageCacheContext'
import { clusterPool } from '@/lib/cluster/pool'
import { LOOKUP_SQL } from '@/lib/discharges/repository'
import {
  createLookupFastPath,
  FAST_PATH,
  lookupBackendFor,
  PG_STATEMENT,
  postgresBackend,
  sqliteBackend,
  type FastPath,
  type LookupBackend,
  type LookupPool,
} from './lookup-fast-path'

// The fast path against a real SQLite file and a real HTTP server: the old endpoint's exact shape,
// the same 400/429 answers as the Next route, and everything else left to Next. The main server plays
// the deployment behind a proxy on loopback (TRUSTED_PROXIES=127.0.0.0/8,::1), so each test speaks as
// the client its X-Forwarded-For names; a second one trusts no proxy, as the default configuration.

const NOW = new Date('2026-03-28T22:30:00Z') // already 29 March in Tallinn
let dir: string
let file: string
let server: Server
let fast: FastPath
let base: string
let direct: FastPath
let directServer: Server
let directBase: string
let fellThrough: string[] = []

beforeAll(async () => {
  // A fresh process-wide limiter for this file (its limit is fixed by whoever creates it first).
  forgetProcessSingleton(LOOKUP_LIMITER_KEY)
  dir = mkdtempSync(path.join(tmpdir(), 'fast-path-'))
  file = path.join(dir, 'site.db')
  const db = new Database(file)
  db.exec(`CREATE TABLE discharges (id integer PRIMARY KEY, contract_number text NOT NULL, date text NOT NULL, garbage text NOT NULL,
    item_type text NOT NULL, address text NOT NULL, region text, municipality text, import_run text, updated_at text, created_at text)`)
  const insert = db.prepare(
    'INSERT INTO discharges (contract_number, date, garbage, item_type, address, region) VALUES (?, ?, ?, ?, ?, ?)',
  )
  insert.run('123456', '2026-04-02', 'Pakendijäätmed', 'Konteiner 240 L', 'Kase tn 1, Tallinn', 'Tallinn')
  insert.run('123456', '2026-03-29', 'Segaolmejäätmed', 'Konteiner 140 L', 'Kase tn 1, Tallinn', 'Tallinn')
  insert.run('123456', '2026-03-28', 'Segaolmejäätmed', 'Konteiner 140 L', 'Kase tn 1, Tallinn', 'Tallinn') // yesterday in Tallinn
  insert.run('654321', '2026-04-01', 'Biolagunevad jäätmed', 'Konteiner 140 L', 'Tähe tn 5, Tartu', 'Tartu')
  db.close()
  fast = createLookupFastPath({
    backend: sqliteBackend(file),
    limits: { perMinute: 3 },
    trustedProxies: parseTrustedProxies(['127.0.0.0/8', '::1']),
    now: () => NOW,
  })
  server = createServer((req, res) => {
    if (fast.handle(req, res)) return
    fellThrough.push(`${req.method} ${req.url}`)
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  direct = createLookupFastPath({
    backend: sqliteBackend(file),
    limits: { perMinute: 3 },
    trustedProxies: parseTrustedProxies([]),
    now: () => NOW,
  })
  directServer = createServer((req, res) => {
    if (!direct.handle(req, res)) res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => directServer.listen(0, '127.0.0.1', resolve))
  directBase = `http://127.0.0.1:${(directServer.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await new Promise((resolve) => directServer.close(resolve))
  fast.close()
  direct.close()
  rmSync(dir, { recursive: true, force: true })
})

let client = 0
beforeEach(() => {
  fellThrough = []
  client++
})
const get = (query: string, init: RequestInit = {}, ip = `10.9.0.${client}`) =>
  fetch(`${base}${FAST_PATH}${query}`, { ...init, headers: { 'x-forwarded-for': ip, ...(init.headers ?? {}) } })

describe('lookup fast path', () => {
  it('answers the old shape from today in Tallinn, sorted by date, with the caching headers', async () => {
    const r = await get('?contractNumber=123456')
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toBe('application/json')
    expect(r.headers.get('cache-control')).toBe('private, max-age=600, stale-while-revalidate=600')
    expect(await r.json()).toEqual([
      {
        contractNumber: '123456',
        garbage: 'Segaolmejäätmed',
        itemType: 'Konteiner 140 L',
        address: 'Kase tn 1, Tallinn',
        date: '2026-03-29',
      },
      {
        contractNumber: '123456',
        garbage: 'Pakendijäätmed',
        itemType: 'Konteiner 240 L',
        address: 'Kase tn 1, Tallinn',
        date: '2026-04-02',
      },
    ])
  })

  it('sends an ETag and answers 304 without a body to it (the same contract, the same client)', async () => {
    const ip = `10.9.1.${client}`
    const first = await get('?contractNumber=123456', {}, ip)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    const again = await get('?contractNumber=123456', { headers: { 'If-None-Match': `W/${etag}` } }, ip)
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('cache-control')).toBe('private, max-age=600, stale-while-revalidate=600')
    expect(await again.text()).toBe('')
    const other = await get('?contractNumber=654321', { headers: { 'If-None-Match': etag! } }, ip)
    expect(other.status).toBe(200)
  })

  it('answers [] for an unknown contract and trims the number', async () => {
    expect(await (await get('?contractNumber=999')).json()).toEqual([])
    expect(await (await get('?contractNumber=%20654321%20')).json()).toHaveLength(1)
  })

  it.each([
    ['missing', ''],
    ['empty', '?contractNumber='],
    ['over-long', `?contractNumber=${'1'.repeat(21)}`],
    ['malformed', '?contractNumber=12ab'],
  ])('a %s number gets 400 with the JSON error shape', async (_, query) => {
    const r = await get(query)
    expect(r.status).toBe(400)
    const body = await r.json()
    expect(body.error.code).toBe('invalid_contract_number')
    expect(body.error.message).toMatch(/contractNumber/)
  })

  it('spends the same per-client budget as the Next routes and answers 429 with Retry-After', async () => {
    const ip = '10.9.9.9'
    expect((await get('?contractNumber=1', {}, ip)).status).toBe(200)
    // A lookup through the Next side (page, our API, feed) passes the same gate for the same client …
    expect((await admitLookup('2', ip, { perMinute: 3 })).ok).toBe(true)
    expect((await get('?contractNumber=3', {}, ip)).status).toBe(200)
    const refused = await get('?contractNumber=4', {}, ip)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect((await refused.json()).error.code).toBe('rate_limited')
    // … a contract already looked up in the window still passes, and other clients are unaffected.
    expect((await get('?contractNumber=1', {}, ip)).status).toBe(200)
    expect((await get('?contractNumber=4', {}, '10.9.9.10')).status).toBe(200)
  })

  it('with no trusted proxy, a client rotating a forged X-Forwarded-For keeps one budget (its socket address)', async () => {
    const forged = (n: number) => ({ headers: { 'x-forwarded-for': `198.51.100.${n}` } })
    for (const n of [1, 2, 3])
      expect((await fetch(`${directBase}${FAST_PATH}?contractNumber=${n}`, forged(n))).status).toBe(200)
    const refused = await fetch(`${directBase}${FAST_PATH}?contractNumber=4`, forged(4))
    expect(refused.status).toBe(429)
    expect((await refused.json()).error.code).toBe('rate_limited')
  })

  it('behind a trusted proxy, entries a client put left of the proxy’s own are not a new identity', async () => {
    for (const n of [1, 2, 3])
      expect((await get(`?contractNumber=${n}`, {}, `203.0.113.${n}, 10.9.8.8`)).status).toBe(200)
    expect((await get('?contractNumber=4', {}, '203.0.113.4, 10.9.8.8')).status).toBe(429)
    expect((await get('?contractNumber=4', {}, '10.9.8.8')).status).toBe(429)
  })

  it('answers HEAD without a body', async () => {
    const r = await get('?contractNumber=123456', { method: 'HEAD' })
    expect(r.status).toBe(200)
    expect(Number(r.headers.get('content-length'))).toBeGreaterThan(10)
    expect(await r.text()).toBe('')
  })

  it('leaves other paths and methods to Next', async () => {
    await fetch(`${base}${FAST_PATH}/?contractNumber=1`)
    await fetch(`${base}/wp-json/general-purpose-api/search?q=x`)
    await fetch(`${base}${FAST_PATH}?contractNumber=1`, { method: 'POST' })
    expect(fellThrough).toEqual([
      `GET ${FAST_PATH}/?contractNumber=1`,
      'GET /wp-json/general-purpose-api/search?q=x',
      `POST ${FAST_PATH}?contractNumber=1`,
    ])
  })
})

describe('the fast path connection', () => {
  it('refuses a database file that does not exist instead of creating an empty one', () => {
    const missing = path.join(dir, 'missing.db')
    expect(() => sqliteBackend(missing)).toThrow(/does not exist/)
    expect(existsSync(missing)).toBe(false)
  })
})

describe('lookupBackendFor', () => {
  const settings = (DATABASE_URL: string, LOOKUP_FAST_PATH: 'on' | 'off' = 'on') => ({
    DATABASE_URL,
    databaseKind: DATABASE_URL.startsWith('postgres') ? ('postgres' as const) : ('sqlite' as const),
    LOOKUP_FAST_PATH,
  })
  const fakePostgres = (): LookupBackend => ({
    kind: 'postgres',
    find: async () => [],
    addresses: async () => [],
    close() {},
  })

  it('reads the SQLite file of a file: URL, relative to the root', () => {
    const backend = lookupBackendFor(settings('file:./site.db'), dir, fakePostgres)
    expect(backend?.kind).toBe('sqlite')
    backend?.close()
  })

  it('uses the PostgreSQL backend on a postgres:// URL', () => {
    expect(lookupBackendFor(settings('postgres://u:p@db/site'), dir, fakePostgres)?.kind).toBe('postgres')
    // The real one, built without a pool at hand: it waits for Payload's only when asked.
    expect(lookupBackendFor(settings('postgres://u:p@db/site'), dir)?.kind).toBe('postgres')
  })

  it('leaves the endpoint to Next with LOOKUP_FAST_PATH=off or a SQLite database that is no local file', () => {
    expect(lookupBackendFor(settings('file:./site.db', 'off'), dir, fakePostgres)).toBeNull()
    expect(lookupBackendFor(settings('postgres://u:p@db/site', 'off'), dir, fakePostgres)).toBeNull()
    expect(lookupBackendFor(settings('file::memory:'), dir, fakePostgres)).toBeNull()
    expect(lookupBackendFor(settings('libsql://db.example.com'), dir, fakePostgres)).toBeNull()
  })
})

describe('the PostgreSQL backend', () => {
  type Query = Parameters<LookupPool['query']>[0]
  const row = {
    contractNumber: '123456',
    garbage: 'Segaolmejäätmed',
    itemType: 'Konteiner 140 L',
    address: 'Kase tn 1, Tallinn',
    date: '2026-03-29',
  }
  function fakePool(rows: unknown[] = [{ ...row, extra: 'not public' }]) {
    const queries: Query[] = []
    const pool: LookupPool = {
      async query(query) {
        queries.push(query)
        return { rows }
      },
    }
    return { pool: async () => pool, queries }
  }

  it('runs the lookup SQL with numbered placeholders as a named statement and answers the public fields', async () => {
    const { pool, queries } = fakePool()
    expect(await postgresBackend({ pool }).find('123456', '2026-03-29')).toEqual([row])
    expect(queries).toEqual([
      { name: PG_STATEMENT, text: LOOKUP_SQL.replace('?', '$1').replace('?', '$2'), values: ['123456', '2026-03-29'] },
    ])
    expect(queries[0]!.text).not.toContain('?')
  })

  it('prepares the statement again under a new name once a migration made it stale, and retries once', async () => {
    const queries: Query[] = []
    const stale = Object.assign(new Error('cached plan must not change result type'), { code: '0A000' })
    const pool: LookupPool = {
      async query(query) {
        queries.push(query)
        // Every connection still holds the stale statement under its old name.
        if (query.name === PG_STATEMENT) throw stale
        return { rows: [row] }
      },
    }
    const backend = postgresBackend({ pool: async () => pool })
    expect(await backend.find('123456', '2026-03-29')).toEqual([row])
    expect(await backend.find('123456', '2026-03-29')).toEqual([row])
    // The old name once, then the new name for the retry and every lookup after it.
    expect(queries.map((q) => q.name)).toEqual([PG_STATEMENT, `${PG_STATEMENT}_1`, `${PG_STATEMENT}_1`])
  })

  it('answers other database errors with the error, without a retry', async () => {
    const queries: Query[] = []
    const pool: LookupPool = {
      async query(query) {
        queries.push(query)
        throw Object.assign(new Error('relation "discharges" does not exist'), { code: '42P01' })
      },
    }
    await expect(postgresBackend({ pool: async () => pool }).find('1', '2026-03-29')).rejects.toThrow(/does not exist/)
    expect(queries).toHaveLength(1)
  })

  it('sends an unnamed statement when not prepared', async () => {
    const { pool, queries } = fakePool()
    await postgresBackend({ pool, prepared: false }).find('1', '2026-03-29')
    expect(queries[0]).not.toHaveProperty('name')
  })
})

describe('the fast path when its backend fails', () => {
  const serve = async (backend: LookupBackend, deadlineMs?: number) => {
    forgetProcessSingleton(LOOKUP_LIMITER_KEY)
    const path = createLookupFastPath({
      backend,
      limits: { perMinute: 3 },
      trustedProxies: parseTrustedProxies([]),
      deadlineMs,
    })
    const srv = createServer((req, res) => {
      if (!path.handle(req, res)) res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(srv.address() as AddressInfo).port}${FAST_PATH}`
    return {
      get: (query: string) => fetch(url + query),
      close: () => new Promise((resolve) => srv.close(resolve)),
    }
  }
  const expectUnavailable = async (r: Response) => {
    expect(r.status).toBe(503)
    expect(r.headers.get('cache-control')).toBe('no-store')
    expect(r.headers.get('content-type')).toBe('application/problem+json')
    expect(await r.json()).toMatchObject({
      type: '/developers#error-unavailable',
      status: 503,
      detail: 'Discharge data is temporarily unavailable.',
      error: { code: 'unavailable', message: 'Discharge data is temporarily unavailable.' },
    })
  }

  it('answers 503 unavailable, not 500, when the query fails', async () => {
    const s = await serve({
      kind: 'postgres',
      find: () => Promise.reject(new Error('connection terminated')),
      addresses: async () => [],
      close() {},
    })
    try {
      await expectUnavailable(await s.get('?contractNumber=123456'))
      // A bad number is still the gate's 400: the backend is not asked.
      expect((await s.get('?contractNumber=12ab')).status).toBe(400)
    } finally {
      await s.close()
    }
  })

  it('answers 503 once its deadline passes rather than hanging on a backend that never answers', async () => {
    const s = await serve(
      { kind: 'postgres', find: () => new Promise<never>(() => {}), addresses: async () => [], close() {} },
      100,
    )
    try {
      const started = Date.now()
      await expectUnavailable(await s.get('?contractNumber=123456'))
      expect(Date.now() - started).toBeLessThan(2_000)
    } finally {
      await s.close()
    }
  })

  it('answers 503 when Payload has not registered its pool in time (a request right after start)', async () => {
    const s = await serve(postgresBackend({ pool: () => clusterPool(50) }))
    try {
      await expectUnavailable(await s.get('?contractNumber=123456'))
    } finally {
      await s.close()
    }
  })
})

describe('kept answers (the edge stores on)', () => {
  type Find = LookupBackend['find']
  const plan = (date: string, garbage: string) => [
    { contractNumber: '123456', date, garbage, itemType: 'Konteiner 140 L', address: 'Kase tn 1, Tallinn' },
  ]
  /** A backend whose answers the test sets, counting the lookups it was asked. */
  const serve = async (find: Find, { perMinute = 100, now = () => NOW } = {}) => {
    forgetProcessSingleton(LOOKUP_LIMITER_KEY)
    const asked: string[] = []
    const path = createLookupFastPath({
      backend: {
        kind: 'sqlite',
        find: (contract, from) => (asked.push(`${contract} ${from}`), find(contract, from)),
        addresses: async () => [],
        close() {},
      },
      limits: { perMinute },
      // Behind a proxy on loopback, as the main server above: each request speaks as the client it names.
      trustedProxies: parseTrustedProxies(['127.0.0.0/8', '::1']),
      now,
      keepAnswers: 100,
    })
    const srv = createServer((req, res) => {
      if (!path.handle(req, res)) res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(srv.address() as AddressInfo).port}${FAST_PATH}`
    return {
      asked,
      get: (contract: string, headers: Record<string, string> = {}, ip = '10.8.0.1') =>
        fetch(`${url}?contractNumber=${contract}`, { headers: { 'x-forwarded-for': ip, ...headers } }),
      close: () => new Promise((resolve) => srv.close(resolve)),
    }
  }

  it('asks the database once per contract and day, and answers the same bytes and ETag, or 304', async () => {
    const s = await serve(async (contract) => plan('2026-04-02', `plan of ${contract}`))
    const first = await s.get('123456')
    const again = await s.get('123456')
    expect(await again.text()).toBe(await first.text())
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'))
    const revalidated = await s.get('123456', { 'if-none-match': first.headers.get('etag')! })
    expect(revalidated.status).toBe(304)
    // Another contract is its own answer, never the first one's.
    expect(await (await s.get('654321')).json()).toEqual([expect.objectContaining({ garbage: 'plan of 654321' })])
    expect(s.asked).toEqual(['123456 2026-03-29', '654321 2026-03-29'])
    await s.close()
  })

  it('asks again after an import of plans, and on the next Tallinn day', async () => {
    let garbage = 'before the import'
    let now = NOW
    const s = await serve(async () => plan('2026-04-02', garbage), { now: () => now })
    expect(await (await s.get('123456')).json()).toEqual([expect.objectContaining({ garbage: 'before the import' })])
    garbage = 'after the import'
    announceExpiredTags(['pages']) // another tag: the kept answer stays
    expect(await (await s.get('123456')).json()).toEqual([expect.objectContaining({ garbage: 'before the import' })])
    announceExpiredTags(['discharges:plans'])
    expect(await (await s.get('123456')).json()).toEqual([expect.objectContaining({ garbage: 'after the import' })])
    now = new Date('2026-03-29T22:30:00Z') // 30 March in Tallinn
    await s.get('123456')
    expect(s.asked).toEqual(['123456 2026-03-29', '123456 2026-03-29', '123456 2026-03-30'])
    await s.close()
  })

  it('does not keep an answer read while an import expired the plans: it may be the plan from before', async () => {
    let release: (rows: ReturnType<typeof plan>) => void = () => {}
    let garbage = 'read during the import'
    const s = await serve(() =>
      garbage === 'read during the import'
        ? new Promise((resolve) => (release = resolve))
        : Promise.resolve(plan('2026-04-02', garbage)),
    )
    const during = s.get('123456')
    await expect.poll(() => s.asked.length).toBe(1)
    announceExpiredTags(['discharges:plans'])
    release(plan('2026-04-02', garbage))
    expect((await during).status).toBe(200)
    garbage = 'after the import'
    expect(await (await s.get('123456')).json()).toEqual([expect.objectContaining({ garbage: 'after the import' })])
    await s.close()
  })

  it('still passes the gate first: a kept answer is no way around the per-client limit', async () => {
    // The gate counts the different contracts a client looks up (two here); one kept by another client's
    // lookup is refused all the same to a client past its limit.
    const s = await serve(async (contract) => plan('2026-04-02', `plan of ${contract}`), { perMinute: 2 })
    expect((await s.get('300', {}, '10.8.0.2')).status).toBe(200)
    expect((await s.get('100')).status).toBe(200)
    expect((await s.get('200')).status).toBe(200)
    const refused = await s.get('300')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refused.text()).not.toContain('plan of 300')
    expect(s.asked).toHaveLength(3)
    await s.close()
  })
})
