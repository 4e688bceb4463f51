// Start-up scripts load after the first paint (decision 013). Used by the server (./index.ts) for the public
// pages' HTML: Next puts its start-up chunks in the <head> as `<script src async>`, so the browser fetches
// and compiles them while it is still parsing and laying out the page, and runs them as soon as they
// arrive, before the page's content is painted. This rewrite takes those tags out and puts one small
// inline loader at the end of <body> that adds the same scripts once the finished page has been painted.
// Without JavaScript nothing changes: the page is server-rendered and works without its islands.
import { StringDecoder } from 'node:string_decoder'
import { tapResponse, weakETag, type AnswerHead, type BodyFilter, type PageResponse } from './responsePipeline'
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

/**
 * Hands the request to Next with the HTML rewritten on its way out (a stage of the response pipeline, which
 * asks Next for an uncompressed answer and compresses the rewritten one, flushed part by part so the page
 * still streams); any other answer passes through unchanged.
 */
export function handleWithLateScripts<Req extends PageRequest, Res extends PageResponse>(
  req: Req,
  res: Res,
  handle: (req: Req, res: Res) => unknown,
): void {
  tapResponse(req, res).use('late-scripts', lateScriptsStage, { readsBody: true })
  handle(req, res)
}

/** The rewritten page is no longer byte for byte the one a strong ETag names: the validator becomes weak. */
function weakenETag(res: PageResponse) {
  const etag = res.getHeader('etag')
  if (typeof etag === 'string') res.setHeader('ETag', weakETag(etag))
}

function lateScriptsStage(head: AnswerHead): BodyFilter | null {
  // A 304 revalidates a rewritten page: the browser stores its headers, so it names the page as the 200 did.
  if (head.statusCode === 304) weakenETag(head.res)
  if (!head.contentType.startsWith('text/html') || !head.hasBody) return null
  weakenETag(head.res)
  const rewriter = createStartupScriptRewriter()
  const decoder = new StringDecoder('utf8')
  return {
    write: (part) => rewriter.push(decoder.write(part)),
    end: () => rewriter.push(decoder.end()) + rewriter.end(),
  }
}
