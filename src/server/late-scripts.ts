// Start-up scripts load after the first paint (decision 013). Used by the server (./index.ts) for the public
// pages' HTML: Next puts its start-up chunks in the <head> as `<script src async>`, so the browser fetches
// and compiles them while it is still parsing and laying out the page, and runs them as soon as they
// arrive, before the page's content is painted. This rewrite takes those tags out and puts one small
// inline loader at the end of <body> that adds the same scripts once the finished page has been painted.
// Without JavaScript nothing changes: the page is server-rendered and works without its islands.
import { tapResponse, weakETag, type AnswerHead, type BodyFilter, type PageResponse } from './responsePipeline'
import { routeKind, splitUrl } from './routes'
import { CONSENT_COOKIE } from '@/lib/consent/cookies'

/**
 * The attribute that marks a part of a page that needs React: an interaction inside it (a pointer over or
 * down, focus, a key) starts React and Next's scripts. A page without one never loads them, nor carries
 * their flight data (decision 051). Marked today: the contact form only; the lookup form, the data tables,
 * the stations map and the county map are islands of plain script.
 */
export const REACT_ISLAND = 'data-react-island'

// Exactly the tags React writes for Next's start-up chunks and its bootstrap preload. The rewrite works on
// the bytes (an uncached page is some 180 KB, most of it inline flight data): it finds the tags' ASCII
// openings with Buffer.indexOf and decodes only the tags themselves, never the page.
const SCRIPT_TAG = /^<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>$/
const PRELOAD_TAG = /^<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"]+\.js"\/>$/
const SCRIPT_START = Buffer.from('<script src="/_next/static/')
const SCRIPT_END = Buffer.from('</script>')
const PRELOAD_START = Buffer.from('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/')
const PRELOAD_END = Buffer.from('/>')
const BODY_END = Buffer.from('</body>')
// Next's inline flight data (the React Server Components payload the router hydrates from), as its runtime
// writes it: a first `(self.__next_f=self.__next_f||[]).push([0])`, then `self.__next_f.push([1,"…"])`
// parts. Its strings escape `<`, so a part ends at the first `</script>`.
const FLIGHT_STARTS = [Buffer.from('<script>(self.__next_f='), Buffer.from('<script>self.__next_f.push(')]
/** The attribute of a part of the page that needs React, as React writes it in the markup. */
const REACT_PART = Buffer.from(` ${REACT_ISLAND}=""`)
const LT = 0x3c
const GT = 0x3e

/**
 * When the loader starts the scripts:
 * - `interaction` (public pages): at the visitor's first sign of interaction (a pointer over or down on the
 *   page, a key, focus moving into it). A page is read as it was rendered, with no script competing with it;
 *   everything on it works before hydration (links, forms, `<details>` menus, invoker buttons), so a reader
 *   who never touches it never pays for any script (decision 048). What starts then is the islands of plain
 *   script (the header's menus, language list and search toggle, decision 051); React and Next's router
 *   start only when the interaction is with a part of the page that needs them (below).
 * - `paint`: once the finished page has been painted (decision 013): the editors' draft preview, whose live
 *   refresh must run without the editor touching the frame, and `LATE_SCRIPTS=paint`.
 */
export type ScriptStart = 'interaction' | 'paint'

/** Where the islands of plain script are served from (scripts/build/build-islands.mjs). */
export const ISLANDS_PREFIX = '/_next/static/islands/'
/**
 * The inline loader. It runs when the parser reaches the end of <body>. `sources` are Next's start-up
 * scripts and the islands' scripts (under ISLANDS_PREFIX), in the page's order.
 * - In `paint` mode (the draft preview) it adds them all once a frame has passed and the browser has recorded the page's
 *   first contentful paint, so the finished page is on screen before any script competes with it; tabs in
 *   the background do not paint, so a timer starts them anyway.
 * - In `interaction` mode it listens for the first pointerover, pointerdown, keydown, focusin or wheel
 *   anywhere in the document (in the capture phase, so no handler of the page can hide them). The first
 *   adds the islands. The first whose target is inside an element marked REACT_ISLAND (or any, when the page
 *   has no islands) adds Next's scripts too, and stops listening.
 *   A click made before the scripts run is not lost: every button the server renders works without
 *   script (`<details>`, invoker commands, forms, CSS), and each island takes over the state the visitor
 *   left.
 * The scripts stay `async`, as Next's tags were: each runs as soon as it arrives, in its own task.
 * `<` is escaped in the sources' JSON, so no source can close the script element (they are Next's own
 * paths today, but the loader should not depend on that).
 */
export function loaderScript(sources: readonly string[], start: ScriptStart = 'interaction'): string {
  const islands = sources.filter((s) => s.startsWith(ISLANDS_PREFIX))
  const react = sources.filter((s) => !s.startsWith(ISLANDS_PREFIX))
  const paint = (then: string) =>
    `t=w.setTimeout(${then},1000);w.requestAnimationFrame(function(){w.setTimeout(function(){try{if(w.performance.getEntriesByName("first-contentful-paint").length)return ${then}();var p=new w.PerformanceObserver(function(){p.disconnect();${then}()});p.observe({type:"paint"})}catch(e){${then}()}},0)})`
  // A visitor who has consented to analytics (the consent banner's cookie lists the category) starts after
  // the paint too: the analytics the visitor agreed to should count a visit that is only read. React with
  // it only where the page has a part that needs it (`late`), as for any other visitor.
  const when =
    start === 'interaction'
      ? `var c=false;try{var m=d.cookie.match(/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)/);c=!!m&&JSON.parse(decodeURIComponent(m[1])).categories.indexOf("analytics")>=0}catch(e){}if(c){${paint('late')}}else E.forEach(function(e){d.addEventListener(e,on,o)})`
      : paint('all')
  const json = (list: string[]) => JSON.stringify(list).replace(/</g, '\\u003c')
  return `<script>(function(I,R,w){var d=w.document,a=0,b=0,t,E=["pointerover","pointerdown","keydown","focusin","wheel"],o={capture:true,passive:true};function add(s){s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}function go(){if(!a++)add(I)}function all(){go();if(b++)return;w.clearTimeout(t);E.forEach(function(e){d.removeEventListener(e,on,o)});add(R)}function on(e){var x=e&&e.target;if(!I.length||(x&&x.closest&&x.closest("[${REACT_ISLAND}]")))all();else go()}function late(){if(!I.length||d.querySelector("[${REACT_ISLAND}]"))all();else go()}${when}})(${json(islands)},${json(react)},window)</script>`
}

/** A streaming rewrite: push() the HTML as it comes, then end(). Tags split between chunks are kept whole. */
export type StartupScriptRewriter = {
  push(part: Buffer | string): Buffer
  end(): Buffer
  readonly sources: string[]
}

export function createStartupScriptRewriter(start: ScriptStart = 'interaction'): StartupScriptRewriter {
  const sources: string[] = []
  let pending: Buffer = Buffer.alloc(0)
  let inserted = false
  // Next writes its flight data inline, near the top of <body>: some 60–75 KB of script that the browser
  // parses and runs before it reaches the page's content, and that only Next's router, started by the loader,
  // ever reads. Taken out here, it goes to the end of <body>, before the loader, on a page with a part that
  // needs React, and nowhere on a page without one (decision 051), which then weighs half as much. The draft
  // preview (`paint`), whose live refresh is React, keeps it where Next put it.
  const deferFlight = start === 'interaction'
  const flight: Buffer[] = []
  let reactPart = false
  const ending = () =>
    Buffer.concat([...(reactPart ? flight : []), Buffer.from(sources.length ? loaderScript(sources, start) : '')])

  /** The tag from `at` to the end of `close` (searched from `at`), if it is whole and matches `pattern`. */
  function tagAt(buf: Buffer, at: number, close: Buffer, pattern: RegExp) {
    const closeAt = buf.indexOf(close, at)
    if (closeAt < 0) return null
    const end = closeAt + close.length
    const match = pattern.exec(buf.toString('utf8', at, end))
    return match ? { end, src: match[1] } : null
  }

  function rewrite(buf: Buffer): Buffer {
    if (!reactPart && buf.includes(REACT_PART)) reactPart = true
    const out: Buffer[] = []
    // Where the loader goes (before </body>): filled in once the whole part has been read, so that a tag
    // after </body> in the same part is still loaded by it.
    let loaderAt = -1
    let from = 0
    let scan = 0
    // Each needle's next place at or after `scan`, searched for again only once `scan` has passed it: one
    // pass over the part per needle, however many tags the part holds.
    const next = new Map<Buffer, number>()
    const find = (needle: Buffer) => {
      const known = next.get(needle)
      if (known !== undefined && (known < 0 || known >= scan)) return known
      const at = buf.indexOf(needle, scan)
      next.set(needle, at)
      return at
    }
    for (;;) {
      const script = find(SCRIPT_START)
      const preload = find(PRELOAD_START)
      const body = inserted || loaderAt >= 0 ? -1 : find(BODY_END)
      const flights = deferFlight ? FLIGHT_STARTS.map(find).filter((i) => i >= 0) : []
      const flightAt = flights.length ? Math.min(...flights) : -1
      const found = [script, preload, body, flightAt].filter((i) => i >= 0)
      if (!found.length) break
      const at = Math.min(...found)
      if (at === flightAt) {
        const end = buf.indexOf(SCRIPT_END, at)
        if (end < 0) {
          scan = at + 1
          continue
        }
        out.push(buf.subarray(from, at))
        // A copy: the part's memory is the caller's once this returns.
        flight.push(Buffer.from(buf.subarray(at, end + SCRIPT_END.length)))
        from = scan = end + SCRIPT_END.length
        continue
      }
      if (at === body) {
        out.push(buf.subarray(from, at))
        loaderAt = out.push(Buffer.alloc(0)) - 1
        from = scan = at
        scan += BODY_END.length
        continue
      }
      const tag = at === script ? tagAt(buf, at, SCRIPT_END, SCRIPT_TAG) : tagAt(buf, at, PRELOAD_END, PRELOAD_TAG)
      if (!tag) {
        scan = at + 1
        continue
      }
      if (tag.src && !sources.includes(tag.src)) sources.push(tag.src)
      out.push(buf.subarray(from, at))
      from = scan = tag.end
    }
    out.push(buf.subarray(from))
    if (loaderAt >= 0) {
      inserted = true
      out[loaderAt] = ending()
    }
    return out.length === 1 ? out[0]! : Buffer.concat(out)
  }

  return {
    push(part) {
      const chunk = typeof part === 'string' ? Buffer.from(part) : part
      const all = pending.length ? Buffer.concat([pending, chunk]) : chunk
      // Hold back an unfinished tag (a `<` with no `>` after it), or a start-up or flight script whose
      // `</script>` has not come yet, until the next part completes it. Cut at a `<`, never inside a
      // character: the bytes held back and the bytes sent are each whole UTF-8.
      const open = all.lastIndexOf(LT)
      let cut = open > all.lastIndexOf(GT) ? open : all.length
      for (const start of [SCRIPT_START, ...FLIGHT_STARTS]) {
        const script = all.lastIndexOf(start)
        if (script >= 0 && script < cut && all.indexOf(SCRIPT_END, script) < 0) cut = script
      }
      // A flight script's opening whose rest has not come yet (`<script>(se`): its `<script>` is whole.
      const tail = all.subarray(open)
      if (
        open >= 0 &&
        open < cut &&
        FLIGHT_STARTS.some((f) => tail.length < f.length && f.subarray(0, tail.length).equals(tail))
      )
        cut = open
      // A copy: the caller may reuse the part's memory once it has been written.
      pending = Buffer.from(all.subarray(cut))
      return rewrite(all.subarray(0, cut))
    },
    end() {
      const out = rewrite(pending)
      pending = Buffer.alloc(0)
      // A document without </body> (cut short): the scripts still load, at its end.
      return inserted ? out : Buffer.concat([out, ending()])
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
  start: ScriptStart = 'interaction',
): void {
  tapResponse(req, res).use('late-scripts', (head) => lateScriptsStage(head, start), { readsBody: true })
  handle(req, res)
}

/** The rewritten page is no longer byte for byte the one a strong ETag names: the validator becomes weak. */
function weakenETag(res: PageResponse) {
  const etag = res.getHeader('etag')
  if (typeof etag === 'string') res.setHeader('ETag', weakETag(etag))
}

function lateScriptsStage(head: AnswerHead, start: ScriptStart): BodyFilter | null {
  // A 304 revalidates a rewritten page: the browser stores its headers, so it names the page as the 200 did.
  if (head.statusCode === 304) weakenETag(head.res)
  if (!head.contentType.startsWith('text/html') || !head.hasBody) return null
  weakenETag(head.res)
  const rewriter = createStartupScriptRewriter(start)
  return { write: (part) => rewriter.push(part), end: () => rewriter.end() }
}
