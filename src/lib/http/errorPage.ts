import { randomBytes, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { splitLocale } from '@/i18n/paths'

/**
 * The server-rendered error pages (src/server/error-pages.ts; README, "Error pages").
 * When Next answers a page navigation with 404 or 5xx, its HTML is an empty error shell that only the browser's
 * JavaScript fills in (Next.js issue 62228). The custom server then asks itself, over loopback, for the same
 * address again with this process's token (ERROR_PAGE_HEADER) and the status (ERROR_STATUS_HEADER); the proxy
 * rewrites that request to the internal page `/[locale]/error-page/[status]`, so the page is rendered at the
 * visitor's address (the language switcher and menus see it), and the server sends it with the original status.
 * The internal page answers only a request carrying the token; to anyone else it is an unknown path.
 */
export const ERROR_PAGE_HEADER = 'x-error-page-token'
export const ERROR_STATUS_HEADER = 'x-error-page-status'

/** The internal page for a status in a locale (always prefixed: a rewrite target, not a public address). */
export const errorPagePath = (locale: Locale, status: ErrorPageStatus) => `/${locale}/error-page/${status}`

export const errorPageStatus = z.enum(['404', '500'])
export type ErrorPageStatus = z.infer<typeof errorPageStatus>

// One process runs both the custom server's bundle and Next's route bundles, each with its own copy of this
// module: the token lives on globalThis under a registered symbol so both see the same value.
const TOKEN = Symbol.for('jaatmeveo.errorPageToken')
type Holder = { [TOKEN]?: string }

/** Creates this process's token (the custom server, at start). */
export function issueErrorPageToken(): string {
  const holder = globalThis as Holder
  holder[TOKEN] ??= randomBytes(32).toString('base64url')
  return holder[TOKEN]
}

/** Whether a request header value is this process's token. False when no server issued one (`next dev`). */
export function isErrorPageToken(value: string | null | undefined): boolean {
  const token = (globalThis as Holder)[TOKEN]
  if (!token || !value) return false
  const a = Buffer.from(value)
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * For the proxy: the internal page a request of the server's own is rewritten to, or null for any other
 * request. The locale is the address's prefix, else the default, as for the page that failed.
 */
export function errorPageRewrite(pathname: string, headers: { get(name: string): string | null }): string | null {
  if (!isErrorPageToken(headers.get(ERROR_PAGE_HEADER))) return null
  const status = errorPageStatus.safeParse(headers.get(ERROR_STATUS_HEADER))
  if (!status.success) return null
  return errorPagePath(splitLocale(pathname).locale ?? defaultLocale, status.data)
}
