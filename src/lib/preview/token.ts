import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { locales } from '@/i18n/locales'

/**
 * Signed, expiring preview links (decision 031). A link names one document in one locale and the second
 * it stops working; an HMAC-SHA256 over those with a key derived from PAYLOAD_SECRET (HKDF, its own
 * "info", so the key is used for nothing else) makes it impossible to forge or to point at another
 * document. The same signed value is the preview cookie, so the draft shown is the one the link named.
 */
export const previewCollections = ['pages', 'posts', 'sorting-items'] as const
export type PreviewCollection = (typeof previewCollections)[number]

export const previewClaimSchema = z.object({
  c: z.enum(previewCollections),
  id: z.coerce.number().int().positive(),
  locale: z.enum(locales),
  exp: z.coerce.number().int().positive(),
})
export type PreviewClaim = z.infer<typeof previewClaimSchema>

const keys = new Map<string, Buffer>()
function keyOf(secret: string): Buffer {
  let key = keys.get(secret)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'jaatmeveo-preview', 'preview-link-v1', 32))
    keys.set(secret, key)
  }
  return key
}

const message = (c: Omit<PreviewClaim, never>) => `${c.c}\n${c.id}\n${c.locale}\n${c.exp}`

export function signClaim(claim: PreviewClaim, secret: string): string {
  return createHmac('sha256', keyOf(secret)).update(message(claim)).digest('base64url')
}

/**
 * The query string of a preview link valid for `seconds` from `now`; with `step`, the expiry is rounded up to
 * a multiple of `step` seconds, so links made within one step are the same link (valid up to `step` longer).
 */
export function previewQuery(
  target: { c: PreviewCollection; id: number; locale: PreviewClaim['locale'] },
  secret: string,
  { seconds, now = Date.now(), step = 1 }: { seconds: number; now?: number; step?: number },
): string {
  const unit = Math.max(1, Math.floor(step))
  const claim: PreviewClaim = { ...target, exp: Math.ceil((Math.floor(now / 1000) + seconds) / unit) * unit }
  return encodeGrant(claim, signClaim(claim, secret))
}

export type Verdict = { ok: true; claim: PreviewClaim } | { ok: false; reason: 'invalid' | 'expired' }

/** Checks a link's (or cookie's) fields: the signature first, in constant time, then the expiry. */
export function verifyPreview(input: Record<string, unknown>, secret: string, now = Date.now()): Verdict {
  const parsed = previewClaimSchema.safeParse(input)
  const sig = typeof input.sig === 'string' ? input.sig : ''
  if (!parsed.success || !sig || sig.length > 100) return { ok: false, reason: 'invalid' }
  const expected = Buffer.from(signClaim(parsed.data, secret))
  const given = Buffer.from(sig)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' }
  if (parsed.data.exp * 1000 <= now) return { ok: false, reason: 'expired' }
  return { ok: true, claim: parsed.data }
}

/** The preview link's query and the preview cookie's value alike: the claim's fields and their signature. */
export function encodeGrant(claim: PreviewClaim, sig: string): string {
  return new URLSearchParams({
    c: claim.c,
    id: String(claim.id),
    locale: claim.locale,
    exp: String(claim.exp),
    sig,
  }).toString()
}

export function decodeGrant(value: string | undefined, secret: string, now = Date.now()): PreviewClaim | null {
  if (!value || value.length > 400) return null
  const verdict = verifyPreview(Object.fromEntries(new URLSearchParams(value)), secret, now)
  return verdict.ok ? verdict.claim : null
}
