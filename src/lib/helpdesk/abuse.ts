import { createHmac, timingSafeEqual } from 'node:crypto'

// Minimum fill time: the form carries the time it was rendered, signed so a bot cannot backdate it.
export function signTimestamp(secret: string, at: number): string {
  const mac = createHmac('sha256', secret).update(`contact-form:${at}`).digest('base64url')
  return `${at}.${mac}`
}

export type TimestampCheck = 'ok' | 'tooFast' | 'invalid' | 'expired'

export function checkTimestamp(
  secret: string,
  token: unknown,
  now: number,
  minSeconds: number,
  maxHours = 24,
): TimestampCheck {
  if (typeof token !== 'string') return 'invalid'
  const [atText, mac] = token.split('.')
  const at = Number(atText)
  if (!Number.isSafeInteger(at) || !mac) return 'invalid'
  const expected = signTimestamp(secret, at).split('.')[1]
  const a = Buffer.from(mac)
  const b = Buffer.from(expected)
  if (a.length !== b.length || !timingSafeEqual(a, b)) return 'invalid'
  if (now - at < minSeconds * 1000) return 'tooFast'
  if (now - at > maxHours * 3600 * 1000) return 'expired'
  return 'ok'
}
