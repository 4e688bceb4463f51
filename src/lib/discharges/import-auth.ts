import { createHash, timingSafeEqual } from 'node:crypto'
import { env } from '@/lib/env'

const digest = (s: string) => createHash('sha256').update(s).digest()

/** Constant-time comparison of the presented key with DISCHARGES_IMPORT_API_KEY. */
export function authorizeImport(headers: Headers, expected = env().DISCHARGES_IMPORT_API_KEY): 'ok' | 'denied' | 'disabled' {
  if (!expected) return 'disabled'
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '')?.[1]
  const presented = bearer ?? headers.get('x-api-key') ?? ''
  return presented && timingSafeEqual(digest(presented.trim()), digest(expected)) ? 'ok' : 'denied'
}
