// GET /readyz: whether this instance should receive traffic: its database answers, has run every migration
// this build carries, and the instance is not shutting down; plus how far behind contact-request delivery
// is. No personal data: counts and an age only. 200 while ready, with "status": "degraded"
// when requests wait longer than CONTACT_ALERT_MINUTES; 503 otherwise, so a proxy or orchestrator sends
// elsewhere. Liveness is /healthz.
import { cms } from '@/lib/cms'
import { env } from '@/lib/env'
import { migrationsOf } from '@/lib/db/migrations'
import { appliedMigrations, pendingMigrations } from '@/lib/db/readiness'
import { deliveryStatus } from '@/lib/helpdesk/reconcile'
import { log } from '@/lib/log'
import { isDraining } from '@/lib/work'

export const dynamic = 'force-dynamic'

const headers = { 'Cache-Control': 'no-store' }

export async function GET() {
  // SIGTERM received (src/server/shutdown.ts): in-flight work finishes, new traffic goes elsewhere.
  if (isDraining()) return Response.json({ status: 'stopping' }, { status: 503, headers })
  try {
    const payload = await cms()
    const pending = pendingMigrations(migrationsOf(), await appliedMigrations(payload))
    if (pending.length > 0) {
      log.error('readyz: the database lacks migrations of this build', { pending })
      return Response.json(
        { status: 'unavailable', database: 'ok', migrations: 'pending', pending: pending.length },
        { status: 503, headers },
      )
    }
    const delivery = await deliveryStatus(payload, env().CONTACT_ALERT_MINUTES * 60_000)
    return Response.json(
      { status: delivery.overdue > 0 ? 'degraded' : 'ok', database: 'ok', migrations: 'ok', delivery },
      { headers },
    )
  } catch (error) {
    log.error('readyz: the database did not answer', { error: error instanceof Error ? error.message : String(error) })
    return Response.json({ status: 'unavailable', database: 'failed' }, { status: 503, headers })
  }
}
