// Runs once when a Next.js server process starts (`npm start`, `next dev`).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startDischargesDailyJob } = await import('./lib/discharges/daily-job')
  startDischargesDailyJob()
}
