// Server-rendered error pages. Used by the server (./index.ts) for page addresses. When a page throws
// notFound() or fails, Next answers 404 or 500 with an empty `<html id="__next_error__">` shell: React's
// server rendering runs no error boundaries, so the not-found and error pages are drawn by the browser from
// the page's Flight data once its scripts run (a known Next.js limitation), which here is after the first paint
// (decision 013). Without JavaScript, and until then, the page is blank. This module answers such a page load
// with the site's own error page instead, rendered on the server inside the site's layout: it asks the server
// itself, over loopback, for the same address with its token, which the proxy rewrites to the internal page
// /[locale]/error-page/<404|500> (src/lib/http/errorPage.ts), and sends that with the original status.
// Navigations inside the site (RSC requests) are not touched: there the browser shows [locale]/not-found.tsx
// and [locale]/error.tsx.
import http from 'node:http'
import escapeHtml from 'escape-html'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { messagesByLocale } from '@/i18n/messages'
import { localizedPath, splitLocale } from '@/i18n/paths'
import { ERROR_PAGE_HEADER, ERROR_STATUS_HEADER, issueErrorPageToken, type ErrorPageStatus } from '@/lib/http/errorPage'
import { log } from '@/lib/log'
import type { PageRequest } from './late-scripts'
import { tapResponse, type AnswerHead, type BodyFilter, type PageResponse } from './responsePipeline'
import { routeKind, splitUrl } from './routes'

/** Renders the error page for an address (path and query) and status: its HTML, or null when it could not be had. */
export type RenderErrorPage = (url: string, status: ErrorPageStatus) => Promise<string | null>

// An error page is well under this; anything larger is not what was asked for.
const MAX_PAGE_BYTES = 2 * 1024 * 1024

/** The status whose page replaces Next's answer, or null when the answer passes as it is. */
export function replacedStatus(statusCode: number, contentType: string): ErrorPageStatus | null {
  if (!contentType.startsWith('text/html')) return null
  if (statusCode === 404) return '404'
  if (statusCode >= 500 && statusCode <= 599) return '500'
  return null
}

/** The locale of a request's address: its prefix, else the default (the proxy has already sent a visitor
 * with another stored choice to the prefixed address). */
export function localeOfUrl(url: string | undefined): Locale {
  let pathname = '/'
  try {
    pathname = new URL(url ?? '/', 'http://localhost').pathname
  } catch {
    // An address URL cannot parse is no locale's.
  }
  return splitLocale(pathname).locale ?? defaultLocale
}

/**
 * A short page the edge writes itself, without React: a heading, a sentence and one link, in `locale`. Every
 * text is escaped; `href` must be a same-site address.
 */
export function plainPage(locale: Locale, page: { title: string; text: string; href: string; link: string }): string {
  const title = escapeHtml(page.title)
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;line-height:1.5;margin:0;padding:2rem 1rem"><main style="max-width:40rem;margin:0 auto"><h1>${title}</h1><p>${escapeHtml(page.text)}</p><p><a href="${escapeHtml(page.href)}">${escapeHtml(page.link)}</a></p></main></body></html>`
}

/**
 * The page sent when the site's own error page could not be rendered either (the database is down, say):
 * plain HTML from the message bundle, so a visitor still reads what happened and the way home.
 */
export function fallbackErrorPage(locale: Locale, status: ErrorPageStatus): string {
  const { common: t, errors } = messagesByLocale[locale] as Record<'common' | 'errors', Record<string, string>>
  return plainPage(locale, {
    title: status === '404' ? t.notFoundTitle : errors.title,
    text: status === '404' ? t.notFoundText : errors.text,
    href: localizedPath(locale, '/'),
    link: t.notFoundHome,
  })
}

/** Asks this server, on loopback, for the error page at the address (with this process's token). */
export function loopbackErrorPage(port: number, timeoutMs = 10_000, token = issueErrorPageToken()): RenderErrorPage {
  return (path, status) =>
    new Promise((resolve) => {
      const fail = (reason: string) => {
        log.error('error page: could not render the site error page; sent the plain one', { path, status, reason })
        resolve(null)
      }
      const options: http.RequestOptions = {
        host: '127.0.0.1',
        port,
        path,
        // Not text/html: the inner answer is not itself a page load (no script rewrite, no error page).
        headers: {
          [ERROR_PAGE_HEADER]: token,
          [ERROR_STATUS_HEADER]: status,
          accept: '*/*',
          'accept-encoding': 'identity',
        },
        timeout: timeoutMs,
      }
      let request: http.ClientRequest
      try {
        request = http.get(options, onResponse)
      } catch (error) {
        // An address Node will not put in a request line.
        return fail(error instanceof Error ? error.message : String(error))
      }
      request.on('timeout', () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)))
      request.on('error', (error) => fail(error.message))

      function onResponse(response: http.IncomingMessage) {
        const type = String(response.headers['content-type'] ?? '')
        if (response.statusCode !== 200 || !type.startsWith('text/html')) {
          response.resume()
          return fail(`answered ${response.statusCode} ${type}`)
        }
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > MAX_PAGE_BYTES) return request.destroy(new Error('page too large'))
          chunks.push(chunk)
        })
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
        response.on('error', (error) => fail(error.message))
      }
    })
}

/**
 * Whether an HTML error answer to this request is replaced: a GET or HEAD of a page address, whatever its
 * Accept says (a link checker or `curl` gets the same page a browser does), but not a client-side
 * navigation or prefetch (the browser draws those itself), a form action, or this module's own loopback
 * request for the error page.
 */
export function endsInPage(req: PageRequest, ownToken?: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (ownToken !== undefined && req.headers[ERROR_PAGE_HEADER] === ownToken) return false
  if (req.headers.rsc || req.headers['next-router-prefetch'] || req.headers['next-action']) return false
  return routeKind(splitUrl(req.url ?? '/').pathname) === 'page'
}

/**
 * Hands a request to Next; a public page load that Next answers with a 404 or 5xx HTML page is answered with
 * `render`'s page instead (or the plain fallback), with the same status and the headers Next gave. Any other
 * request or answer passes through untouched. A stage of the response pipeline, before the start-up-script
 * rewrite, which then applies to the error page as to any other.
 */
export function handleWithErrorPages<Req extends PageRequest, Res extends PageResponse>(
  req: Req,
  res: Res,
  handle: (req: Req, res: Res) => unknown,
  render: RenderErrorPage,
  ownToken?: string,
): void {
  if (endsInPage(req, ownToken)) {
    const url = req.url ?? '/'
    tapResponse(req, res).use('error-page', (head) => errorPageStage(head, url, render))
  }
  handle(req, res)
}

function errorPageStage(head: AnswerHead, url: string, render: RenderErrorPage): BodyFilter | null {
  const status = replacedStatus(head.statusCode, head.contentType)
  if (!status) return null
  const { res } = head
  // Sent as it is by this stage: Next's head may have named its own compression.
  res.removeHeader('content-length')
  res.removeHeader('content-encoding')
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
  return {
    // Next's empty shell is dropped.
    write: () => '',
    end: async () => (await render(url, status)) ?? fallbackErrorPage(localeOfUrl(url), status),
  }
}

/** The page handler for the server: Next's handler with the error pages in front of it. */
export function createErrorPages<Req extends PageRequest, Res extends PageResponse>(options: {
  port: number
  handle: (req: Req, res: Res) => unknown
}): (req: Req, res: Res) => void {
  const token = issueErrorPageToken()
  const render = loopbackErrorPage(options.port, 10_000, token)
  return (req, res) => handleWithErrorPages(req, res, options.handle, render, token)
}
