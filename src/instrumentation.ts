import type { Instrumentation } from 'next'

// Runs once when a Next.js server process starts (`npm start`, `next dev`).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const started = new Date()
  // Start Payload at boot so the jobs queue's timers (contact delivery retries, retention, scheduled
  // publishing) run under `npm start` even before the first request arrives. `cron: true` is what starts
  // them: without it Payload starts its autoRun crons only when one of its own routes (the admin, /api)
  // first calls getPayload, and after a restart stored requests waited for that (found by bench:faults).
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  const payload = await getPayload({ config, cron: true })
  const { env } = await import('./lib/env')
  // Deliveries a stopped process left behind run again now rather than at the next scheduled check. On
  // SQLite only this process runs jobs, so any job still marked running was abandoned; on PostgreSQL
  // another instance may be running it, so the lease decides (src/lib/helpdesk/reconcile.ts).
  if (env().JOBS_AUTORUN !== 'false') {
    const [{ reconcileDeliveries }, { reconcileOptions }, { log }] = await Promise.all([
      import('./lib/helpdesk/reconcile'),
      import('./jobs/contact'),
      import('./lib/log'),
    ])
    const lease = env().databaseKind === 'sqlite' ? { claimedBefore: started } : {}
    reconcileDeliveries(payload, reconcileOptions(lease)).catch((error: unknown) =>
      log.error('contact deliveries: reconciling at start failed', {
        error: error instanceof Error ? error.message : String(error),
      }),
    )
  }
  // The embedded demo's collection plan stays filled 13 weeks ahead (off by default for a production
  // database of its own: DISCHARGES_DEMO_TOPUP, src/lib/env). Demo code, so it lives beside the seed.
  if (env().DISCHARGES_DEMO_TOPUP !== 'true') return
  const { startDemoTopUp } = await import('../seed/discharges/topup')
  startDemoTopUp()
}

/**
 * Every error Next catches while rendering a page or answering a route, server action or proxy call: one
 * line at error level in the application's log, with where it happened. The visitor sees the error page
 * (src/server/error-pages.ts); the digest is what that page's Flight data carries, to match the two.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { log } = await import('./lib/log')
  log.error('request failed', {
    error,
    digest: error instanceof Error && 'digest' in error ? error.digest : undefined,
    method: request.method,
    path: request.path,
    route: context.routePath,
    routeType: context.routeType,
  })
}
