import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import { headers } from 'next/headers'
import { cms } from '@/lib/cms'
import { addDays, todayInTallinn } from '@/lib/dates'
import {
  addressItem,
  admitAddressLookup,
  unavailable,
  type AddressAdmission,
  type RateLimitAnswerHeaders,
} from '@/lib/discharges/admit'
import { toScheduleRow, type ScheduleRow } from '@/lib/discharges/containers'
import { findAddressSchedule } from '@/lib/discharges/repository'
import { dbOf } from '@/lib/db'
import { DISCHARGE_PLANS_TAG } from '@/lib/discharges/schema'
import { lookupLimits } from '@/lib/discharges/http'
import { clientAddressFromHeaders, type HeaderSource } from '@/lib/http/client'
import { ApiError } from '@/lib/http/errors'
import { cacheablePage, lookupAdmittedByEdge, recordTags, uncacheablePage } from '@/lib/http/pageCacheContext'
import { log } from '@/lib/log'
import { ADDRESS_INDEX_TAG } from './repository'
import { addressById, findAddresses, spendSuggestion } from './service'
import type { AddressRecord } from './types'

// One address's collections, for the page and the JSON: the lookup gate (the same budget as contracts), then
// the address from the index and its collections from two weeks back (the last collection and what became
// of it) on. What leaves here is the address and its schedule: the rows' contract numbers stay behind.

/** How far back the schedule is read: the missed-collection report's own window. */
const HISTORY_DAYS = 14

export type AddressLookup = { address: AddressRecord; today: string; rows: ScheduleRow[] }

/**
 * An opaque key per contract, waste type and container: groups an address's rows without naming the contract. It
 * stays on the server (a React key is never rendered), and the process's own salt keeps it from being reversed
 * should it ever leave.
 */
const SALT = randomBytes(16).toString('hex')
const serviceKey = (row: { contractNumber: string; garbage: string; itemType: string }) =>
  createHash('sha256')
    .update(SALT)
    .update(`${row.contractNumber}\u0000${row.garbage}\u0000${row.itemType}`)
    .digest('base64url')
    .slice(0, 12)

/** The schedule of a served address, or null when no such address is served. */
export async function addressSchedule(propertyId: string, now = new Date()): Promise<AddressLookup | null> {
  const address = await addressById(propertyId)
  if (!address) return null
  const today = todayInTallinn(now)
  const payload = await cms()
  const rows = await findAddressSchedule(dbOf(payload), propertyId, addDays(today, -HISTORY_DAYS))
  return { address, today, rows: rows.map((row) => ({ ...toScheduleRow(row), service: serviceKey(row) })) }
}

/** Admitted by the edge for this very request (src/server/lookupAnswers.ts): its answer may be stored. */
function edgeAdmitted(id: string): boolean {
  return lookupAdmittedByEdge() === addressItem(id.trim())
}

const notFound = () => new ApiError(404, 'address_not_found', 'No collections are planned at this address.')

/**
 * For route handlers: the lookup and its RateLimit headers, or an ApiError thrown (400, 404, 429, 503) for the
 * route wrapper. Admitted by the edge, the edge has set the headers.
 */
export async function addressLookupForRequest(
  raw: string,
  requestHeaders: HeaderSource,
): Promise<AddressLookup & { rateLimit: RateLimitAnswerHeaders }> {
  const admitted = edgeAdmitted(raw)
  let id: string
  let rateLimit: RateLimitAnswerHeaders = {}
  if (admitted) {
    id = raw.trim()
  } else {
    const admission = await admitAddressLookup(raw, clientAddressFromHeaders(requestHeaders), lookupLimits()).catch(
      (error: unknown) => {
        log.error('address lookup: the rate limit could not be checked', { error: String(error) })
        throw unavailable()
      },
    )
    if (!admission.ok) throw admission.error
    id = admission.propertyId
    rateLimit = admission.rateLimit
  }
  let found: AddressLookup | null
  try {
    recordTags([DISCHARGE_PLANS_TAG, ADDRESS_INDEX_TAG], undefined)
    found = await addressSchedule(id)
  } catch (error) {
    log.error('address lookup failed', { error: String(error) })
    throw unavailable()
  }
  if (!found) throw notFound()
  if (admitted) cacheablePage()
  return { ...found, rateLimit }
}

export type PageAddressLookup =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'notFound' }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  | { kind: 'failed' }
  | ({ kind: 'ok' } & AddressLookup)

/** The page's address lookup: the same gate and budget, as an outcome to render. */
export async function addressLookupForPage(raw: string | undefined): Promise<PageAddressLookup> {
  if (raw === undefined || raw.trim() === '') return { kind: 'none' }
  const admitted = edgeAdmitted(raw)
  if (!admitted) uncacheablePage()
  const admission: AddressAdmission = admitted
    ? { ok: true, propertyId: raw.trim(), rateLimit: {} }
    : await admitAddressLookup(raw, clientAddressFromHeaders(await headers()), lookupLimits())
  if (!admission.ok) {
    return admission.reason === 'invalid'
      ? { kind: 'invalid' }
      : { kind: 'rateLimited', retryAfterSeconds: admission.retryAfterSeconds }
  }
  try {
    recordTags([DISCHARGE_PLANS_TAG, ADDRESS_INDEX_TAG], undefined)
    const found = await addressSchedule(admission.propertyId)
    return found ? { kind: 'ok', ...found } : { kind: 'notFound' }
  } catch (error) {
    log.error('address page lookup failed', { error: String(error) })
    uncacheablePage()
    return { kind: 'failed' }
  }
}

export type PageAddressMatches =
  { kind: 'ok'; addresses: AddressRecord[] } | { kind: 'rateLimited'; retryAfterSeconds: number } | { kind: 'failed' }

/**
 * The served addresses matching a typed address, for the page (without JavaScript the form lands here). One
 * search of the suggestion budget; the page showing them is this visitor's and never stored.
 */
export async function addressMatchesForPage(text: string, limit: number): Promise<PageAddressMatches> {
  uncacheablePage()
  try {
    await spendSuggestion(clientAddressFromHeaders(await headers()))
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      return { kind: 'rateLimited', retryAfterSeconds: Number(error.headers?.['Retry-After'] ?? 60) }
    log.error('address search: the rate limit could not be checked', { error: String(error) })
    return { kind: 'failed' }
  }
  try {
    return { kind: 'ok', addresses: await findAddresses(text, limit) }
  } catch (error) {
    log.error('address search failed', { error: String(error) })
    return { kind: 'failed' }
  }
}
