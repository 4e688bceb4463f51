import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { fuzzBearerRoutes, fuzzLinkRoutes, fuzzValues } from '../support/fuzzCorpus'

/* The hostile corpus (tests/support/fuzzCorpus.ts) through the route handlers added with the reminders'
   link exchange, the signed preview and the readiness check's token, without a build: every value in
   every place of each route's template. The browser-test fuzz (tests/e2e/fuzz.spec.ts) sends the same
   routes over the wire, through the edge; this one runs in the unit of work that changed them. */

let payload: Payload
beforeAll(async () => {
  payload = await createTestPayload()
}, 120_000)
afterAll(() => destroyTestPayload(payload))

type Handler = (request: Request) => Promise<Response> | Response
const handlers: Record<string, () => Promise<Handler>> = {
  '/api/v1/reminders/session': async () => (await import('@/app/(frontend)/api/v1/reminders/session/route')).GET,
  '/api/v1/preview': async () => (await import('@/app/(frontend)/api/v1/preview/route')).GET,
  '/readyz': async () => (await import('@/app/(frontend)/readyz/route')).GET,
}

describe('hostile input on the new routes', () => {
  it('answers every corpus value below 500, and sends nobody off the site', async () => {
    const values = fuzzValues()
    const templates = [
      ...fuzzLinkRoutes.filter((t) => Object.keys(handlers).some((h) => t.startsWith(`${h}?`))),
      ...fuzzBearerRoutes,
    ]
    expect(templates.length).toBeGreaterThanOrEqual(7)
    const failures: string[] = []
    for (const template of templates) {
      const path = template.split('?')[0]!
      const handle = await handlers[path]!()
      for (const value of values) {
        const wire = template.replaceAll('{v}', value.wire)
        const headers: Record<string, string> = {}
        if (path === '/readyz') headers.authorization = `Bearer ${value.wire}`
        const response = await handle(new Request(`http://localhost:3000${wire}`, { headers }))
        const location = response.headers.get('location')
        if (response.status >= 500) failures.push(`${response.status} ${wire}`)
        else if (location && !location.startsWith('/')) failures.push(`off-site ${location} ${wire}`)
        else if (path === '/readyz' && Object.keys((await response.json()) as object).join() !== 'status')
          failures.push(`details without the token ${wire}`)
      }
    }
    expect(failures.slice(0, 20)).toEqual([])
  }, 300_000)
})
