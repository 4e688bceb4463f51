import 'server-only'
import { createHash } from 'node:crypto'
import { jsonError } from '@/lib/http/errors'
import { contractNumberSchema, type Discharge } from './schema'
import { checkLookupLimit, DISCHARGES_CACHE_CONTROL, upcomingDischarges } from './service'

// Shared by the compatibility endpoint, our API and the calendar feed: validate the number, apply the
// per-client limit, look up, and let the caller shape the answer. Errors use the site's JSON error shape.

export type LookupOk = { ok: true; contractNumber: string; discharges: Discharge[] }
export type LookupFailed = { ok: false; response: Response }

export async function lookupForRequest(request: Request, raw: string | null): Promise<LookupOk | LookupFailed> {
  const parsed = contractNumberSchema.safeParse(raw ?? undefined)
  if (!parsed.success) {
    return { ok: false, response: jsonError(400, 'invalid_contract_number', parsed.error.issues[0]?.message ?? 'invalid contractNumber') }
  }
  const limit = checkLookupLimit(request.headers, parsed.data)
  if (!limit.ok) {
    return {
      ok: false,
      response: jsonError(429, 'rate_limited', `Too many lookups; try again in ${limit.retryAfterSeconds} s.`, {
        'Retry-After': String(limit.retryAfterSeconds),
        'Cache-Control': 'no-store',
      }),
    }
  }
  try {
    return { ok: true, contractNumber: parsed.data, discharges: await upcomingDischarges(parsed.data) }
  } catch (error) {
    console.error('discharges lookup failed', error)
    return { ok: false, response: jsonError(503, 'unavailable', 'Discharge data is temporarily unavailable.') }
  }
}

export function cachedJson(body: unknown): Response {
  return Response.json(body, { headers: { 'Cache-Control': DISCHARGES_CACHE_CONTROL, Vary: 'Accept-Encoding' } })
}

export function etagOf(text: string): string {
  return `"${createHash('sha1').update(text).digest('base64url')}"`
}
