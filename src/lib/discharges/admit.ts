import { clientAddress, sharedLookupLimiter, type HeaderSource } from './rate-limit'
import { contractNumberSchema } from './schema'

// The gate every lookup passes, whichever server answers it (a Next route handler or the custom
// server's fast path): validate the number, then spend the client's shared per-minute budget.
// Pure: no Payload, no Next, so the fast-path bundle can carry it.

export type LookupLimits = { perMinute: number; trustedHops: number }

export type Refusal = { status: 400 | 429 | 503; code: string; message: string; headers: Record<string, string> }
export type Admission = { ok: true; contractNumber: string } | ({ ok: false } & Refusal)

export function admitLookup(raw: string | null | undefined, headers: HeaderSource, limits: LookupLimits): Admission {
  const parsed = contractNumberSchema.safeParse(raw ?? undefined)
  if (!parsed.success) {
    return { ok: false, status: 400, code: 'invalid_contract_number', message: parsed.error.issues[0]?.message ?? 'invalid contractNumber', headers: {} }
  }
  const limit = sharedLookupLimiter(limits.perMinute).check(clientAddress(headers, limits.trustedHops), parsed.data)
  if (!limit.ok) {
    return {
      ok: false,
      status: 429,
      code: 'rate_limited',
      message: `Too many lookups; try again in ${limit.retryAfterSeconds} s.`,
      headers: { 'Retry-After': String(limit.retryAfterSeconds), 'Cache-Control': 'no-store' },
    }
  }
  return { ok: true, contractNumber: parsed.data }
}

export const UNAVAILABLE: Refusal = { status: 503, code: 'unavailable', message: 'Discharge data is temporarily unavailable.', headers: { 'Cache-Control': 'no-store' } }
