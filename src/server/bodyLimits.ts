// Every request body counted at the edge as it streams, and cut at its route's limit, for every method
// and path, with a Content-Length or chunked. Next reads a route handler's or server action's body into
// memory before any of our code could count it, and a chunked body names no length to refuse up front:
// here the bytes are counted as Node's parser hands them to the request, before anyone reads them, and a
// body past its limit stops there (nothing more is passed on or read), is answered 413 and its connection
// closed.
// The planning system's and editors' imports stream and bound their bodies themselves and are left alone.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { PROBLEM_CONTENT_TYPE, problemJson } from '@/lib/http/errors'
import { routeKind, splitUrl } from './routes'

/** The small form posts of the reminders and the notices' "hide" button. */
export const FORM_API_BYTES = 8 * 1024

export type BodyLimitOptions = {
  /** A public page's form post (a server action: the contact form with its attachments). */
  pageBytes: number
  /** Payload's REST API and admin (media uploads included). */
  payloadBytes: number
}

/** The most bytes a request's body may have at this path, or null where the route bounds its own. */
export function bodyLimitOf(pathname: string, options: BodyLimitOptions): number | null {
  switch (routeKind(pathname)) {
    case 'import':
      return null
    // The site's own API and the old CMS API read at most a small form, or nothing; files nothing.
    case 'site-api':
    case 'asset':
      return FORM_API_BYTES
    case 'api':
    case 'admin':
      return options.payloadBytes
    case 'page':
      return options.pageBytes
  }
}

type Pushable = IncomingMessage & { push(chunk: unknown, encoding?: BufferEncoding): boolean }

function refuse(req: IncomingMessage, res: ServerResponse, limit: number) {
  // Whatever the handler still writes goes nowhere: the answer is this one.
  res.on('error', () => {})
  if (!res.headersSent) {
    const body = problemJson(413, 'body_too_large', `The request body is larger than ${limit} bytes.`)
    res.writeHead(413, {
      'Content-Type': PROBLEM_CONTENT_TYPE,
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      Connection: 'close',
    })
    res.end(body)
  }
  // The client may go on sending: the connection is closed once the answer is out.
  res.once('finish', () => req.socket.destroy())
  if (res.writableFinished) req.socket.destroy()
}

/**
 * Counts the body of every request and cuts it at its path's limit. Returns true when it answered (a
 * declared Content-Length already over the limit); otherwise the body is watched as it arrives.
 */
export function createBodyLimits(options: BodyLimitOptions) {
  return {
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      const limit = bodyLimitOf(splitUrl(req.url ?? '/').pathname, options)
      if (limit === null) return false
      const declared = Number(req.headers['content-length'] ?? 0)
      if (Number.isFinite(declared) && declared > limit) {
        refuse(req, res, limit)
        req.resume()
        return true
      }
      // No body to watch: most requests.
      if (!req.headers['transfer-encoding'] && !(declared > 0)) return false
      const pushable = req as Pushable
      const push = pushable.push
      let received = 0
      let cut = false
      pushable.push = function (chunk: unknown, encoding?: BufferEncoding) {
        if (cut) return false
        if (chunk !== null && chunk !== undefined) {
          received += typeof chunk === 'string' ? Buffer.byteLength(chunk) : (chunk as Uint8Array).byteLength
          if (received > limit) {
            // Nothing more is passed on, and Node stops reading the socket (the push is refused); the
            // reader never sees the body end, so never takes a cut body for whole: it sees the connection
            // close once the 413 is out.
            cut = true
            refuse(req, res, limit)
            return false
          }
        }
        return push.call(this, chunk, encoding)
      }
      return false
    },
  }
}
