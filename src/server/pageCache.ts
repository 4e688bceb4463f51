// The edge page cache (docs/decisions/019-page-cache-at-the-edge.md). Used by the server (./index.ts) for
// public page loads: a page that said it may be stored (cacheablePage(), src/lib/http/pageCacheContext.ts)
// is rendered by Next once, kept here as its final bytes (after the start-up-script rewrite, decision 013)
// with Brotli and gzip copies, and served to later visitors without Next, until a CMS tag it read expires,
// its readers' time limit runs out or the day changes in Tallinn. Several visitors asking for the same
// page that is not stored yet wait for one render. Keyed by the path and the normalised query parameters
// the route declares (./routes.ts, decision 027; any other parameter is ignored); only 200 answers without
// Set-Cookie; never a personal query, a draft preview or a visitor whose stored language redirects.
import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { LRUCache } from 'lru-cache'
import { LOCALE_COOKIE } from '@/i18n/locales'
import { DISMISSED_COOKIE } from '@/lib/content/dismissedCookie'
import { addDays, tallinnTime, todayInTallinn } from '@/lib/dates'
import { decideLocale } from '@/lib/i18n/localeRedirect'
import { cookieValue } from '@/lib/http/cookies'
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client'
import { apiLanguage } from '@/lib/api/common'
import { ifNoneMatchMatches } from '@/lib/http/conditional'
import { log } from '@/lib/log'
import {
  newRenderRecord,
  runVisitEffects,
  withRenderRecord,
  type RenderRecord,
  type VisitEffect,
} from '@/lib/http/pageCacheContext'
import { searchVersion } from '@/lib/search/invalidate'
import { isPublicPageNavigation } from './late-scripts'
import { tapResponse, withVary } from './responsePipeline'
import { negotiateEncoding } from './negotiate'
import { normalisedQuery, querySpecOf, routeKind, splitUrl } from './routes'

export { negotiateEncoding } from './negotiate'

/**
 * What a stored page says to caches outside: a CDN or proxy may keep it for 5 s (the editors' promise)
 * and serve it stale for 30 s more while it asks again; a browser asks every time, usually for a 304.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30'
/** Tells tests and operators where an answer came from: `hit` (stored copy) or `miss` (rendered, stored). */
export const CACHE_STATUS_HEADER = 'x-page-cache'

export type PageCacheOptions = {
  /** Which stored answer a request may get (null: always rendered): page loads by default, or `rscCacheKey`. */
  keyOf: (req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>) => string | null
  /** Most pages kept, and most bytes of all their copies together; the least recently used go first. */
  maxEntries: number
  maxBytes: number
  /** Longest a page is kept when its readers name no shorter limit. */
  maxAgeMs: number
  /** After a tag expires, pages rendered before this time has passed are kept only until then (the edit may not be committed yet). */
  settleMs: number
  /** How long a visitor waits for another's render of the same page before rendering it itself. */
  coalesceTimeoutMs: number
  /**
   * Set for stores of query variants: a key is stored only when it was asked for before within this many
   * ms, so a flood of made-up values (each asked once) renders but never pushes a stored answer out.
   */
  admitWithinMs?: number
  /** The answers kept: pages and client-side navigation payloads by default, or JSON. */
  bodyType: RegExp
  /** Render a stored answer for its key's address (the normalised query), so the stored bytes are its own. */
  renderKeyUrl: boolean
  /** What stored answers say to caches outside (public by default; a visitor's own lookup stays private). */
  cacheControl: string
  /** Keep the uncompressed copy too (false: a third of the memory, unzipped for clients that take no encoding). */
  keepIdentity: boolean
  /** Fills a render's record before Next renders (what the edge already decided for the request). */
  prepareRecord?: (req: IncomingMessage, record: RenderRecord) => void
  now?: () => number
}

export const DEFAULT_OPTIONS: PageCacheOptions = {
  keyOf: cacheKey,
  maxEntries: 1000,
  maxBytes: 64 * 1024 * 1024,
  maxAgeMs: 60 * 60 * 1000,
  settleMs: 2_000,
  coalesceTimeoutMs: 10_000,
  bodyType: /^text\/(?:html|x-component)\b/,
  renderKeyUrl: true,
  cacheControl: PUBLIC_CACHE_CONTROL,
  keepIdentity: true,
}

type Variant = { body: Buffer; etag: string }
export type Entry = {
  headers: OutgoingHttpHeaders
  identity: Variant
  br: Variant
  gzip: Variant
  tags: ReadonlySet<string>
  storedAt: number
  lastModified: string
  expiresAt: number
  bytes: number
  /** The search index's version the answer was rendered from (pages showing search matches only). */
  searchVersion?: number
  /** What the answer says to caches outside. */
  cacheControl: string
  /** The uncompressed body is not kept (`identity.body` is empty): it is unzipped for the rare client that takes neither. */
  identityFromGzip: boolean
  /** What the page does for each visitor it is shown to, done again for each served copy (src/lib/http/pageCacheContext.ts). */
  visitEffects: readonly VisitEffect[]
}
type Render = (req: IncomingMessage, res: ServerResponse) => void

// Headers that belong to one answer, not to the page: never stored, set anew for each.
const UNSTORED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'last-modified',
  'cache-control',
  'set-cookie',
  // What one client's rate limit has left (src/lib/http/rateLimitHeaders.ts).
  'ratelimit',
  'retry-after',
  CACHE_STATUS_HEADER,
])
const MAX_KEY_LENGTH = 2048
/** How long after the search index changed an answer showing search matches may still show the old ones. */
const SEARCH_SETTLE_MS = 10_000

/**
 * The stored page a request may be answered with: the path and the normalised query its route reads
 * (src/server/routes.ts; tracking and made-up parameters ignored), or null when the answer may depend on
 * more (a personal parameter, a stored language that redirects, a draft preview) or the request is no
 * page load.
 */
export function cacheKey(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? '/'
  if (url.length > MAX_KEY_LENGTH || !url.startsWith('/')) return null
  if (!isPublicPageNavigation({ method: 'GET', url, headers: req.headers })) return null
  const { pathname, search } = splitUrl(url)
  const query = normalisedQuery(pathname, search)
  if (query === null || !cookiesKeepPage(req.headers.cookie, pathname, search)) return null
  const spec = querySpecOf(pathname)
  if (query && (spec?.kind !== 'public' || spec.body !== 'html')) return null
  return query ? `${pathname}?${query}` : pathname
}

/**
 * The stored JSON answer of a public API route that declares its query (the live search), keyed like a
 * page: path and normalised query. Null for every other request.
 */
export function jsonCacheKey(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? '/'
  if (url.length > MAX_KEY_LENGTH || !url.startsWith('/')) return null
  const { pathname, search } = splitUrl(url)
  if (routeKind(pathname) !== 'site-api') return null
  const spec = querySpecOf(pathname)
  if (spec?.kind !== 'public' || spec.body !== 'json') return null
  const query = normalisedQuery(pathname, search)
  if (query === null) return null
  const keyed = spec.language ? withLanguage(query, spec.language, req.headers['accept-language']) : query
  return keyed ? `${pathname}?${keyed}` : pathname
}

/**
 * A normalised query with the answer's language named: the one the request's parameter names, else the
 * one its `Accept-Language` picks (the route's own rule, src/lib/api/common.ts). The key is the address
 * rendered, so the stored answer is in that language whoever asked it first.
 */
function withLanguage(query: string, name: string, acceptLanguage: string | string[] | undefined): string {
  const params = new URLSearchParams(query)
  if (params.has(name)) return query
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage
  params.set(name, apiLanguage(undefined, header))
  params.sort()
  return params.toString()
}

/** A page key if it names a bare page (no query the route reads), else null. */
export const bareKey = (key: string | null) => (key !== null && !key.includes('?') ? key : null)
/** A page key if it names a query variant, else null. */
export const variantKey = (key: string | null) => (key !== null && key.includes('?') ? key : null)

// The request headers Next's RSC answer varies on (its own Vary lists the first four; Next-Url matters to
// intercepted routes). The `_rsc` query value is only a cache-buster the client derives from them.
const RSC_VARY = ['next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'next-router-state-tree'] as const
const MAX_RSC_HEADER_LENGTH = 4096
const RSC_QUERY = /^(?:\?_rsc=[\w-]{1,64})?$/

/**
 * The stored answer a client-side navigation or prefetch (a React Server Components request) may be
 * answered with: its path and every header Next's answer depends on, or null. Same rules as `cacheKey`
 * otherwise: a public page address, GET, no other query, no cookie that changes the page.
 */
export function rscCacheKey(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  if (req.headers.rsc !== '1' || req.headers['next-action'] || req.headers['next-hmr-refresh']) return null
  const { pathname, search } = splitUrl(req.url ?? '/')
  if (!RSC_QUERY.test(search) || pathname.length > MAX_KEY_LENGTH) return null
  if (!pathname.startsWith('/') || routeKind(pathname) !== 'page') return null
  const varying: string[] = []
  for (const name of RSC_VARY) {
    const value = req.headers[name]
    if (Array.isArray(value) || (value?.length ?? 0) > MAX_RSC_HEADER_LENGTH) return null
    varying.push(value ?? '')
  }
  if (!cookiesKeepPage(req.headers.cookie, pathname, '')) return null
  // Hashed: a router state tree is up to a few kB, and the key is kept for every stored answer.
  return `${pathname} rsc:${createHash('sha256').update(varying.join('\n')).digest('base64url')}`
}

/** Next's draft-mode cookie: an editor's preview of unpublished content, never stored or served from a store. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** Whether the request comes from an editor's draft preview (it carries Next's draft-mode cookie). */
export const isDraftPreview = (cookie: string | undefined): boolean =>
  cookieValue(cookie, DRAFT_MODE_COOKIE) !== undefined

/** No language redirect, no closed emergency banner (the layout reads it), no draft preview. */
export function cookiesKeepPage(cookie: string | undefined, pathname: string, search: string): boolean {
  // The proxy answers `?lang=` and, for a visitor who chose Russian or English, an unprefixed address
  // with a redirect.
  const stored = cookieValue(cookie, LOCALE_COOKIE)
  if (decideLocale({ pathname, search }, stored).kind !== 'pass') return false
  if (!cookie) return true
  // A visitor who closed an emergency banner sees the page without it.
  return cookieValue(cookie, DISMISSED_COOKIE) === undefined && !isDraftPreview(cookie)
}

/** Whether the request's validators match the stored page: any of its encodings' ETags, or its date. */
export function isNotModified(req: Pick<IncomingMessage, 'headers'>, entry: Entry): boolean {
  const ifNoneMatch = req.headers['if-none-match']
  if (ifNoneMatch) return ifNoneMatchMatches(ifNoneMatch, [entry.identity.etag, entry.br.etag, entry.gzip.etag])
  const since = Date.parse(String(req.headers['if-modified-since'] ?? ''))
  return Number.isFinite(since) && Date.parse(entry.lastModified) <= since
}

/** The start of the next day in Tallinn: pages showing "today" (price validity, missed addresses) turn over then. */
export function nextTallinnMidnight(now: number): number {
  return tallinnTime(addDays(todayInTallinn(new Date(now)), 1), 0).getTime()
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
/**
 * Brotli quality of a stored page's copy. On this site's pages (175–210 KB of HTML) quality 11 took some
 * 235 ms of CPU per page for 9.2 % of the size, quality 6 about 5 ms for 10.0 % (some 1.7 KB more per
 * page): every page a visitor or editor change leaves unstored costs that once, on the cores that render
 * pages. Quality 11 stays for the static files, compressed once at build time (scripts/build/precompress.mjs).
 */
const STORED_BROTLI_QUALITY = 6

/** The stored page from a render's body: its copies, validators and lifetime. */
export async function buildEntry(
  body: Buffer,
  headers: OutgoingHttpHeaders,
  record: RenderRecord,
  storedAt: number,
  maxAgeMs: number,
  {
    cacheControl = PUBLIC_CACHE_CONTROL,
    keepIdentity = true,
    etag,
  }: { cacheControl?: string; keepIdentity?: boolean; etag?: string } = {},
): Promise<Entry> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: STORED_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ])
  // The answer's own strong validator when it had one (a client holding it revalidates against the copy),
  // else one from the bytes.
  const hash = etag ?? createHash('sha256').update(body).digest('base64url').slice(0, 27)
  // Strong validators name exact bytes, so each encoding has its own; all three name the same page.
  return {
    headers,
    identity: { body: keepIdentity ? body : Buffer.alloc(0), etag: `"${hash}"` },
    br: { body: br, etag: `"${hash}-br"` },
    gzip: { body: gz, etag: `"${hash}-gz"` },
    tags: new Set(record.tags),
    storedAt,
    // HTTP dates have whole seconds: a revisit's If-Modified-Since must compare equal.
    lastModified: new Date(Math.floor(storedAt / 1000) * 1000).toUTCString(),
    expiresAt: Math.min(storedAt + Math.min(maxAgeMs, record.maxAgeMs), nextTallinnMidnight(storedAt)),
    bytes: (keepIdentity ? body.length : 0) + br.length + gz.length,
    cacheControl,
    identityFromGzip: !keepIdentity,
    visitEffects: [...record.visitEffects],
  }
}

/** Answers a request from a stored page (a 304 when its validators match). */
export function serveEntry(req: IncomingMessage, res: ServerResponse, entry: Entry, status: 'hit' | 'miss'): void {
  const encoding = negotiateEncoding(req.headers['accept-encoding'])
  const variant = encoding ? entry[encoding] : entry.identity
  for (const [name, value] of Object.entries(entry.headers)) if (value !== undefined) res.setHeader(name, value)
  res.setHeader('Cache-Control', entry.cacheControl)
  res.setHeader('Vary', withVary(entry.headers.vary, 'Accept-Encoding'))
  res.setHeader('ETag', variant.etag)
  res.setHeader('Last-Modified', entry.lastModified)
  res.setHeader(CACHE_STATUS_HEADER, status)
  // The render did its effects for its own visitor; every other visitor shown the copy gets them here.
  if (entry.visitEffects.length && req.method === 'GET') {
    const client = req.headers[CLIENT_ADDRESS_HEADER]
    runVisitEffects(entry.visitEffects, typeof client === 'string' ? client : '').catch((error: unknown) =>
      log.warn("page cache: a stored page's visit effect failed", {
        error: error instanceof Error ? error.message : String(error),
      }),
    )
  }
  if (isNotModified(req, entry)) {
    res.removeHeader('content-type')
    res.writeHead(304)
    res.end()
    return
  }
  if (encoding) res.setHeader('Content-Encoding', encoding)
  const body = !encoding && entry.identityFromGzip ? zlib.gunzipSync(entry.gzip.body) : variant.body
  res.setHeader('Content-Length', body.length)
  res.writeHead(200)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** What a render gave to keep: its body, its headers, and its own strong validator if it had one. */
type StoredAnswer = { body: Buffer; headers: OutgoingHttpHeaders; etag?: string }

/**
 * Hands a page load to `render` and keeps what it answers: a stage of the response pipeline, last before the
 * compressor, so it sees what the visitor gets (the start-up-script rewrite and error pages applied) while
 * the visitor gets it as it streams. `done` gets the body and headers to store, or null when the answer
 * may not be stored.
 */
function captureRender(
  req: IncomingMessage,
  res: ServerResponse,
  render: Render,
  options: {
    record: RenderRecord
    storable: (record: RenderRecord) => boolean
    bodyType: RegExp
    cacheControl: string
    done: (answer: StoredAnswer | null) => void
  },
): void {
  const { record, storable, bodyType, cacheControl, done } = options
  // A full answer to keep, whatever this visitor has already; it gets a 200, which is a valid answer.
  delete req.headers['if-none-match']
  delete req.headers['if-modified-since']
  let settled = false
  const settle = (answer: StoredAnswer | null) => {
    if (settled) return
    settled = true
    done(answer)
  }
  res.on('close', () => settle(null))

  tapResponse(req, res).use(
    'store',
    (head) => {
      // A page, its React Server Components payload for a client-side navigation, or a JSON answer.
      const pageBody = bodyType.test(head.contentType) && head.hasBody
      const keep = pageBody && head.statusCode === 200 && !res.hasHeader('set-cookie') && storable(record)
      if (!keep) settle(null)
      if (!pageBody) return null
      // A strong validator names exactly these bytes: the copy keeps it (the compressor weakens it on the
      // way out). Any other (a rewritten page's weak one) gives way to the copy's own validators.
      const given = res.getHeader('etag')
      const etag = typeof given === 'string' && /^"[^"]{1,64}"$/.test(given) ? given.slice(1, -1) : undefined
      if (!etag) res.removeHeader('etag')
      // An answer not kept is still compressed (the filter).
      if (!keep) return { write: (part) => part, end: () => '' }
      const headers: OutgoingHttpHeaders = {}
      for (const [name, value] of Object.entries(res.getHeaders()))
        if (!UNSTORED.has(name) && value !== undefined) headers[name] = value
      res.setHeader('Cache-Control', cacheControl)
      res.setHeader(CACHE_STATUS_HEADER, 'miss')
      const parts: Buffer[] = []
      return {
        write: (part) => {
          parts.push(part)
          return part
        },
        end: () => {
          settle({ body: Buffer.concat(parts), headers, etag })
          return ''
        },
      }
    },
    { readsBody: true },
  )

  withRenderRecord(record, () => render(req, res))
}

export type PageCache = {
  /** Whether this store keys the request (it may be answered from it or stored in it). */
  matches(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean
  /** Answers a request from a stored page, or renders it with `render` (and stores it when it may be). */
  handle(req: IncomingMessage, res: ServerResponse, render: Render): void
  /** Drops every stored page that read one of the tags, in every language; pages rendered before they settle are kept briefly. */
  expire(tags: readonly string[]): void
  readonly size: { entries: number; bytes: number }
  /** Resolves once the renders under way are stored or given up (tests). */
  settled(): Promise<void>
}

export function createPageCache(settings: Partial<PageCacheOptions> = {}): PageCache {
  const options = { ...DEFAULT_OPTIONS, ...settings }
  const now = options.now ?? Date.now
  // Least recently used first out, bounded in entries and in the bytes of all copies together; one
  // answer may take at most an eighth of the bytes. Each entry lives until its own expiry (its readers'
  // time limits, Tallinn midnight), checked on every read with the store's clock.
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    maxEntrySize: Math.floor(options.maxBytes / 8),
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
    ttlAutopurge: false,
    perf: { now },
  })
  const pending = new Map<string, Promise<Entry | null>>()
  const blockedUntil = new Map<string, number>()
  // Keys asked for lately, for the admission of query variants (admitWithinMs).
  const asked = options.admitWithinMs
    ? new LRUCache<string, true>({ max: options.maxEntries * 8, ttl: options.admitWithinMs, perf: { now } })
    : null

  /**
   * The search index's version, and when this store last saw it change. A change is marked by a hook
   * before its transaction commits, and the index may be rebuilt in between from the old content (it
   * refreshes itself in the background after a few seconds): an answer rendered within SEARCH_SETTLE_MS
   * of a change is kept only until then.
   */
  const searchIndex = (() => {
    let seen = searchVersion()
    let changedAt = Number.NEGATIVE_INFINITY
    const version = () => {
      const current = searchVersion()
      if (current !== seen) {
        seen = current
        changedAt = now()
      }
      return current
    }
    return {
      version,
      // Within the window a copy lives 2 s at most, so that the index's own refresh shows soon.
      settledBy: (startedAt: number) =>
        startedAt < changedAt + SEARCH_SETTLE_MS
          ? Math.min(changedAt + SEARCH_SETTLE_MS, startedAt + options.settleMs)
          : Number.POSITIVE_INFINITY,
    }
  })()

  function fresh(key: string): Entry | null {
    const entry = entries.get(key)
    if (!entry) return null
    if (
      entry.expiresAt <= now() ||
      (entry.searchVersion !== undefined && entry.searchVersion !== searchIndex.version())
    ) {
      entries.delete(key)
      return null
    }
    return entry
  }

  function store(key: string, entry: Entry) {
    entries.set(key, entry, { ttl: Math.max(1, entry.expiresAt - now()) })
  }

  /** A render may be stored when its page said so and nothing vetoed it. */
  const storable = (record: RenderRecord) => record.cacheable && !record.vetoed

  /**
   * A render that began before one of its tags' expiry settled may show the content from before the edit
   * (the hook runs before the commit): it is kept only until the expiry has settled, so that during an edit
   * a spike still costs one render per page every couple of seconds, not one per visitor.
   */
  function settledBy(record: RenderRecord, startedAt: number): number {
    let until = Number.POSITIVE_INFINITY
    for (const tag of record.tags) {
      const blocked = blockedUntil.get(tag) ?? 0
      if (blocked > startedAt) until = Math.min(until, blocked)
    }
    return until
  }

  // Pages that were not stored lately (a form, a 404): rendered for each visitor without waiting for another.
  const unstored = new Map<string, number>()
  const UNSTORED_MEMO_MS = 10_000

  function renderAndStore(req: IncomingMessage, res: ServerResponse, key: string, render: Render) {
    const startedAt = now()
    const indexVersion = searchIndex.version()
    const record = newRenderRecord()
    options.prepareRecord?.(req, record)
    let resolve: (entry: Entry | null) => void = () => {}
    const result = new Promise<Entry | null>((r) => (resolve = r))
    if (!pending.has(key)) {
      pending.set(key, result)
      void result.then((entry) => {
        pending.delete(key)
        if (entry) return unstored.delete(key)
        unstored.delete(key)
        unstored.set(key, now() + UNSTORED_MEMO_MS)
        for (const oldest of unstored.keys()) {
          if (unstored.size <= options.maxEntries) break
          unstored.delete(oldest)
        }
      })
    }
    captureRender(req, res, render, {
      record,
      storable,
      bodyType: options.bodyType,
      cacheControl: options.cacheControl,
      done: (answer) => {
        if (!answer || !storable(record)) return resolve(null)
        buildEntry(answer.body, answer.headers, record, now(), options.maxAgeMs, {
          ...options,
          etag: answer.etag,
        }).then(
          (entry) => {
            // Checked now: tags may have expired while the copies were compressed.
            entry.expiresAt = Math.min(entry.expiresAt, settledBy(record, startedAt))
            if (record.readsSearchIndex) {
              if (searchIndex.version() !== indexVersion) return resolve(null)
              entry.searchVersion = indexVersion
              entry.expiresAt = Math.min(entry.expiresAt, searchIndex.settledBy(startedAt))
            }
            if (entry.expiresAt <= now()) return resolve(null)
            store(key, entry)
            resolve(entry)
          },
          () => resolve(null),
        )
      },
    })
  }

  return {
    matches: (req) => options.keyOf(req) !== null,
    handle(req, res, render) {
      const key = options.keyOf(req)
      if (key === null) return render(req, res)
      const entry = fresh(key)
      if (entry) return serveEntry(req, res, entry, 'hit')
      if (req.method !== 'GET') return render(req, res)
      if (asked && !asked.has(key)) {
        asked.set(key, true)
        if (!pending.has(key)) return render(req, res)
      }
      // The stored answer is the key's own: the parameters the route ignores are not passed on to Next.
      if (options.renderKeyUrl) req.url = key
      const waiting = pending.get(key)
      if (!waiting || (unstored.get(key) ?? 0) > now()) return renderAndStore(req, res, key, render)
      // Another visitor's render of this page is under way: its result serves this one too.
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<null>((r) => (timer = setTimeout(() => r(null), options.coalesceTimeoutMs)))
      void Promise.race([waiting, timeout]).then((stored) => {
        clearTimeout(timer)
        if (res.destroyed) return
        if (stored) serveEntry(req, res, stored, 'hit')
        else renderAndStore(req, res, key, render)
      })
    },
    expire(tags) {
      const until = now() + options.settleMs
      for (const tag of tags) blockedUntil.set(tag, Math.max(blockedUntil.get(tag) ?? 0, until))
      entries.purgeStale()
      // Collected first: the store's iterator must not see its own deletions.
      const dropped = [...entries.entries()].filter(([, entry]) => tags.some((tag) => entry.tags.has(tag)))
      for (const [key] of dropped) entries.delete(key)
    },
    get size() {
      entries.purgeStale()
      return { entries: entries.size, bytes: entries.calculatedSize }
    },
    async settled() {
      await Promise.all(pending.values())
    },
  }
}
