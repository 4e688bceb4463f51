// Cross-origin reads of the public API (`/api/v1`): any website may read it from a browser (a municipality's
// page, a dashboard), so every GET and HEAD answer allows any origin, and a browser's preflight (OPTIONS, sent
// when a script adds If-None-Match) is allowed the read methods and the headers a reader sends. `*` rather
// than the caller's origin: browsers never send cookies to, nor show a cookie-bearing answer from, an
// origin that answers `*`, so no reader's session can leak. Writes (the reminders' forms, the imports, the
// editors' preview link) get no CORS headers: a page on another site cannot read what they answer.

/** The paths of the public read API; the writes and the editors' preview under /api/v1 are not among them. */
const PUBLIC_READ = /^\/api\/v1\/(?!(?:preview|reminders|import)(?:\/|$)|(?:discharges|addresses)\/import\/?$)/

export const isPublicReadApi = (pathname: string) => PUBLIC_READ.test(pathname)

/** Answer headers a cross-origin script may read besides the safelisted ones. */
const EXPOSED = ['ETag', 'Retry-After', 'RateLimit', 'RateLimit-Policy', 'Content-Language', 'Link', 'Server-Timing']
/** Request headers a reader may send besides the safelisted ones (Accept, Accept-Language are). */
const ALLOWED_REQUEST_HEADERS = ['If-None-Match', 'If-Modified-Since']

/**
 * The CORS headers of one answer: for GET and HEAD of a public read path, any origin; for its preflight
 * (OPTIONS with Access-Control-Request-Method), also the methods and headers allowed, for a day.
 */
export function corsHeaders(
  pathname: string,
  method: string,
  requestHeaders: Record<string, string | string[] | undefined>,
): [string, string][] {
  if (!isPublicReadApi(pathname)) return []
  if (method === 'GET' || method === 'HEAD')
    return [
      ['Access-Control-Allow-Origin', '*'],
      ['Access-Control-Expose-Headers', EXPOSED.join(', ')],
    ]
  if (method !== 'OPTIONS' || requestHeaders['access-control-request-method'] === undefined) return []
  return [
    ['Access-Control-Allow-Origin', '*'],
    ['Access-Control-Allow-Methods', 'GET, HEAD'],
    ['Access-Control-Allow-Headers', ALLOWED_REQUEST_HEADERS.join(', ')],
    ['Access-Control-Max-Age', '86400'],
  ]
}
