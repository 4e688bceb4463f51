import type { Server } from 'node:http'
import { drain, idle, runningWork } from '@/lib/work'
import { log } from '@/lib/log'

// SIGTERM/SIGINT (a deploy, a restart): stop taking requests, let the running contact deliveries finish
// (at most `graceMs`, SHUTDOWN_GRACE_SECONDS), then close and exit. A delivery still running when the
// grace ends is cut off; its job is picked up again after the restart (src/lib/helpdesk/reconcile.ts).

export type ShutdownOptions = {
  server: Pick<Server, 'close' | 'closeIdleConnections'>
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
    // Idle keep-alive connections would hold close() open.
    server.closeIdleConnections()
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
