import { describe, expect, it } from 'vitest'
import { parseDismissed } from '@/lib/content/notices'
import { POST } from './route'

const post = (body: string, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://localhost:3000/api/v1/notices/dismiss', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', ...headers },
      body,
    }),
  )

describe('banner dismissal', () => {
  it('remembers the notice in a cookie and returns to the same-site page it came from', async () => {
    const res = await post('notice=7', {
      referer: 'http://localhost:3000/ru/customer-support/next-shipping-day?contractNumber=1',
      cookie: 'notice-dismissed=3,4',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/ru/customer-support/next-shipping-day?contractNumber=1')
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^notice-dismissed=7,3,4; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly/)
  })
  it('never redirects to another site and ignores a notice id that is no number', async () => {
    const res = await post('notice=abc', { referer: 'https://evil.example/phish' })
    expect(res.headers.get('location')).toBe('/')
    expect(res.headers.get('set-cookie')).toBeNull()
  })
  it('answers a malformed cookie with its redirect, not a server error', async () => {
    // `%E0%A4%A` is a cut-off percent escape: decodeURIComponent throws on it.
    const res = await post('notice=7', { cookie: 'notice-dismissed=%E0%A4%A; other=%' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/')
    expect(res.headers.get('set-cookie') ?? '').toMatch(/^notice-dismissed=7; /)
  })
  it('refuses a body larger than a form needs', async () => {
    const res = await post(`notice=1&x=${'a'.repeat(10_000)}`)
    expect(res.status).toBe(413)
  })
  it('refuses a Referer path that a browser would read as another site', async () => {
    for (const path of ['//evil.example/x', '/\\evil.example/x', '/%5Cevil']) {
      const res = await post('notice=7', { referer: `http://localhost:3000${path}` })
      expect(res.status).toBe(303)
      const location = res.headers.get('location') ?? ''
      expect(location.startsWith('//') || location.startsWith('/\\')).toBe(false)
    }
    const res = await post('notice=7', { referer: 'http://localhost:3000//evil.example/x' })
    expect(res.headers.get('location')).toBe('/')
  })
  it('refuses a post from another site, or one that names no site at all', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': '' },
    ]) {
      const res = await post('notice=7', headers)
      expect(res.status).toBe(403)
      expect(res.headers.get('set-cookie')).toBeNull()
    }
    const res = await post('notice=7', { 'Sec-Fetch-Site': '', Origin: 'http://localhost:3000' })
    expect(res.status).toBe(303)
  })
  it('reads at most 20 positive ids from the cookie', () => {
    expect([...parseDismissed('1,2,x,-3,0,4')]).toEqual([1, 2, 4])
    expect(parseDismissed(Array.from({ length: 50 }, (_, i) => i + 1).join(',')).size).toBe(20)
    expect(parseDismissed(undefined).size).toBe(0)
  })
})
