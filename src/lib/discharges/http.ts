import 'server-only'
import { createHash } from 'node:crypto'
import { jsonError } from '@/lib/http/errors'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import { admitLookup, UNAVAILABLE, type Refusal } from './admit'
import { DISCHARGES_CACHE_CONTROL, type Discharge } from './schema'
import { upcomingDischarges } from './service'

// Shared by the compatibility endpoint, our API and the calendar feed: validate the number, apply the
// per-client limit, look up, and let the caller shape the answer. Errors use the site's JSON error shape.

export type LookupOk = { ok: true; contractNumber: string; discharges: Discharge[] }
export type LookupFailed = { ok: false; response: Response }

export async function lookupForRequest(request: Request, raw: string | null): Promise<LookupOk | LookupFailed> {
  const config = env()
  const admission = admitLookup(raw, request.headers, { perMinute: config.DISCHARGES_RATE_LIMIT_PER_MINUTE, trustedHops: config.DISCHARGES_TRUSTED_PROXY_HOPS })
  if (!admission.ok) return { ok: false, response: refusal(admission) }
  try {
    return { ok: true, contractNumber: admission.contractNumber, discharges: await upcomingDischarges(admission.contractNumber) }
  } catch (error) {
    log.error('discharges lookup failed', { error })
    return { ok: false, response: refusal(UNAVAILABLE) }
  }
}

const refusal = (r: Refusal) => jsonError(r.status, r.code, r.message, r.headers)

export function cachedJson(body: unknown): Response {
  return Response.json(body, { headers: { 'Cache-Control': DISCHARGES_CACHE_CONTROL, Vary: 'Accept-Encoding' } })
}

export function etagOf(text: string): string {
  return `"${createHash('sha1').update(text).digest('base64url')}"`
}
