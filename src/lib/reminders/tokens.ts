import { createHash, createHmac, randomBytes } from 'node:crypto'
import { keyFor, sameMac } from '@/lib/helpdesk/signing'

// Two kinds of links in reminder mails:
// - the confirmation link carries a random token; only its SHA-256 is stored, so a copy of the database
//   cannot confirm anything, and it expires 48 h after the request (CONFIRM_HOURS);
// - the manage and one-click unsubscribe links carry `<subscription id>.<HMAC of id and address>` under the
//   reminders' own key (src/lib/helpdesk/signing.ts keyFor): nothing to store, and the link dies with the
//   subscription (a new subscription gets a new id).

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

function manageMac(secret: string, id: number, email: string): string {
  return createHmac('sha256', keyFor(secret, 'reminders'))
    .update(`manage:${id}:${email.toLowerCase()}`)
    .digest('base64url')
}

export function manageToken(secret: string, id: number, email: string): string {
  return `${id}.${manageMac(secret, id, email)}`
}

/** The subscription id a manage token names (not yet checked against its address), or null. */
export function manageTokenId(token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 100) return null
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token)
  return match ? Number(match[1]) : null
}

/** True when `token` was made for this subscription and address. */
export function checkManageToken(secret: string, token: string, id: number, email: string): boolean {
  const mac = token.slice(token.indexOf('.') + 1)
  return manageTokenId(token) === id && sameMac(mac, manageMac(secret, id, email))
}
