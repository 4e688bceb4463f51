// Runs once when a Next.js server process starts (`npm start`, `next dev`).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // Start Payload at boot so the jobs queue's timers (contact delivery retries, retention, scheduled
  // publishing) run under `npm start` even before the first request arrives.
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config })
  // The embedded demo's collection plan stays filled 13 weeks ahead (off by default for a production
  // database of its own: DISCHARGES_DEMO_TOPUP, src/lib/env). Demo code, so it lives beside the seed.
  const { env } = await import('./lib/env')
  if (env().DISCHARGES_DEMO_TOPUP !== 'true') return
  const { startDemoTopUp } = await import('../seed/discharges/topup')
  startDemoTopUp()
}
