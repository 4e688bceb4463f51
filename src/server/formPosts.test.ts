import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createFormPostGuard, isPagePost, refusalAnswer, type FormPostGuardOptions } from './formPosts'

const MB = 1024 * 1024
const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

/**
 * The guard in front of a stand-in for Next that reads the whole body (as Next does for a server action)
 * and answers with its length. The client address is taken from a test header.
 */
async function serve(options: Partial<FormPostGuardOptions> = {}) {
  const guard = createFormPostGuard({
    attempts: 5,
    windowMs: 60_000,
    maxBodyBytes: 2 * MB,
    maxConcurrent: 2,
    ...options,
  })
  const bodiesRead: number[] = []
  let release: () => void = () => undefined
  const hold = { on: false }
  const server = createServer((req, res) => {
    if (guard.handle(req, res, String(req.headers['x-test-client'] ?? '192.0.2.1'))) return
    let length = 0
    req.on('data', (chunk: Buffer) => (length += chunk.length))
    req.on('end', () => {
      bodiesRead.push(length)
      const answer = () => res.end(`read ${length}`)
      if (hold.on) release = answer
      else answer()
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return { guard, port, bodiesRead, hold, release: () => release() }
}

/** Sends only the request head, then reads the answer: proves the body was not waited for. */
function headOnly(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
    setTimeout(() => {
      socket.destroy()
      resolve(answer)
    }, 3000)
  })
}

const post = (port: number, path: string, init: { client?: string; body?: string; accept?: string } = {}) =>
  fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: {
      'x-test-client': init.client ?? '192.0.2.1',
      accept: init.accept ?? 'text/html',
      'content-type': 'multipart/form-data; boundary=x',
    },
    body: init.body ?? '--x--\r\n',
  })

describe('form posts at the edge', () => {
  it('guards posts to public pages only', () => {
    expect(isPagePost({ method: 'POST', url: '/et/customer-support/contact-us?topic=5' })).toBe(true)
    expect(isPagePost({ method: 'POST', url: '/' })).toBe(true)
    expect(isPagePost({ method: 'GET', url: '/et/customer-support/contact-us' })).toBe(false)
    for (const url of ['/api/users/login', '/admin', '/admin/collections/pages', '/wp-json/x', '/_next/x'])
      expect(isPagePost({ method: 'POST', url })).toBe(false)
    expect(isPagePost({ method: 'POST', url: '/apiary' })).toBe(true)
  })

  it('counts every post of a client, refused ones too, and answers 429 with Retry-After in the page language', async () => {
    const { port, bodiesRead } = await serve({ attempts: 3 })
    // Two refused before reading (too large), one read: the budget of three is spent.
    for (let i = 0; i < 2; i++) {
      const refused = await headOnly(
        port,
        `POST /ru/customer-support/contact-us HTTP/1.1\r\nHost: x\r\nx-test-client: 192.0.2.7\r\nContent-Length: ${50 * MB}\r\n\r\n`,
      )
      expect(refused).toMatch(/^HTTP\/1\.1 413/)
    }
    expect((await post(port, '/ru/customer-support/contact-us', { client: '192.0.2.7' })).status).toBe(200)
    const limited = await post(port, '/ru/customer-support/contact-us', { client: '192.0.2.7' })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.headers.get('cache-control')).toBe('no-store')
    const html = await limited.text()
    expect(html).toContain('<html lang="ru">')
    expect(html).toContain('<h1>Слишком много отправок</h1>')
    expect(html).toContain('href="/ru/customer-support/contact-us"')
    // Another client (IPv6 neighbours in one /64 count as one) still gets through.
    expect((await post(port, '/ru/customer-support/contact-us', { client: '2001:db8::1' })).status).toBe(200)
    expect(bodiesRead).toHaveLength(2)
  })

  it('refuses a body that says it is too large before reading a byte of it', async () => {
    const { port, bodiesRead } = await serve()
    const answer = await headOnly(
      port,
      `POST /en/customer-support/contact-us HTTP/1.1\r\nHost: x\r\nAccept: text/html\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${3 * MB}\r\n\r\n`,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 413/)
    expect(answer).toMatch(/connection: close/i)
    expect(answer).toContain('<html lang="en">')
    expect(answer).toContain('larger than 2 MB in total')
    expect(bodiesRead).toHaveLength(0)
  })

  it('reads only a few bodies at once; the next waits with 503 and Retry-After, JSON for a script', async () => {
    const { port, hold, release, guard } = await serve({ maxConcurrent: 1 })
    hold.on = true
    const first = post(port, '/et/customer-support/contact-us', { client: '192.0.2.30' })
    await expect.poll(() => guard.reading).toBe(1)
    const second = await post(port, '/et/customer-support/contact-us', { client: '192.0.2.31', accept: '*/*' })
    expect(second.status).toBe(503)
    expect(second.headers.get('retry-after')).toBe('5')
    expect(second.headers.get('content-type')).toBe('application/problem+json')
    expect(await second.json()).toMatchObject({
      status: 503,
      code: 'busy',
      detail: expect.stringContaining('Praegu saadetakse'),
      error: { code: 'busy', message: expect.stringContaining('Praegu saadetakse') },
    })
    release()
    expect((await first).status).toBe(200)
    await expect.poll(() => guard.reading).toBe(0)
    hold.on = false
    expect((await post(port, '/et/customer-support/contact-us', { client: '192.0.2.31' })).status).toBe(200)
  })

  it('never reflects the path into the refusal page unescaped', () => {
    const { body } = refusalAnswer('tooMany', '/en/"><script>alert(1)</script>', 'text/html', 26 * MB)
    expect(body).not.toContain('<script>')
    expect(body).toContain('&quot;&gt;&lt;script&gt;')
    expect(refusalAnswer('tooMany', '//evil.example/x', 'text/html', MB).body).toContain('href="/et"')
  })
})
