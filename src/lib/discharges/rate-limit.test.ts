import { describe, expect, it } from 'vitest'
import { clientAddress, LookupRateLimiter, REPEAT_FACTOR } from './rate-limit'

describe('LookupRateLimiter', () => {
  it('allows `limit` different contracts per window, then answers with the seconds left', () => {
    const l = new LookupRateLimiter(3, 60_000)
    const t0 = 1_000_000
    for (const c of ['1', '2', '3']) expect(l.check('a', c, t0).ok).toBe(true)
    const refused = l.check('a', '4', t0 + 15_000)
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 45 })
    expect(l.check('b', '4', t0 + 15_000).ok).toBe(true)
    expect(l.check('a', '4', t0 + 60_000).ok).toBe(true)
  })
  it('lets a calendar poll the same contract again without using the budget, up to the repeat cap', () => {
    const l = new LookupRateLimiter(2, 60_000)
    for (let i = 0; i < 2 * REPEAT_FACTOR; i++) expect(l.check('cal', '900000001', i).ok).toBe(true)
    expect(l.check('cal', '900000001', 100).ok).toBe(false)
  })
  it('a limit of 0 turns the limiter off', () => {
    const l = new LookupRateLimiter(0)
    for (let i = 0; i < 1000; i++) expect(l.check('a', String(i)).ok).toBe(true)
  })
})

describe('clientAddress', () => {
  it('takes the entry the nearest trusted proxy added', () => {
    const h = new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.2' })
    expect(clientAddress(h, 1)).toBe('10.0.0.2')
    expect(clientAddress(h, 2)).toBe('203.0.113.9')
    expect(clientAddress(h, 5)).toBe('203.0.113.9')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})
