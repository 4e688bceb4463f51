// The XFF bypass closed end to end on the Next side: requests pass through the
// custom server's client-address stamp (what src/server/index.ts runs first on every request), then the
// real route handlers and the real contact-form server action. A client that rotates a forged
// X-Forwarded-For on every request must keep one budget.
import { mkdtempSync, rmSync } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MINIMAL_PDF } from '../support/files'
import { additionalDischargeForm } from '../support/contactForm'
import { createTestPayload, destroyTestPayload } from './helpers/payload'

const uploads = mkdtempSync(path.join(tmpdir(), 'client-address-uploads-'))
Object.assign(process.env, {
  DISCHARGES_RATE_LIMIT_PER_MINUTE: '3',
  CONTACT_MIN_FILL_SECONDS: '0',
  CONTACT_UPLOAD_DIR: uploads,
})

// The server action's Next surroundings: the request headers it reads, and redirect/translations.
let requestHeaders = new Headers()
// A failed post without scripts sets a cookie the same request's render reads (the error title): noted here.
const cookiesSet: string[] = []
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ set: (name: string) => void cookiesSet.push(name) }),
}))
class Redirected extends Error {}
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Redirected(to)
  },
}))
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }))

let payload: Payload
let stamp: (req: { socket: { remoteAddress?: string }; headers: IncomingHttpHeaders }) => string

beforeAll(async () => {
  payload = await createTestPayload()
  const { createClientAddressStamp, parseTrustedProxies } = await import('@/lib/http/client')
  // The default configuration: no proxy in front, TRUSTED_PROXIES empty.
  stamp = createClientAddressStamp(parseTrustedProxies([]))
})
afterAll(async () => {
  await destroyTestPayload(payload)
  rmSync(uploads, { recursive: true, force: true })
})

/** The headers Next sees for a request from `socket` carrying the client's own headers. */
function throughEdge(socket: string, sent: Record<string, string>): Headers {
  const req = { socket: { remoteAddress: socket }, headers: { ...sent } as IncomingHttpHeaders }
  stamp(req)
  const seen = new Headers()
  for (const [k, v] of Object.entries(req.headers)) seen.set(k, String(v))
  return seen
}

describe('lookup API behind the edge', () => {
  it('a rotated forged X-Forwarded-For (and a forged x-client-address) gets no fresh budget', async () => {
    const { GET: api } = await import('@/app/(frontend)/api/v1/contracts/[contractNumber]/discharges/route')
    const { GET: compat } = await import('@/app/(frontend)/wp-json/general-purpose-api/upcoming-discharges/route')
    const forged = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}`, 'x-client-address': `192.0.2.${n}` })
    const viaApi = (contract: number, n: number) =>
      api(
        new Request(`http://localhost/api/v1/contracts/${contract}/discharges`, {
          headers: throughEdge('203.0.113.50', forged(n)),
        }),
        {
          params: Promise.resolve({ contractNumber: String(contract) }),
        },
      )
    for (const n of [1, 2, 3]) expect((await viaApi(700000 + n, n)).status).toBe(200)
    const refused = await viaApi(700004, 4)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({
      status: 429,
      code: 'rate_limited',
      error: { code: 'rate_limited', message: expect.stringMatching(/^Too many lookups; try again in \d+ s\.$/) },
    })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // The compatibility endpoint spends the same budget.
    const old = await compat(
      new Request('http://localhost/wp-json/general-purpose-api/upcoming-discharges?contractNumber=700005', {
        headers: throughEdge('203.0.113.50', forged(5)),
      }),
    )
    expect(old.status).toBe(429)
    // Another client is unaffected.
    const other = await api(
      new Request('http://localhost/api/v1/contracts/700004/discharges', { headers: throughEdge('203.0.113.51', {}) }),
      {
        params: Promise.resolve({ contractNumber: '700004' }),
      },
    )
    expect(other.status).toBe(200)
  })

  it('keys IPv6 clients by /64: hopping addresses inside one network shares the budget', async () => {
    const { GET: compat } = await import('@/app/(frontend)/wp-json/general-purpose-api/upcoming-discharges/route')
    const lookup = (contract: number, socket: string) =>
      compat(
        new Request(`http://localhost/wp-json/general-purpose-api/upcoming-discharges?contractNumber=${contract}`, {
          headers: throughEdge(socket, {}),
        }),
      )
    for (const n of [1, 2, 3]) expect((await lookup(710000 + n, `2001:db8:5:6::${n}`)).status).toBe(200)
    expect((await lookup(710004, '2001:db8:5:6:ffff::4')).status).toBe(429)
    expect((await lookup(710004, '2001:db8:5:7::1')).status).toBe(200)
  })
})

describe('contact form behind the edge', () => {
  async function send(socket: string, forgedFor: string) {
    const { sendContactRequest } = await import('@/app/(frontend)/[locale]/customer-support/contact-us/actions')
    // The topic whose fields the form showed: the same, so this is a submission, not a topic change.
    const form = await additionalDischargeForm({ locale: 'en', renderedTopic: '5' })
    form.append('files', new File([new TextEncoder().encode(MINIMAL_PDF)], 'leping.pdf', { type: 'application/pdf' }))
    requestHeaders = throughEdge(socket, { 'x-forwarded-for': forgedFor })
    try {
      const state = await sendContactRequest({ status: 'idle', values: {}, errors: [], token: '' }, form)
      return state.errors.map((e) => e.message)
    } catch (error) {
      if (error instanceof Redirected) return 'sent'
      throw error
    }
  }

  it('a rotated forged X-Forwarded-For gets no fresh budget (default limit: 5 per 10 minutes)', async () => {
    for (let i = 1; i <= 5; i++) expect(await send('203.0.113.60', `198.51.100.${i}`)).toBe('sent')
    expect(await send('203.0.113.60', '198.51.100.99')).toEqual(['errors.rateLimited'])
    expect(await send('203.0.113.61', '198.51.100.99')).toBe('sent')
  })
})
