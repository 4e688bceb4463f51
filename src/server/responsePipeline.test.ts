import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { FakeResponse } from '../../tests/support/fakeResponse'
import { tapResponse, type BodyFilter } from './responsePipeline'

const request = (acceptEncoding = '') => ({
  method: 'GET',
  headers: { 'accept-encoding': acceptEncoding } as Record<string, string>,
})
const finished = (res: FakeResponse) => new Promise<void>((resolve) => res.on('finish', () => resolve()))
/** Sends a whole answer, head and body at once, as a route would, and waits until it has gone out. */
async function answer(res: FakeResponse, status: number, headers: Record<string, string>, body: string) {
  const done = finished(res)
  res.writeHead(status, headers)
  res.end(body)
  await done
}
const tagging = (tag: string): BodyFilter => ({ write: (part) => `${part}[${tag}]`, end: () => `<${tag}>` })

describe('the response pipeline', () => {
  it('runs the stages in their fixed order, whatever order they were added in', async () => {
    const req = request()
    const res = new FakeResponse()
    const seen: string[] = []
    const tap = tapResponse(req, res)
    tap.use('store', () => (seen.push('store'), tagging('store')), { readsBody: true })
    tap.use('error-page', () => (seen.push('error-page'), tagging('error')))
    tap.use('input', () => void seen.push('input'))
    const done = finished(res)
    res.setHeader('content-type', 'text/html')
    res.write('a')
    res.end('b')
    await done
    expect(seen).toEqual(['input', 'error-page', 'store'])
    // Each part through every filter in order; the last part and each filter's end pass together through the filters after it.
    expect(res.text()).toBe('a[error][store]b[error]<error>[store]<store>')
  })

  it('lets a stage change the status and the headers before the head is sent', async () => {
    const res = new FakeResponse()
    tapResponse(request(), res).use('input', (head) => {
      head.statusCode = 400
      head.res.removeHeader('x-internal')
    })
    await answer(res, 500, { 'x-internal': 'yes', 'content-type': 'text/plain' }, 'no')
    expect(res.status).toBe(400)
    expect(res.headers['x-internal']).toBeUndefined()
    expect(res.text()).toBe('no')
  })

  it('waits for a filter whose end is asynchronous, and sends the headers it set then', async () => {
    const res = new FakeResponse()
    tapResponse(request(), res).use('error-page', (head) => {
      head.res.setHeader('cache-control', 'no-store')
      return { write: () => '', end: async () => 'replaced' }
    })
    await answer(res, 404, { 'content-type': 'text/html', 'content-length': '5' }, 'shell')
    expect(res.status).toBe(404)
    expect(res.headers['content-length']).toBeUndefined()
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.text()).toBe('replaced')
  })

  it('asks for an uncompressed answer and compresses a filtered one once, with a weak validator', async () => {
    const req = request('gzip, br')
    const res = new FakeResponse()
    tapResponse(req, res).use('late-scripts', () => ({ write: (part) => part, end: () => '' }), { readsBody: true })
    expect(req.headers['accept-encoding']).toBe('identity')
    await answer(res, 200, { 'content-type': 'text/html', etag: '"x"' }, '<p>page</p>')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['etag']).toBe('W/"x"')
    expect(brotliDecompressSync(Buffer.concat(res.body)).toString()).toBe('<p>page</p>')
  })

  it('passes an answer no stage filters as it is, and a flat header array untouched', async () => {
    const res = new FakeResponse()
    tapResponse(request('br'), res).use('store', () => null, { readsBody: true })
    const done = finished(res)
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '2' })
    expect(res.headersSent).toBe(true)
    res.end('{}')
    await done
    expect(res.headers['content-length']).toBe('2')
    expect(res.text()).toBe('{}')
  })
})
