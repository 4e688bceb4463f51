import { createHash, createHmac, randomBytes } from 'node:crypto'
import { keyFor, sameMac } from '@/lib/signing'

// Two kinds of links in reminder mails:
// - the confirmation link carries a random token; only its SHA-256 is stored, so a copy of the database
//   cannot confirm anything, and it expires 48 h after the request (CONFIRM_HOURS);
// - the manage link carries `<subscription id>.<expiry>.<HMAC of id, expiry and address>`, the one-click
//   unsubscribe link `<subscription id>.<HMAC of id and address>`, both under the reminders' own key
//   (src/lib/signing/index.ts keyFor): nothing to store, and a link dies with the subscription (a new
//   subscription gets a new id). Links are exchanged for a cookie before a page shows (./linkCookie.ts).

export const CONFIRM_HOURS = 48

export function newConfirmToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A confirmation token's shape: 43 base64url characters (32 random bytes). */
export const isConfirmToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w-]{43}$/.test(value)

function mac(secret: string, message: string): string {
  return createHmac('sha256', keyFor(secret, 'reminders')).update(message).digest('base64url')
}

/** How long a manage link from a mail opens the manage page; after that, a new link is sent on request. */
export const MANAGE_LINK_DAYS = 30

/** `<id>.<expiry, unix seconds in base 36>.<HMAC>`: manage access for MANAGE_LINK_DAYS. */
export function manageToken(secret: string, id: number, email: string, now = Date.now()): string {
  const expires = (Math.floor(now / 1000) + MANAGE_LINK_DAYS * 86_400).toString(36)
  return `${id}.${expires}.${mac(secret, `manage:${id}:${expires}:${email.toLowerCase()}`)}`
}

/**
 * `<id>.<HMAC>`: the one-click unsubscribe link of the List-Unsubscribe header (RFC 8058). It never
 * expires (a mail client may use it months later) and can only end the subscription.
 */
export function unsubscribeToken(secret: string, id: number, email: string): string {
  return `${id}.${mac(secret, `manage:${id}:${email.toLowerCase()}`)}`
}

const TOKEN = /^(\d{1,12})\.(?:([0-9a-z]{1,8})\.)?([\w-]{43})$/

/** The subscription id a manage or unsubscribe token names (not yet checked against its address), or null. */
export function manageTokenId(token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 100) return null
  const match = TOKEN.exec(token)
  return match ? Number(match[1]) : null
}

/** True when `token` is a manage token made for this subscription and address, and not expired. */
export function checkManageToken(secret: string, token: string, id: number, email: string, now = Date.now()): boolean {
  const match = TOKEN.exec(token)
  if (!match || Number(match[1]) !== id || !match[2]) return false
  if (parseInt(match[2], 36) * 1000 <= now) return false
  return sameMac(match[3], mac(secret, `manage:${id}:${match[2]}:${email.toLowerCase()}`))
}

/** True for this subscription's unsubscribe token, or a manage token of it that is still valid. */
export function checkUnsubscribeToken(secret: string, token: string, id: number, email: string, now = Date.now()) {
  const match = TOKEN.exec(token)
  if (!match || Number(match[1]) !== id) return false
  if (match[2]) return checkManageToken(secret, token, id, email, now)
  return sameMac(match[3], mac(secret, `manage:${id}:${email.toLowerCase()}`))
}
