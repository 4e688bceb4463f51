import { createHash, timingSafeEqual } from 'node:crypto'
import { env } from '@/lib/env'
import { ApiError } from '@/lib/http/errors'

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

/** The import routes' `auth`: refuses with 503 when no key is configured, 401 for a missing or wrong key. */
export function requireImportKey(request: Request): void {
  const auth = authorizeImport(request.headers)
  if (auth === 'disabled')
    throw new ApiError(503, 'import_disabled', 'The import is not configured (DISCHARGES_IMPORT_API_KEY is not set).')
  if (auth === 'denied')
    throw new ApiError(401, 'unauthorized', 'A valid API key is required.', {
      headers: { 'WWW-Authenticate': 'Bearer' },
    })
}
