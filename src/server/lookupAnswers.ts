// A customer's own lookup at cache speed. The next-shipping-day page with a contract number (or a chosen
// address, `?address=<property id>`, under the same rules) passes the
// lookup gate here, at the edge, on every request, with the same limits and budget as everywhere else
// (src/lib/discharges/admit.ts). Once admitted, the answer may come from a copy stored per contract,
// language and the page's own filter and paging: it holds nothing specific to a visitor (the page has no
// form token and sets no cookie; a render that would is never stored) and stays `Cache-Control: private`.
// A copy is found only by the contract number this request was admitted for, so no contract's answer can
// reach a client that did not ask for that very contract. Copies are dropped by an import (the
// `discharges:plans` tag) and at midnight in Tallinn, when "upcoming" moves on. The calendar feed of a
// contract (`/api/v1/contracts/{n}/calendar.ics`, polled by calendar apps) is answered the same way, from a
// store of its own, and so are the API's JSON of a contract or an address (`/api/v1/contracts/{n}/discharges`,
// `/api/v1/addresses/{id}/collections`), per language. The old JSON endpoint has its own fast path in front of
// Next (./lookup-fast-path.ts).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { splitLocale } from '@/i18n/paths'
import { addressItem, admitAddressLookup, admitLookup, type LookupLimits } from '@/lib/discharges/admit'
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client'
import { canonicalCalendarQuery } from '@/lib/discharges/calendarQuery'
import type { Locale } from '@/i18n/locales'
import { apiLanguage, langQuery } from '@/lib/api/common'
import { DISCHARGES_CACHE_CONTROL } from '@/lib/discharges/schema'
import { log } from '@/lib/log'
import { cookiesKeepPage, createPageCache, type PageCache, type PageCacheOptions } from './pageCache'
import { isPublicPageNavigation } from './late-scripts'
import { splitUrl } from './routes'

/** The lookup page, without its language prefix. */
export const LOOKUP_PAGE = '/customer-support/next-shipping-day'
/** What Next says of a lookup page; a stored copy says the same. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate'

type Render = (req: IncomingMessage, res: ServerResponse) => void
type LookupRequest = {
  pathname: string
  raw: string
  q: string | null
  page: string | null
  subject: 'contract' | 'address'
}
type CalendarRequest = { raw: string; query: string }
type JsonRequest = { raw: string; locale: Locale; subject: 'contract' | 'address' }

const KEY = Symbol('lookup answer key')
const ADMITTED = Symbol('admitted contract')
const ASKED = Symbol('lookup or feed asked')
type Asked =
  | { kind: 'page'; page: LookupRequest }
  | { kind: 'calendar'; calendar: CalendarRequest }
  | { kind: 'json'; json: JsonRequest }
  | null
type Marked = IncomingMessage & { [KEY]?: string; [ADMITTED]?: string; [ASKED]?: Asked }

/** What the request asks this stage for, parsed once: matches() and handle() both need it. */
function askedOf(req: IncomingMessage): Asked {
  const marked = req as Marked
  if (marked[ASKED] !== undefined) return marked[ASKED]
  const page = lookupRequest(req)
  const calendar = page ? null : calendarRequest(req)
  const json = page || calendar ? null : lookupJsonRequest(req)
  marked[ASKED] = page
    ? { kind: 'page', page }
    : calendar
      ? { kind: 'calendar', calendar }
      : json
        ? { kind: 'json', json }
        : null
  return marked[ASKED]
}

/** The page's own parameters; any other is ignored. Null when the request is not a lookup this stage answers. */
export function lookupRequest(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): LookupRequest | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? '/'
  if (url.length > 2048 || !url.startsWith('/')) return null
  if (!isPublicPageNavigation({ method: 'GET', url, headers: req.headers })) return null
  const { pathname, search } = splitUrl(url)
  if (splitLocale(pathname).rest !== LOOKUP_PAGE || !search) return null
  if (!cookiesKeepPage(req.headers.cookie, pathname, search)) return null
  const params = new URLSearchParams(search)
  // A chosen address (`?address=<property id>`) is answered like a contract: per address, behind the same gate.
  // Typed text (`?lookup=`) is a search, rendered for its visitor.
  if (params.has('lookup')) return null
  const contract = params.get('contractNumber')
  const address = contract === null ? params.get('address') : null
  const raw = contract ?? address
  if (raw === null || raw.trim() === '') return null
  if (address !== null) return { pathname, raw: address, q: null, page: null, subject: 'address' }
  const q = params.get('q') || null
  const page = params.get('page') || null
  // Values the page would not take as such: rendered for this request, not stored.
  if ((q !== null && q.length > 200) || (page !== null && !/^\d{1,5}$/.test(page))) return null
  return { pathname, raw, q, page: page === '1' ? null : page, subject: 'contract' }
}

const CALENDAR_PATH = /^\/api\/v1\/contracts\/([^/]{1,64})\/calendar\.ics$/

/**
 * A read of one of the API's addresses naming a contract or an address: which pattern matched, the subject
 * as sent (percent-decoded) and the query string. Null when it is no such read, or a subject that does not
 * decode (the route answers that itself).
 */
function subjectRead(
  req: Pick<IncomingMessage, 'method' | 'url'>,
  patterns: readonly RegExp[],
): { pattern: RegExp; raw: string; search: string } | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? '/'
  if (url.length > 2048) return null
  const { pathname, search } = splitUrl(url)
  for (const pattern of patterns) {
    const match = pattern.exec(pathname)
    if (!match) continue
    try {
      return { pattern, raw: decodeURIComponent(match[1]!), search }
    } catch {
      return null
    }
  }
  return null
}

/**
 * A contract's calendar feed with the parameters the route reads, in the route's own canonical form
 * (src/lib/discharges/calendarQuery.ts); any other parameter is ignored. Null when it is not one, or a value
 * the route would refuse (it answers that itself).
 */
export function calendarRequest(req: Pick<IncomingMessage, 'method' | 'url'>): CalendarRequest | null {
  const read = subjectRead(req, [CALENDAR_PATH])
  if (!read) return null
  const query = canonicalCalendarQuery(new URLSearchParams(read.search))
  if (query === null) return null
  return { raw: read.raw, query }
}

const CONTRACT_JSON_PATH = /^\/api\/v1\/contracts\/([^/]{1,64})\/discharges$/
const ADDRESS_JSON_PATH = /^\/api\/v1\/addresses\/([^/]{1,64})\/collections$/

/**
 * The API's JSON of a contract or an address, in the language the route answers in (`lang`, else the
 * client's Accept-Language, src/lib/api/common.ts): the one thing besides the subject the answer depends
 * on. Null when it is not one, or a `lang` the route would refuse (it answers that itself).
 */
export function lookupJsonRequest(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): JsonRequest | null {
  const read = subjectRead(req, [CONTRACT_JSON_PATH, ADDRESS_JSON_PATH])
  if (!read) return null
  const lang = langQuery.safeParse(new URLSearchParams(read.search).get('lang') ?? undefined)
  if (!lang.success) return null
  const acceptLanguage = req.headers['accept-language']
  const locale = apiLanguage(lang.data, Array.isArray(acceptLanguage) ? acceptLanguage.join(', ') : acceptLanguage)
  return { raw: read.raw, locale, subject: read.pattern === CONTRACT_JSON_PATH ? 'contract' : 'address' }
}

export type LookupAnswers = {
  matches(req: IncomingMessage): boolean
  handle(req: IncomingMessage, res: ServerResponse, render: Render): void
  readonly store: PageCache
  readonly calendars: PageCache
  readonly json: PageCache
}

export function createLookupAnswers(options: {
  limits: LookupLimits
  store?: Partial<PageCacheOptions>
}): LookupAnswers {
  // Both stores find a copy only by the key the gate set for this request, and render with the contract it
  // admitted, so the page or feed does not count it twice. Brotli and gzip copies only (a lookup page is
  // some 40 KB a contract instead of 250 KB).
  const admittedCopies: Pick<PageCacheOptions, 'keyOf' | 'prepareRecord' | 'keepIdentity' | 'maxEntries'> = {
    keyOf: (req) => (req as Marked)[KEY] ?? null,
    prepareRecord: (req, record) => {
      record.admittedContract = (req as Marked)[ADMITTED]
    },
    keepIdentity: false,
    maxEntries: 5000,
  }
  const store = createPageCache({
    ...admittedCopies,
    cacheControl: PRIVATE_CACHE_CONTROL,
    maxBytes: 96 * 1024 * 1024,
    ...options.store,
  })
  // The feed and the API's JSON: what a client polls, answered with the lookup's own caching.
  const apiAnswers = (bodyType: RegExp) =>
    createPageCache({
      ...admittedCopies,
      cacheControl: DISCHARGES_CACHE_CONTROL,
      bodyType,
      maxBytes: 32 * 1024 * 1024,
      renderKeyUrl: false,
      ...options.store,
    })
  const calendars = apiAnswers(/^text\/calendar\b/)
  const json = apiAnswers(/^application\/json\b/)

  /** The gate, then the stored answer of the admitted contract (or Next's render of the refusal). */
  function admitThenServe(
    req: IncomingMessage,
    res: ServerResponse,
    render: Render,
    raw: string,
    keyOf: (admitted: string) => string,
    answers: PageCache,
    subject: 'contract' | 'address' = 'contract',
  ) {
    const client = String(req.headers[CLIENT_ADDRESS_HEADER] ?? '')
    const admit =
      subject === 'address'
        ? admitAddressLookup(raw, client, options.limits).then((a) =>
            a.ok ? { key: a.propertyId, mark: addressItem(a.propertyId), rateLimit: a.rateLimit } : null,
          )
        : admitLookup(raw, client, options.limits).then((a) =>
            a.ok ? { key: a.contractNumber, mark: a.contractNumber, rateLimit: a.rateLimit } : null,
          )
    admit.then(
      (admitted) => {
        if (res.destroyed) return
        // Refused or invalid: Next renders the answer that says so (the gate refuses it there as well).
        if (!admitted) return render(req, res)
        const marked = req as Marked
        marked[KEY] = keyOf(admitted.key)
        // What the render finds as admitted: a contract number, or `a:` and a property id (never confusable).
        marked[ADMITTED] = admitted.mark
        // What this client's budget has left: this answer's own, never part of the stored copy.
        for (const [name, value] of Object.entries(admitted.rateLimit)) res.setHeader(name, value)
        answers.handle(req, res, render)
      },
      (error: unknown) => {
        // The gate could not be asked (PostgreSQL unavailable): Next answers, as it would without this stage.
        log.error('lookup answers: the gate could not be asked at the edge', {
          error: error instanceof Error ? error.message : String(error),
        })
        if (!res.destroyed) render(req, res)
      },
    )
  }

  return {
    store,
    calendars,
    json,
    matches: (req) => askedOf(req) !== null,
    handle(req, res, render) {
      const asked = askedOf(req)
      if (!asked) return render(req, res)
      if (asked.kind === 'json') {
        const { raw, locale, subject } = asked.json
        const prefix = subject === 'address' ? 'address' : 'contract'
        return admitThenServe(req, res, render, raw, (id) => `json:${prefix}:${id}?lang=${locale}`, json, subject)
      }
      if (asked.kind === 'calendar') {
        const { raw, query } = asked.calendar
        return admitThenServe(
          req,
          res,
          render,
          raw,
          (contract) => `calendar:${contract}${query ? `?${query}` : ''}`,
          calendars,
        )
      }
      const { pathname, raw, q, page, subject } = asked.page
      if (subject === 'address') {
        return admitThenServe(req, res, render, raw, (id) => `${pathname}?address=${id}`, store, 'address')
      }
      admitThenServe(
        req,
        res,
        render,
        raw,
        (contract) => {
          const query = new URLSearchParams({ contractNumber: contract })
          if (page) query.set('page', page)
          if (q) query.set('q', q)
          return `${pathname}?${query}`
        },
        store,
      )
    },
  }
}
