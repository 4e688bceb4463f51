// The visitor's stored consent choice: read and written by the consent island (src/islands/consent.ts), in
// the form vanilla-cookieconsent (which the site used before) wrote it, so choices made then still count.
import { CONSENT_COOKIE } from './cookies'

/** Bumped when the categories change: every visitor is asked again. */
const REVISION = 1
const DAYS = 182

export type Stored = { categories: string[]; revision: number; consentId?: string; consentTimestamp?: string }

/** The stored choice, or null when there is none for this revision. */
export function readChoice(cookieString: string): Stored | null {
  const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`).exec(cookieString)
  if (!match) return null
  try {
    const value = JSON.parse(decodeURIComponent(match[1]!)) as Partial<Stored>
    if (!Array.isArray(value.categories) || value.revision !== REVISION) return null
    return { ...value, categories: value.categories.filter((c) => typeof c === 'string') } as Stored
  } catch {
    return null
  }
}

/** The cookie assignment for a choice (`now` and `id` given by the caller, so tests can fix them). */
export function choiceCookie(
  analytics: boolean,
  before: Stored | null,
  now: Date,
  id: string,
  secure: boolean,
): string {
  const stamp = now.toISOString()
  const categories = analytics ? ['necessary', 'analytics'] : ['necessary']
  const value = {
    categories,
    revision: REVISION,
    data: null,
    consentTimestamp: before?.consentTimestamp ?? stamp,
    consentId: before?.consentId ?? id,
    services: { necessary: [], analytics: [] },
    lastConsentTimestamp: stamp,
    expirationTime: now.getTime() + DAYS * 86_400_000,
  }
  return `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; path=/; max-age=${DAYS * 86_400}; SameSite=Lax${secure ? '; Secure' : ''}`
}
