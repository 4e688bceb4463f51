import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetProcessSingleton } from '@/lib/singleton'
import { migrationsOf } from '@/lib/db/migrations'
import { drain } from '@/lib/work'
import { GET as healthz } from '../healthz/route'
import { GET as readyz } from './route'

// The database as the route sees it: Payload's record of run migrations and the delivery counts.
const db = vi.hoisted(() => ({ applied: [] as string[], down: false }))
vi.mock('@/lib/cms', () => ({
  cms: async () => ({
    find: async () => {
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

beforeEach(() => {
  db.applied = migrationsOf().map((m) => m.name)
  db.down = false
})
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
  it('is ready when the database answers and has run every migration of this build', async () => {
    const res = await readyz()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok', migrations: 'ok' })
  })

  it('is not ready while a migration of this build has not run', async () => {
    quiet()
    db.applied = db.applied.slice(0, -1)
    const res = await readyz()
    expect(res.status).toBe(503)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'unavailable', database: 'ok', migrations: 'pending', pending: 1 })
  })

  it('is not ready when the database does not answer', async () => {
    quiet()
    db.down = true
    const res = await readyz()
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ status: 'unavailable', database: 'failed' })
  })

  it('is not ready once shutdown has begun, so the proxy sends elsewhere', async () => {
    drain()
    const res = await readyz()
    expect(res.status).toBe(503)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'stopping' })
  })
})
