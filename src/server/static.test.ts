import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { createStaticFiles, hasPrecompressedCopies, PRECOMPRESSED_MARKER } from './static'

const script = 'console.log("Jäätmejaamad");\n'.repeat(50)
const dirs: string[] = []

/** A .next directory with one script, its copies if asked, and the build id. */
function dist({ copies, marker }: { copies: boolean; marker: string | null }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-'))
  dirs.push(dir)
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true })
  const file = path.join(dir, 'static', 'chunks', 'a.js')
  writeFileSync(file, script)
  if (copies) {
    writeFileSync(`${file}.br`, brotliCompressSync(script))
    writeFileSync(`${file}.gz`, gzipSync(script))
  }
  writeFileSync(path.join(dir, 'BUILD_ID'), 'build-1')
  if (marker) writeFileSync(path.join(dir, PRECOMPRESSED_MARKER), marker)
  return dir
}

/** Serves `distDir` as the server does: static files first, everything else to a stand-in for Next. */
async function serve(distDir: string) {
  const seenByNext: string[] = []
  const fallback = (req: IncomingMessage, res: ServerResponse) => {
    seenByNext.push(`${req.method} ${req.url}`)
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('next 404')
  }
  const files = createStaticFiles({ distDir, fallback })
  const server = createServer((req, res) => {
    if (!files.handle(req, res)) fallback(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = (url: string, acceptEncoding: string, method = 'GET') =>
    fetch(base + url, { method, headers: { 'Accept-Encoding': acceptEncoding } })
  return { files, seenByNext, get, close: () => new Promise((resolve) => server.close(resolve)) }
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('static files (decision 012)', () => {
  it('knows whether the copies belong to the current build', () => {
    expect(hasPrecompressedCopies(dist({ copies: true, marker: 'build-1\n' }))).toBe(true)
    expect(hasPrecompressedCopies(dist({ copies: true, marker: 'build-0' }))).toBe(false)
    expect(hasPrecompressedCopies(dist({ copies: false, marker: null }))).toBe(false)
  })

  it('serves the Brotli or gzip copy by Accept-Encoding, with the headers Next gives hashed files', async () => {
    const app = await serve(dist({ copies: true, marker: 'build-1' }))
    expect(app.files.precompressed).toBe(true)
    const br = await app.get('/_next/static/chunks/a.js', 'gzip, deflate, br')
    expect(br.status).toBe(200)
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('content-type')).toBe('application/javascript; charset=utf-8')
    expect(br.headers.get('cache-control')).toBe('public,max-age=31536000,immutable')
    expect(br.headers.get('vary')).toContain('Accept-Encoding')
    const gz = await app.get('/_next/static/chunks/a.js', 'gzip')
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    const plain = await app.get('/_next/static/chunks/a.js', 'identity')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(script)
    await app.close()
  })

  it('without the copies serves the plain files, compressing nothing at start', async () => {
    const dir = dist({ copies: false, marker: null })
    const app = await serve(dir)
    expect(app.files.precompressed).toBe(false)
    const res = await app.get('/_next/static/chunks/a.js', 'br, gzip')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.text()).toBe(script)
    await app.close()
  })

  it('leaves unknown files, other paths and other methods to Next, with the URL as it came', async () => {
    const app = await serve(dist({ copies: true, marker: 'build-1' }))
    const missing = await app.get('/_next/static/chunks/old.js', 'br')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe('next 404')
    await app.get('/et', 'br')
    await app.get('/_next/static/chunks/a.js', 'br', 'POST')
    expect(app.seenByNext).toEqual(['GET /_next/static/chunks/old.js', 'GET /et', 'POST /_next/static/chunks/a.js'])
    await app.close()
  })
})
