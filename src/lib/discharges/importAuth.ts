import { createHash, timingSafeEqual } from 'node:crypto'
import { env } from '@/lib/env'
import { clientAddressFromHeaders, clientKey } from '@/lib/http/client'
import { ApiError } from '@/lib/http/errors'
import { sharedRateLimiter } from '@/lib/cluster/rateLimits'
import { log } from '@/lib/log'
import { processSingleton } from '@/lib/singleton'

const digest = (s: string) => createHash('sha256').update(s).digest()

/** Constant-time comparison of the presented key with DISCHARGES_IMPORT_API_KEY. */
export function authorizeImport(
  headers: Headers,
  expected = env().DISCHARGES_IMPORT_API_KEY,
): 'ok' | 'denied' | 'disabled' {
  if (!expected) return 'disabled'
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '')?.[1]
  const presented = bearer ?? headers.get('x-api-key') ?? ''
  return presented && timingSafeEqual(digest(presented.trim()), digest(expected)) ? 'ok' : 'denied'
}

/**
 * Wrong keys one client may send per window before every import request of that client is refused with
 * 429 until the window ends, right key or not (so the refusal tells a guesser nothing). The planning
 * system sends the right key; a few typos while setting it up stay well under the limit.
 */
export const IMPORT_KEY_FAILURES = 10
export const IMPORT_KEY_WINDOW_MS = 15 * 60_000
const failures = () =>
  processSingleton('jaatmeveo.discharges.importKeyFailures', () =>
    sharedRateLimiter('import.keyFailures', { limit: IMPORT_KEY_FAILURES, windowMs: IMPORT_KEY_WINDOW_MS }),
  )

const throttled = (retryAfterSeconds: number) =>
  new ApiError(429, 'rate_limited', `Too many wrong API keys; try again in ${retryAfterSeconds} s.`, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  })

/**
 * The import routes' `auth`: refuses with 503 when no key is configured, 401 for a missing or wrong key
 * (each logged with the client address), and 429 to a client past IMPORT_KEY_FAILURES wrong keys.
 */
export async function requireImportKey(request: Request): Promise<void> {
  const client = clientAddressFromHeaders(request.headers)
  const key = clientKey(client)
  const limiter = failures()
  const before = await limiter.peek(key)
  if (!before.ok) throw throttled(before.retryAfterSeconds)
  const auth = authorizeImport(request.headers)
  if (auth === 'disabled')
    throw new ApiError(503, 'import_disabled', 'The import is not configured (DISCHARGES_IMPORT_API_KEY is not set).')
  if (auth === 'denied') {
    const counted = await limiter.take(key)
    // `throttled`: this was the client's last wrong key of the window; it is refused from now on, unlogged.
    log.warn('discharges import: missing or wrong API key', { client, throttled: !(await limiter.peek(key)).ok })
    if (!counted.ok) throw throttled(counted.retryAfterSeconds)
    throw new ApiError(401, 'unauthorized', 'A valid API key is required.', {
      headers: { 'WWW-Authenticate': 'Bearer' },
    })
  }
}
