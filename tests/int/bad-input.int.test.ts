import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { log } from '@/lib/log'

// Bad input is never a 500: the planning system's import with an
// over-long line, an over-large body and repeated wrong keys, and Payload's REST addresses that answered 500.
const KEY = 'bad-input-test-key-9f8e7d6c5b4a3210'
process.env.DISCHARGES_IMPORT_API_KEY = KEY
process.env.DISCHARGES_IMPORT_MAX_MB = '0.25'

let payload: Payload
let POST: (request: Request) => Promise<Response>
let refuseRest: typeof import('@/lib/http/payloadRest').refuseRest

beforeAll(async () => {
  payload = await createTestPayload()
  ;({ POST } = await import('@/app/(frontend)/api/v1/discharges/import/route'))
  ;({ refuseRest } = await import('@/lib/http/payloadRest'))
})
afterAll(() => destroyTestPayload(payload))

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://localhost/api/v1/discharges/import', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-ndjson', authorization: `Bearer ${KEY}`, ...headers },
      duplex: 'half',
    } as RequestInit),
  )

/** A body that streams `total` bytes of NDJSON rows in 16 KB chunks, with no Content-Length (chunked). */
function streamed(total: number, line = '{"contractNumber":"x"}\n') {
  const chunk = new TextEncoder().encode(line.repeat(Math.ceil(16_384 / line.length)))
  let sent = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close()
      controller.enqueue(chunk)
      sent += chunk.byteLength
    },
  })
}

describe('POST /api/v1/discharges/import with hostile bodies', () => {
  it('answers 400 with a clear JSON error for one NDJSON line past 64 KB', async () => {
    const response = await post(`{"contractNumber":"1"}\n{"address":"${'x'.repeat(70_000)}"}\n`)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toEqual({
      code: 'invalid_body',
      message: 'line 2 is longer than 64 KB; rows before it were stored',
    })
  })

  it('answers 413 to a chunked body past the limit, counted as it streams', async () => {
    const response = await post(streamed(2 * 1024 * 1024))
    expect(response.status).toBe(413)
    expect((await response.json()).error.code).toBe('too_large')
    // A body under the limit goes through (every row rejected: they are not valid rows).
    const small = await post(streamed(100_000))
    expect(small.status).toBe(200)
  })

  it('answers 413 at once to a Content-Length past the limit', async () => {
    const response = await post('[]', { 'content-length': String(10 * 1024 * 1024) })
    expect(response.status).toBe(413)
  })

  it('logs each wrong key, then refuses the client with 429 for a while, even with the right key', async () => {
    const warn = vi.spyOn(log, 'warn')
    for (let i = 0; i < 10; i++) expect((await post('[]', { authorization: `Bearer wrong-${i}` })).status).toBe(401)
    expect(warn).toHaveBeenCalledWith(
      'discharges import: missing or wrong API key',
      expect.objectContaining({ client: 'unknown' }),
    )
    const throttled = await post('[]', { authorization: 'Bearer wrong-again' })
    expect(throttled.status).toBe(429)
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(800)
    expect((await post('[]')).status).toBe(429)
    warn.mockRestore()
  })
})

describe("Payload's REST addresses that answered 500", () => {
  const status = async (method: string, ...slug: string[]) =>
    (await refuseRest(payload.config, method, slug))?.status ?? 'to Payload'

  it('are 404: a prototype name, a non-numeric id, a missing upload file', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(await status('GET', name)).toBe(404)
    expect(await status('GET', 'pages', 'constructor')).toBe(404)
    expect(await status('GET', 'posts', 'abc')).toBe(404)
    expect(await status('PATCH', 'posts', 'a=b')).toBe(404)
    expect(await status('GET', 'media', 'file', 'nope.png')).toBe(404)
  })

  it('leave a private upload to Payload, whose access check answers a stranger first', async () => {
    // A 404 for a missing customer's attachment and a 403 for an existing one would tell them apart.
    expect(await status('GET', 'contact-attachments', 'file', 'JV-20260101-AAAAAA-1-scan.pdf')).toBe('to Payload')
  })

  it('leave every real address to Payload', async () => {
    expect(await status('GET', 'posts')).toBe('to Payload')
    expect(await status('GET', 'posts', '1')).toBe('to Payload')
    expect(await status('GET', 'posts', 'count')).toBe('to Payload')
    expect(await status('GET', 'posts', 'versions')).toBe('to Payload')
    expect(await status('POST', 'users', 'login')).toBe('to Payload')
    expect(await status('GET', 'users', 'me')).toBe('to Payload')
    expect(await status('GET', 'payload-preferences', 'nav')).toBe('to Payload')
    expect(await status('GET', 'globals', 'site-settings')).toBe('to Payload')
    const media = await payload.find({ collection: 'media', limit: 1 })
    if (media.docs[0]?.filename) expect(await status('GET', 'media', 'file', media.docs[0].filename)).toBe('to Payload')
  })
})
