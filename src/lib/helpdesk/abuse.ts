import { mac, sameMac } from './signing'

// Minimum fill time: the form carries the time it was rendered, signed so a bot cannot backdate it.
export function signTimestamp(secret: string, at: number): string {
  return `${at}.${mac(secret, `contact-form:${at}`)}`
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
  const [atText, given] = token.split('.')
  const at = Number(atText)
  if (!Number.isSafeInteger(at) || !given) return 'invalid'
  if (!sameMac(given, mac(secret, `contact-form:${at}`))) return 'invalid'
  if (now - at < minSeconds * 1000) return 'tooFast'
  if (now - at > maxHours * 3600 * 1000) return 'expired'
  return 'ok'
}
