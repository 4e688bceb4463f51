import { afterEach, describe, expect, it } from 'vitest'
import { forgetProcessSingleton } from '@/lib/singleton'
import { Draining, tracked } from '@/lib/work'
import { createShutdown } from './shutdown'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function fakeServer() {
  const server = {
    closed: false,
    close(callback?: (error?: Error) => void) {
      server.closed = true
      setTimeout(() => callback?.(), 10)
      return server as never
    },
    closeIdleConnections() {},
  }
  return server
}

afterEach(() => forgetProcessSingleton('jaatmeveo.work'))

describe('shutdown', () => {
  it('stops taking requests, waits for a running delivery, refuses new ones, then exits', async () => {
    const events: string[] = []
    const server = fakeServer()
    const delivery = tracked(async () => {
      await sleep(300)
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
    await sleep(50)
    expect(events).toEqual([])
    await done
    expect(await delivery).toBe('sent')
    expect(events).toEqual(['delivered', 'closed', 'exit 0'])
  })

  it('exits after the grace when a delivery takes longer', async () => {
    const events: string[] = []
    void tracked(() => sleep(2_000).then(() => events.push('delivered')))
    const started = Date.now()
    await createShutdown({
      server: fakeServer(),
      graceMs: 200,
      close: async () => void events.push('closed'),
      exit: () => void events.push('exit'),
    })()
    expect(Date.now() - started).toBeLessThan(1_500)
    expect(events).toEqual(['closed', 'exit'])
  })
})
