import { describe, expect, it } from 'vitest'
import { BASE, entry, fakeContext, site } from '../../../../tests/support/wordpressImport'
import { redirectPaths, rememberRedirects, writeRedirects } from './redirects'
import type { PayloadRequest } from 'payload'

describe('redirects step', () => {
  it("redirects each version's old path, not the home page and not the new path itself", () => {
    const members = [
      entry({ wpId: 1, link: `${BASE}/uudised/x/` }),
      entry({ wpId: 2, lang: 'ru', link: `${BASE}/ru/` }),
      entry({ wpId: 3, lang: 'en', link: `${BASE}/en/about/news/x/` }),
    ]
    expect([...redirectPaths(members, BASE, '/about/news/x')]).toEqual(['/uudised/x'])
  })

  it('updates the redirect already on a path, creates the others, and remembers them only when asked', async () => {
    const { ctx, calls } = fakeContext(site())
    ctx.redirectByFrom.set('/vana', 9)
    const req = {} as PayloadRequest
    const made = await writeRedirects(ctx, req, 'pages', 3, ['/vana', '/uus'])
    expect(calls.map((c) => [c.method, c.args.id ?? null, (c.args.data as { from: string }).from])).toEqual([
      ['update', 9, '/vana'],
      ['create', null, '/uus'],
    ])
    expect(calls[1].args.data).toEqual({
      from: '/uus',
      to: { type: 'reference', reference: { relationTo: 'pages', value: 3 } },
      type: '301',
    })
    expect(calls.every((c) => c.args.req === req)).toBe(true)
    expect(ctx.redirectByFrom.has('/uus')).toBe(false)
    rememberRedirects(ctx, made)
    expect(ctx.redirectByFrom.get('/uus')).toBe(100)
  })
})
