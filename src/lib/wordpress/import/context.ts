// What the steps of one import share (./media.ts, ./terms.ts, ./entries.ts, ./redirects.ts, ./menus.ts): the
// report, what the database already holds, the ids each step gave the items it wrote, and the one way to write.
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import type { SourceSite } from '../source'
import { mediaKey, oldPath } from './names'

export type Action = 'created' | 'updated' | 'skipped' | 'would create' | 'would update'
export type ItemReport = { item: string; action: Action; warnings: string[]; message?: string }
export type ImportReport = {
  dryRun: boolean
  items: ItemReport[]
  notes: string[]
  counts: { created: number; updated: number; skipped: number; warnings: number }
}
export type ImportOptions = {
  dryRun?: boolean
  /**
   * Hosts media may also come from besides the old site's own (its uploads on a CDN, say), as the operator
   * named them: "cdn.example.ee" or "https://cdn.example.ee".
   */
  mediaHosts?: readonly string[]
  /**
   * Tests and the benchmark only (their stand-in sites listen on loopback): which connected addresses media
   * may come from. Default: public addresses only. The import command never sets it.
   */
  mediaAddressAllowed?: (address: string) => boolean
  /** Largest file downloaded, bytes. */
  maxFileBytes?: number
  /** Called as each item is reported (the benchmark's progress lines). */
  onItem?: (item: ItemReport) => void
}

/** What writing one item did: the document's id and the report's word for it. */
export type Written = { id: number; action: Action }
/** Where a page or post lands on this site. */
export type Target = { collection: 'pages' | 'posts'; path: string }
/** A document already in the database, as the import reads it. */
export type Known = { id: number; wordpressId?: string | null; url?: string | null }

/** The context of every write: the per-document expiry hooks off (one expiry for the run, at the end). */
export const WRITE_CONTEXT = { disableRevalidate: true, wordpressImport: true }

export type ImportContext = {
  payload: Payload
  site: SourceSite
  options: ImportOptions
  dryRun: boolean
  report: ImportReport
  /** Adds an item to the report (and tells options.onItem). */
  add: (item: ItemReport) => void
  /** Whether an address points at the old site. */
  onOldSite: (href: string) => boolean
  /** Documents that came from WordPress, by WordPress id (a group's key); kept current as items are written. */
  known: Record<'media' | 'categories' | 'pages' | 'posts', Map<string, Known>>
  /** Our pages by path and posts by slug, from WordPress or not: an import never overwrites our own. */
  pageByPath: Map<string, Known>
  postBySlug: Map<string, Known>
  /** Redirects by their old path. */
  redirectByFrom: Map<string, number>
  /** The media step's results: the document of a WordPress attachment id, and of a file address (mediaKey). */
  mediaById: Map<number, number>
  mediaByUrl: Map<string, { id: number; url: string }>
  /** The terms step's result: the category of a WordPress term id. */
  termById: Map<number, number>
  /** The entries' addresses, planned before any is written so links between them can be rewritten. */
  targets: Map<string, Target>
  targetByWpId: Map<number, Target>
  pathByOld: Map<string, string>
}

/** The maps the steps fill as they go (media, terms, the entries' planned addresses), empty at the start. */
export function stepResults(): Pick<
  ImportContext,
  'mediaById' | 'mediaByUrl' | 'termById' | 'targets' | 'targetByWpId' | 'pathByOld'
> {
  return {
    mediaById: new Map(),
    mediaByUrl: new Map(),
    termById: new Map(),
    targets: new Map(),
    targetByWpId: new Map(),
    pathByOld: new Map(),
  }
}

/** The report, what the database holds, and empty maps for the steps to fill. */
export async function createContext(
  payload: Payload,
  site: SourceSite,
  options: ImportOptions,
): Promise<ImportContext> {
  const dryRun = Boolean(options.dryRun)
  const report: ImportReport = {
    dryRun,
    items: [],
    notes: [...site.notes],
    counts: { created: 0, updated: 0, skipped: 0, warnings: 0 },
  }
  const add = (item: ItemReport) => {
    report.items.push(item)
    if (item.action === 'skipped') report.counts.skipped++
    else if (item.action === 'created' || item.action === 'would create') report.counts.created++
    else report.counts.updated++
    report.counts.warnings += item.warnings.length
    options.onItem?.(item)
  }
  const oldHost = new URL(site.base).host
  const onOldSite = (href: string) => {
    try {
      return new URL(href, site.base).host === oldHost
    } catch {
      return false
    }
  }

  // What is already in the database, read once at the start (a query per item was a large part of the time):
  // documents by WordPress id, post slugs and page paths (to refuse overwriting our own), redirects by path.
  const byKey = (docs: Known[], key: (d: Known) => string | null | undefined) =>
    new Map<string, Known>(docs.flatMap((d) => (key(d) ? [[key(d)!, d] as const] : [])))
  const all = { depth: 0, pagination: false, where: { wordpressId: { exists: true } } } as const
  const [mediaDocs, categoryDocs, pageDocs, postDocs, redirectDocs] = await Promise.all([
    payload.find({ collection: 'media', ...all, select: { wordpressId: true, filename: true, url: true } }),
    payload.find({ collection: 'categories', ...all, select: { wordpressId: true } }),
    payload.find({ collection: 'pages', depth: 0, pagination: false, select: { wordpressId: true, path: true } }),
    payload.find({ collection: 'posts', depth: 0, pagination: false, select: { wordpressId: true, slug: true } }),
    payload.find({ collection: 'redirects', depth: 0, pagination: false, select: { from: true } }),
  ])
  return {
    payload,
    site,
    options,
    dryRun,
    report,
    add,
    onOldSite,
    known: {
      media: byKey(mediaDocs.docs, (d) => d.wordpressId),
      categories: byKey(categoryDocs.docs, (d) => d.wordpressId),
      pages: byKey(pageDocs.docs, (d) => d.wordpressId),
      posts: byKey(postDocs.docs, (d) => d.wordpressId),
    },
    pageByPath: byKey(pageDocs.docs, (d) => ('path' in d ? String(d.path) : null)),
    postBySlug: byKey(postDocs.docs, (d) => ('slug' in d ? String(d.slug) : null)),
    redirectByFrom: new Map(redirectDocs.docs.map((r) => [r.from, r.id])),
    ...stepResults(),
  }
}

/**
 * Runs `write` as one unit: all of it is stored, or none. It is one transaction on PostgreSQL and on SQLite
 * (decision 020 gave SQLite transactions on one writer connection; src/lib/db/adapter.ts configures both).
 * A database without transactions would leave a failed item half-written, so it is refused, not worked around.
 */
export async function atomic<T>(ctx: ImportContext, write: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({ context: WRITE_CONTEXT }, ctx.payload)
  if (!(await initTransaction(req)))
    throw new Error('the database gave no transaction: the import writes each item in one, all or nothing')
  try {
    const out = await write(req)
    await commitTransaction(req)
    return out
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** An address in content or a menu, as this site's locale-free path when it pointed at the old site. */
export function rewriteLink(ctx: ImportContext, href: string): string {
  if (!ctx.onOldSite(href) || /^(mailto|tel):/i.test(href) || href.startsWith('#')) return href
  const url = new URL(href, ctx.site.base)
  const media = ctx.mediaByUrl.get(mediaKey(url.toString()))
  if (media && !ctx.dryRun) return media.url
  const old = oldPath(url.toString(), ctx.site.base) ?? '/'
  return `${ctx.pathByOld.get(old) ?? old}${url.hash}`
}
