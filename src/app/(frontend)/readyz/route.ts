// GET /readyz: whether this instance should receive traffic: its database answers, has run every migration
// this build carries, and the instance is not shutting down. 200 while ready, with "status": "degraded"
// when contact requests wait longer than CONTACT_ALERT_MINUTES; 503 otherwise, so a proxy or orchestrator
// sends elsewhere. Liveness is /healthz.
// The public answer is the status alone. The details (pending migrations, how far behind contact delivery
// is) go to a caller with READYZ_TOKEN or from READYZ_NETWORKS. The checks (four queries) run at most
// once per CHECK_TTL_MS per instance, however often anyone asks.
import { timingSafeEqual } from 'node:crypto'
import ipaddr from 'ipaddr.js'
import { env } from '@/lib/env'
import { checked } from '@/lib/health/readiness'
import { clientAddressFromHeaders, parseAddress, parseTrustedProxies } from '@/lib/http/client'
import { isDraining } from '@/lib/work'

export const dynamic = 'force-dynamic'

const headers = { 'Cache-Control': 'no-store' }

function mayReadDetails(request: Request): boolean {
  const config = env()
  const auth = request.headers.get('authorization') ?? ''
  if (config.READYZ_TOKEN && auth.startsWith('Bearer ')) {
    const given = Buffer.from(auth.slice('Bearer '.length).trim())
    const wanted = Buffer.from(config.READYZ_TOKEN)
    if (given.length === wanted.length && timingSafeEqual(given, wanted)) return true
  }
  const address = parseAddress(clientAddressFromHeaders(request.headers))
  if (!address) return false
  const networks = parseTrustedProxies(config.READYZ_NETWORKS)
  return networks.length > 0 && ipaddr.subnetMatch(address, { internal: [...networks] }, 'public') === 'internal'
}

export async function GET(request: Request) {
  // SIGTERM received (src/server/shutdown.ts): in-flight work finishes, new traffic goes elsewhere.
  if (isDraining()) return Response.json({ status: 'stopping' }, { status: 503, headers })
  const answer = await checked()
  const body = mayReadDetails(request) ? answer.body : { status: answer.body.status }
  return Response.json(body, { status: answer.status, headers })
}
