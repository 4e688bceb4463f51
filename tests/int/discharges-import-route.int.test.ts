import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { addDays, todayInTallinn } from '@/lib/dates'

// The route handler itself, with a key configured (env is read once, so set it before Payload loads).
const KEY = 'route-test-import-key-0123456789'
process.env.DISCHARGES_IMPORT_API_KEY = KEY

let payload: Payload
let POST: (request: Request) => Promise<Response>
const today = todayInTallinn()

beforeAll(async () => {
  payload = await createTestPayload()
  ;({ POST } = await import('@/app/(frontend)/api/v1/discharges/import/route'))
})
afterAll(() => destroyTestPayload(payload))

const post = (
  body: BodyInit,
  type: string,
  headers: Record<string, string> = { authorization: `Bearer ${KEY}` },
  query = '',
) =>
  POST(
    new Request(`http://localhost/api/v1/discharges/import${query}`, {
      method: 'POST',
      body,
      headers: { 'content-type': type, ...headers },
      duplex: 'half',
    } as RequestInit),
  )

describe('POST /api/v1/discharges/import', () => {
  it('refuses a missing or wrong key, an unknown content type and a non-array JSON body', async () => {
    expect((await post('[]', 'application/json', {})).status).toBe(401)
    expect((await post('[]', 'application/json', { 'x-api-key': 'wrong-key-wrong-key' })).status).toBe(401)
    expect((await post('[]', 'text/plain')).status).toBe(415)
    const notArray = await post('{"contractNumber":"1"}', 'application/json')
    expect(notArray.status).toBe(400)
    expect((await notArray.json()).error.code).toBe('invalid_body')
    expect((await post('[]', 'application/json', undefined, '?replace=all')).status).toBe(400)
  })

  it('streams a large NDJSON body generated on the fly and reports per line', async () => {
    const total = 30_000
    let i = 0
    const encoder = new TextEncoder()
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (i >= total) return controller.close()
        const lines: string[] = []
        for (let k = 0; k < 500 && i < total; k++, i++) {
          lines.push(
            i === 777
              ? '{"contractNumber":"x"}'
              : JSON.stringify({
                  contractNumber: String(700000 + Math.floor(i / 10)),
                  garbage: 'Segaolmejäätmed',
                  itemType: 'Konteiner 240 L',
                  address: 'Kase tn 5, Tallinn',
                  date: addDays(today, i % 10),
                }),
          )
        }
        controller.enqueue(encoder.encode(lines.join('\n') + '\n'))
      },
    })
    const response = await post(stream, 'application/x-ndjson')
    expect(response.status).toBe(200)
    const report = await response.json()
    expect(report.accepted).toBe(total - 1)
    expect(report.rejected).toHaveLength(1)
    expect(report.rejected[0].line).toBe(778)
    expect(report.rejected[0].reason).toMatch(/contractNumber/)
  })
})
