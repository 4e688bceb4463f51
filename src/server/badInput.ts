import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { tapResponse } from './responsePipeline'
import { allowedMethods, answersJson, routeKind, splitUrl } from './routes'
import busboy from 'busboy'
import { PROBLEM_CONTENT_TYPE, problemJson } from '@/lib/http/errors'

// Bad input answered at the HTTP edge, before Next sees it: Next
// answers 500 to a path it cannot percent-decode, to TRACE, and to a page asked with a method no page
// serves (PROPFIND: 400, OPTIONS: 400, PUT: the page itself). Here an undecodable escape is read as the
// text it stands for, as a browser shows it, so the request goes on and gets the answer its path deserves
// (the localized 404 page, an API's 400); and a method the path does not serve is a 405 with `Allow`.

const HEX = /^[0-9a-fA-F]{2}$/
const strictUtf8 = new TextDecoder('utf-8', { fatal: true })
const lenientUtf8 = new TextDecoder('utf-8')

/**
 * `text` (a path or a query) with every escape that does not decode rewritten so that it does: a `%` that
 * starts no escape becomes `%25` (a literal percent sign), and a run of escapes that is not UTF-8 (broken,
 * overlong, a surrogate, past U+10FFFF) becomes its lenient decoding (U+FFFD for each bad sequence),
 * encoded again. Valid escapes, including reserved ones like `%2F`, stay exactly as sent; a decodable
 * text comes back unchanged (the same string).
 */
export function repairPercentEncoding(text: string): string {
  if (!text.includes('%')) return text
  try {
    decodeURIComponent(text)
    return text
  } catch {
    // repaired below
  }
  let out = ''
  let i = 0
  while (i < text.length) {
    if (text[i] !== '%') {
      out += text[i++]
      continue
    }
    // A run of well-formed escapes, decoded as one byte sequence (a character spans several escapes).
    const bytes: number[] = []
    const start = i
    while (text[i] === '%' && HEX.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16))
      i += 3
    }
    if (bytes.length === 0) {
      out += '%25'
      i++
      continue
    }
    const run = text.slice(start, i)
    try {
      strictUtf8.decode(Uint8Array.from(bytes))
      out += run
    } catch {
      out += encodeURIComponent(lenientUtf8.decode(Uint8Array.from(bytes)))
    }
  }
  return out
}

/**
 * Whether a path has a dot-segment (`.` or `..`), sent as is or percent-encoded (`%2e%2e`, also hidden
 * behind an encoded slash or backslash). Browsers remove them before sending; a path that still has one
 * was written to reach something its prefix does not name (`/api/../admin`), so it is refused once, here,
 * instead of every later stage and Next deciding what it means.
 */
export function hasDotSegment(pathname: string): boolean {
  for (const segment of pathname.split('/')) {
    if (segment === '.' || segment === '..') return true
    if (!segment.includes('%') && !segment.includes('\\')) continue
    let decoded = segment
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      // Repaired earlier; a segment that still does not decode is judged as sent.
    }
    if (decoded.split(/[\\/]/).some((part) => part === '.' || part === '..')) return true
  }
  return false
}

function refuseDotSegments(res: ServerResponse, pathname: string) {
  const json = answersJson(pathname)
  const body = json
    ? problemJson(400, 'invalid_path', 'The path has a dot-segment ("." or ".."); send it resolved.')
    : 'Bad Request: the path has a dot-segment ("." or "..")\n'
  res.writeHead(400, {
    'Content-Type': json ? PROBLEM_CONTENT_TYPE : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  })
  res.end(body)
}

type Methods = readonly string[]

// Methods no handler of this site serves anywhere: undici refuses to build a Request for TRACE, TRACK and
// CONNECT (Next answered 500), and the WebDAV and other extension methods mean nothing here.
const KNOWN = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])

function refuseMethod(req: IncomingMessage, res: ServerResponse, pathname: string, allow: Methods) {
  const headers = { Allow: allow.join(', '), 'Cache-Control': 'no-store' }
  if (req.method === 'OPTIONS') {
    res.writeHead(204, headers)
    res.end()
    return
  }
  const json = answersJson(pathname)
  const body = json
    ? problemJson(405, 'method_not_allowed', `${req.method} is not allowed here; use ${headers.Allow}.`)
    : 'Method Not Allowed\n'
  res.writeHead(405, {
    ...headers,
    'Content-Type': json ? PROBLEM_CONTENT_TYPE : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  })
  res.end(body)
}

/**
 * The edge's bad-input check, called once per request before any handler. Rewrites an undecodable
 * `req.url` in place; answers a method the path does not serve (405 with Allow; OPTIONS: 204 with Allow)
 * and returns true when it answered. A page's POST with a multipart type but no boundary is a 400.
 */
export function answerBadInput(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/'
  const repaired = repairPercentEncoding(url)
  if (repaired !== url) req.url = repaired
  const q = repaired.indexOf('?')
  const pathname = q === -1 ? repaired : repaired.slice(0, q)
  if (hasDotSegment(pathname)) {
    refuseDotSegments(res, pathname)
    return true
  }
  const method = (req.method ?? 'GET').toUpperCase()
  const allow = allowedMethods(pathname)
  if (!KNOWN.has(method)) {
    refuseMethod(req, res, pathname, allow ?? ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])
    return true
  }
  if (allow && (method === 'OPTIONS' || !allow.includes(method))) {
    refuseMethod(req, res, pathname, allow)
    return true
  }
  if (routeKind(pathname) === 'page' && method === 'POST' && !multipartBoundaryOk(req.headers['content-type'])) {
    const body = 'Bad Request: a multipart/form-data body needs a boundary\n'
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body) })
    res.end(body)
    return true
  }
  if (
    routeKind(pathname) === 'page' &&
    method === 'POST' &&
    /^\s*multipart\/form-data\b/i.test(req.headers['content-type'] ?? '')
  ) {
    watchMultipart(req, res)
  }
  return false
}

/** Bodies up to this size are also parsed on the side exactly as Next parses them (undici), see below. */
const SIDE_PARSE_BYTES = 1024 * 1024

/**
 * A page's multipart POST (a form sent without JavaScript) is parsed by Next itself, which answers 500 when
 * the body is not a well-formed form (no part, no closing boundary), with no code of ours in between. The
 * same bytes are parsed here on the side as Node's parser hands them to the request (`push`, before Next
 * reads them), and Next's 500 for a body found malformed is sent as 400. busboy parses as they stream;
 * a body up to SIDE_PARSE_BYTES is also parsed by undici's formData, the parser Next uses, which refuses
 * some parts busboy takes (a name with a slash next to a filename).
 */
function watchMultipart(req: IncomingMessage, res: ServerResponse): void {
  const type = req.headers['content-type'] ?? ''
  let malformed = false
  let parser: busboy.Busboy | null
  try {
    parser = busboy({ headers: req.headers })
  } catch {
    malformed = true
    parser = null
  }
  parser?.on('error', () => {
    malformed = true
  })
  parser?.on('file', (_name, file) => file.resume())
  let copy: Buffer[] | null = []
  let copied = 0
  const push = req.push
  req.push = function (chunk: unknown, encoding?: BufferEncoding) {
    if (!malformed && chunk === null) {
      parser?.end()
      if (copy) {
        const body = Buffer.concat(copy)
        copy = null
        new Response(body, { headers: { 'content-type': type } }).formData().catch(() => {
          malformed = true
        })
      }
    } else if (!malformed && Buffer.isBuffer(chunk)) {
      parser?.write(chunk)
      copied += chunk.byteLength
      if (copy && copied <= SIDE_PARSE_BYTES) copy.push(chunk)
      else copy = null
    }
    return push.call(this, chunk, encoding)
  }
  tapResponse(req, res).use('input', (head) => {
    if (head.statusCode === 500 && malformed) head.statusCode = 400
  })
}

/**
 * False for a multipart/form-data type without a usable boundary (RFC 2046: 1 to 70 characters), which
 * Next's form parser throws on (a 500). Other types, and multipart with a boundary, are not judged here.
 */
export function multipartBoundaryOk(contentType: string | undefined): boolean {
  if (!contentType || !/^\s*multipart\/form-data\b/i.test(contentType)) return true
  const boundary = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType)
  return boundary !== null
}

/**
 * Node answers a request whose `Expect` header it does not know (anything but `100-continue`) with a bare 417
 * before any handler runs, unless the server listens for `checkExpectation`: this is that listener, with a
 * body that says why, as problem details for the APIs' paths. The request is not served: a client that
 * expects something this server cannot promise must not get an answer it did not ask for.
 */
export function answerUnmetExpectation(req: IncomingMessage, res: ServerResponse): void {
  const pathname = (req.url ?? '/').split('?', 1)[0]
  const json = answersJson(pathname)
  const message = 'The Expect header asks for something this server does not do; only 100-continue is understood.'
  const body = json ? problemJson(417, 'expectation_failed', message) : `Expectation Failed: ${message}\n`
  res.writeHead(417, {
    'Content-Type': json ? PROBLEM_CONTENT_TYPE : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  })
  res.end(body)
}

/**
 * Node's parser refuses a request line it cannot read (a raw space or raw UTF-8 in the address: a script
 * that forgot to percent-encode a search) before any handler runs, and by default closes with a bare 400 and
 * no body. This answers it with a body that says what to do, as JSON for the APIs' paths (the line is
 * refused whole, so the path is read from the raw bytes when it can be). Node's lenient parser
 * (`insecureHTTPParser`) would take such lines, at the price of request smuggling behind proxies: not used.
 */
export function answerClientError(error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex): void {
  if (!socket.writable) return void socket.destroy()
  if (error.code === 'ECONNRESET') return void socket.destroy()
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW'
  const line = error.rawPacket?.toString('latin1').split('\r\n', 1)[0] ?? ''
  const target = /^[A-Z]+ (\S+)/.exec(line)?.[1] ?? ''
  const json = target.startsWith('/') && answersJson(splitUrl(target).pathname)
  const message = tooLarge
    ? 'The request headers are too large.'
    : 'The request line could not be read: percent-encode spaces and non-ASCII characters in the address (for example ä as %C3%A4, a space as %20).'
  const body = json
    ? problemJson(tooLarge ? 431 : 400, tooLarge ? 'headers_too_large' : 'bad_request_line', message)
    : `Bad Request: ${message}\n`
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      `Content-Type: ${json ? PROBLEM_CONTENT_TYPE : 'text/plain; charset=utf-8'}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  )
}
