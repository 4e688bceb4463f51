import { createHmac, timingSafeEqual } from 'node:crypto'

/** The HMAC (SHA-256, base64url) of `message` under the site's secret: the form token and the sent-page receipt. */
export function mac(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('base64url')
}

/** Compares a MAC the client sent with the expected one in constant time (false for a different length). */
export function sameMac(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
