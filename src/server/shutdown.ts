import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { drain, idle, runningWork } from '@/lib/work'
import { log } from '@/lib/log'

// SIGTERM/SIGINT (a deploy, a restart): stop taking requests, let the running contact deliveries finish
// (at most `graceMs`, SHUTDOWN_GRACE_SECONDS), then close and exit. A delivery still running when the
// grace ends is cut off; its job is picked up again after the restart (src/lib/helpdesk/reconcile.ts).
// Requests already on their way are answered; kept-alive connections (a proxy's pool) are closed as each
// falls idle and every later answer says `Connection: close`: Node's server.close() stops only the
// listener, and would serve such a connection on until its keep-alive timeout. /readyz answers 503 from the
// first moment (src/lib/work.ts isDraining), so a proxy that checks it stops sending here.

export type ShutdownOptions = {
  server: Pick<Server, 'close' | 'closeIdleConnections' | 'prependListener'>
  graceMs: number
  /** Closes what the process holds (the fast path's connection, Next). */
  close: () => Promise<void>
  exit: (code: number) => void
}

export function createShutdown({ server, graceMs, close, exit }: ShutdownOptions): () => Promise<void> {
  let started = false
  return async function shutdown() {
    if (started) return
    started = true
    const deadline = Date.now() + graceMs
    drain()
    // Answers being sent finish; no new connection is accepted.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    // A request arriving on a kept-alive connection is still answered, and its connection closed after it.
    server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
      res.setHeader('Connection', 'close')
    })
    // Idle keep-alive connections would hold close() open; the busy ones are closed once their answer is out.
    server.closeIdleConnections()
    const sweep = setInterval(() => server.closeIdleConnections(), 100)
    sweep.unref()
    void closed.then(() => clearInterval(sweep))
    // Whatever happens below, the process ends a little after the grace.
    setTimeout(() => exit(0), graceMs + 5_000).unref()
    const running = runningWork()
    if (running > 0)
      log.info('shutting down: waiting for running deliveries', { running, graceSeconds: graceMs / 1000 })
    const finished = await idle(graceMs)
    if (!finished) log.warn('shutting down: deliveries still running were cut off; they run again after the restart')
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())))])
    await close().catch(() => undefined)
    exit(0)
  }
}
