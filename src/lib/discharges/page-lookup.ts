import 'server-only'
import { headers } from 'next/headers'
import { log } from '@/lib/log'
import { contractNumberSchema, type Discharge } from './schema'
import { checkLookupLimit, upcomingDischarges } from './service'

export type PageLookup =
  | { kind: 'none' }
  | { kind: 'invalid'; value: string }
  | { kind: 'rateLimited'; retryAfterSeconds: number; contractNumber: string }
  | { kind: 'failed'; contractNumber: string }
  | { kind: 'ok'; contractNumber: string; discharges: Discharge[] }

/** The next-shipping-day page's lookup: same validation and the same per-client limit as the API. */
export async function lookupForPage(raw: string | undefined): Promise<PageLookup> {
  if (raw === undefined || raw.trim() === '') return { kind: 'none' }
  const parsed = contractNumberSchema.safeParse(raw)
  if (!parsed.success) return { kind: 'invalid', value: raw }
  const limit = checkLookupLimit(await headers(), parsed.data)
  if (!limit.ok) return { kind: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds, contractNumber: parsed.data }
  try {
    return { kind: 'ok', contractNumber: parsed.data, discharges: await upcomingDischarges(parsed.data) }
  } catch (error) {
    log.error('discharges page lookup failed', { error })
    return { kind: 'failed', contractNumber: parsed.data }
  }
}
