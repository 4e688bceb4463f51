// The pace of page loads with made-up parameters, per client. A parameter that neither the page reads nor an
// analytics tool writes (`/about?r=<random>`) changes nothing: the stores ignore it and answer the stored page.
// A client that sends such loads by the thousand is flooding, and each answer, however cheap, is HTTP work on
// the one event loop that every other visitor waits for. So past a small budget its loads are held back to a
// steady pace: a held request costs nothing while it waits, and a flooding client's connections, each waiting
// for its answer, send nothing new. Past the longest hold the load is refused with 429 and `Retry-After`,
// a short page in the address's language with a link to the page without the parameters.
//
// The pace is the generic cell rate algorithm: one number per client, the time its next load is due. Written
// here rather than taken from a rate-limiting library because the site's need is to delay, not to refuse, and
// the limiters on npm answer "allowed or not"; the arithmetic is a few lines. Each instance keeps its own pace
// (it protects that instance's event loop); clients are keyed as every limiter keys them (clientKey).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { LRUCache } from 'lru-cache'
import { clientKey } from '@/lib/http/client'
import { messagesByLocale } from '@/i18n/messages'
import { localizedPath } from '@/i18n/paths'
import { localeOfUrl, plainPage } from './error-pages'
import { hasUnreadParameters, routeKind, splitUrl } from './routes'

type Answer = (req: IncomingMessage, res: ServerResponse) => void

export type UnreadParameterPaceOptions = {
  /** Loads with made-up parameters per second per client, once the burst is spent; 0 turns the pace off. */
  perSecond: number
  /** Loads a client may make at once before the pace applies. */
  burst: number
  /** The longest a load is held; one that would wait longer is refused. */
  maxDelayMs: number
  /** At most this many clients are remembered (the least recent forgotten first: they get a fresh burst). */
  maxClients?: number
  now?: () => number
  /** Runs `run` after `ms` (setTimeout; tests give their own). */
  schedule?: (run: () => void, ms: number) => void
}

export type UnreadParameterPace = {
  /**
   * Returns false when the request goes on now. Otherwise it has been held (`answer` answers it once its turn
   * comes, unless the visitor left meanwhile) or refused, and the caller does nothing more with it.
   */
  handle(req: IncomingMessage, res: ServerResponse, clientAddress: string, answer: Answer): boolean
  readonly stats: { held: number; waiting: number; refused: number }
}

export function createUnreadParameterPace(options: UnreadParameterPaceOptions): UnreadParameterPace {
  const now = options.now ?? Date.now
  const schedule = options.schedule ?? ((run: () => void, ms: number) => void setTimeout(run, ms))
  const interval = 1000 / options.perSecond
  // How far ahead of now a client's due time may be while its load still goes at once.
  const tolerance = (options.burst - 1) * interval
  /** Per client: when its next load is due at the steady pace (ms). */
  const due = new LRUCache<string, number>({ max: options.maxClients ?? 20_000 })
  let held = 0
  let waiting = 0
  let refused = 0

  function refuse(req: IncomingMessage, res: ServerResponse, retryAfterSeconds: number) {
    refused++
    const url = req.url ?? '/'
    const locale = localeOfUrl(url)
    const t = (messagesByLocale[locale] as Record<'errors', Record<string, string>>).errors
    // The way out: the same page without its query (the path itself, same-site, escaped by plainPage).
    const { pathname } = splitUrl(url)
    const bare = pathname.startsWith('/') && !pathname.startsWith('//') ? pathname : localizedPath(locale, '/')
    const html = plainPage(locale, { title: t.tooManyTitle, text: t.tooManyText, href: bare, link: t.tooManyLink })
    res.writeHead(429, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(html),
      'Cache-Control': 'no-store',
      'Retry-After': String(retryAfterSeconds),
    })
    res.end(req.method === 'HEAD' ? undefined : html)
  }

  return {
    handle(req, res, clientAddress, answer) {
      if (options.perSecond <= 0) return false
      if (req.method !== 'GET' && req.method !== 'HEAD') return false
      const { pathname, search } = splitUrl(req.url ?? '/')
      if (routeKind(pathname) !== 'page' || !hasUnreadParameters(pathname, search)) return false
      const key = clientKey(clientAddress)
      const at = now()
      const next = Math.max(due.get(key) ?? at, at)
      const delay = next - at - tolerance
      if (delay > options.maxDelayMs) {
        refuse(req, res, Math.max(1, Math.ceil(delay / 1000)))
        return true
      }
      due.set(key, next + interval)
      if (delay <= 0) return false
      held++
      waiting++
      schedule(() => {
        waiting--
        // A visitor who gave up while held costs nothing more.
        if (!res.destroyed && !res.writableEnded) answer(req, res)
      }, delay)
      return true
    },
    get stats() {
      return { held, waiting, refused }
    },
  }
}
