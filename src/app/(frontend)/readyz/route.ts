// GET /readyz: whether this instance can serve (its database answers) and how far behind contact-request
// delivery is (issue 17 item 1). No personal data: counts and an age only. 200 while the database answers,
// with "status": "degraded" when requests wait longer than CONTACT_ALERT_MINUTES; 503 when it does not.
import { cms } from '@/lib/cms'
import { env } from '@/lib/env'
import { deliveryStatus } from '@/lib/helpdesk/reconcile'
import { log } from '@/lib/log'

export const dynamic = 'force-dynamic'

const headers = { 'Cache-Control': 'no-store' }

export async function GET() {
  try {
    const delivery = await deliveryStatus(await cms(), env().CONTACT_ALERT_MINUTES * 60_000)
    return Response.json({ status: delivery.overdue > 0 ? 'degraded' : 'ok', database: 'ok', delivery }, { headers })
  } catch (error) {
    log.error('readyz: the database did not answer', { error: error instanceof Error ? error.message : String(error) })
    return Response.json({ status: 'unavailable', database: 'failed' }, { status: 503, headers })
  }
}
