import { describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { MAX_FORM_BYTES } from '@/lib/reminders/http'
import { unsubscribeToken } from '@/lib/reminders/tokens'

/* The route handlers' own body cap, behind the edge's (src/server/bodyLimits.ts, tested there): each
   unauthenticated form POST route reads its body as it streams and stops at its limit, so a server
   started without the custom edge (`next start`) still never holds an endless upload. Each request here
   offers a chunked 100 MB body produced only as it is pulled; the test counts what was pulled. */

const CHUNK = 64 * 1024
const HUNDRED_MB = 100 * 1024 * 1024

function endlessBody(total: number) {
  const counter = { pulled: 0 }
  const chunk = new Uint8Array(CHUNK).fill(0x61)
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close()
      counter.pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { body, counter }
}

const routes = {
  '/api/v1/reminders/subscribe': () => import('@/app/(frontend)/api/v1/reminders/subscribe/route'),
  '/api/v1/reminders/confirm': () => import('@/app/(frontend)/api/v1/reminders/confirm/route'),
  '/api/v1/reminders/manage': () => import('@/app/(frontend)/api/v1/reminders/manage/route'),
  [`/api/v1/reminders/unsubscribe?token=${unsubscribeToken(env().PAYLOAD_SECRET, 1, 'a@example.com')}`]: () =>
    import('@/app/(frontend)/api/v1/reminders/unsubscribe/route'),
  '/api/v1/notices/dismiss': () => import('@/app/(frontend)/api/v1/notices/dismiss/route'),
}

describe('form POST routes cut their body at the limit', () => {
  it('answers 413 to a chunked 100 MB body on each route, having read at most the limit and one chunk', async () => {
    // Modules loaded first, so that what memory grows by below is the bodies' doing.
    const handlers = await Promise.all(
      Object.entries(routes).map(async ([path, load]) => [path, (await load()).POST] as const),
    )
    const before = process.memoryUsage().rss
    for (const [path, POST] of handlers) {
      const { body, counter } = endlessBody(HUNDRED_MB)
      const request = new Request(`http://localhost:3000${path}`, {
        method: 'POST',
        body,
        duplex: 'half',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
        },
      } as RequestInit)
      const response = await POST(request)
      expect(response.status, path).toBe(413)
      expect(((await response.json()) as { error: { code: string } }).error.code, path).toBe('body_too_large')
      // The stream may be pulled a few chunks ahead of the reader (its queue); never the 100 MB.
      expect(counter.pulled, path).toBeLessThanOrEqual(MAX_FORM_BYTES + 4 * CHUNK)
    }
    // Five 100 MB bodies: read whole, memory would have grown by hundreds of MB.
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024)
  }, 60_000)
})
