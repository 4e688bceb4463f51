import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RecentSet } from '@/lib/http/rateLimit'
import { forgetProcessSingleton } from '@/lib/singleton'
import { admitLookup, LOOKUP_LIMITER_KEY, type LookupLimits } from './admit'

// The lookup gate's three levels: per client, per network and
// site-wide, counting different contracts per minute, and the households that poll their own contract.

const limits: LookupLimits = { perMinute: 5, perNetworkPerMinute: 12, sitePerMinute: 40 }
const contract = (n: number) => String(900_000_000 + n)
const ok = async (raw: string, client: string, now: number) => (await admitLookup(raw, client, limits, now)).ok

beforeEach(() => forgetProcessSingleton(LOOKUP_LIMITER_KEY))
afterEach(() => vi.restoreAllMocks())

describe('lookup gate', () => {
  it('limits different contracts per network: neighbours in one /24 or /48 share a budget', async () => {
    const t = 1_000_000
    let admitted = 0
    // Four addresses of one /24, each within its own limit of 5.
    for (let host = 1; host <= 4; host++)
      for (let i = 0; i < 5; i++) if (await ok(contract(host * 10 + i), `203.0.113.${host}`, t)) admitted++
    expect(admitted).toBe(12)
    // Another network is not affected; the next minute the network has its budget back.
    expect(await ok(contract(99), '198.51.100.1', t)).toBe(true)
    expect(await ok(contract(98), '203.0.113.9', t + 61_000)).toBe(true)
    // IPv6: different /64s of one /48 are one network.
    let v6 = 0
    for (let net = 0; net < 4; net++)
      for (let i = 0; i < 5; i++) if (await ok(contract(500 + net * 10 + i), `2001:db8:1:${net}::1`, t)) v6++
    expect(v6).toBe(12)
    expect(await ok(contract(600), '2001:db8:2::1', t)).toBe(true)
  })

  it('limits different contracts site-wide, from many networks at once', async () => {
    const t = 2_000_000
    let admitted = 0
    for (let i = 0; i < 60; i++) if (await ok(contract(i), `10.${i}.0.1`, t)) admitted++
    expect(admitted).toBe(40)
    const refused = await admitLookup(contract(1000), '10.200.0.1', limits, t)
    expect(refused).toMatchObject({ ok: false, reason: 'rateLimited' })
    // Contracts already counted this minute are not new: asking again is answered.
    expect(await ok(contract(3), '10.201.0.1', t)).toBe(true)
  })

  it('never refuses a household polling its own contract hourly, even while an enumeration saturates every limit', async () => {
    const start = 3_000_000
    const households = [
      { client: '192.0.2.10', contract: contract(7001) },
      { client: '2001:db8:77::5', contract: contract(7002) },
      // Behind the same carrier network the enumeration uses.
      { client: '203.0.113.200', contract: contract(7003) },
    ]
    for (const h of households) expect(await ok(h.contract, h.client, start)).toBe(true)
    let enumerated = 0
    let next = 0
    for (let hour = 1; hour <= 48; hour++) {
      const t = start + hour * 3_600_000
      // Each minute of the attack: hundreds of new contracts from one /24 and from many networks.
      for (let i = 0; i < 300; i++) {
        const from = i % 2 ? `203.0.113.${i % 250}` : `100.${i % 250}.${hour}.1`
        if (await ok(contract(10_000 + next++), from, t)) enumerated++
      }
      for (const h of households) expect(await ok(h.contract, h.client, t + 1000), `hour ${hour}`).toBe(true)
    }
    // The site-wide limit held the enumeration to its budget per minute.
    expect(enumerated).toBeLessThanOrEqual(48 * limits.sitePerMinute!)
  })

  it('tells the client its quota: what its own budget has left, and no more when refused', async () => {
    const t = 4_500_000
    const first = await admitLookup(contract(1), '192.0.2.60', limits, t)
    expect(first).toMatchObject({
      ok: true,
      rateLimit: { 'RateLimit-Policy': '"lookups";q=5;w=60', RateLimit: '"lookups";r=4;t=60' },
    })
    // A repeat costs nothing of the different contracts' quota.
    expect(await admitLookup(contract(1), '192.0.2.60', limits, t + 10_000)).toMatchObject({
      rateLimit: { RateLimit: '"lookups";r=4;t=50' },
    })
    for (let i = 2; i <= 5; i++) await admitLookup(contract(i), '192.0.2.60', limits, t + 10_000)
    const refused = await admitLookup(contract(6), '192.0.2.60', limits, t + 20_000)
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(refused.error.headers).toMatchObject({
      'Retry-After': '40',
      RateLimit: '"lookups";r=0;t=40',
      'RateLimit-Policy': '"lookups";q=5;w=60',
    })
  })

  it('the per-client limit still comes first', async () => {
    const t = 4_000_000
    for (let i = 0; i < 5; i++) expect(await ok(contract(i), '192.0.2.50', t)).toBe(true)
    expect(await ok(contract(9), '192.0.2.50', t)).toBe(false)
    // Repeats of counted contracts are free.
    expect(await ok(contract(2), '192.0.2.50', t)).toBe(true)
  })

  it('remembers known pairs only while a network or site limit can refuse (two writes per new contract on PostgreSQL)', async () => {
    const touch = vi.spyOn(RecentSet.prototype, 'touch')
    const add = vi.spyOn(RecentSet.prototype, 'add')
    const open: LookupLimits = { perMinute: 3, perNetworkPerMinute: 0, sitePerMinute: 0 }
    const t = 5_000_000
    for (let i = 0; i < 3; i++) expect((await admitLookup(contract(i), '192.0.2.60', open, t)).ok).toBe(true)
    // The client's own limit still holds.
    expect(await admitLookup(contract(9), '192.0.2.60', open, t)).toMatchObject({ ok: false, reason: 'rateLimited' })
    expect(touch).not.toHaveBeenCalled()
    expect(add).not.toHaveBeenCalled()
    forgetProcessSingleton(LOOKUP_LIMITER_KEY)
    expect((await admitLookup(contract(1), '192.0.2.61', { ...open, sitePerMinute: 100 }, t)).ok).toBe(true)
    expect(touch).toHaveBeenCalledTimes(1)
    expect(add).toHaveBeenCalledTimes(1)
  })
})
