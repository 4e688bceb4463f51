// Start-up scripts load after the first paint (decision 013). Used by scripts/server.mjs for the public
// pages' HTML: Next puts its start-up chunks in the <head> as `<script src async>`, so the browser fetches
// and compiles them while it is still parsing and laying out the page, and runs them as soon as they
// arrive, before the page's content is painted. This rewrite takes those tags out and puts one small
// inline loader at the end of <body> that adds the same scripts once the finished page has been painted.
// Without JavaScript nothing changes: the page is server-rendered and works without its islands.
import { StringDecoder } from 'node:string_decoder'
import zlib from 'node:zlib'

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
 */
export function loaderScript(sources) {
  return `<script>(function(s,w){var n=0,t;function go(){if(n++)return;w.clearTimeout(t);s.forEach(function(u){var e=w.document.createElement("script");e.src=u;e.async=true;w.document.head.appendChild(e)})}t=w.setTimeout(go,1000);w.requestAnimationFrame(function(){w.setTimeout(function(){try{if(w.performance.getEntriesByName("first-contentful-paint").length)return go();var o=new w.PerformanceObserver(function(){o.disconnect();go()});o.observe({type:"paint"})}catch(e){go()}},0)})})(${JSON.stringify(sources)},window)</script>`
}

/** A streaming rewrite: push() the HTML as it comes, then end(). Tags split between chunks are kept whole. */
export function createStartupScriptRewriter() {
  const sources = []
  let pending = ''
  let inserted = false

  function rewrite(text) {
    let out = text.replace(SCRIPT_TAG, (_, src) => {
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
    push(text) {
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

/** Whether a request is a browser navigation to a public page (not admin, API, assets or RSC fetches). */
export function isPublicPageNavigation(req) {
  if (req.method !== 'GET') return false
  const url = req.url ?? '/'
  if (/^\/(?:_next|api|admin|wp-json|assets|locales)(?:\/|$|\?)/.test(url)) return false
  if (req.headers.rsc || req.headers['next-router-prefetch'] || req.headers['next-action']) return false
  return String(req.headers.accept ?? '').includes('text/html')
}

function chooseEncoding(acceptEncoding) {
  const accept = String(acceptEncoding ?? '')
  if (/\bbr\b/.test(accept)) return 'br'
  if (/\bgzip\b/.test(accept)) return 'gzip'
  return null
}

/**
 * Hands the request to Next with the HTML rewritten on its way out. Next is asked for an uncompressed
 * answer; an HTML answer is rewritten and compressed here (Brotli or gzip, flushed chunk by chunk so the
 * page still streams); any other answer passes through unchanged.
 */
export function handleWithLateScripts(req, res, handle) {
  const encoding = chooseEncoding(req.headers['accept-encoding'])
  req.headers['accept-encoding'] = 'identity'

  const original = { writeHead: res.writeHead, write: res.write, end: res.end }
  let active = false
  let rewriter
  let decoder
  let zip

  function forward(data) {
    if (data.length) original.write.call(res, data)
  }

  res.writeHead = function writeHead(status, ...rest) {
    const headers = rest.find((r) => r && typeof r === 'object' && !Array.isArray(r))
    const type = String(headers?.['content-type'] ?? headers?.['Content-Type'] ?? res.getHeader('content-type') ?? '')
    if (type.startsWith('text/html') && status !== 204 && status !== 304) {
      active = true
      rewriter = createStartupScriptRewriter()
      decoder = new StringDecoder('utf8')
      // The rewritten (and compressed) body has another length.
      res.removeHeader('content-length')
      if (headers) for (const key of Object.keys(headers)) if (key.toLowerCase() === 'content-length') delete headers[key]
      if (encoding) {
        res.setHeader('Content-Encoding', encoding)
        const vary = String(res.getHeader('vary') ?? '')
        if (!/accept-encoding/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
        zip =
          encoding === 'br'
            ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } })
            : zlib.createGzip()
        zip.on('data', forward)
      }
    }
    return original.writeHead.call(this, status, ...rest)
  }

  function send(text, last, callback) {
    if (!zip) {
      if (last) return original.end.call(res, text, callback)
      return original.write.call(res, text)
    }
    if (last) {
      zip.once('end', () => original.end.call(res, callback))
      zip.end(text)
      return res
    }
    zip.write(text)
    // Flush what the page has so far, so the browser can start on it (streaming, as Next sends it).
    zip.flush()
    return true
  }

  res.write = function write(chunk, enc, callback) {
    if (!res.headersSent) res.writeHead(res.statusCode)
    if (!active) return original.write.call(res, chunk, enc, callback)
    const text = typeof chunk === 'string' ? chunk : decoder.write(Buffer.from(chunk))
    const ok = send(rewriter.push(text), false)
    if (typeof enc === 'function') enc()
    else if (typeof callback === 'function') callback()
    return ok
  }

  res.end = function end(chunk, enc, callback) {
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined]
    if (typeof enc === 'function') [callback, enc] = [enc, undefined]
    if (!res.headersSent) res.writeHead(res.statusCode)
    if (!active) return original.end.call(res, chunk, enc, callback)
    let text = chunk == null ? '' : typeof chunk === 'string' ? chunk : decoder.write(Buffer.from(chunk))
    text = rewriter.push(text + decoder.end()) + rewriter.end()
    return send(text, true, callback)
  }

  handle(req, res)
}
