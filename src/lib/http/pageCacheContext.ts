// What a page render tells the edge page cache (src/server/pageCache.ts, decision 019), and how expired
// content reaches it. The custom server and the Next app are separate bundles in one process: both reach
// the same AsyncLocalStorage and the same listeners through processSingleton (a registered symbol).
import { AsyncLocalStorage } from 'node:async_hooks'
import { processSingleton } from '@/lib/singleton'

/** Filled while Next renders one page for the edge: what it read and whether it may be stored. */
export type RenderRecord = {
  /** The page said its answer depends only on its address and the CMS (cacheablePage()). */
  cacheable: boolean
  /** Something in the render depends on the request or must be fresh for each visitor (uncacheablePage()). */
  vetoed: boolean
  /** The cache tags of every CMS reader the render called (src/lib/content/tags.ts). */
  tags: Set<string>
  /** The shortest time limit of those readers, ms: the stored page is not kept longer. */
  maxAgeMs: number
  /** The answer shows matches from the in-memory search index: it is kept only while the index is unchanged. */
  readsSearchIndex: boolean
  /**
   * The contract number whose lookup the edge admitted for this very request (the lookup gate, with its
   * limits, ran there): the page shows it without passing the gate a second time.
   */
  admittedContract?: string
  /**
   * What the page does for every visitor it is shown to (countOnEveryVisit()): kept with a stored copy,
   * so that the edge does it again for each visitor it serves the copy to.
   */
  visitEffects: VisitEffect[]
}

/** A named effect of showing a page (registered with registerVisitEffect()) and its argument. */
export type VisitEffect = { name: string; arg: string }

export function newRenderRecord(): RenderRecord {
  return {
    cacheable: false,
    vetoed: false,
    tags: new Set(),
    maxAgeMs: Number.POSITIVE_INFINITY,
    readsSearchIndex: false,
    visitEffects: [],
  }
}

const renders = () => processSingleton('jaatmeveo.pageCache.renders', () => new AsyncLocalStorage<RenderRecord>())

/** Runs `render` (the Next handler) with `record` open, so the page's readers can fill it. */
export function withRenderRecord<T>(record: RenderRecord, render: () => T): T {
  return renders().run(record, render)
}

/**
 * A page (or JSON answer) that depends only on its address, the query parameters its route declares
 * (src/server/routes.ts) and the CMS content its readers tag may be stored by the edge, the same for
 * every visitor. Pages that do not call this are never stored.
 */
export function cacheablePage(): void {
  const record = renders().getStore()
  if (record) record.cacheable = true
}

/**
 * The answer shows search matches (the site search, the sorting assistant): the edge keeps it only while
 * the search index has not been marked stale since (src/lib/search/invalidate.ts), in every instance.
 */
export function pageReadsSearchIndex(): void {
  const record = renders().getStore()
  if (record) record.readsSearchIndex = true
}

/** The contract number the edge admitted for the request being rendered, if it did (src/server/lookupAnswers.ts). */
export function lookupAdmittedByEdge(): string | undefined {
  return renders().getStore()?.admittedContract
}

/** This render must not be stored, whatever the page said (a single-use form token, say). */
export function uncacheablePage(): void {
  const record = renders().getStore()
  if (record) record.vetoed = true
}

type VisitEffectRunner = (arg: string, client: string) => Promise<unknown>
const visitEffectRunners = () =>
  processSingleton('jaatmeveo.pageCache.visitEffects', () => new Map<string, VisitEffectRunner>())

/**
 * Names what a page does for each visitor it is shown to: the edge calls `run` with the argument the page
 * gave countOnEveryVisit() and the client's address each time it serves a stored copy of that page. Called
 * at the page module's top level (the app's bundle), so it is registered before any copy is stored.
 */
export function registerVisitEffect(name: string, run: VisitEffectRunner): void {
  visitEffectRunners().set(name, run)
}

/**
 * The page counts something on every visit (an unanswered sorting search, say) and still may be stored:
 * the render does it for its own visitor, and the edge does it again (runVisitEffects) for each visitor
 * it serves the stored copy to. The effect must be registered (registerVisitEffect) under `name`.
 */
export function countOnEveryVisit(name: string, arg: string): void {
  const record = renders().getStore()
  if (record && !record.visitEffects.some((e) => e.name === name && e.arg === arg))
    record.visitEffects.push({ name, arg })
}

/** Does a stored copy's visit effects for one visitor (the edge). Errors are the runners' to report. */
export function runVisitEffects(effects: readonly VisitEffect[], client: string): Promise<unknown> {
  return Promise.all(
    effects.map(({ name, arg }) => {
      const run = visitEffectRunners().get(name)
      if (!run) return Promise.reject(new Error(`no visit effect registered as "${name}"`))
      return run(arg, client)
    }),
  )
}

/**
 * The render shows something that ends at `at` (epoch ms), such as an emergency banner's "show until": a
 * stored page must not outlive it, whatever its readers' time limits.
 */
export function pageValidUntil(at: number): void {
  const record = renders().getStore()
  if (record) record.maxAgeMs = Math.min(record.maxAgeMs, Math.max(0, at - Date.now()))
}

/** Called by the CMS readers (src/lib/content/cache.ts) on every call, cached or not. */
export function recordTags(tags: readonly string[], revalidateSeconds: number | false | undefined): void {
  const record = renders().getStore()
  if (!record) return
  for (const tag of tags) record.tags.add(tag)
  if (typeof revalidateSeconds === 'number') record.maxAgeMs = Math.min(record.maxAgeMs, revalidateSeconds * 1000)
}

type Listener = (tags: readonly string[]) => void
const listeners = () => processSingleton('jaatmeveo.pageCache.expiryListeners', () => new Set<Listener>())
// One value per process start: data cached under an older generation by an earlier run is never read.
const generations = () =>
  processSingleton('jaatmeveo.pageCache.generations', () => ({
    run: Date.now().toString(36),
    byTag: new Map<string, number>(),
  }))

/** Listens for expired tags (the edge page cache). Returns the function that stops listening. */
export function onTagsExpired(listener: Listener): () => void {
  listeners().add(listener)
  return () => listeners().delete(listener)
}

/**
 * The one place content expiry reaches this process's caches: the readers' generation (their data-cache
 * key) moves on and the edge drops its pages. Other instances' expiries arrive here through the cluster's events.
 */
export function announceExpiredTags(tags: readonly string[]): void {
  const { byTag } = generations()
  for (const tag of tags) byTag.set(tag, (byTag.get(tag) ?? 0) + 1)
  for (const listener of listeners()) listener(tags)
}

/** A key part that changes whenever one of the tags expires (src/lib/content/cache.ts). */
export function tagGeneration(tags: readonly string[]): string {
  const { run, byTag } = generations()
  return `${run}:${tags.map((tag) => byTag.get(tag) ?? 0).join('.')}`
}
