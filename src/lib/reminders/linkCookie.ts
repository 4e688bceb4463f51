import { env } from '@/lib/env'
import { locales } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { cookieValue } from '@/lib/http/cookies'
import { isHttpsSite } from '@/lib/http/securityHeaders'

// The links of reminder mails carry a token in their address. It is exchanged at once for a short-lived
// cookie (GET /api/v1/reminders/session) and the browser sent on with a 303 to the same page without
// it, so the token never sits in the address bar, the history, a Referer or an analytics page view.
// The cookie is HttpOnly, SameSite=Strict and sent only to the reminders' pages (in every language) and
// to their form posts.

export const CONFIRM_COOKIE = 'reminders-confirm'
export const MANAGE_COOKIE = 'reminders-manage'
export type LinkKind = 'confirm' | 'manage'

/** How long a page opened from a mail stays usable: long enough to read it and press a button or two. */
export const LINK_COOKIE_SECONDS = 30 * 60

export const cookieOf = (kind: LinkKind) => (kind === 'confirm' ? CONFIRM_COOKIE : MANAGE_COOKIE)

/** The paths the cookie is sent to: /reminders, /ru/reminders, /en/reminders and their form posts. */
export function linkCookiePaths(): string[] {
  return [...locales.map((l) => localizedPath(l, '/reminders')), '/api/v1/reminders']
}

/** Set-Cookie values storing `value` (or removing the cookie, for null) on every reminders path. */
export function linkCookies(kind: LinkKind, value: string | null): string[] {
  const secure = isHttpsSite(env().SITE_URL) ? '; Secure' : ''
  const age = value === null ? 0 : LINK_COOKIE_SECONDS
  return linkCookiePaths().map(
    (path) => `${cookieOf(kind)}=${value ?? ''}; Path=${path}; Max-Age=${age}; HttpOnly; SameSite=Strict${secure}`,
  )
}

/** The token a request carries in its cookie, if any. */
export function linkToken(cookieHeader: string | null | undefined, kind: LinkKind): string | undefined {
  const value = cookieValue(cookieHeader, cookieOf(kind))
  return value && value.length <= 100 ? value : undefined
}
