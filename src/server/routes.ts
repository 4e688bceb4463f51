// What the edge knows about the site's addresses, in one place: which kind of route a path is (every
// stage asks `routeKind`) and which query parameters each public route reads. The page cache keys stored
// answers by the normalised parameters a route declares here and ignores every other one (tracking
// parameters such as utm_*, fbclid, gclid, mc_cid, or made-up ones), so a shared link is served the
// stored page. A public page that reads a parameter must declare it here: routes.test.ts checks that every
// page reading `searchParams` is listed.
import { splitLocale } from '@/i18n/paths'
import { newsTabs } from '@/lib/content/newsTabs'
import { locales } from '@/i18n/locales'
import { MAX_QUERY_LENGTH, SEARCH_KINDS } from '@/lib/search/types'
import { PAGE_SIZES } from '@/lib/table/href'
import { counties, priceRegions } from '@/lib/data/regions'
import { municipalityCodes } from '@/lib/data/municipalities'
import { NOTICE_STATUSES } from '@/lib/notices/status'
import { STATION_WASTE } from '@/lib/sorting/vocabulary'

/**
 * What a path is, for the edge's stages (and the security headers' choice of policy):
 * - asset: the build's files and the static ones (`/_next`, `/assets`, `/locales`, the widget's `/embed.js`);
 * - site-api: the site's own API (`/api/v1`) and the old CMS API (`/wp-json`): small bodies, fixed methods;
 * - import: the two import endpoints of `/api/v1`, which bound their own bodies;
 * - api: Payload's REST API; admin: Payload's admin;
 * - page: everything else (public pages, feeds, sitemap).
 */
export type RouteKind = 'asset' | 'site-api' | 'import' | 'api' | 'admin' | 'page'

const ASSET = /^\/(?:(?:_next|assets|locales)(?:\/|$)|embed\.js$)/
const IMPORT = /^\/api\/v1\/(?:import\/|(?:discharges|addresses)\/import\/?$)/
const SITE_API = /^\/(?:api\/v1|wp-json)(?:\/|$)/
const API = /^\/api(?:\/|$)/
const ADMIN = /^\/admin(?:\/|$)/
/** The first path segments the proxy (src/proxy.ts `config.matcher`, which must be a literal) leaves alone. */
export const NOT_PROXIED = ['api', 'admin', 'wp-json', 'locales', '_next', 'assets'] as const

/** The one answer to "what is this path" (a path without its query). */
export function routeKind(pathname: string): RouteKind {
  if (ASSET.test(pathname)) return 'asset'
  if (IMPORT.test(pathname)) return 'import'
  if (SITE_API.test(pathname)) return 'site-api'
  if (API.test(pathname)) return 'api'
  if (ADMIN.test(pathname)) return 'admin'
  return 'page'
}

/** Whether an answer at this path is JSON when the edge answers it itself (errors, 405s). */
export const answersJson = (pathname: string) => {
  const kind = routeKind(pathname)
  return kind === 'site-api' || kind === 'import' || kind === 'api'
}

type Methods = readonly string[]
const READ = ['GET', 'HEAD', 'OPTIONS'] as const
const PAGE = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const
const POST_ONLY = ['POST', 'OPTIONS'] as const
// The reminders' and the banner's plain form posts; the one-click unsubscribe link also answers GET (RFC 8058).
const FORM_POST = /^\/api\/v1\/(?:reminders\/(?:subscribe|confirm|manage)|notices\/dismiss)\/?$/
const ONE_CLICK = /^\/api\/v1\/reminders\/unsubscribe\/?$/

/**
 * The methods a path serves, or null where another handler decides (Payload's REST API and admin use every
 * method). Pages take POST for forms (server actions); the site's own APIs, the old CMS API, feeds and
 * files are read-only but for the two imports and the reminders' form posts.
 */
export function allowedMethods(pathname: string): Methods | null {
  switch (routeKind(pathname)) {
    case 'import':
      return POST_ONLY
    case 'site-api':
      if (FORM_POST.test(pathname)) return POST_ONLY
      if (ONE_CLICK.test(pathname)) return ['GET', 'HEAD', 'POST', 'OPTIONS']
      return READ
    case 'asset':
      return READ
    case 'api':
    case 'admin':
      return null
    case 'page':
      if (/^\/(?:sitemap\.xml|robots\.txt|favicon\.ico)$/.test(pathname)) return READ
      if (/^(?:\/(?:ru|en))?\/about\/news\/rss\/?$/.test(pathname)) return READ
      return PAGE
  }
}

/** A path and its query string, split once. */
export function splitUrl(url: string): { pathname: string; search: string } {
  const at = url.indexOf('?')
  return at === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, at), search: url.slice(at) }
}

/**
 * How one parameter's value is normalised for a key: the normal form, `undefined` when it is the route's
 * default (left out of the key), or `null` when the value is not one the route accepts as such (the
 * answer is then rendered for this request and never stored).
 */
type Rule = (value: string) => string | undefined | null

/** A whole number in [min, max]; `fallback` (the page's default) is left out. */
const int =
  (min: number, max: number, fallback?: number): Rule =>
  (value) => {
    if (!/^\d{1,7}$/.test(value)) return null
    const n = Number(value)
    if (n < min || n > max) return null
    return n === fallback ? undefined : String(n)
  }
/** One of `values`; `fallback` is left out. */
const oneOf =
  (values: readonly string[], fallback?: string): Rule =>
  (value) =>
    value === fallback ? undefined : values.includes(value) ? value : null
/** Free text up to `max` characters, kept as typed (the page shows it back in its form). */
const text =
  (max: number): Rule =>
  (value) =>
    value.length <= max ? value : null

/** What a route's query means to the edge. */
export type QuerySpec =
  /**
   * The parameters that select public content; each may be stored per normalised value. `body`: a page
   * (`html`), or an API answer kept in the edge's API store (`json`: JSON, or the notices' Atom feed).
   */
  | {
      kind: 'public'
      params: Readonly<Record<string, Rule>>
      body: 'html' | 'json'
      /**
       * The parameter that names the answer's language when the route also reads `Accept-Language` without
       * it: the edge keys such answers by the language they are in (src/server/pageCache.ts `jsonCacheKey`).
       */
      language?: string
    }
  /**
   * The parameters that make the answer personal (a contract number, a signed token): a request carrying
   * one is never answered from or stored in the shared page store.
   */
  | { kind: 'private'; params: readonly string[] }

/** The content API's paging: `page` from 1, `limit` up to `max` (`fallback` left out of the key). */
const API_PAGING = (fallback: number, max: number) => ({ page: int(1, 10_000, 1), limit: int(1, max, fallback) })

/**
 * A route of the public content API: JSON in the language of `lang` or else Accept-Language (so the edge keys
 * it by language), besides the route's own parameters.
 */
const contentApi = (params: Record<string, Rule> = {}): QuerySpec => ({
  kind: 'public',
  body: 'json',
  language: 'lang',
  params: { ...params, lang: oneOf(locales) },
})

const TABLE = {
  sort: text(40),
  dir: oneOf(['asc', 'desc']),
  page: int(1, 100_000, 1),
  size: oneOf(
    PAGE_SIZES.map((s) => String(s)),
    '10',
  ),
  q: text(100),
} satisfies Record<string, Rule>

/**
 * Routes by their path without the language prefix (`:x` is one segment). A public page not listed reads
 * no query parameter; a page that does must be listed.
 */
export const QUERY_ROUTES: ReadonlyArray<{ path: string; spec: QuerySpec }> = [
  { path: '/home-customer/organized-waste', spec: { kind: 'public', body: 'html', params: TABLE } },
  {
    path: '/home-customer/waste-stations',
    spec: { kind: 'public', body: 'html', params: { ...TABLE, selected: int(0, 1_000_000, 0) } },
  },
  {
    path: '/customer-support/price-lists',
    spec: {
      kind: 'public',
      body: 'html',
      params: { ...TABLE, validity: oneOf(['current', 'past', 'future'], 'current') },
    },
  },
  { path: '/customer-support/price-lists/:id', spec: { kind: 'public', body: 'html', params: TABLE } },
  {
    path: '/customer-support/unserved-addresses',
    spec: { kind: 'public', body: 'html', params: { ...TABLE, region: text(40), city: text(80) } },
  },
  {
    path: '/about/news',
    spec: { kind: 'public', body: 'html', params: { tab: oneOf(newsTabs, 'all'), page: int(1, 10_000, 1) } },
  },
  {
    path: '/search',
    spec: {
      kind: 'public',
      body: 'html',
      params: { searchQuery: text(MAX_QUERY_LENGTH), type: oneOf(SEARCH_KINDS), page: int(1, 10_000, 1) },
    },
  },
  {
    path: '/customer-support/what-goes-where',
    spec: { kind: 'public', body: 'html', params: { q: text(MAX_QUERY_LENGTH) } },
  },
  // The lookup page without a contract or an address is public (its form); with one it is the visitor's own answer
  // (a contract's or a chosen address's stored behind the lookup gate, ./lookupAnswers.ts; typed text's never).
  {
    path: '/customer-support/next-shipping-day',
    spec: { kind: 'private', params: ['contractNumber', 'q', 'page', 'lookup', 'address'] },
  },
  // The embeddable widget's page: bare, its form is the same for everyone; with a lookup it is the visitor's own
  // answer (behind the lookup gate), with theme values it is drawn for that host. Either is rendered per request.
  { path: '/embed/collections', spec: { kind: 'private', params: ['*'] } },
  { path: '/customer-support/contact-us', spec: { kind: 'private', params: ['*'] } },
  { path: '/customer-support/contact-us/sent', spec: { kind: 'private', params: ['*'] } },
  { path: '/reminders', spec: { kind: 'private', params: ['*'] } },
  { path: '/reminders/manage', spec: { kind: 'private', params: ['*'] } },
  { path: '/reminders/confirm', spec: { kind: 'private', params: ['*'] } },
  { path: '/odoo-test', spec: { kind: 'private', params: ['*'] } },
  // The API's OpenAPI document: the same for everyone, reads no parameter.
  { path: '/api/v1/openapi.json', spec: { kind: 'public', body: 'json', params: {} } },
  // The live search's JSON: public answers to a typed query, the same for every visitor.
  {
    path: '/api/v1/search',
    spec: {
      kind: 'public',
      body: 'json',
      params: {
        q: text(MAX_QUERY_LENGTH),
        locale: oneOf(locales),
        type: oneOf(SEARCH_KINDS),
        page: int(1, 10_000, 1),
      },
    },
  },
  {
    path: '/api/v1/sorting-items',
    spec: {
      kind: 'public',
      body: 'json',
      params: { q: text(MAX_QUERY_LENGTH), lang: oneOf(locales), locale: oneOf(locales), limit: int(1, 50, 8) },
    },
  },
  // The public content API: the same for everyone; texts in the language of `lang` or Accept-Language.
  {
    path: '/api/v1/waste-stations',
    spec: contentApi({
      county: oneOf(counties),
      municipality: text(80),
      accepts: oneOf(STATION_WASTE),
      ...API_PAGING(100, 100),
    }),
  },
  { path: '/api/v1/waste-stations/:id', spec: contentApi() },
  {
    path: '/api/v1/price-lists',
    spec: contentApi({
      region: oneOf(priceRegions),
      validity: oneOf(['current', 'past', 'future', 'all'], 'current'),
      ...API_PAGING(50, 100),
    }),
  },
  { path: '/api/v1/price-lists/:id', spec: contentApi() },
  {
    path: '/api/v1/notices',
    spec: contentApi({
      status: oneOf(NOTICE_STATUSES),
      municipality: oneOf(municipalityCodes),
      ...API_PAGING(20, 100),
    }),
  },
  { path: '/api/v1/notices.atom', spec: contentApi() },
]

const compiled = QUERY_ROUTES.map(({ path, spec }) => ({
  pattern: new RegExp(`^${path.replace(/:[a-z]+/gi, '[^/]+').replace(/[.]/g, '\\.')}/?$`),
  spec,
}))

/** The query spec of a path (its language prefix is ignored), or null when the route reads no parameter. */
export function querySpecOf(pathname: string): QuerySpec | null {
  const { rest } = splitLocale(pathname)
  const path = routeKind(pathname) === 'page' ? rest : pathname
  for (const { pattern, spec } of compiled) if (pattern.test(path)) return spec
  return null
}

const MAX_QUERY_STRING = 2048

/**
 * The normalised query of a request as a stored answer's key: the parameters its route declares, each
 * once (the first, as the pages read them), in a fixed order, empty and default values left out, every
 * other parameter ignored. `''` when nothing the route reads is set (the bare page's key). `null` when the
 * answer may not come from the shared store: a personal parameter, a value the route does not accept, or
 * an oversized query.
 */
export function normalisedQuery(pathname: string, search: string): string | null {
  if (search.length <= 1) return ''
  if (search.length > MAX_QUERY_STRING) return null
  const spec = querySpecOf(pathname)
  let params: URLSearchParams
  try {
    params = new URLSearchParams(search)
  } catch {
    return null
  }
  if (!spec) return ''
  if (spec.kind === 'private') {
    for (const [name, value] of params)
      if (value !== '' && (spec.params.includes('*') || spec.params.includes(name))) return null
    return ''
  }
  const kept: string[] = []
  for (const name of Object.keys(spec.params).sort()) {
    const value = params.get(name)
    if (value === null || value === '') continue
    const normal = spec.params[name](value)
    if (normal === null) return null
    if (normal !== undefined) kept.push(`${encodeURIComponent(name)}=${encodeURIComponent(normal)}`)
  }
  return kept.join('&')
}

/**
 * Parameters that analytics and advertising tools add to links (newsletters, ads, shared posts, search
 * results): no page reads them, yet they are no visitor's invention either. Matomo's own campaign parameters
 * (`pk_`, `mtm_`) are here because the site may count visits with Matomo.
 */
const ANALYTICS_PARAMS = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'yclid',
  'ysclid',
  'ttclid',
  'twclid',
  'igshid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'srsltid',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
])
const ANALYTICS_PREFIXES = ['utm_', 'pk_', 'mtm_', 'matomo_', 'hsa_']
const isAnalyticsParam = (name: string) =>
  ANALYTICS_PARAMS.has(name) || ANALYTICS_PREFIXES.some((prefix) => name.startsWith(prefix))
/**
 * Parameters read on every page before its route: the old links' `?lang=` (the proxy redirects it,
 * src/lib/i18n/localeRedirect.ts) and `_rsc`, the cache-buster of Next's client-side navigations.
 */
const EVERY_PAGE_PARAMS = new Set(['lang', '_rsc'])

/**
 * Whether a page's query carries a parameter that neither the page reads nor an analytics tool writes: a
 * made-up one, as in `/about?r=<random>`. The stores ignore it (the answer is the same page), and the edge
 * keeps the pace of such loads per client (./unreadParameters.ts).
 */
export function hasUnreadParameters(pathname: string, search: string): boolean {
  if (search.length <= 1) return false
  const spec = querySpecOf(pathname)
  if (spec?.kind === 'private' && spec.params.includes('*')) return false
  const reads = (name: string) =>
    spec === null ? false : spec.kind === 'private' ? spec.params.includes(name) : Object.hasOwn(spec.params, name)
  let params: URLSearchParams
  try {
    params = new URLSearchParams(search)
  } catch {
    return true
  }
  for (const name of params.keys())
    if (!reads(name) && !EVERY_PAGE_PARAMS.has(name) && !isAnalyticsParam(name)) return true
  return false
}
