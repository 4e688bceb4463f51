import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetProcessSingleton } from '@/lib/singleton'
import { migrationsOf } from '@/lib/db/migrations'
import { drain } from '@/lib/work'
import { forgetReadiness } from '@/lib/health/readiness'
import { GET as healthz } from '../healthz/route'
import { GET as readyz } from './route'

// The database as the route sees it: Payload's record of run migrations and the delivery counts.
const db = vi.hoisted(() => ({ applied: [] as string[], down: false, queries: 0 }))
vi.mock('@/lib/cms', () => ({
  cms: async () => ({
    find: async () => {
      db.queries++
      if (db.down) throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
      return { docs: db.applied.map((name) => ({ name })) }
    },
  }),
}))
vi.mock('@/lib/helpdesk/reconcile', () => ({
  deliveryStatus: async () => ({ undelivered: 0, oldestUndeliveredMinutes: null, overdue: 0 }),
}))

const quiet = () => {
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
}

const TOKEN = 'readyz-token-0123456789abcdefghijklmnop'
vi.stubEnv('READYZ_TOKEN', TOKEN)

beforeEach(() => {
  db.applied = migrationsOf().map((m) => m.name)
  db.down = false
  forgetReadiness()
})

// With the token: the details; without: the status alone.
const get = () => readyz(new Request('http://localhost/readyz', { headers: { authorization: `Bearer ${TOKEN}` } }))
const anonymous = () => readyz(new Request('http://localhost/readyz'))
afterEach(() => {
  vi.restoreAllMocks()
  forgetProcessSingleton('jaatmeveo.work')
})

describe('/healthz', () => {
  it('answers 200 without asking the database, never cached', async () => {
    db.down = true
    const res = healthz()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'ok' })
  })
})

describe('/readyz', () => {
  it('tells the public only its status; details need the token; the checks run once per 1.5 s', async () => {
    const before = db.queries
    const res = await anonymous()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
    for (let i = 0; i < 50; i++) await anonymous()
    expect(db.queries - before).toBe(1)
    const wrong = await readyz(
      new Request('http://localhost/readyz', { headers: { authorization: `Bearer ${TOKEN.replace('r', 'x')}` } }),
    )
    expect(await wrong.json()).toEqual({ status: 'ok' })
    expect(await (await get()).json()).toMatchObject({ status: 'ok', migrations: 'ok', delivery: { undelivered: 0 } })
    quiet()
    db.down = true
    forgetReadiness()
    const down = await anonymous()
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ status: 'unavailable' })
  })

  it('is ready when the database answers and has run every migration of this build', async () => {
    const res = await get()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok', migrations: 'ok' })
  })

  it('is not ready while a migration of this build has not run', async () => {
    quiet()
    db.applied = db.applied.slice(0, -1)
    const res = await get()
    expect(res.status).toBe(503)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'unavailable', database: 'ok', migrations: 'pending', pending: 1 })
  })

  it('is not ready when the database does not answer', async () => {
    quiet()
    db.down = true
    const res = await get()
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ status: 'unavailable', database: 'failed' })
  })

  it('is not ready once shutdown has begun, so the proxy sends elsewhere', async () => {
    drain()
    const res = await get()
    expect(res.status).toBe(503)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'stopping' })
  })
})
