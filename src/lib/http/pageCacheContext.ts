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
}

export function newRenderRecord(): RenderRecord {
  return { cacheable: false, vetoed: false, tags: new Set(), maxAgeMs: Number.POSITIVE_INFINITY }
}

const renders = () => processSingleton('jaatmeveo.pageCache.renders', () => new AsyncLocalStorage<RenderRecord>())

/** Runs `render` (the Next handler) with `record` open, so the page's readers can fill it. */
export function withRenderRecord<T>(record: RenderRecord, render: () => T): T {
  return renders().run(record, render)
}

/**
 * A page whose HTML depends only on its address (no query string: the edge does not store those) and the
 * CMS content its readers tag may be stored by the edge. Pages that do not call this are never stored.
 */
export function cacheablePage(): void {
  const record = renders().getStore()
  if (record) record.cacheable = true
}

/** This render must not be stored, whatever the page said (a single-use form token, say). */
export function uncacheablePage(): void {
  const record = renders().getStore()
  if (record) record.vetoed = true
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
 * key) moves on and the edge drops its pages. Several server instances would broadcast here.
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
