// The production HTTP server, `npm start` (docs/decisions/014-typed-server.md). `npm run build` bundles
// this file into .next/custom-server/server.mjs (scripts/build/build-server.mjs); scripts/ops/start.mjs checks that
// the build is there and runs it. Next.js in a plain Node server, with a fast path in front for the
// compatibility endpoint that scripts and home-automation sensors poll and the address suggestions (decisions 009
// and 040), the build's static
// files served from their precompressed copies (decision 012), public pages' start-up scripts moved
// after the first paint (decision 013) and public pages served from a cache (decision 019). Everything
// else goes to Next.
import { PAGE_URL_HEADER } from '@/lib/http/pageUrl'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import { routeConsoleToLog } from '@/lib/log/console'
import { createClientAddressStamp, parseTrustedProxies } from '@/lib/http/client'
import { createErrorPages } from './error-pages'
import { createSecurityHeaderStamp } from './headers'
import { answerBadInput, answerClientError, answerUnmetExpectation } from './badInput'
import { handleWithLateScripts, isPublicPageNavigation } from './late-scripts'
import { captureFragments } from './fragments'
import { createLookupFastPath, lookupBackendFor, type FastPath } from './lookup-fast-path'
import { clearDataCache, prepareProductionEnv, seedIfEmpty } from './start'
import { createStaticFiles } from './static'
import { createFormPostGuard } from './formPosts'
import { createShutdown } from './shutdown'
import { bareKey, cacheKey, createPageCache, isDraftPreview, jsonCacheKey, rscCacheKey, variantKey } from './pageCache'
import { onTagsExpired } from '@/lib/http/pageCacheContext'
import { createLookupAnswers } from './lookupAnswers'
import { createBodyLimits } from './bodyLimits'
import { createRenderGate } from './renderGate'
import { createUnreadParameterPace } from './unreadParameters'
import { routeKind, splitUrl } from './routes'
import { ERROR_PAGE_HEADER, isErrorPageToken } from '@/lib/http/errorPage'
import { lookupLimitsFrom } from '@/lib/discharges/admit'
import { suggestSettingsFrom } from '@/lib/addresses/suggest'

// src/server/ in the source, .next/custom-server/ once bundled: both two levels below the project root.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

// One JSON object per line from here on, Next's and libraries' console output included (src/lib/log).
routeConsoleToLog()
prepareProductionEnv(root)
clearDataCache(root)
try {
  if (!(await seedIfEmpty(root))) process.exit(0)
} catch (error) {
  // Before the settings are validated (the logger reads them): a plain line for the operator.
  // eslint-disable-next-line no-console
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

// `env` validates the settings once, with the same defaults as the app.
const config = env()
const port = config.PORT

// Loaded here, not imported at the top: Next and React read NODE_ENV when they load, which
// prepareProductionEnv has only now set (a bundle hoists its static imports of packages above all code).
const { default: next } = await import('next')
const app = next({ dev: false, dir: root, port })
const handle = app.getRequestHandler()
await app.prepare()
// Page loads that Next answers 404 or 5xx get the site's server-rendered error page (./error-pages.ts).
const handlePage = createErrorPages({ port, handle })

const trustedProxies = parseTrustedProxies(config.TRUSTED_PROXIES)
// The old collection-day endpoint answered before Next (decision 009): from the SQLite file, or on
// PostgreSQL from Payload's pool, which Payload registers in this process once it has connected.
const lookupBackend = lookupBackendFor(config, root)
const fastPath: FastPath | null = lookupBackend
  ? createLookupFastPath({
      backend: lookupBackend,
      limits: lookupLimitsFrom(config),
      trustedProxies,
      suggest: suggestSettingsFrom(config),
      // With the edge's stores on, each polled contract's answer is kept for the day (until an import).
      keepAnswers: config.PAGE_CACHE === 'on' ? 20_000 : 0,
    })
  : null
log.info(
  fastPath
    ? `lookup fast path on (${fastPath.backend})`
    : 'lookup fast path off: the route handler answers the old collection-day endpoint',
  { lookupFastPath: fastPath?.backend ?? 'off' },
)

const staticFiles = createStaticFiles({ distDir: path.join(root, '.next'), fallback: handle })
if (!staticFiles.precompressed) {
  log.warn(
    'static files: this build has no precompressed copies (made by `next build` alone?); serving them uncompressed; `npm run build` writes them',
  )
}
// LATE_SCRIPTS=off serves pages with Next's own script tags; `paint` starts them after the first paint,
// `interaction` (the default) at the visitor's first interaction (decisions 013 and 048).
const lateScripts = config.LATE_SCRIPTS !== 'off'
// Parts of the frame rendered once per language and content and reused (decision 052, ./fragments.ts).
const storedFragments = config.STORED_FRAGMENTS === 'on'
/** An editor's draft preview starts its scripts after the paint: its live refresh must run untouched. */
const scriptStart = (req: IncomingMessage) =>
  config.LATE_SCRIPTS === 'paint' || isDraftPreview(req.headers.cookie) ? 'paint' : 'interaction'
// Answers rendered once and served from memory until their content changes (decisions 019 and 027), in
// stores with budgets of their own, so that no kind of request can push another's answers out:
// - bare pages: public page loads keyed by their path (parameters their route does not read ignored);
// - variants: pages whose declared query parameters select public content (table filters and paging,
//   news tabs, search results, sorting answers), each stored on its second request within a minute, so a
//   flood of made-up values renders but never evicts;
// - the API's public answers (live-search JSON, the content endpoints and the notices' feed), admitted the
//   same way, keyed by query and language;
// - client-side navigations and prefetches (React Server Components payloads), keyed by the router state
//   a client sends.
const pageCaching = config.PAGE_CACHE === 'on'
const pageCache = pageCaching ? createPageCache({ keyOf: (req) => bareKey(cacheKey(req)) }) : null
const variantCache = pageCaching
  ? createPageCache({
      keyOf: (req) => variantKey(cacheKey(req)),
      maxEntries: 4000,
      maxBytes: 48 * 1024 * 1024,
      admitWithinMs: 60_000,
      // Brotli and gzip copies only: some 60 KB a page instead of 250 KB, so the budget holds hundreds of
      // variants (with the plain copy, 200 rotating queries overflowed it and the store thrashed).
      keepIdentity: false,
    })
  : null
const jsonCache = pageCaching
  ? createPageCache({
      keyOf: jsonCacheKey,
      maxEntries: 8000,
      maxBytes: 16 * 1024 * 1024,
      admitWithinMs: 60_000,
      // JSON, and the notices' Atom feed.
      bodyType: /^application\/(?:json|atom\+xml)\b/,
    })
  : null
const rscCache = pageCaching
  ? createPageCache({ keyOf: rscCacheKey, maxEntries: 2000, maxBytes: 32 * 1024 * 1024, renderKeyUrl: false })
  : null
// A customer's own lookup: the gate on every request, then the answer stored per contract and language,
// private (./lookupAnswers.ts).
const lookupAnswers = pageCaching ? createLookupAnswers({ limits: lookupLimitsFrom(config) }) : null
const stores = [pageCache, variantCache, jsonCache, rscCache].filter((store) => store !== null)
onTagsExpired((tags) => {
  for (const store of stores) store.expire(tags)
  lookupAnswers?.store.expire(tags)
  lookupAnswers?.calendars.expire(tags)
  lookupAnswers?.json.expire(tags)
})

/** Next's answer, with the start-up scripts of public pages moved into the late loader (decisions 013, 048). */
function renderNow(req: IncomingMessage, res: ServerResponse): void {
  // The address Next renders (a stored page's normalised one), for the layout (src/lib/http/pageUrl.ts).
  req.headers[PAGE_URL_HEADER] = req.url
  const page = isPublicPageNavigation(req)
  // The header's menus and the footer, kept as HTML for the next render of the same language and content.
  if (page && storedFragments) captureFragments(req, res)
  if (page && lateScripts) return handleWithLateScripts(req, res, handlePage, scriptStart(req))
  handlePage(req, res)
}
// A few public page renders at a time, the rest in line (./renderGate.ts). The error pages' own loopback
// request is never held: the page load it renders for already holds a place.
const renderGate = createRenderGate({ concurrency: config.RENDER_CONCURRENCY, maxQueued: config.RENDER_QUEUE })
function renderPage(req: IncomingMessage, res: ServerResponse): void {
  const read = req.method === 'GET' || req.method === 'HEAD'
  const ownErrorPage = isErrorPageToken(headerValue(req.headers[ERROR_PAGE_HEADER]))
  if (read && !ownErrorPage && routeKind(splitUrl(req.url ?? '/').pathname) === 'page')
    return renderGate.run(req, res, renderNow)
  renderNow(req, res)
}
const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * Per-request work at the HTTP edge, done once before any handler below answers. The client address is
 * decided here from the socket and TRUSTED_PROXIES (src/lib/http/client.ts) and written into the
 * x-client-address header, always overwriting what the client sent, with X-Forwarded-For replaced by it:
 * route handlers, pages and server actions read it with clientAddressFromHeaders().
 */
const stampClientAddress = createClientAddressStamp(trustedProxies)
// Security headers on every answer, this server's own included (src/server/headers.ts).
const stampSecurityHeaders = createSecurityHeaderStamp(config)
// Every post to a public page counted, oversized bodies refused unread, few read at once (formPosts.ts);
// the body limit is next.config.ts's for server actions.
const formPosts = createFormPostGuard({
  attempts: config.FORM_POST_LIMIT,
  windowMs: config.CONTACT_RATE_WINDOW_MINUTES * 60_000,
  maxBodyBytes: (Math.ceil(config.CONTACT_MAX_TOTAL_MB) + 1) * 1024 * 1024,
  maxConcurrent: config.FORM_POST_CONCURRENCY,
})
// Every request body counted as it streams and cut at its route's limit (./bodyLimits.ts): the site's small
// form APIs 8 KB, page form posts the server actions' limit, Payload's REST API and admin (media uploads)
// 64 MB; the imports bound their own.
const bodyLimits = createBodyLimits({
  pageBytes: (Math.ceil(config.CONTACT_MAX_TOTAL_MB) + 1) * 1024 * 1024,
  payloadBytes: 64 * 1024 * 1024,
})
// A client's page loads with made-up parameters held to a pace (./unreadParameters.ts): such a flood is
// answered from the stores, yet its HTTP work alone would take the event loop from every other visitor.
const unreadParameters = createUnreadParameterPace({
  perSecond: config.UNREAD_PARAMETERS_PER_SECOND,
  burst: Math.max(1, Math.round(config.UNREAD_PARAMETERS_PER_SECOND * 2)),
  maxDelayMs: 10_000,
})
/** The client's address, or null when the edge has answered the request itself. */
function edge(req: IncomingMessage, res: ServerResponse): string | null {
  stampSecurityHeaders(req, res)
  delete req.headers[PAGE_URL_HEADER]
  const address = stampClientAddress(req)
  return formPosts.handle(req, res, address) || bodyLimits.handle(req, res) ? null : address
}

// The edge's stages, in order: security headers, client address, form-post guard and body limits (edge);
// bad input (undecodable escapes, dot-segments, methods a path does not serve); the pace of made-up
// parameters; then `answer`: the lookup fast path; the build's static files; the stored answers (RSC
// payloads, a customer's own lookup and calendar feed behind its gate, bare pages, query variants,
// live-search JSON); the render gate and Next (renderPage). On the way out every answer passes the response
// pipeline, whose stages run in the order of STAGE_ORDER (./responsePipeline.ts): input status, internal
// headers, error pages, the frame's stored parts, start-up-script rewrite, the stores' copy, compression.
const server = createServer((req, res) => {
  const address = edge(req, res)
  if (address === null || answerBadInput(req, res)) return
  if (unreadParameters.handle(req, res, address, answer)) return
  answer(req, res)
})
function answer(req: IncomingMessage, res: ServerResponse): void {
  if (fastPath?.handle(req, res)) return
  if (staticFiles.handle(req, res)) return
  if (rscCache && req.headers.rsc) return rscCache.handle(req, res, renderPage)
  if (lookupAnswers?.matches(req)) return lookupAnswers.handle(req, res, renderPage)
  const store = stores.find((candidate) => candidate !== rscCache && candidate.matches(req))
  if (store) return store.handle(req, res, renderPage)
  renderPage(req, res)
}
// A request line Node cannot parse gets a 400 that says why (./badInput.ts), not a bare one.
server.on('clientError', answerClientError)
server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
  stampSecurityHeaders(req, res)
  answerUnmetExpectation(req, res)
})
// Behind a proxy that reuses connections, keep them open a little longer than its idle timeout.
server.keepAliveTimeout = 65_000
// No host: all addresses, IPv4 and IPv6, as `next start` does.
server.listen(port, () => {
  log.info(`ready on http://localhost:${port}`, { port, lookupFastPath: fastPath?.backend ?? 'off' })
})

// Stop taking requests, let running deliveries finish (SHUTDOWN_GRACE_SECONDS), then exit (shutdown.ts).
const shutdown = createShutdown({
  server,
  graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
  close: async () => {
    fastPath?.close()
    await app.close()
  },
  exit: (code) => process.exit(code),
})
process.on('SIGTERM', () => void shutdown())
process.on('SIGINT', () => void shutdown())
