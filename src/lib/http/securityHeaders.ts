// The security headers every response carries (docs/decisions/016-security-headers.md): built here once
// from the settings, set by the custom server on every answer, its own included (src/server/headers.ts),
// and by next.config.ts for `next dev`. Free of path aliases: next.config.ts imports this file.
import { analyticsConfig, type AnalyticsSettings } from '../env/analytics'
import { FRAME_SCRIPT_SOURCE } from '../embed/frameScript'

export type SecuritySettings = AnalyticsSettings & {
  /** The public origin: https turns on HSTS and upgrade-insecure-requests. */
  SITE_URL?: string
  /** The stations map's optional raster basemap, a URL template such as https://{a-c}.tile.example/{z}/{x}/{y}.png. */
  MAP_TILE_URL?: string
}

export type HeaderPair = { key: string; value: string }

/**
 * What a path answers, by the path alone, so a 304 carries the same policy as the 200 it revalidates
 * (browsers store the headers of a 304 over the cached ones).
 * - document: pages and the admin, HTML with Next's inline scripts.
 * - pdf: guide PDFs, shown by the browser's own viewer, which `object-src 'none'` blocks in Chromium.
 * - resource: everything no page of ours is: JSON, the build's files, uploaded media. Nothing may run
 *   in them, so an uploaded SVG opened on its own runs no script.
 */
export type ResponseKind = 'document' | 'resource' | 'pdf' | 'embed'

/**
 * The embeddable widget's pages (`/embed/…`, `/ru/embed/…`, `/en/embed/…`): the one kind of page any site may
 * frame (docs/decisions/042-embeddable-widget.md). Nothing else is under /embed.
 */
export const EMBED_PATH = /^(?:\/(?:ru|en))?\/embed(?:\/|$)/

/** Pages and the admin are documents; every other kind of path (src/server/routes.ts) is a resource. */
export function responseKind(pathname: string, kind: string): ResponseKind {
  if (/\.pdf$/i.test(pathname)) return 'pdf'
  if (kind === 'page' && EMBED_PATH.test(pathname)) return 'embed'
  return kind === 'page' || kind === 'admin' ? 'document' : 'resource'
}

export const isHttpsSite = (siteUrl: string | undefined) => /^https:\/\//i.test(siteUrl ?? '')

/**
 * The origin a tile URL template loads from, as a CSP source: `https://{a-c}.tile.example/{z}/…` →
 * `https://*.tile.example`; a template elsewhere in the host allows only its scheme. Null when unset.
 */
export function tileSource(template: string | undefined): string | null {
  const match = template ? /^(https?):\/\/([^/?#]+)/i.exec(template) : null
  if (!match) return null
  const scheme = match[1]
  const wildcard = match[2].replace(/^\{[^}]*\}\./, '*.')
  return wildcard.includes('{') || wildcard.includes('}') ? `${scheme}:` : `${scheme}://${wildcard}`
}

type Sources = { script: string[]; connect: string[]; img: string[] }

/** Where the configured analytics loads its script and sends its hits (only after consent, CookieConsent). */
function analyticsSources(settings: AnalyticsSettings): Sources {
  const analytics = analyticsConfig(settings)
  if (!analytics) return { script: [], connect: [], img: [] }
  if (analytics.kind === 'matomo') {
    const origin = new URL(analytics.url).origin
    return { script: [origin], connect: [origin], img: [origin] }
  }
  // Google's list for GA4 (gtag.js from the tag manager, hits to the regional collection hosts).
  const google = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']
  return {
    script: ['https://www.googletagmanager.com'],
    connect: google,
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  }
}

const policy = (directives: [string, ...string[]][]) => directives.map((d) => d.join(' ')).join('; ')

/** The directives every policy shares: nothing may frame, embed, rebase or post elsewhere. */
const LOCKED: [string, ...string[]][] = [
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
]

export type PolicyOptions = { development?: boolean }

/**
 * Pages' policy. Inline scripts stay allowed (decision 016): Next writes its flight data as inline
 * scripts that differ per page, and cached pages cannot carry a per-request nonce. Script files come
 * from this origin and the configured analytics host only; no eval outside `next dev`.
 */
export function documentPolicy(settings: SecuritySettings, { development = false }: PolicyOptions = {}): string {
  const analytics = analyticsSources(settings)
  const tiles = tileSource(settings.MAP_TILE_URL)
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // React's development build evaluates code for its stack traces; the production build never does.
    ['script-src', "'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...analytics.script],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...(tiles ? [tiles] : []), ...analytics.img],
    ['font-src', "'self'", 'data:'],
    // `next dev` reloads over a WebSocket.
    ['connect-src', "'self'", ...(development ? ['ws:', 'wss:'] : []), ...analytics.connect],
    ['object-src', "'none'"],
    ...LOCKED,
  ]
  if (isHttpsSite(settings.SITE_URL)) directives.push(['upgrade-insecure-requests'])
  return policy(directives)
}

/** Answers that are never pages: nothing runs, nothing loads but the image or text itself. */
export const RESOURCE_POLICY = policy([
  ['default-src', "'none'"],
  ['img-src', "'self'", 'data:'],
  ['style-src', "'unsafe-inline'"],
  ['object-src', "'none'"],
  ...LOCKED,
])

/** PDFs: Chromium shows them through an <embed> of the same URL, so objects from this origin stay allowed. */
export const PDF_POLICY = policy([
  ['default-src', "'self'"],
  ['script-src', "'none'"],
  ['style-src', "'self'", "'unsafe-inline'"],
  ['object-src', "'self'"],
  ...LOCKED,
])

/**
 * The embed page's policy: frameable by any site (`frame-ancestors *`), and otherwise tighter than a
 * page's: it loads nothing (its CSS is inline), runs its one inline script by its hash and nothing else,
 * posts its form only to itself and connects nowhere.
 */
export function embedPolicy(settings: SecuritySettings): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', FRAME_SCRIPT_SOURCE],
    ['style-src', "'unsafe-inline'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', '*'],
  ]
  if (isHttpsSite(settings.SITE_URL)) directives.push(['upgrade-insecure-requests'])
  return policy(directives)
}

/** The headers besides the policy, the same on every answer. */
export function commonHeaders(settings: SecuritySettings): HeaderPair[] {
  return [
    // Two years, as the HSTS preload list asks; only when the site is served over https.
    ...(isHttpsSite(settings.SITE_URL)
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // For browsers older than frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
  ]
}

export type SecurityHeaders = Readonly<Record<ResponseKind, readonly HeaderPair[]>>

/** The full header set for each kind of answer, built once from the settings. */
export function securityHeaders(settings: SecuritySettings, options: PolicyOptions = {}): SecurityHeaders {
  const common = commonHeaders(settings)
  const withPolicy = (value: string) => [{ key: 'Content-Security-Policy', value }, ...common]
  return {
    document: withPolicy(documentPolicy(settings, options)),
    resource: withPolicy(RESOURCE_POLICY),
    pdf: withPolicy(PDF_POLICY),
    // No X-Frame-Options: it has no "any site" value, and frame-ancestors decides where it is understood.
    embed: [
      { key: 'Content-Security-Policy', value: embedPolicy(settings) },
      ...common.filter((h) => h.key !== 'X-Frame-Options'),
    ],
  }
}

/**
 * The same sets as next.config.ts `headers()` rules, for `next dev` (the production server sets them
 * itself, from the settings it runs with). A later rule's header replaces an earlier one's.
 */
export function nextHeaderRules(settings: SecuritySettings, options: PolicyOptions = {}) {
  const sets = securityHeaders(settings, options)
  return [
    { source: '/:path*', headers: [...sets.document] },
    { source: '/:prefix(api|_next|wp-json|assets|locales)/:path*', headers: [...sets.resource] },
    { source: '/:path(.*\\.pdf)', headers: [...sets.pdf] },
    // Next's rules add headers and cannot take one away: X-Frame-Options is unset again on the embed pages.
    { source: '/:locale(ru|en)?/embed/:path*', headers: [...sets.embed, { key: 'X-Frame-Options', value: '' }] },
  ]
}
