import 'server-only'
import { headers } from 'next/headers'
import { z } from 'zod'
import { cms } from '@/lib/cms'
import { env } from '@/lib/env'
import { clientAddressFromHeaders, type HeaderSource } from '@/lib/http/client'
import { decodeSegment } from '@/lib/http/route'
import { log } from '@/lib/log'
import { cacheablePage, lookupAdmittedByEdge, recordTags, uncacheablePage } from '@/lib/http/pageCacheContext'
import { admitLookup, lookupLimitsFrom, unavailable, type Admission, type RateLimitAnswerHeaders } from './admit'
import { todayInTallinn } from '@/lib/dates'
import { contractMunicipality, findUpcomingDetails, type DischargeDetail } from './repository'
import { dbOf } from '@/lib/db'
import { contractNumberSchema, DISCHARGE_PLANS_TAG, DISCHARGES_CACHE_CONTROL } from './schema'

// The Next side of the lookup, for the page, the compatibility endpoint, our API and the calendar feed:
// the one gate (admit.ts), then the plan from today in Tallinn. The custom server's fast path passes the
// same gate with its own SQLite connection (src/server/lookup-fast-path.ts).

/**
 * A contract's upcoming collections with what the planning system says of each (a moved day and why, its
 * state). The compatibility endpoint answers only the five old fields of each (`toDischarge`).
 */
export type Lookup = { contractNumber: string; discharges: DischargeDetail[] }

export async function upcomingDischarges(contractNumber: string, now = new Date()): Promise<DischargeDetail[]> {
  const payload = await cms()
  return findUpcomingDetails(dbOf(payload), contractNumber, todayInTallinn(now))
}

/** The lookup gate's limits from the validated settings, for every Next-side lookup (contracts and addresses). */
export const lookupLimits = () => lookupLimitsFrom(env())

/**
 * For route handlers: the lookup and its RateLimit headers, or an ApiError thrown (400, 429, 503) for the
 * route wrapper to answer. Admitted by the edge, the edge has set the headers.
 */
export async function lookupForRequest(
  raw: string | null | undefined,
  requestHeaders: HeaderSource,
): Promise<Lookup & { rateLimit: RateLimitAnswerHeaders }> {
  // The edge passed this very request through the gate for this contract and may keep the answer (the
  // calendar feed, src/server/lookupAnswers.ts): it is stored per contract and dropped by an import.
  const admitted = lookupAdmittedByEdge()
  if (admitted !== undefined && contractNumberSchema.safeParse(raw).data === admitted) {
    try {
      recordTags([DISCHARGE_PLANS_TAG], undefined)
      const discharges = await upcomingDischarges(admitted)
      cacheablePage()
      return { contractNumber: admitted, discharges, rateLimit: {} }
    } catch (error) {
      log.error('discharges lookup failed', { error })
      throw unavailable()
    }
  }
  // On PostgreSQL the budget is in the database (decision 025): if it cannot be asked, neither can the plan.
  const admission = await admitLookup(raw, clientAddressFromHeaders(requestHeaders), lookupLimits()).catch(
    (error: unknown) => {
      log.error('discharges lookup: the rate limit could not be checked', { error })
      throw unavailable()
    },
  )
  if (!admission.ok) throw admission.error
  try {
    return {
      contractNumber: admission.contractNumber,
      discharges: await upcomingDischarges(admission.contractNumber),
      rateLimit: admission.rateLimit,
    }
  } catch (error) {
    log.error('discharges lookup failed', { error })
    throw unavailable()
  }
}

export type PageLookup =
  | { kind: 'none' }
  | { kind: 'invalid'; value: string }
  | { kind: 'rateLimited'; retryAfterSeconds: number; contractNumber: string }
  | { kind: 'failed'; contractNumber: string }
  | ({ kind: 'ok'; municipalityCode: string | null } & Lookup)

/** The next-shipping-day page's lookup: the same gate and budget as the API, as an outcome to render. */
export async function lookupForPage(raw: string | undefined): Promise<PageLookup> {
  if (raw === undefined || raw.trim() === '') return { kind: 'none' }
  // The edge passed this request through the gate and keeps the answer per contract and language, for
  // this and later admitted requests of the same contract (src/server/lookupAnswers.ts). Otherwise the
  // page showing one visitor's lookup is never stored.
  const admitted = lookupAdmittedByEdge()
  const edgeAdmitted = admitted !== undefined && contractNumberSchema.safeParse(raw).data === admitted
  if (!edgeAdmitted) uncacheablePage()
  const admission: Admission = edgeAdmitted
    ? { ok: true, contractNumber: admitted, rateLimit: {} }
    : await admitLookup(raw, clientAddressFromHeaders(await headers()), lookupLimits())
  if (!admission.ok) {
    return admission.reason === 'invalid'
      ? { kind: 'invalid', value: raw }
      : {
          kind: 'rateLimited',
          retryAfterSeconds: admission.retryAfterSeconds,
          contractNumber: admission.contractNumber,
        }
  }
  try {
    recordTags([DISCHARGE_PLANS_TAG], undefined)
    const now = new Date()
    const [discharges, municipalityCode] = await Promise.all([
      upcomingDischarges(admission.contractNumber, now),
      // For the "not emptied?" link, which fills in the contact form's municipality.
      cms().then((payload) => contractMunicipality(dbOf(payload), admission.contractNumber, todayInTallinn(now))),
    ])
    return { kind: 'ok', contractNumber: admission.contractNumber, discharges, municipalityCode }
  } catch (error) {
    log.error('discharges page lookup failed', { error: error instanceof Error ? error.message : String(error) })
    uncacheablePage()
    return { kind: 'failed', contractNumber: admission.contractNumber }
  }
}

/**
 * The `{contractNumber}` path segment, percent-decoded when it decodes (a malformed escape stays as sent
 * and the gate refuses it with 400, never a URIError). Validated by the gate, not here, so the old and
 * the new endpoints answer a bad number alike.
 */
export const contractParams = z.object({ contractNumber: z.string().transform(decodeSegment) })

/** Headers of the JSON answers: data that changes once a day (schema.ts). */
export const DISCHARGES_JSON_HEADERS = { 'Cache-Control': DISCHARGES_CACHE_CONTROL, Vary: 'Accept-Encoding' }
