import { describe, expect, it } from 'vitest'
import { decodeGrant, encodeGrant, previewQuery, verifyPreview } from './token'

const secret = 'a-test-secret-of-enough-length'
const now = Date.parse('2026-06-01T10:00:00Z')
const fields = (q: string) => Object.fromEntries(new URLSearchParams(q))

describe('signed preview links', () => {
  const link = previewQuery({ c: 'pages', id: 7, locale: 'ru' }, secret, { seconds: 600, now })

  it('accepts its own link until it expires, then refuses it', () => {
    expect(verifyPreview(fields(link), secret, now)).toEqual({
      ok: true,
      claim: { c: 'pages', id: 7, locale: 'ru', exp: now / 1000 + 600 },
    })
    expect(verifyPreview(fields(link), secret, now + 599_000).ok).toBe(true)
    expect(verifyPreview(fields(link), secret, now + 600_000)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses a link without a signature, with another key, or pointed at another document, locale or time', () => {
    const f = fields(link)
    expect(verifyPreview({ ...f, sig: undefined }, secret, now)).toEqual({ ok: false, reason: 'invalid' })
    expect(verifyPreview(f, 'another-secret-of-enough-length', now).ok).toBe(false)
    for (const change of [{ id: '8' }, { locale: 'en' }, { c: 'posts' }, { exp: String(Number(f.exp) + 3600) }])
      expect(verifyPreview({ ...f, ...change }, secret, now)).toEqual({ ok: false, reason: 'invalid' })
    expect(verifyPreview({ ...f, c: 'users' }, secret, now).ok).toBe(false)
    expect(verifyPreview({ ...f, sig: 'x'.repeat(1000) }, secret, now).ok).toBe(false)
  })

  it('with a step, gives the same link within the step and a later one after it, never a shorter one', () => {
    const at = (ms: number) =>
      fields(previewQuery({ c: 'posts', id: 3, locale: 'en' }, secret, { seconds: 1800, now: ms, step: 300 }))
    // A second after a step's start: the links of the next 299 seconds end at the same time.
    const start = now + 1_000
    const first = at(start)
    expect(Number(first.exp) % 300).toBe(0)
    expect(Number(first.exp) * 1000 - start).toBeGreaterThanOrEqual(1_800_000)
    expect(Number(first.exp) * 1000 - start).toBeLessThan(2_100_000)
    expect(at(start + 298_000)).toEqual(first)
    expect(Number(at(start + 300_000).exp)).toBe(Number(first.exp) + 300)
    expect(verifyPreview(first, secret, start + 1_800_000).ok).toBe(true)
  })

  it('carries the same claim in the cookie, which expires with the link', () => {
    const verdict = verifyPreview(fields(link), secret, now)
    if (!verdict.ok) throw new Error('link refused')
    const cookie = encodeGrant(verdict.claim, fields(link).sig!)
    expect(decodeGrant(cookie, secret, now)).toEqual(verdict.claim)
    expect(decodeGrant(cookie, secret, now + 601_000)).toBeNull()
    expect(decodeGrant(cookie.replace('id=7', 'id=9'), secret, now)).toBeNull()
    expect(decodeGrant(undefined, secret, now)).toBeNull()
  })
})
