// Start-up scripts load after the first paint (decision 013). Used by the server (./index.ts) for the public
// pages' HTML: Next puts its start-up chunks in the <head> as `<script src async>`, so the browser fetches
// and compiles them while it is still parsing and laying out the page, and runs them as soon as they
// arrive, before the page's content is painted. This rewrite takes those tags out and puts one small
// inline loader at the end of <body> that adds the same scripts once the finished page has been painted.
// Without JavaScript nothing changes: the page is server-rendered and works without its islands.
import type { OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http'
import { StringDecoder } from 'node:string_decoder'
import { streamCompressor, type StreamCompressor } from './compression'
import { negotiateEncoding } from './negotiate'
import { routeKind, splitUrl } from './routes'

// Exactly the tags React writes for Next's start-up chunks and its bootstrap preload.
const SCRIPT_TAG = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g
const PRELOAD_TAG = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"]+\.js"\/>/g
const SCRIPT_START = '<script src="/_next/static/'
const BODY_END = '</body>'

/**
 * The inline loader. It runs when the parser reaches the end of <body>. It adds the scripts once a frame
 * has passed since then and the browser has recorded the page's first contentful paint, so the finished
 * page is on screen before any script competes with it. They stay `async`, as Next's tags were: each runs
 * as soon as it arrives, in its own task. Tabs in the background do not paint: a timer starts them anyway.
 * `<` is escaped in the sources' JSON, so no source can close the script element (they are Next's own
 * paths today, but the loader should not depend on that).
 */
export function loaderScript(sources: readonly string[]): string {
  return `<script>(function(s,w){var n=0,t;function go(){if(n++)return;w.clearTimeout(t);s.forEach(function(u){var e=w.document.createElement("script");e.src=u;e.async=true;w.document.head.appendChild(e)})}t=w.setTimeout(go,1000);w.requestAnimationFrame(function(){w.setTimeout(function(){try{if(w.performance.getEntriesByName("first-contentful-paint").length)return go();var o=new w.PerformanceObserver(function(){o.disconnect();go()});o.observe({type:"paint"})}catch(e){go()}},0)})})(${JSON.stringify(sources).replace(/</g, '\\u003c')},window)</script>`
}

/** A streaming rewrite: push() the HTML as it comes, then end(). Tags split between chunks are kept whole. */
export type StartupScriptRewriter = { push(text: string): string; end(): string; readonly sources: string[] }

export function createStartupScriptRewriter(): StartupScriptRewriter {
  const sources: string[] = []
  let pending = ''
  let inserted = false

  function rewrite(text: string) {
    let out = text.replace(SCRIPT_TAG, (_, src: string) => {
      if (!sources.includes(src)) sources.push(src)
      return ''
    })
    out = out.replace(PRELOAD_TAG, '')
    const at = out.indexOf(BODY_END)
    if (at >= 0 && !inserted) {
      inserted = true
      out = out.slice(0, at) + (sources.length ? loaderScript(sources) : '') + out.slice(at)
    }
    return out
  }

  return {
    push(text: string) {
      const all = pending + text
      // Hold back an unfinished tag (a `<` with no `>` after it), or a start-up script tag whose
      // `</script>` has not come yet, until the next chunk completes it.
      const open = all.lastIndexOf('<')
      let cut = open > all.lastIndexOf('>') ? open : all.length
      const script = all.lastIndexOf(SCRIPT_START)
      if (script >= 0 && script < cut && all.indexOf('</script>', script) < 0) cut = script
      pending = all.slice(cut)
      return rewrite(all.slice(0, cut))
    },
    end() {
      const out = rewrite(pending)
      pending = ''
      // A document without </body> (cut short): the scripts still load, at its end.
      return inserted || !sources.length ? out : out + loaderScript(sources)
    },
    get sources() {
      return [...sources]
    },
  }
}

/** The parts of a request read here: Node's IncomingMessage has them (the unit tests pass plain objects). */
export type PageRequest = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }

/** Whether a request is a browser navigation to a public page (not admin, API, assets or RSC fetches). */
export function isPublicPageNavigation(req: PageRequest): boolean {
  if (req.method !== 'GET') return false
  if (routeKind(splitUrl(req.url ?? '/').pathname) !== 'page') return false
  if (req.headers.rsc || req.headers['next-router-prefetch'] || req.headers['next-action']) return false
  return String(req.headers.accept ?? '').includes('text/html')
}

/** `"x"` → `W/"x"`; a weak validator stays as it is. */
export const weakETag = (etag: string) => (etag.startsWith('W/') ? etag : `W/${etag}`)

type Chunk = string | Uint8Array
type WriteCallback = (error?: Error | null) => void
/** What may follow the status in `writeHead`: a status message, then headers as an object or a flat array. */
type HeadArgument = string | OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined

/**
 * The parts of Node's ServerResponse that the wrapper replaces or reads, with the argument shapes Node
 * accepts (a callback may stand in for the chunk or the encoding). ServerResponse satisfies it.
 */
export interface PageResponse {
  statusCode: number
  readonly headersSent: boolean
  getHeader(name: string): number | string | string[] | undefined
  setHeader(name: string, value: number | string | readonly string[]): unknown
  removeHeader(name: string): void
  writeHead(statusCode: number, ...rest: HeadArgument[]): unknown
  write(chunk: Chunk, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback): boolean
  end(chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), callback?: () => void): unknown
}

/** An HTML answer being rewritten: set up when its head says text/html. */
type HtmlAnswer = {
  rewriter: StartupScriptRewriter
  decoder: StringDecoder
  zip: StreamCompressor | null
}

/**
 * Hands the request to Next with the HTML rewritten on its way out. Next is asked for an uncompressed
 * answer; an HTML answer is rewritten and compressed here (Brotli or gzip, flushed chunk by chunk so the
 * page still streams); any other answer passes through unchanged.
 */
export function handleWithLateScripts<Req extends PageRequest, Res extends PageResponse>(
  req: Req,
  res: Res,
  handle: (req: Req, res: Res) => unknown,
): void {
  const encoding = negotiateEncoding(req.headers['accept-encoding'])
  req.headers['accept-encoding'] = 'identity'

  // Patched through the interface: the methods replaced below have exactly its signatures.
  const target: PageResponse = res
  const original = { writeHead: target.writeHead.bind(res), write: target.write.bind(res), end: target.end.bind(res) }
  let html: HtmlAnswer | null = null

  /** The rewritten page is no longer byte for byte the one a strong ETag names: the validator becomes weak. */
  function weakenETag(headers: OutgoingHttpHeaders | undefined) {
    const etag = target.getHeader('etag')
    if (typeof etag === 'string') target.setHeader('ETag', weakETag(etag))
    if (!headers) return
    for (const key of Object.keys(headers)) {
      const value = headers[key]
      if (key.toLowerCase() === 'etag' && typeof value === 'string') headers[key] = weakETag(value)
    }
  }

  function forward(data: Buffer) {
    if (data.length) original.write(data)
  }

  target.writeHead = function writeHead(statusCode: number, ...rest: HeadArgument[]) {
    const headers = rest.find((r): r is OutgoingHttpHeaders => typeof r === 'object' && r !== null && !Array.isArray(r))
    const type = String(
      headers?.['content-type'] ?? headers?.['Content-Type'] ?? target.getHeader('content-type') ?? '',
    )
    // A 304 revalidates a rewritten page: the browser stores its headers, so it names the page as the 200 did.
    if (statusCode === 304) weakenETag(headers)
    if (type.startsWith('text/html') && statusCode !== 204 && statusCode !== 304) {
      html = { rewriter: createStartupScriptRewriter(), decoder: new StringDecoder('utf8'), zip: null }
      // The rewritten (and compressed) body has another length and other bytes; a weak validator still
      // revalidates (Next compares If-None-Match weakly).
      target.removeHeader('content-length')
      weakenETag(headers)
      if (headers)
        for (const key of Object.keys(headers)) if (key.toLowerCase() === 'content-length') delete headers[key]
      if (encoding) {
        target.setHeader('Content-Encoding', encoding)
        const vary = String(target.getHeader('vary') ?? '')
        if (!/accept-encoding/i.test(vary))
          target.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
        html.zip = streamCompressor(encoding)
        html.zip.on('data', forward)
      }
    }
    return original.writeHead(statusCode, ...rest)
  }

  /** A part of the page: written as it is, or compressed and flushed so the page still streams. */
  function sendPart(zip: HtmlAnswer['zip'], text: string): boolean {
    if (!zip) return original.write(text)
    zip.write(text)
    // Flush what the page has so far, so the browser can start on it (streaming, as Next sends it).
    zip.flush()
    return true
  }

  /** The page's last part: the response ends once the compressor has given out everything. */
  function sendLast(zip: HtmlAnswer['zip'], text: string, callback?: () => void): unknown {
    if (!zip) return original.end(text, callback)
    zip.once('end', () => original.end(callback))
    zip.end(text)
    return res
  }

  target.write = function write(
    chunk: Chunk,
    encodingOrCallback?: BufferEncoding | WriteCallback,
    callback?: WriteCallback,
  ) {
    if (!target.headersSent) target.writeHead(target.statusCode)
    if (!html) return original.write(chunk, encodingOrCallback, callback)
    const text = typeof chunk === 'string' ? chunk : html.decoder.write(Buffer.from(chunk))
    const ok = sendPart(html.zip, html.rewriter.push(text))
    if (typeof encodingOrCallback === 'function') encodingOrCallback()
    else callback?.()
    return ok
  }

  target.end = function end(
    chunk?: Chunk | (() => void),
    encodingOrCallback?: BufferEncoding | (() => void),
    callback?: () => void,
  ) {
    // Node's end(cb), end(chunk, cb) and end(chunk, encoding, cb).
    const done =
      typeof chunk === 'function' ? chunk : typeof encodingOrCallback === 'function' ? encodingOrCallback : callback
    const body = typeof chunk === 'function' ? undefined : chunk
    if (!target.headersSent) target.writeHead(target.statusCode)
    if (!html)
      return original.end(body, typeof encodingOrCallback === 'function' ? undefined : encodingOrCallback, done)
    let text = body == null ? '' : typeof body === 'string' ? body : html.decoder.write(Buffer.from(body))
    text = html.rewriter.push(text + html.decoder.end()) + html.rewriter.end()
    return sendLast(html.zip, text, done)
  }

  handle(req, res)
}
