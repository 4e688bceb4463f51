import 'server-only'
import { z } from 'zod'
import { cms } from '@/lib/content/payload'
import { env } from '@/lib/env'
import { todayInTallinn } from '@/lib/dates'
import { clientAddress, sharedLookupLimiter, type RateLimitResult } from './rate-limit'
import { dbOf, findUpcoming } from './repository'
import { contractNumberSchema, type Discharge } from './schema'

// The one entry point of pages and route handlers: limit, then look up from today in Tallinn.

export function checkLookupLimit(headers: Headers, contractNumber: string): RateLimitResult {
  const config = env()
  return sharedLookupLimiter(config.DISCHARGES_RATE_LIMIT_PER_MINUTE).check(clientAddress(headers, config.DISCHARGES_TRUSTED_PROXY_HOPS), contractNumber)
}

export async function upcomingDischarges(contractNumber: string, now = new Date()): Promise<Discharge[]> {
  const payload = await cms()
  return findUpcoming(dbOf(payload), contractNumber, todayInTallinn(now))
}

export const contractQuerySchema = z.object({ contractNumber: contractNumberSchema })

