// Several instances on one PostgreSQL database behave as one site (decision 025): shared
// rate limits, the expiry broadcast, the jobs leader. Each "instance" is a pool of its own on the file's
// database, as a second server process would have. Runs on the PostgreSQL half of `npm test`
// (INT_TEST_POSTGRES_URL); on SQLite the in-memory stores are the unit tests' (src/lib/http/*.test.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import pg from 'pg'
import type { Payload } from 'payload'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { PostgresBackoff, PostgresRateLimiter, PostgresRecentSet, pruneRateLimits } from '@/lib/cluster/rateLimits'
import { ExpiryListener, postgresEvents, publishExpiry, type ExpiryEvent } from '@/lib/cluster/events'
import { JobLeader } from '@/lib/cluster/leader'
import { jobsMayRun, startCluster, stopCluster } from '@/lib/cluster/runtime'
import { admitLookup } from '@/lib/discharges/admit'
import { applyRemoteExpiry, EXPIRY_SETTLE_MS } from '@/lib/content/expire'
import { tagGeneration } from '@/lib/http/pageCacheContext'
import { searchVersion } from '@/lib/search/invalidate'
import { mailBudgetLimiters, takeMailBudget } from '@/lib/reminders/mailBudget'

const url = process.env.DATABASE_URL ?? ''
const postgres = /^postgres(ql)?:\/\//.test(url)
let payload: Payload | undefined
const pools: pg.Pool[] = []
const instance = () => {
  const pool = new pg.Pool({ connectionString: url, max: 12 })
  // As Payload's pool once registered (src/lib/cluster/pool.ts): a connection ended by the test is no crash.
  pool.on('error', () => undefined)
  pools.push(pool)
  return pool
}
/** A store's pool source: one pool of its own, opened once. */
const ownPool = () => {
  const pool = instance()
  return async () => pool
}
async function within<T>(ms: number, probe: () => T | undefined | false): Promise<T> {
  return vi.waitFor(
    () => {
      const value = probe()
      if (!value) throw new Error(`not within ${ms} ms`)
      return value
    },
    { timeout: ms, interval: 25 },
  )
}

beforeAll(async () => {
  if (postgres) payload = await createTestPayload()
})
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end().catch(() => undefined)))
  await destroyTestPayload(payload)
})

describe.runIf(postgres)('shared rate limits on PostgreSQL', () => {
  it('two instances share one budget per key and window', async () => {
    const options = { limit: 3, windowMs: 60_000 }
    const a = new PostgresRateLimiter('t.requests', options, ownPool())
    const b = new PostgresRateLimiter('t.requests', options, ownPool())
    const t = 1_800_000_000_000 // a window's start: aligned to the clock
    // Each take tells what the shared budget has left, whichever instance took it.
    expect(await a.take('k', { now: t })).toEqual({ ok: true, quota: { remaining: 2, resetSeconds: 60 } })
    expect(await b.take('k', { now: t + 1 })).toEqual({ ok: true, quota: { remaining: 1, resetSeconds: 60 } })
    expect(await a.take('k', { now: t + 2 })).toEqual({ ok: true, quota: { remaining: 0, resetSeconds: 60 } })
    expect(await b.take('k', { now: t + 30_000 })).toEqual({ ok: false, retryAfterSeconds: 30 })
    expect(await a.peek('k', t + 30_000)).toEqual({ ok: false, retryAfterSeconds: 30 })
    // Another key, another scope and the next window each have their own budget.
    expect(await b.take('other', { now: t + 3 })).toMatchObject({ ok: true, quota: { remaining: 2 } })
    expect(await new PostgresRateLimiter('t.else', options, ownPool()).take('k', { now: t + 3 })).toMatchObject({
      ok: true,
      quota: { remaining: 2 },
    })
    expect(await b.peek('k', t + 60_000)).toEqual({ ok: true })
    expect(await b.take('k', { now: t + 60_000 })).toMatchObject({ ok: true, quota: { remaining: 2 } })
  })

  it('counts different items across instances; repeats are free up to the request cap', async () => {
    const options = { limit: 2, windowMs: 60_000, distinct: { repeatFactor: 3 } }
    const a = new PostgresRateLimiter('t.distinct', options, ownPool())
    const b = new PostgresRateLimiter('t.distinct', options, ownPool())
    const t = 1_800_000_060_000
    // What is left counts different items (the announced quota).
    expect(await a.take('c', { item: '1', now: t })).toMatchObject({ ok: true, quota: { remaining: 1 } })
    expect(await b.take('c', { item: '2', now: t })).toMatchObject({ ok: true, quota: { remaining: 0 } })
    expect((await a.take('c', { item: '3', now: t })).ok).toBe(false)
    // A refused item is not recorded: asking again is no free repeat.
    expect((await b.take('c', { item: '3', now: t })).ok).toBe(false)
    // Asking again for counted items passes on either instance, up to 3 × 2 requests in all.
    expect((await b.take('c', { item: '1', now: t })).ok).toBe(true)
    expect((await a.take('c', { item: '2', now: t })).ok).toBe(true)
    expect((await b.take('c', { item: '2', now: t })).ok).toBe(true)
    expect((await a.take('c', { item: '1', now: t })).ok).toBe(true)
    expect((await b.take('c', { item: '1', now: t })).ok).toBe(false)
    expect((await a.take('c', { item: '3', now: t + 60_000 })).ok).toBe(true)
  })

  it('20 parallel takes against a limit of 10, from two instances, admit exactly 10', async () => {
    const t = 1_800_000_120_000
    for (const distinct of [undefined, { repeatFactor: 10 }]) {
      const scope = distinct ? 't.parallel.distinct' : 't.parallel'
      const a = new PostgresRateLimiter(scope, { limit: 10, windowMs: 60_000, distinct }, ownPool())
      const b = new PostgresRateLimiter(scope, { limit: 10, windowMs: 60_000, distinct }, ownPool())
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).take('flood', { item: String(i), now: t })),
      )
      expect(
        results.filter((r) => r.ok),
        scope,
      ).toHaveLength(10)
    }
  })

  it('mails one recipient three times a day at most, however many instances and networks ask', async () => {
    const gates = [0, 1, 2].map(() => {
      const pool = ownPool()
      return mailBudgetLimiters((scope, options) => new PostgresRateLimiter(scope, options, pool))
    })
    // Ahead of the clock and inside one window of the day limiter (windows are aligned to the clock here).
    const day = (Math.floor(Date.now() / 86_400_000) + 7) * 86_400_000
    const verdicts = []
    for (let i = 0; i < 30; i++) {
      const address = i % 2 ? `203.0.${i}.7` : `2001:db8:${i.toString(16)}::1`
      verdicts.push(await takeMailBudget('victim@example.ee', address, day + i * 40 * 60_000, gates[i % 3]))
    }
    expect(verdicts.filter((v) => v.ok)).toHaveLength(3)
    expect(verdicts.filter((v) => !v.ok).every((v) => !v.ok && v.reason === 'recipient')).toBe(true)
  })

  it('the lookup gate spends the budget in the shared tables', async () => {
    const client = '192.0.2.77'
    const limits = { perMinute: 2 }
    expect((await admitLookup('900000001', client, limits)).ok).toBe(true)
    // A second instance's gate is the same table: its limiter sees the first one's contract.
    const other = new PostgresRateLimiter(
      'lookup.client',
      { limit: 2, windowMs: 60_000, distinct: { repeatFactor: 10 } },
      ownPool(),
    )
    expect((await other.take(client, { item: '900000002' })).ok).toBe(true)
    expect(await admitLookup('900000003', client, limits)).toMatchObject({ ok: false, reason: 'rateLimited' })
    expect((await admitLookup('900000002', client, limits)).ok).toBe(true)
  })

  it('known keys and sign-in delays are shared too', async () => {
    const a = new PostgresRecentSet('t.known', { ttlMs: 1000 }, ownPool())
    const b = new PostgresRecentSet('t.known', { ttlMs: 1000 }, ownPool())
    const t = 1_800_000_000_000
    expect(await b.touch('pair', t)).toBe(false)
    await a.add('pair', t)
    expect(await b.touch('pair', t + 900)).toBe(true)
    // Touching slides the time: still known 900 ms after the touch, forgotten after that.
    expect(await a.touch('pair', t + 1800)).toBe(true)
    expect(await a.touch('pair', t + 2900)).toBe(false)

    const options = { free: 2, windowMs: 60_000, baseDelayMs: 2000, maxDelayMs: 8000, forgetMs: 60_000 }
    const x = new PostgresBackoff('t.backoff', options, ownPool())
    const y = new PostgresBackoff('t.backoff', options, ownPool())
    const s = 1_800_000_200_000
    expect(await x.attempt('ip', s)).toEqual({ ok: true })
    expect(await y.attempt('ip', s)).toEqual({ ok: true })
    // Past the free ones: this attempt goes ahead, the next waits 2 s, then 4 s, on either instance.
    expect(await x.attempt('ip', s)).toEqual({ ok: true })
    expect(await y.attempt('ip', s + 1000)).toEqual({ ok: false, retryAfterSeconds: 1 })
    expect(await y.attempt('ip', s + 2000)).toEqual({ ok: true })
    expect(await x.attempt('ip', s + 5000)).toEqual({ ok: false, retryAfterSeconds: 1 })
    expect(await x.attempt('ip', s + 6000)).toEqual({ ok: true })
    await y.succeeded('ip')
    expect(await x.attempt('ip', s + 6001)).toEqual({ ok: true })
  })

  it('pruning deletes ended windows and forgotten keys', async () => {
    const pool = instance()
    const limiter = new PostgresRateLimiter('t.prune', { limit: 1, windowMs: 1000 }, async () => pool)
    await limiter.take('old', { now: 1000 })
    await limiter.take('live', { now: 4_000_000_000_000 })
    await pruneRateLimits(pool, Date.now())
    const { rows } = await pool.query<{ key: string }>("SELECT key FROM cluster_rate_windows WHERE scope = 't.prune'")
    expect(rows.map((r) => r.key)).toEqual(['live'])
  })
})

describe.runIf(postgres)('expiry broadcast on PostgreSQL', () => {
  it("each instance applies the other's events within 2 s, never its own", async () => {
    const [poolA, poolB] = [postgresEvents(instance()), postgresEvents(instance())]
    const seenA: ExpiryEvent[] = []
    const seenB: ExpiryEvent[] = []
    const a = new ExpiryListener(poolA, (e) => seenA.push(e), { origin: 'A', intervalMs: 200 })
    const b = new ExpiryListener(poolB, (e) => seenB.push(e), { origin: 'B', intervalMs: 200 })
    // An event written before B started is not B's to apply: its reads already see that content.
    await publishExpiry({ tags: ['before'] }, poolA, 'A')
    await Promise.all([a.start(), b.start()])
    try {
      const written = Date.now()
      await publishExpiry({ tags: ['pages', 'menu'], search: ['pages'] }, poolA, 'A')
      await within(2000, () => seenB.length > 0)
      expect(Date.now() - written).toBeLessThan(2000)
      expect(seenB).toEqual([{ tags: ['pages', 'menu'], search: ['pages'] }])
      await publishExpiry({ search: ['posts'] }, poolB, 'B')
      await within(2000, () => seenA.length > 0)
      expect(seenA).toEqual([{ tags: [], search: ['posts'] }])
      // Read again within the look-back, still applied once each.
      await Promise.all([a.poll(), b.poll(), a.poll()])
      expect(seenA).toHaveLength(1)
      expect(seenB).toHaveLength(1)
    } finally {
      a.stop()
      b.stop()
    }
  })

  it("another instance's event expires this process's data and search, and again once settled", async () => {
    // The settle delay on a fake clock: moved past, not waited out.
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const generation = tagGeneration(['pages'])
      const version = searchVersion()
      applyRemoteExpiry({ tags: ['pages'], search: ['pages'] })
      expect(tagGeneration(['pages'])).not.toBe(generation)
      expect(searchVersion()).toBeGreaterThan(version)
      const after = tagGeneration(['pages'])
      vi.advanceTimersByTime(EXPIRY_SETTLE_MS - 1)
      expect(tagGeneration(['pages'])).toBe(after)
      vi.advanceTimersByTime(1)
      expect(tagGeneration(['pages'])).not.toBe(after)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe.runIf(postgres)('jobs leader on PostgreSQL', () => {
  it('one of two instances leads; when it dies the other takes over within seconds', async () => {
    const key = 'jaatmeveo-website:test-leader'
    const [poolA, poolB] = [instance(), instance()]
    const a = new JobLeader(poolA, { key, retryMs: 200 })
    const b = new JobLeader(poolB, { key, retryMs: 200 })
    await a.start()
    await b.start()
    try {
      expect([a.isLeader, b.isLeader]).toEqual([true, false])
      // A crash: the leader's session ends (as when its process is killed) and the process runs no more.
      const pid = await poolB.query<{ pid: number }>(
        "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid::bigint = (hashtext($1)::bigint & 4294967295)",
        [key],
      )
      expect(pid.rows).toHaveLength(1)
      await poolB.query('SELECT pg_terminate_backend($1)', [pid.rows[0]!.pid])
      const killed = a.stop()
      const started = Date.now()
      await within(3000, () => b.isLeader)
      expect(Date.now() - started).toBeLessThan(3000)
      await killed
      expect(a.isLeader).toBe(false)
      // A leader that is alive keeps the lock: a newcomer stays a follower.
      const c = new JobLeader(instance(), { key, retryMs: 200 })
      await c.start()
      // Two more attempts of its own, as its timer makes them.
      await c.tick()
      await c.tick()
      expect([b.isLeader, c.isLeader]).toEqual([true, false])
      await c.stop()
    } finally {
      await a.stop()
      await b.stop()
    }
  })

  it("a server's runtime: the queue runs only while it leads, and it applies the others' expiries", async () => {
    const applied: ExpiryEvent[] = []
    // No runtime started: this process (like a script) is no leader on PostgreSQL.
    expect(jobsMayRun()).toBe(false)
    await startCluster(payload!, { apply: (e) => applied.push(e), schedule: false })
    try {
      expect(jobsMayRun()).toBe(true)
      // Another server on the same database is a follower while this one leads.
      const other = new JobLeader(instance())
      await other.start()
      expect(other.isLeader).toBe(false)
      await other.stop()
      await publishExpiry({ tags: ['menu'] }, postgresEvents(instance()), 'another-instance')
      await within(2000, () => applied.length > 0)
      expect(applied).toEqual([{ tags: ['menu'], search: [] }])
    } finally {
      await stopCluster()
    }
    expect(jobsMayRun()).toBe(false)
  })

  it('two Payload instances with queued jobs: each job runs once, by the leader', async () => {
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    const first = payload!
    const second = await getPayload({ config, key: 'cluster-second-instance' })
    const key = 'jaatmeveo-website:test-jobs-leader'
    const leaders = [new JobLeader(instance(), { key, retryMs: 200 }), new JobLeader(instance(), { key, retryMs: 200 })]
    const queue = 'cluster-test'
    const jobs = 12
    for (let i = 0; i < jobs; i++) await first.jobs.queue({ task: 'remindersRetention', input: {}, queue } as never)
    const ran: string[][] = [[], []]
    // Each instance's autoRun cron: runs the queue when shouldAutoRun (jobsMayRun) lets it.
    const runner = async (i: number) => {
      if (!leaders[i]!.isLeader) return
      const result = await [first, second][i]!.jobs.run({ queue, limit: 3 })
      ran[i]!.push(...Object.keys(result.jobStatus ?? {}))
    }
    try {
      await leaders[0]!.start()
      await leaders[1]!.start()
      for (let round = 0; round < 2; round++) await Promise.all([runner(0), runner(1)])
      expect(ran[1]).toEqual([])
      const firstRan = ran[0]!.length
      expect(firstRan).toBeGreaterThan(0)
      expect(firstRan).toBeLessThan(jobs)
      // The leader is closed (its instance stops): the other takes over and runs the rest.
      await leaders[0]!.stop()
      await within(3000, () => leaders[1]!.isLeader)
      for (let round = 0; round < 6; round++) await Promise.all([runner(0), runner(1)])
      const all = [...ran[0]!, ...ran[1]!]
      expect(ran[1]!.length).toBe(jobs - firstRan)
      expect(new Set(all).size).toBe(jobs)
      expect(all).toHaveLength(jobs)
      const left = await first.count({ collection: 'payload-jobs', where: { queue: { equals: queue } } })
      expect(left.totalDocs).toBe(0)
    } finally {
      for (const leader of leaders) await leader.stop()
      await second.destroy()
    }
  })
})
