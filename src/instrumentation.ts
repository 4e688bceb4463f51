import type { Instrumentation } from 'next'

// Runs once when a Next.js server process starts (`npm start`, `next dev`).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const started = new Date()
  // Start Payload at boot, its crons too (`cron: true`: a plain getPayload leaves them to the first admin
  // or /api request), so the jobs queue's timers (contact delivery retries, retention, scheduled
  // publishing) run under `npm start` before any request arrives: after a restart, stored requests waited
  // for such a request (found by bench:faults and by the multi-instance test).
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  const payload = await getPayload({ config, cron: true })
  const [{ env }, { log }] = await Promise.all([import('./lib/env'), import('./lib/log')])
  const jobs = env().JOBS_AUTORUN !== 'false'
  // Deliveries a stopped process left behind run again now rather than at the next scheduled check.
  const reconcile = async (lease: { claimedBefore?: Date }) => {
    const [{ reconcileDeliveries }, { reconcileOptions }] = await Promise.all([
      import('./lib/helpdesk/reconcile'),
      import('./jobs/contact'),
    ])
    await reconcileDeliveries(payload, reconcileOptions(lease)).catch((error: unknown) =>
      log.error('contact deliveries: reconciling at start failed', {
        error: error instanceof Error ? error.message : String(error),
      }),
    )
  }
  // The other processes' content expiries, applied here (decision 025): other instances' on PostgreSQL,
  // and a script's (an import, a seed) on either database.
  const [{ startServerCluster }, { applyRemoteExpiry }] = await Promise.all([
    import('./lib/cluster/runtime'),
    import('./lib/content/expire'),
  ])
  // On PostgreSQL the jobs and the periodic work run only while this instance is the leader, and a new
  // leader reconciles by the lease (the one before it may still be finishing a job); on SQLite this process
  // alone runs them (src/lib/cluster/runtime.ts).
  await startServerCluster(payload, {
    apply: applyRemoteExpiry,
    jobs,
    started,
    reconcile,
    leaseMs: env().JOBS_LEASE_MINUTES * 60_000,
  })
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
