import { randomBytes } from 'node:crypto'
import { mac, sameMac } from '@/lib/signing'

// The contact form's token: the time the form was rendered (for the minimum fill time, signed so a bot
// cannot backdate it) and a random nonce that makes it single-use. The stored request keeps the nonce
// (ContactRequests `formNonce`, unique), so sending one token twice stores one request.

export type FormToken = { at: number; nonce: string }
export type TimestampCheck = 'ok' | 'tooFast' | 'invalid' | 'expired'

/** How long a rendered form can be sent: long enough to fill in at leisure, short for a harvested token. */
export const TOKEN_MAX_HOURS = 2

export function newNonce(): string {
  return randomBytes(16).toString('base64url')
}

export function signTimestamp(secret: string, at: number, nonce = newNonce()): string {
  return `${at}.${nonce}.${mac(secret, `contact-form:${at}:${nonce}`)}`
}

/** The token's parts when its signature is genuine (whatever its age), else null. */
export function readToken(secret: string, token: unknown): FormToken | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const [atText, nonce, given, extra] = token.split('.')
  const at = Number(atText)
  if (extra !== undefined || !Number.isSafeInteger(at) || !nonce || !/^[\w-]{16,64}$/.test(nonce) || !given) return null
  return sameMac(given, mac(secret, `contact-form:${at}:${nonce}`)) ? { at, nonce } : null
}

export function checkTimestamp(
  secret: string,
  token: unknown,
  now: number,
  minSeconds: number,
  maxHours = TOKEN_MAX_HOURS,
): TimestampCheck {
  const read = readToken(secret, token)
  if (!read) return 'invalid'
  if (now - read.at < minSeconds * 1000) return 'tooFast'
  if (now - read.at > maxHours * 3600 * 1000) return 'expired'
  return 'ok'
}
