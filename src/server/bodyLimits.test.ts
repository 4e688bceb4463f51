import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyLimitOf, createBodyLimits, FORM_API_BYTES } from './bodyLimits'

const options = { pageBytes: 5 * 1024 * 1024, payloadBytes: 2 * 1024 * 1024 }

describe('bodyLimitOf', () => {
  it('states a limit for every path but the imports, which bound their own', () => {
    expect(bodyLimitOf('/api/v1/reminders/subscribe', options)).toBe(8 * 1024)
    expect(bodyLimitOf('/api/v1/reminders/manage', options)).toBe(8 * 1024)
    expect(bodyLimitOf('/api/v1/notices/dismiss', options)).toBe(8 * 1024)
    expect(bodyLimitOf('/api/v1/search', options)).toBe(8 * 1024)
    expect(bodyLimitOf('/wp-json/wp/v2/search', options)).toBe(8 * 1024)
    expect(bodyLimitOf('/api/media', options)).toBe(options.payloadBytes)
    expect(bodyLimitOf('/admin/collections/pages', options)).toBe(options.payloadBytes)
    expect(bodyLimitOf('/customer-support/contact-us', options)).toBe(options.pageBytes)
    expect(bodyLimitOf('/api/v1/import/waste-stations', options)).toBeNull()
    expect(bodyLimitOf('/api/v1/discharges/import', options)).toBeNull()
    expect(bodyLimitOf('/api/v1/addresses/import', options)).toBeNull()
  })
})

describe('the body limits at the edge', () => {
  let server: Server
  let port = 0
  const received: Record<string, number> = {}
  beforeAll(async () => {
    const limits = createBodyLimits(options)
    // A stand-in for Next: reads the whole body into memory, as it does for a route handler.
    server = createServer((req, res) => {
      if (limits.handle(req, res)) return
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => {
        chunks.push(c)
        received[req.url!] = (received[req.url!] ?? 0) + c.length
      })
      req.on('end', () => {
        if (!res.headersSent)
          res.writeHead(200, { 'Content-Type': 'text/plain' }).end(`read ${Buffer.concat(chunks).length}`)
      })
      req.on('error', () => {})
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  /** POSTs `total` bytes in 64 KB chunks, generated as they are sent; resolves with the answer's status and body. */
  const post = (path: string, total: number, chunked = true) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      let sent = 0
      const chunk = Buffer.alloc(64 * 1024, 'a')
      const body = new Readable({
        read() {
          if (sent >= total) return this.push(null)
          const part = chunk.subarray(0, Math.min(chunk.length, total - sent))
          sent += part.length
          this.push(part)
        },
      })
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path,
          headers: chunked
            ? { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' }
            : { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(total) },
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (c: string) => (text += c))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
          res.on('error', () => resolve({ status: res.statusCode ?? 0, body: text }))
        },
      )
      req.on('error', (error) => (sent > 0 ? undefined : reject(error)))
      body.pipe(req)
    })

  it('cuts a chunked 100 MB body to each of the site’s POST routes at its limit, and memory stays flat', async () => {
    const before = process.memoryUsage()
    for (const path of [
      '/api/v1/reminders/subscribe',
      '/api/v1/reminders/confirm',
      '/api/v1/reminders/manage',
      '/api/v1/reminders/unsubscribe',
      '/api/v1/notices/dismiss',
    ]) {
      const answer = await post(path, 100 * 1024 * 1024)
      expect(answer.status, path).toBe(413)
      expect(JSON.parse(answer.body).error.code, path).toBe('body_too_large')
      // The handler saw at most the limit (and one chunk of the parser's).
      expect(received[path] ?? 0, path).toBeLessThanOrEqual(FORM_API_BYTES + 64 * 1024)
    }
    const after = process.memoryUsage()
    // Five 100 MB bodies: had any been read, memory would have grown by hundreds of MB.
    expect(after.rss - before.rss).toBeLessThan(64 * 1024 * 1024)
  }, 60_000)

  it('refuses a declared Content-Length over the limit before reading, and lets a body within it through', async () => {
    expect((await post('/api/v1/notices/dismiss', 9 * 1024, false)).status).toBe(413)
    const small = await post('/api/v1/notices/dismiss', 2 * 1024)
    expect(small).toEqual({ status: 200, body: 'read 2048' })
    const page = await post('/customer-support/contact-us', 3 * 1024 * 1024)
    expect(page).toEqual({ status: 200, body: `read ${3 * 1024 * 1024}` })
    expect((await post('/customer-support/contact-us', 6 * 1024 * 1024)).status).toBe(413)
  }, 60_000)
})
