// Security headers (and the public API's CORS headers) on every answer of the custom server: the lookup fast path, the precompressed static
// files and everything Next answers (pages, the admin, Payload's media files), decision 016. Set before
// any handler runs, from the settings the server runs with: next.config.ts `headers()` would be fixed
// at build time, and MATOMO_URL, MAP_TILE_URL or SITE_URL may differ between the build and the start.
// A handler's own header of the same name still wins (Node's setHeader replaces); Next's route handlers
// keep these, as they only add headers the answer does not have yet.
import { responseKind, securityHeaders, type SecuritySettings } from '@/lib/http/securityHeaders'
import { tapResponse, type PageResponse } from './responsePipeline'
import { routeKind } from './routes'
import { isDraftPreview } from './pageCache'
import { corsHeaders } from '@/lib/http/cors'

type Request = { url?: string; method?: string; headers: Record<string, string | string[] | undefined> }

/**
 * Next answers a request the proxy rewrote (next-intl: `/about` → `/et/about`) with `x-middleware-rewrite`
 * naming the internal target; the App Router's client does not read it (it has x-nextjs-rewritten-path),
 * so it is taken out of every head (a stage of the response pipeline).
 */
const INTERNAL_HEADERS = ['x-middleware-rewrite']

/**
 * An editor's draft preview may be framed by the admin on this origin: Payload's live preview shows the
 * preview link (which answers with a redirect) and then the page in draft mode (Next's draft-mode cookie,
 * set only by that signed link) in an iframe. Every other answer stays unframeable. A visitor who sets the
 * cookie by hand only lets this same origin frame their own pages.
 */
const PREVIEW_LINK = '/api/v1/preview'
function previewFramed(req: Request, pathname: string | null): boolean {
  if (pathname === PREVIEW_LINK) return true
  const cookie = req.headers.cookie
  return typeof cookie === 'string' && isDraftPreview(cookie)
}

function allowFramingBySelf(res: PageResponse) {
  const policy = res.getHeader('content-security-policy')
  if (typeof policy === 'string')
    res.setHeader('Content-Security-Policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"))
  res.setHeader('X-Frame-Options', 'SAMEORIGIN')
}

/** The request's path as a browser would resolve it (dots and their encodings), for choosing the policy. */
function pathnameOf(url: string): string | null {
  try {
    return new URL(url, 'http://host').pathname
  } catch {
    return null
  }
}

export function createSecurityHeaderStamp(settings: SecuritySettings) {
  const sets = securityHeaders(settings)
  return function stampSecurityHeaders(req: Request, res: PageResponse): void {
    const pathname = pathnameOf(req.url ?? '/')
    // An address no URL parser reads is no page of ours: the strictest set.
    for (const { key, value } of sets[pathname === null ? 'resource' : responseKind(pathname, routeKind(pathname))])
      res.setHeader(key, value)
    // The public read API may be read from any website (src/lib/http/cors.ts); the edge's own 204 to OPTIONS
    // (./badInput.ts) is the preflight's answer.
    if (pathname !== null)
      for (const [key, value] of corsHeaders(pathname, (req.method ?? 'GET').toUpperCase(), req.headers))
        res.setHeader(key, value)
    const framedByAdmin = previewFramed(req, pathname)
    tapResponse(req, res).use('headers', ({ res: answer }) => {
      for (const name of INTERNAL_HEADERS) answer.removeHeader(name)
      if (framedByAdmin) allowFramingBySelf(answer)
    })
  }
}
