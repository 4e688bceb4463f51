import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetProcessSingleton } from '@/lib/singleton'
import { Draining, tracked } from '@/lib/work'
import { createShutdown } from './shutdown'

/** A promise the test settles itself: work that takes exactly as long as the test says. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

function fakeServer() {
  const server = {
    closed: false,
    close(callback?: (error?: Error) => void) {
      server.closed = true
      setTimeout(() => callback?.(), 10)
      return server as never
    },
    closeIdleConnections() {},
    prependListener() {
      return server as never
    },
  }
  return server
}

afterEach(() => {
  vi.useRealTimers()
  forgetProcessSingleton('jaatmeveo.work')
})

describe('shutdown', () => {
  it('stops taking requests, waits for a running delivery, refuses new ones, then exits', async () => {
    vi.useFakeTimers()
    const events: string[] = []
    const server = fakeServer()
    const running = gate()
    const delivery = tracked(async () => {
      await running.opened
      events.push('delivered')
      return 'sent'
    })
    const shutdown = createShutdown({
      server,
      graceMs: 5_000,
      close: async () => void events.push('closed'),
      exit: (code) => void events.push(`exit ${code}`),
    })
    const done = shutdown()
    expect(server.closed).toBe(true)
    // A job the queue starts now is refused before it does anything; it runs again after the restart.
    await expect(tracked(async () => events.push('late job ran'))).rejects.toBeInstanceOf(Draining)
    // Until the grace is all but over, the running delivery holds the shutdown back.
    await vi.advanceTimersByTimeAsync(4_999)
    expect(events).toEqual([])
    running.open()
    await done
    expect(await delivery).toBe('sent')
    expect(events).toEqual(['delivered', 'closed', 'exit 0'])
  })

  it('exits after the grace when a delivery takes longer', async () => {
    vi.useFakeTimers()
    const events: string[] = []
    // A delivery that never ends by itself.
    void tracked(() => gate().opened.then(() => events.push('delivered')))
    const done = createShutdown({
      server: fakeServer(),
      graceMs: 200,
      close: async () => void events.push('closed'),
      exit: () => void events.push('exit'),
    })()
    await vi.advanceTimersByTimeAsync(199)
    expect(events).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(events).toEqual(['closed', 'exit'])
  })

  it('answers requests in flight, closes kept-alive connections and exits once they are done', async () => {
    // The slow answer is sent when the test says so, after the shutdown has begun.
    const slowArrived = gate()
    const slowAnswered = gate()
    const server: Server = createServer((req, res) => {
      if (req.url !== '/slow') return res.end(`answer to ${req.url}`)
      slowArrived.open()
      void slowAnswered.opened.then(() => res.end(`answer to ${req.url}`))
    })
    server.keepAliveTimeout = 65_000
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    // One kept-alive connection, as a proxy's pool holds them.
    const agent = new (await import('node:http')).Agent({ keepAlive: true, maxSockets: 1 })
    const get = (path: string, pooled = true) =>
      new Promise<{ body: string; connection?: string }>((resolve, reject) => {
        request({ port, host: '127.0.0.1', path, agent: pooled ? agent : false }, (res) => {
          let body = ''
          res.on('data', (c: Buffer) => (body += c))
          res.on('end', () => resolve({ body, connection: res.headers.connection }))
        })
          .on('error', reject)
          .end()
      })
    try {
      expect(await get('/first')).toEqual({ body: 'answer to /first', connection: 'keep-alive' })
      const slow = get('/slow')
      await slowArrived.opened
      const exits: number[] = []
      const sweeps = vi.spyOn(server, 'closeIdleConnections')
      const started = Date.now()
      const done = createShutdown({
        server,
        graceMs: 10_000,
        close: async () => {},
        exit: (code) => void exits.push(code),
      })()
      // Two sweeps of idle connections pass while the request is in flight: the busy one must not be cut.
      await vi.waitFor(() => expect(sweeps.mock.calls.length).toBeGreaterThanOrEqual(3))
      slowAnswered.open()
      // The request in flight is answered in full; its connection is then closed (not kept 65 s).
      expect((await slow).body).toBe('answer to /slow')
      await done
      expect(exits).toEqual([0])
      // Well before the grace or the keep-alive timeout: the server closed as soon as its last answer was out.
      expect(Date.now() - started).toBeLessThan(2_000)
      // A new connection is refused: the listener is gone.
      await expect(get('/after', false)).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    } finally {
      agent.destroy()
      server.close()
    }
  })
})
