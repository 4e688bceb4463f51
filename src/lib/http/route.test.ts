import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError, formatZodIssues } from './errors'
import { MAX_JSON_BYTES, route } from './route'
import { log } from '@/lib/log'

const get = (url: string, init?: RequestInit) => new Request(`http://localhost${url}`, init)
const params = (p: Record<string, string>) => ({ params: Promise.resolve(p) })

afterEach(() => vi.restoreAllMocks())

describe('route', () => {
  const handler = route(
    {
      params: z.object({ id: z.string().regex(/^\d+$/, { error: 'No such thing' }) }),
      query: z.object({ lang: z.enum(['et', 'en']).default('et') }),
    },
    ({ params: p, query }) => Response.json({ id: p.id, lang: query.lang }),
  )

  it('hands the handler parsed parameters and query (first value of a repeated name)', async () => {
    const r = await handler(get('/x/1?lang=en&lang=et'), params({ id: '1' }))
    expect(await r.json()).toEqual({ id: '1', lang: 'en' })
  })

  it('answers bad path parameters 404 and a bad query 400, in the one error shape', async () => {
    const missing = await handler(get('/x/abc'), params({ id: 'abc' }))
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-type')).toBe('application/problem+json')
    expect(await missing.json()).toEqual({
      type: '/developers#error-not_found',
      title: 'Not found',
      status: 404,
      detail: 'No such thing',
      code: 'not_found',
      error: { code: 'not_found', message: 'No such thing' },
    })
    const bad = await handler(get('/x/1?lang=fi'), params({ id: '1' }))
    expect(bad.status).toBe(400)
    expect((await bad.json()).error).toEqual({ code: 'invalid_request', message: expect.stringMatching(/^lang: /) })
  })

  it('answers a thrown ApiError with its status, code, message, details and headers', async () => {
    const refuse = route({}, () => {
      throw new ApiError(429, 'rate_limited', 'Slow down.', { headers: { 'Retry-After': '7' } })
    })
    const r = await refuse(get('/'))
    expect(r.status).toBe(429)
    expect(r.headers.get('retry-after')).toBe('7')
    expect(r.headers.get('content-type')).toBe('application/problem+json')
    expect(await r.text()).toBe(
      '{"type":"/developers#error-rate_limited","title":"Too many requests","status":429,"detail":"Slow down.","code":"rate_limited","error":{"code":"rate_limited","message":"Slow down."}}',
    )
    const detailed = await route({}, () => {
      throw new ApiError(422, 'invalid_rows', 'Some rows are bad.', { details: [{ line: 2 }] })
    })(get('/'))
    expect(await detailed.json()).toMatchObject({
      status: 422,
      code: 'invalid_rows',
      detail: 'Some rows are bad.',
      details: [{ line: 2 }],
      error: { code: 'invalid_rows', message: 'Some rows are bad.', details: [{ line: 2 }] },
    })
  })

  it('answers a ZodError from the handler 400, and anything else 500 without details, logged', async () => {
    const zod = await route({}, () => Response.json(z.object({ n: z.number() }).parse({ n: 'x' })))(get('/'))
    expect(zod.status).toBe(400)
    expect((await zod.json()).error.code).toBe('invalid_request')
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {})
    const crash = await route({}, () => {
      throw new Error('secret internals')
    })(get('/boom'))
    expect(crash.status).toBe(500)
    expect(await crash.json()).toEqual({
      type: '/developers#error-internal_error',
      title: 'Internal server error',
      status: 500,
      detail: 'Internal server error',
      code: 'internal_error',
      error: { code: 'internal_error', message: 'Internal server error' },
    })
    const [message, fields] = logged.mock.calls[0] ?? []
    expect(message).toBe('route failed')
    expect(JSON.stringify(fields)).toMatch(/\/boom/)
    expect(String((fields as { error?: unknown } | undefined)?.error)).toMatch(/secret internals/)
  })

  it('parses a JSON body and answers non-JSON or invalid bodies 400', async () => {
    const post = route({ body: z.object({ name: z.string().max(5) }) }, ({ body }) => Response.json(body))
    const send = (body: string) =>
      post(get('/', { method: 'POST', body, headers: { 'content-type': 'application/json' } }))
    expect(await (await send('{"name":"ok"}')).json()).toEqual({ name: 'ok' })
    expect((await send('{"name":')).status).toBe(400)
    expect((await (await send('{"name":"far too long"}')).json()).error.message).toMatch(/^name: /)
    // Counted as it streams: a body past the limit is a 413, not held whole.
    const big = await send(JSON.stringify({ name: 'x'.repeat(MAX_JSON_BYTES) }))
    expect(big.status).toBe(413)
    expect((await big.json()).error.code).toBe('body_too_large')
  })

  it('runs auth after the path parameters and before the query is read', async () => {
    const order: string[] = []
    const guarded = route(
      {
        params: z.object({ id: z.literal('1') }),
        auth: () => {
          order.push('auth')
          throw new ApiError(401, 'unauthorized', 'Who are you?')
        },
        query: z.object({ n: z.string().transform((n) => (order.push('query'), n)) }),
      },
      () => new Response('never'),
    )
    expect((await guarded(get('/?n=1'), params({ id: '2' }))).status).toBe(404)
    expect((await guarded(get('/?n=1'), params({ id: '1' }))).status).toBe(401)
    expect(order).toEqual(['auth'])
  })
})

describe('formatZodIssues', () => {
  it('writes path: message, with an optional name for issues without a path', () => {
    const issues = [
      { path: ['a', 0, 'b'], message: 'bad' },
      { path: [], message: 'whole' },
    ]
    expect(formatZodIssues(issues)).toBe('a.0.b: bad; whole')
    expect(formatZodIssues(issues, { root: 'env', separator: '\n' })).toBe('a.0.b: bad\nenv: whole')
  })
})
