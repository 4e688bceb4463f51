// Keys derived from the site's secret, one per purpose, and the MACs made with them: the contact form, the
// reminders' links, the sorting assistant's askers. A folder of its own below helpdesk, reminders and sorting,
// which all sign with it, so none of them imports another for it.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

/**
 * The purposes keys are derived for. Each gets its own key from the site's secret (HKDF-SHA256), so a key
 * that leaks (or has to be retired) can be replaced for its purpose alone by bumping its version here,
 * without changing PAYLOAD_SECRET, which also signs every admin session (Payload keeps its own use of it).
 */
export const KEY_PURPOSES = {
  /** The contact form's token and the "request sent" page's receipt. */
  contactForm: 'jaatmeveo/contact-form/v1',
  /** Pickup reminders' manage and one-click unsubscribe links (src/lib/reminders/tokens.ts). */
  reminders: 'jaatmeveo/reminders/v1',
  /** Keys of the reminder mails' per-recipient limits (src/lib/reminders/mailBudget.ts): no address stored. */
  reminderRecipients: 'jaatmeveo/reminder-recipients/v1',
  /** Pseudonyms of who asked an unanswered sorting search (src/lib/sorting/misses.ts): no address stored. */
  sortingMissAskers: 'jaatmeveo/sorting-miss-askers/v1',
  /** Anything else the site signs with a key of its own. */
  other: 'jaatmeveo/other/v1',
} as const
export type KeyPurpose = keyof typeof KEY_PURPOSES

// Derived once per secret and purpose: a handful of entries (one secret per process, a few purposes).
const derived = new Map<string, Buffer>()

/** The key for one purpose, derived from the site's secret. */
export function keyFor(secret: string, purpose: KeyPurpose): Buffer {
  const id = `${purpose}\u0000${secret}`
  let key = derived.get(id)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, '', KEY_PURPOSES[purpose], 32))
    if (derived.size >= 16) derived.clear()
    derived.set(id, key)
  }
  return key
}

/**
 * The HMAC (SHA-256, base64url) of `message` under the contact form's key derived from the site's secret:
 * the form token and the sent-page receipt.
 */
export function mac(secret: string, message: string): string {
  return createHmac('sha256', keyFor(secret, 'contactForm')).update(message).digest('base64url')
}

/** Compares a MAC the client sent with the expected one in constant time (false for a different length). */
export function sameMac(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
