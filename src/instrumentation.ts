// Starts Payload when the server boots, so the jobs queue's timers (contact delivery retries, retention)
// run under `npm start` even before the first request arrives.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config })
}
