import { mac, sameMac } from '@/lib/signing'

/** How long the "request sent" page accepts a link: a reload or going back an hour later still works. */
export const RECEIPT_HOURS = 24
const REFERENCE = /^JV-\d{8}-[A-Z0-9]{6}$/

const receiptMac = (secret: string, reference: string, expires: number) =>
  mac(secret, `contact-receipt:${reference}:${expires}`)

/**
 * The proof that goes with the reference into the redirect to the "request sent" page, so that page
 * thanks only after a real submission: the reference alone is guessable in form, not in its signature.
 */
export function signReceipt(secret: string, reference: string, now: number): string {
  const expires = now + RECEIPT_HOURS * 3600 * 1000
  return `${expires}.${receiptMac(secret, reference, expires)}`
}

export function checkReceipt(secret: string, reference: unknown, receipt: unknown, now: number): reference is string {
  if (
    typeof reference !== 'string' ||
    typeof receipt !== 'string' ||
    !REFERENCE.test(reference) ||
    receipt.length > 100
  )
    return false
  const [expiresText, given] = receipt.split('.')
  const expires = Number(expiresText)
  if (!Number.isSafeInteger(expires) || !given || expires < now) return false
  return sameMac(given, receiptMac(secret, reference, expires))
}
