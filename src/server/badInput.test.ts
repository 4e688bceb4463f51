import { createServer, request } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  answerBadInput,
  answerClientError,
  answerUnmetExpectation,
  multipartBoundaryOk,
  repairPercentEncoding,
  hasDotSegment,
} from './badInput'
import { allowedMethods } from './routes'

describe('repairPercentEncoding', () => {
  it('leaves a decodable path or query exactly as sent', () => {
    for (const ok of [
      '/',
      '/about/news',
      '/ru/%D0%BE-%D0%BD%D0%B0%D1%81',
      '/a%2Fb%3F',
      '/search?searchQuery=pr%C3%BCgi&x=%25',
    ])
      expect(repairPercentEncoding(ok)).toBe(ok)
  })

  it('reads every undecodable escape as the text it stands for, so the result always decodes', () => {
    expect(repairPercentEncoding('/about/news/%FF%FE')).toBe('/about/news/%EF%BF%BD%EF%BF%BD')
    expect(repairPercentEncoding('/api/v1/contracts/%E0%A4%A/discharges')).toBe(
      '/api/v1/contracts/%EF%BF%BD%25A/discharges',
    )
    expect(repairPercentEncoding('/%')).toBe('/%25')
    expect(repairPercentEncoding('/a%zz%C3%B5')).toBe('/a%25zz%C3%B5')
    // A valid character next to a broken one stays as sent.
    expect(repairPercentEncoding('/%C3%B5%C3')).toBe('/%C3%B5%EF%BF%BD')
    for (const bad of ['%C0%AF', '%ED%A0%80', '%F4%90%80%80', '%E0%A4%A', '%%%', '%u0041', 'a%2', '%252%'])
      expect(() => decodeURIComponent(repairPercentEncoding(`/x/${bad}?q=${bad}`))).not.toThrow()
  })
})

describe('allowedMethods', () => {
  it('pages take GET, HEAD, POST and OPTIONS; the site APIs are read-only but for the imports; Payload decides its own', () => {
    expect(allowedMethods('/')).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS'])
    expect(allowedMethods('/ru/customer-support/contact-us')).toContain('POST')
    for (const api of [
      '/api/v1/search',
      '/api/v1/contracts/1/discharges',
      '/wp-json/wp/v2/search',
      '/locales/et.json',
      '/en/about/news/rss',
      '/sitemap.xml',
    ])
      expect(allowedMethods(api), api).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(allowedMethods('/api/v1/import/waste-stations')).toEqual(['POST', 'OPTIONS'])
    expect(allowedMethods('/api/v1/discharges/import')).toEqual(['POST', 'OPTIONS'])
    expect(allowedMethods('/api/v1/addresses/import')).toEqual(['POST', 'OPTIONS'])
    for (const form of ['/api/v1/reminders/subscribe', '/api/v1/reminders/manage', '/api/v1/notices/dismiss'])
      expect(allowedMethods(form), form).toEqual(['POST', 'OPTIONS'])
    expect(allowedMethods('/api/v1/reminders/unsubscribe')).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS'])
    expect(allowedMethods('/api/v1/reminders/other')).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(allowedMethods('/api/posts/1')).toBeNull()
    expect(allowedMethods('/admin/collections/pages')).toBeNull()
  })
})

describe('multipartBoundaryOk', () => {
  it('refuses only multipart/form-data without a usable boundary', () => {
    expect(multipartBoundaryOk(undefined)).toBe(true)
    expect(multipartBoundaryOk('application/x-www-form-urlencoded')).toBe(true)
    expect(multipartBoundaryOk('multipart/form-data; boundary=----WebKitFormBoundaryabc')).toBe(true)
    expect(multipartBoundaryOk('multipart/form-data; charset=utf-8; boundary="a b"')).toBe(true)
    expect(multipartBoundaryOk('multipart/form-data')).toBe(false)
    expect(multipartBoundaryOk('multipart/form-data; boundary=')).toBe(false)
    expect(multipartBoundaryOk(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBe(false)
  })
})

describe('answerBadInput at the edge', () => {
  const seen: string[] = []
  // A stand-in for Next: a page's multipart POST is parsed as Next parses it (undici's formData), and a
  // parse failure is a 500, as in Next.
  const server = createServer(async (req, res) => {
    if (answerBadInput(req, res)) return
    seen.push(`${req.method} ${req.url}`)
    const type = req.headers['content-type'] ?? ''
    if (req.method === 'POST' && type.startsWith('multipart/form-data')) {
      // Next routes the request before it reads the form; it reads it as it streams in.
      await new Promise((resolve) => setImmediate(resolve))
      const body = Readable.toWeb(req) as ReadableStream<Uint8Array>
      const form = await new Request('http://next', {
        method: 'POST',
        headers: { 'content-type': type },
        body,
        duplex: 'half',
      } as RequestInit)
        .formData()
        .catch(() => null)
      if (!form) return void res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal Server Error')
      return void res.writeHead(200, { 'Content-Type': 'text/plain' }).end(`fields ${[...form.keys()].join(',')}`)
    }
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('next')
  })
  let port = 0
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<{ status: number; allow?: string; type?: string; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (body += c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            allow: res.headers.allow,
            type: res.headers['content-type'],
            body,
          }),
        )
      })
      req.on('error', reject)
      req.end(body)
    })

  it('hands an undecodable path on repaired, and a good one untouched', async () => {
    expect((await send('GET', '/about/news/%FF%FE')).status).toBe(200)
    expect((await send('GET', '/search?searchQuery=%E0%A4%A')).status).toBe(200)
    expect((await send('GET', '/about/news/rohkem-%C3%B5')).status).toBe(200)
    expect(seen.slice(-3)).toEqual([
      'GET /about/news/%EF%BF%BD%EF%BF%BD',
      'GET /search?searchQuery=%EF%BF%BD%25A',
      'GET /about/news/rohkem-%C3%B5',
    ])
  })

  it('answers a path with a dot-segment 400 before any handler, JSON under the APIs', async () => {
    const before = seen.length
    const api = await send('GET', '/api/../admin')
    expect(api.status).toBe(400)
    expect(JSON.parse(api.body).error.code).toBe('invalid_path')
    expect((await send('POST', '/api/v1/%2e%2e/reminders/subscribe')).status).toBe(400)
    const page = await send('GET', '/en/about/%2E%2E/company')
    expect(page.status).toBe(400)
    expect(page.type).toContain('text/plain')
    expect(seen.length).toBe(before)
  })

  it('answers a method a path does not serve with 405 and Allow, OPTIONS with 204 and Allow', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'PROPFIND', 'TRACE']) {
      const page = await send(method, '/ru/about/news')
      expect(page.status, method).toBe(405)
      expect(page.allow).toBe('GET, HEAD, POST, OPTIONS')
      const api = await send(method, '/api/v1/search?q=x')
      expect(api.status, method).toBe(405)
      expect(api.allow).toBe('GET, HEAD, OPTIONS')
      expect(JSON.parse(api.body).error.code).toBe('method_not_allowed')
    }
    expect(await send('OPTIONS', '/')).toMatchObject({ status: 204, allow: 'GET, HEAD, POST, OPTIONS' })
    expect((await send('POST', '/api/v1/contracts/1/discharges')).status).toBe(405)
    // Payload's REST API keeps its methods, but never TRACE or WebDAV's.
    const before = seen.length
    expect((await send('DELETE', '/api/posts/1')).status).toBe(200)
    expect((await send('POST', '/ru/customer-support/contact-us')).status).toBe(200)
    expect(seen.length).toBe(before + 2)
    expect((await send('TRACE', '/api/posts/1')).status).toBe(405)
    expect((await send('PROPFIND', '/admin')).status).toBe(405)
  })

  it('refuses a page POST whose multipart type has no boundary (Next threw on it)', async () => {
    const noBoundary = { 'content-type': 'multipart/form-data' }
    expect((await send('POST', '/customer-support/contact-us', noBoundary)).status).toBe(400)
  })

  it("sends Next's 500 for a malformed multipart body as 400, and lets a well-formed one through", async () => {
    const type = { 'content-type': 'multipart/form-data; boundary=x' }
    const form = '--x\r\nContent-Disposition: form-data; name="topic"\r\n\r\nwaste\r\n--x--\r\n'
    expect(await send('POST', '/customer-support/contact-us', type, form)).toMatchObject({
      status: 200,
      body: 'fields topic',
    })
    const slashName =
      '--x\r\nContent-Disposition: form-data; name="../../x"; filename="../../etc/passwd"\r\n\r\n<x-fuzz-mpf>\r\n--x--\r\n'
    for (const broken of [
      slashName,
      'garbage without parts',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end',
      '',
    ])
      expect((await send('POST', '/customer-support/contact-us', type, broken)).status, broken).toBe(400)
    // Not a page: Payload's REST API parses its own bodies, and its answers are left as they are.
    expect((await send('POST', '/api/contact-requests', type, 'garbage')).status).toBe(500)
  })
})

describe('hasDotSegment', () => {
  it('finds "." and ".." segments, sent as they are or percent-encoded, also behind an encoded slash', () => {
    for (const path of [
      '/api/../admin',
      '/api/./v1/search',
      '/api/%2e%2e/admin',
      '/api/%2E%2e/x',
      '/en/%2e/about',
      '/api/v1/..%2fadmin',
      '/api/v1/..%5cadmin',
      '/about/..\\admin',
      '/..',
    ])
      expect(hasDotSegment(path), path).toBe(true)
    for (const path of ['/', '/about/company', '/api/v1/search', '/a..b/c', '/news/...', '/%2e%2e%2e', '/files/v1.2.3'])
      expect(hasDotSegment(path), path).toBe(false)
  })
})

describe('answerClientError', () => {
  /** Sends raw bytes to a server with the handler and returns what came back. */
  async function raw(bytes: Buffer) {
    const server = createServer((_req, res) => res.end('ok'))
    server.on('clientError', answerClientError)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      return await new Promise<string>((resolve, reject) => {
        const chunks: Buffer[] = []
        const socket = connect(port, '127.0.0.1', () => socket.write(bytes))
        socket.on('data', (chunk) => chunks.push(chunk))
        socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
        socket.on('error', reject)
      })
    } finally {
      server.close()
    }
  }

  it('answers an unencoded search in the address with a JSON 400 that says to percent-encode', async () => {
    const answer = await raw(Buffer.from('GET /wp-json/wp/v2/search?search=vana diivan HTTP/1.1\r\nHost: x\r\n\r\n'))
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(answer).toContain('Content-Type: application/problem+json')
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
      status: 400,
      code: 'bad_request_line',
    })
    const utf8 = await raw(Buffer.from('GET /otsing?q=jäätmed HTTP/1.1\r\nHost: x\r\n\r\n', 'utf8'))
    expect(utf8).toMatch(/^HTTP\/1\.1 400/)
    expect(utf8).toContain('percent-encode')
  })
})

describe('answerUnmetExpectation', () => {
  it('answers an Expect header Node does not know with a 417 that says why: problem details on an API', async () => {
    const server = createServer(() => {
      throw new Error('never served')
    })
    server.on('checkExpectation', answerUnmetExpectation)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const ask = (path: string) =>
      new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        const req = request({ port, host: '127.0.0.1', path, headers: { expect: 'garbage' } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              type: String(res.headers['content-type']),
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          )
        })
        req.on('error', reject)
        req.end()
      })
    try {
      const api = await ask('/api/v1/search?q=x')
      expect(api.status).toBe(417)
      expect(api.type).toBe('application/problem+json')
      expect(JSON.parse(api.body)).toMatchObject({ status: 417, code: 'expectation_failed' })
      const page = await ask('/about')
      expect(page.status).toBe(417)
      expect(page.body).toMatch(/^Expectation Failed: /)
    } finally {
      server.close()
    }
  })
})
