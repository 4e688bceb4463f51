import { describe, expect, it } from 'vitest'
import { Backoff } from './backoff'

const options = { free: 5, windowMs: 15 * 60_000, baseDelayMs: 2_000, maxDelayMs: 60_000, forgetMs: 3_600_000 }

describe('Backoff', () => {
  it('allows the free attempts, then one attempt per delay, the delay doubling each time', () => {
    const backoff = new Backoff(options)
    let now = 1_000_000
    for (let i = 0; i < 5; i++) expect(backoff.attempt('a', now)).toEqual({ ok: true })
    // The first attempt past the free ones goes ahead and starts the first delay.
    expect(backoff.attempt('a', now)).toEqual({ ok: true })
    expect(backoff.attempt('a', now)).toEqual({ ok: false, retryAfterSeconds: 2 })
    const waits: number[] = []
    for (let i = 0; i < 6; i++) {
      const refused = backoff.attempt('a', now)
      if (refused.ok) throw new Error('expected a delay')
      waits.push(refused.retryAfterSeconds)
      now += refused.retryAfterSeconds * 1000
      expect(backoff.attempt('a', now)).toEqual({ ok: true })
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60])
  })

  it('keeps keys apart: another address is never delayed by the first', () => {
    const backoff = new Backoff(options)
    for (let i = 0; i < 20; i++) backoff.attempt('attacker', 0)
    expect(backoff.attempt('attacker', 0).ok).toBe(false)
    expect(backoff.attempt('admin', 0)).toEqual({ ok: true })
  })

  it('a success forgives the delay; a long quiet period forgets it', () => {
    const backoff = new Backoff(options)
    for (let i = 0; i < 6; i++) backoff.attempt('a', 0)
    expect(backoff.attempt('a', 0).ok).toBe(false)
    backoff.succeeded('a')
    expect(backoff.attempt('a', 0).ok).toBe(true)
    expect(backoff.attempt('a', 0).ok).toBe(false)
    expect(backoff.attempt('a', options.forgetMs + options.windowMs)).toEqual({ ok: true })
    expect(backoff.size).toBe(0)
  })

  it('gives a delayed key no fresh free attempts when the window turns', () => {
    const backoff = new Backoff(options)
    for (let i = 0; i < 6; i++) backoff.attempt('a', 0)
    const later = options.windowMs + 1
    expect(backoff.attempt('a', later)).toEqual({ ok: true })
    expect(backoff.attempt('a', later)).toEqual({ ok: false, retryAfterSeconds: 4 })
  })

  it('bounds the keys it remembers', () => {
    const backoff = new Backoff({ ...options, free: 1, maxKeys: 100 })
    for (let i = 0; i < 1000; i++) for (let j = 0; j < 2; j++) backoff.attempt(`k${i}`, i)
    expect(backoff.size).toBe(100)
  })
})
