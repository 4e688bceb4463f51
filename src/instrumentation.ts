// Runs once when a Next.js server process starts (`npm start`, `next dev`).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // Start Payload at boot so the jobs queue's timers (contact delivery retries, retention, scheduled
  // publishing) run under `npm start` even before the first request arrives.
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config })
  // Keeps the demo contracts' collection plan filled 13 weeks ahead.
  const { startDischargesDailyJob } = await import('./lib/discharges/daily-job')
  startDischargesDailyJob()
}
