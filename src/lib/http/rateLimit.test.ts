import { describe, expect, it } from 'vitest'
import { RateLimiter } from './rateLimit'

const REPEAT_FACTOR = 10
const lookup = (limit: number, windowMs = 60_000, maxKeys?: number) =>
  new RateLimiter({ limit, windowMs, distinct: { repeatFactor: REPEAT_FACTOR }, maxKeys })

describe('RateLimiter counting requests', () => {
  it('allows the limit per key per window', () => {
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000 })
    expect(limiter.take('a', { now: 0 })).toEqual({ ok: true, quota: { remaining: 1, resetSeconds: 60 } })
    expect(limiter.take('a', { now: 30_500 })).toEqual({ ok: true, quota: { remaining: 0, resetSeconds: 30 } })
    expect(limiter.take('a', { now: 30_600 })).toEqual({ ok: false, retryAfterSeconds: 30 })
    expect(limiter.take('b', { now: 2 }).ok).toBe(true)
    expect(limiter.take('a', { now: 60_001 }).ok).toBe(true)
  })
})

describe('RateLimiter.peek', () => {
  it('tells whether take would refuse, without counting', () => {
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000 })
    for (let i = 0; i < 5; i++) expect(limiter.peek('a', i)).toEqual({ ok: true })
    limiter.take('a', { now: 0 })
    limiter.take('a', { now: 1 })
    expect(limiter.peek('a', 30_000)).toEqual({ ok: false, retryAfterSeconds: 30 })
    expect(limiter.peek('b', 30_000)).toEqual({ ok: true })
    expect(limiter.peek('a', 60_000)).toEqual({ ok: true })
    expect(limiter.size).toBe(1)
  })
})

describe('RateLimiter counting distinct items', () => {
  it('allows `limit` different items per window, then answers with the seconds left', () => {
    const l = lookup(3)
    const t0 = 1_000_000
    for (const [i, c] of ['1', '2', '3'].entries())
      expect(l.take('a', { item: c, now: t0 })).toEqual({ ok: true, quota: { remaining: 2 - i, resetSeconds: 60 } })
    // Asking again for a counted item leaves the different items' quota as it was.
    expect(l.take('a', { item: '1', now: t0 })).toMatchObject({ quota: { remaining: 0 } })
    expect(l.take('a', { item: '4', now: t0 + 15_000 })).toEqual({ ok: false, retryAfterSeconds: 45 })
    expect(l.take('b', { item: '4', now: t0 + 15_000 }).ok).toBe(true)
    expect(l.take('a', { item: '4', now: t0 + 60_000 }).ok).toBe(true)
  })
  it('lets a calendar poll the same item again without using the budget, up to the repeat cap', () => {
    const l = lookup(2)
    for (let i = 0; i < 2 * REPEAT_FACTOR; i++) expect(l.take('cal', { item: '900000001', now: i }).ok).toBe(true)
    expect(l.take('cal', { item: '900000001', now: 100 }).ok).toBe(false)
  })
  it('a limit of 0 turns the limiter off', () => {
    const l = lookup(0)
    for (let i = 0; i < 1000; i++) expect(l.take('a', { item: String(i) }).ok).toBe(true)
    expect(l.size).toBe(0)
  })
})

describe('RateLimiter memory', () => {
  it('forgets keys whose window has passed', () => {
    const l = new RateLimiter({ limit: 1, windowMs: 1000 })
    for (let i = 0; i < 500; i++) l.take(`k${i}`, { now: i })
    expect(l.size).toBe(500)
    l.take('late', { now: 1250 })
    // Windows that started before 250 ms are over: k0…k250 are gone, k251…k499 and `late` remain.
    expect(l.size).toBe(250)
  })
  it('never tracks more than maxKeys: a flood of new keys evicts the oldest first', () => {
    const l = lookup(1, 60_000, 100)
    for (let i = 0; i < 10_000; i++) l.take(`10.0.${i >> 8}.${i & 255}`, { item: '1', now: i })
    expect(l.size).toBe(100)
    // The newest keys are the ones kept, each with its budget spent.
    expect(l.take('10.0.39.15', { item: '2', now: 10_000 }).ok).toBe(false)
    // An evicted key starts afresh.
    expect(l.take('10.0.0.0', { item: '2', now: 10_000 }).ok).toBe(true)
    expect(l.size).toBe(100)
  })
})
