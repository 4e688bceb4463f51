import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { guardRest } from './payloadRest'

// Payload's REST reads with a filter value the database cannot run (found by hand after the fuzz test):
// Payload answers 500; the guard answers 400, and leaves every other answer as it is.
const config = { collections: [], db: { defaultIDType: 'number' } } as unknown as SanitizedConfig
const payload500 = async () => Response.json({ errors: [{ message: 'Something went wrong.' }] }, { status: 500 })
const call = (url: string, method = 'GET', answer = payload500) =>
  guardRest(config, answer)(new Request(`http://localhost${url}`, { method }), {
    params: Promise.resolve({ slug: new URL(`http://localhost${url}`).pathname.split('/').slice(2) }),
  })

describe('guardRest', () => {
  it('answers 400 for a read whose query the database could not run', async () => {
    for (const url of [
      '/api/posts?where[id][in]=abc,1',
      '/api/posts?where[date][greater_than]=abc',
      '/api/posts?where[slug][near]=1,2,3',
      '/api/posts?sort=%00',
    ]) {
      const response = await call(url)
      expect(response.status, url).toBe(400)
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_query' } })
    }
  })

  it("answers an address under /api/v1 that no route of the API has with the API's 404, not Payload's", async () => {
    const response = await call('/api/v1/nothing-here', 'GET', async () =>
      Response.json({ message: 'Route not found' }),
    )
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('application/problem+json')
    expect(await response.json()).toMatchObject({ status: 404, code: 'not_found', type: '/developers#error-not_found' })
  })

  it('leaves a 500 without a query, a write, and every other answer as they are', async () => {
    expect((await call('/api/posts')).status).toBe(500)
    expect((await call('/api/posts?where[id][in]=abc', 'POST')).status).toBe(500)
    expect((await call('/api/posts?where[id][equals]=1', 'GET', async () => Response.json({ docs: [] }))).status).toBe(
      200,
    )
  })
})
