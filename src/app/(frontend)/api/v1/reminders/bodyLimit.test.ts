import { describe, expect, it } from 'vitest'
import { POST as dismiss } from '../notices/dismiss/route'
import { POST as confirm } from './confirm/route'
import { POST as manage } from './manage/route'
import { POST as subscribe } from './subscribe/route'
import { POST as unsubscribe } from './unsubscribe/route'

// Every unauthenticated form post of the reminders and the notices reads its body through a counting
// reader: a chunked upload of 100 MB (no Content-Length) is cut at 8 KB, and only a chunk or two past
// the limit is ever pulled from the stream.

const CHUNK = 64 * 1024
const TOTAL = 100 * 1024 * 1024

function endlessUpload() {
  let pulled = 0
  const chunk = new Uint8Array(CHUNK).fill(0x61)
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= TOTAL) return controller.close()
      pulled += CHUNK
      controller.enqueue(chunk)
    },
  })
  return { body, pulled: () => pulled }
}

const token = `1.${'a'.repeat(43)}`
const routes = [
  ['subscribe', subscribe, '/api/v1/reminders/subscribe'],
  ['confirm', confirm, '/api/v1/reminders/confirm'],
  ['manage', manage, '/api/v1/reminders/manage'],
  ['unsubscribe', unsubscribe, `/api/v1/reminders/unsubscribe?token=${token}`],
  ['notices/dismiss', dismiss, '/api/v1/notices/dismiss'],
] as const

describe('form posts of /api read at most 8 KB', () => {
  for (const [name, handler, path] of routes) {
    it(`${name}: a chunked 100 MB body is cut at the limit`, async () => {
      const upload = endlessUpload()
      const before = process.memoryUsage().heapUsed
      const res = await handler(
        new Request(`http://localhost:3000${path}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'Sec-Fetch-Site': 'same-origin',
            Origin: 'http://localhost:3000',
          },
          body: upload.body,
          duplex: 'half',
        } as RequestInit),
      )
      expect(res.status).toBe(413)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('body_too_large')
      // The stream may have one chunk queued ahead of the reader.
      expect(upload.pulled()).toBeLessThanOrEqual(3 * CHUNK)
      expect(process.memoryUsage().heapUsed - before).toBeLessThan(16 * 1024 * 1024)
    })
  }
})
