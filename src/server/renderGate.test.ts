import { AsyncLocalStorage } from 'node:async_hooks'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createRenderGate, type RenderGate } from './renderGate'

// The gate in front of a stand-in for Next whose renders finish only when the test says so.
let server: Server | null = null
afterEach(() => server?.close())

async function serve(gate: RenderGate) {
  const open: Array<{ url: string; finish: () => void }> = []
  const started: string[] = []
  const closed: string[] = []
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.once('close', () => closed.push(req.url!))
    gate.run(req, res, () => {
      started.push(req.url!)
      open.push({ url: req.url!, finish: () => res.end(`rendered ${req.url}`) })
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
  return { base, open, started, closed }
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve))
}

describe('the render gate', () => {
  it('runs a few renders at once and starts the waiting ones in order as places free', async () => {
    const gate = createRenderGate({ concurrency: 2, maxQueued: 10 })
    const { base, open, started } = await serve(gate)
    const answers = ['/a', '/b', '/c', '/d'].map((path) => fetch(base + path).then((r) => r.text()))
    await until(() => gate.stats.waiting === 2)
    expect(started).toEqual(['/a', '/b'])
    expect(gate.stats.running).toBe(2)
    open.shift()!.finish()
    await until(() => started.length === 3)
    expect(started[2]).toBe('/c')
    while (open.length || started.length < 4) {
      await until(() => open.length > 0)
      open.shift()!.finish()
    }
    expect(await Promise.all(answers)).toEqual(['rendered /a', 'rendered /b', 'rendered /c', 'rendered /d'])
    expect(gate.stats).toEqual({ running: 0, waiting: 0, refused: 0 })
  })

  it('refuses past the line with 503, Retry-After and the plain page in the address language', async () => {
    const gate = createRenderGate({ concurrency: 1, maxQueued: 1 })
    const { base, open } = await serve(gate)
    const first = fetch(base + '/a')
    const second = fetch(base + '/b')
    await until(() => gate.stats.waiting === 1)
    const refused = await fetch(base + '/ru/c')
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('5')
    expect(await refused.text()).toContain('<html lang="ru">')
    expect(gate.stats.refused).toBe(1)
    open.shift()!.finish()
    await until(() => open.length === 1)
    open.shift()!.finish()
    expect((await first).status).toBe(200)
    expect((await second).status).toBe(200)
  })

  it('costs no render for a visitor who left while waiting, and frees the place of one who left during it', async () => {
    const gate = createRenderGate({ concurrency: 1, maxQueued: 5 })
    const { base, open, started, closed } = await serve(gate)
    const running = fetch(base + '/a')
    const leaving = new AbortController()
    fetch(base + '/gone', { signal: leaving.signal }).catch(() => {})
    await until(() => gate.stats.waiting === 1)
    leaving.abort()
    const last = fetch(base + '/c')
    await until(() => gate.stats.waiting === 2)
    await until(() => closed.includes('/gone'))
    open.shift()!.finish()
    await until(() => started.length === 2)
    expect(started).toEqual(['/a', '/c'])
    open.shift()!.finish()
    expect((await running).status).toBe(200)
    expect((await last).status).toBe(200)
  })

  it('starts a waiting render in the async context of its own request (the page stores’ render record)', async () => {
    const gate = createRenderGate({ concurrency: 1, maxQueued: 5 })
    const context = new AsyncLocalStorage<string>()
    const seen: Array<string | undefined> = []
    const finishers: Array<() => void> = []
    server = createServer((req, res) =>
      context.run(req.url!, () =>
        gate.run(req, res, () => {
          seen.push(context.getStore())
          finishers.push(() => res.end('ok'))
        }),
      ),
    )
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
    const answers = ['/first', '/second'].map((path) => fetch(base + path))
    await until(() => gate.stats.waiting === 1)
    finishers.shift()!()
    await until(() => finishers.length === 1)
    finishers.shift()!()
    await Promise.all(answers)
    expect(seen).toEqual(['/first', '/second'])
  })
})
