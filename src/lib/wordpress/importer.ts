// Writes an old WordPress site (read by rest.ts or wxr.ts) into Payload: media, categories and tags, pages,
// posts with their old permalinks as permanent redirects, and the header menu, with the language versions of
// each translation group joined into one localized document. Idempotent by WordPress id (`wordpressId`); each
// item is written in one transaction, so a broken item is reported and skipped whole, never half-imported.
import { createHash } from 'node:crypto'
import path from 'node:path'
import slugify from 'slugify'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { splitLocale } from '@/i18n/paths'
import { expireTags } from '@/lib/content/expire'
import { normalizePath, stripLanguageSuffix } from '@/lib/content/path'
import { TAGS } from '@/lib/content/tags'
import { isExternalUrl } from '@/lib/navigation/menu'
import { htmlToLexical } from './htmlToLexical'
import { fetchMedia, hostAllowed, hostOf } from './mediaFetch'
import type { SourceEntry, SourceMedia, SourceMenuItem, SourceSite, SourceTerm } from './source'

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

type Grouped<T> = { key: string; members: T[] }
type Written = { id: number; action: Action }
type Target = { collection: 'pages' | 'posts'; path: string }

const ctx = { disableRevalidate: true, wordpressImport: true }
const MAX_FILE = 25 * 1024 * 1024
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
const localeRank = (l: Locale) => locales.indexOf(l)

/** Joins items that name each other as translations (WPML) into groups; the key is the group's lowest id. */
export function groupTranslations<T extends { wpId: number; translations: number[]; lang: Locale }>(
  items: T[],
): Grouped<T>[] {
  const parent = new Map<number, number>()
  const find = (x: number): number => {
    let root = x
    while (parent.get(root) !== undefined && parent.get(root) !== root) root = parent.get(root)!
    parent.set(x, root)
    return root
  }
  const present = new Set(items.map((i) => i.wpId))
  for (const i of items) parent.set(i.wpId, parent.get(i.wpId) ?? i.wpId)
  for (const i of items)
    for (const t of i.translations) {
      if (!present.has(t)) continue
      const [a, b] = [find(i.wpId), find(t)]
      if (a !== b) parent.set(Math.max(a, b), Math.min(a, b))
    }
  const groups = new Map<number, T[]>()
  for (const i of items) groups.set(find(i.wpId), [...(groups.get(find(i.wpId)) ?? []), i])
  return [...groups.values()].map((members) => ({
    key: String(Math.min(...members.map((m) => m.wpId))),
    members: members.sort((a, b) => localeRank(a.lang) - localeRank(b.lang) || a.wpId - b.wpId),
  }))
}

function describeError(error: unknown): string {
  const data = (error as { data?: { errors?: { path?: string; message?: string }[] } })?.data
  const fields = data?.errors?.map((e) => `${e.path ?? '?'}: ${e.message ?? ''}`).join('; ')
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null
  const code = cause ? ((cause as { code?: string }).code ?? cause.message) : null
  const message = `${error instanceof Error ? error.message : String(error)}${code ? ` (${code})` : ''}`
  return fields ? `${message} (${fields})` : message
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The locale-free path of an old address ("/ru/novosti/x/" -> "/novosti/x"). */
export function oldPath(link: string, base: string): string | null {
  try {
    const url = new URL(link, base)
    return normalizePath(splitLocale(safeDecode(url.pathname)).rest)
  } catch {
    return null
  }
}

/**
 * One address segment in our spelling (a-z, 0-9, single hyphens; decision 005's slugs): WordPress keeps
 * non-Latin slugs percent-encoded ("%d0%bd%d0%be…"), so it is decoded, then Cyrillic is transliterated and
 * Estonian letters lose their marks ("Новая площадка" -> "novaya-ploshadka", "tõrva-jäätmejaam" ->
 * "torva-jaatmejaam"), as our own slugs are written ("parnu-service-point…"). Empty when nothing is left.
 */
export function latinSegment(value: string): string {
  // slugify's strict mode drops "_" and "." outright; as word breaks they become hyphens first.
  return slugify(safeDecode(value).replace(/[^\p{L}\p{N}]+/gu, ' '), { lower: true, strict: true, trim: true })
}

/** A path our pages accept: each old segment in latinSegment's spelling; when one has nothing left, `fallback`. */
function toPagePath(link: string, base: string, fallback: string): string {
  const rest = oldPath(link, base) ?? '/'
  const segments = rest.split('/').filter(Boolean).map(latinSegment)
  return segments.some((s) => !s) ? fallback : `/${segments.join('/')}`
}

function toSlug(slug: string, fallback: string): string {
  const clean = stripLanguageSuffix(latinSegment(slug))
  return SLUG.test(clean) ? clean : fallback
}

/** A file address without protocol and WordPress's "-300x200" size suffix, to match resized copies. */
function mediaKey(url: string): string {
  return url
    .replace(/^https?:/, '')
    .replace(/-\d+x\d+(?=\.[a-z0-9]+$)/i, '')
    .replace(/\?.*$/, '')
}

type Collection = 'pages' | 'posts' | 'categories' | 'media' | 'redirects'
type Fields = { localized: string[]; shared: string[] }
type Unit = {
  req: PayloadRequest
  /** A document this unit created (deleted again if the unit fails). */
  created: (collection: Collection, id: number) => void
  /** Call before updating a document: its `fields` are put back if the unit fails. */
  updating: (collection: Collection, id: number, fields: Fields) => Promise<void>
}

const FIELDS: Record<Collection, Fields> = {
  pages: { localized: ['title', 'description', 'layout'], shared: ['path', 'order', 'wordpressId', '_status'] },
  posts: {
    localized: ['title', 'excerpt', 'content'],
    shared: ['slug', 'date', 'sticky', 'categories', 'featuredImage', 'wordpressId', '_status'],
  },
  categories: { localized: ['title'], shared: ['wordpressId'] },
  media: { localized: ['alt'], shared: [] },
  redirects: { localized: [], shared: ['from', 'to', 'type'] },
}

/**
 * One locale's earlier values of a document read with locale "all": null when that locale had none (its new
 * text then stays: Payload cannot empty a required field, and the document existed before in any case).
 */
function restoreData(before: Record<string, unknown>, fields: Fields, l: Locale): Record<string, unknown> | null {
  const data: Record<string, unknown> = {}
  for (const f of fields.localized) {
    const v = (before[f] as Partial<Record<Locale, unknown>> | undefined)?.[l]
    if (v !== undefined && v !== null) data[f] = v
  }
  if (fields.localized.length && !Object.keys(data).length) return null
  if (l === defaultLocale) for (const f of fields.shared) if (f in before) data[f] = before[f]
  return Object.keys(data).length ? data : null
}

export async function importSite(
  payload: Payload,
  site: SourceSite,
  options: ImportOptions = {},
): Promise<ImportReport> {
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
  for (const p of site.problems) add({ item: p.item, action: 'skipped', warnings: [], message: p.message })

  const oldHost = new URL(site.base).host
  const onOldSite = (href: string) => {
    try {
      return new URL(href, site.base).host === oldHost
    } catch {
      return false
    }
  }

  /**
   * Runs `write` as one unit: all of it is stored, or none. It is one transaction on PostgreSQL and on SQLite
   * (decision 020 gave SQLite transactions on one writer connection). Should a database give none, each write
   * records how to undo itself and a failure undoes them in reverse: created documents are deleted, updated
   * ones get their earlier field values back.
   */
  async function atomic<T>(write: (unit: Unit) => Promise<T>): Promise<T> {
    const req = await createLocalReq({ context: ctx }, payload)
    const real = await initTransaction(req)
    if (!real) delete req.transactionID
    const undo: (() => Promise<unknown>)[] = []
    const unit: Unit = {
      req,
      created(collection, id) {
        if (!real) undo.push(() => payload.delete({ collection, id, context: ctx }))
      },
      async updating(collection, id, fields) {
        if (real) return
        const before: Record<string, unknown> = {
          ...(await payload.findByID({ collection, id, locale: 'all', depth: 0, context: ctx })),
        }
        undo.push(async () => {
          for (const l of locales) {
            const data = restoreData(before, fields, l)
            if (data) await payload.update({ collection, id, locale: l, data: data as never, context: ctx })
          }
        })
      },
    }
    try {
      const out = await write(unit)
      if (real) await commitTransaction(req)
      return out
    } catch (error) {
      if (real) await killTransaction(req)
      for (const step of undo.reverse()) await step().catch(() => undefined)
      throw error
    }
  }

  // What is already in the database, read once at the start (a query per item was a large part of the time):
  // documents by WordPress id, post slugs and page paths (to refuse overwriting our own), redirects by path.
  // Each map is kept current as items are written.
  type Known = { id: number; wordpressId?: string | null; url?: string | null }
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
  const known = {
    media: byKey(mediaDocs.docs, (d) => d.wordpressId),
    categories: byKey(categoryDocs.docs, (d) => d.wordpressId),
    pages: byKey(pageDocs.docs, (d) => d.wordpressId),
    posts: byKey(postDocs.docs, (d) => d.wordpressId),
  }
  const pageByPath = byKey(pageDocs.docs, (d) => ('path' in d ? String(d.path) : null))
  const postBySlug = byKey(postDocs.docs, (d) => ('slug' in d ? String(d.slug) : null))
  const redirectByFrom = new Map(redirectDocs.docs.map((r) => [r.from, r.id]))
  const byWordpressId = (collection: keyof typeof known, key: string) => known[collection].get(key) ?? null

  // ---- media --------------------------------------------------------------------------------------------
  const mediaById = new Map<number, number>()
  const mediaByUrl = new Map<string, { id: number; url: string }>()
  /** Files that could not be imported: tried once per run, not again for each resized copy. */
  const failed = new Set<string>()
  const mediaHosts = [hostOf(site.base), ...(options.mediaHosts ?? []).map(hostOf)]
  // The operator sees which hosts the files came from (for an export file, the old site's host is the one
  // the file names), and which listed hosts were left out, with the switch that would allow each.
  const otherHosts = new Set<string>()
  for (const m of site.media) {
    try {
      const url = new URL(m.url)
      if (!hostAllowed(url, mediaHosts)) otherHosts.add(url.host)
    } catch {
      // An unreadable address is reported with its item.
    }
  }
  if (site.media.length) report.notes.push(`media downloaded only from ${mediaHosts.join(', ')}`)
  if (otherHosts.size)
    report.notes.push(
      `media on other hosts skipped: ${[...otherHosts].slice(0, 10).join(', ')} (name an upload host with --media-host)`,
    )

  // From the old site or a named upload host, public addresses only, each redirect checked, bytes capped,
  // and the type and extension taken from the file's bytes (./mediaFetch.ts).
  async function fetchFile(url: string): Promise<{ data: Buffer; mimetype: string; name: string }> {
    const file = await fetchMedia(url, {
      allowedHosts: mediaHosts,
      maxBytes: options.maxFileBytes ?? MAX_FILE,
      addressAllowed: options.mediaAddressAllowed,
    })
    // A Cyrillic or accented file name is transliterated like a slug, so the stored name stays readable.
    const { name } = path.parse(safeDecode(new URL(url).pathname))
    return { data: file.data, mimetype: file.mimetype, name: `${latinSegment(name) || 'file'}.${file.ext}` }
  }

  type File = Awaited<ReturnType<typeof fetchFile>>
  /** Downloads run this many files ahead of the writes, so the old site's latency overlaps the work here. */
  const DOWNLOAD_AHEAD = 4

  async function importMediaGroups(groups: Grouped<SourceMedia>[]) {
    const pending = new Map<string, Promise<File>>()
    const start = (g: Grouped<SourceMedia> | undefined) => {
      if (!g || dryRun || known.media.has(g.key) || pending.has(g.key)) return
      const p = fetchFile(g.members[0].url)
      p.catch(() => undefined) // reported by importMedia when it awaits it
      pending.set(g.key, p)
    }
    for (let i = 0; i < groups.length; i++) {
      for (let j = i; j < i + DOWNLOAD_AHEAD; j++) start(groups[j])
      await importMedia(groups[i], pending.get(groups[i].key))
      pending.delete(groups[i].key)
    }
  }

  async function importMedia(group: Grouped<SourceMedia>, download?: Promise<File>) {
    const first = group.members[0]
    const item =
      first.wpId > 0 ? `media ${group.members.map((m) => m.wpId).join('/')} ${first.url}` : `image ${first.url}`
    const alt = (l: Locale) => {
      const m = group.members.find((x) => x.lang === l) ?? first
      return (m.alt || m.title || path.basename(new URL(m.url).pathname)).slice(0, 500)
    }
    try {
      const existing = await byWordpressId('media', group.key)
      let written: Written & { url?: string | null }
      if (dryRun) written = { id: existing?.id ?? 0, action: existing ? 'would update' : 'would create' }
      else
        written = await atomic(async ({ req, created, updating }) => {
          let id = existing?.id
          let url = existing?.url
          if (id) await updating('media', id, FIELDS.media)
          else {
            const file = await (download ?? fetchFile(first.url))
            const doc = await payload.create({
              collection: 'media',
              locale: defaultLocale,
              data: { alt: alt('et'), wordpressId: group.key },
              file: { ...file, size: file.data.length },
              req,
              context: ctx,
            })
            id = doc.id
            url = doc.url
            created('media', id)
          }
          for (const l of locales) {
            if (existing || l !== defaultLocale)
              await payload.update({ collection: 'media', id, locale: l, data: { alt: alt(l) }, req, context: ctx })
          }
          const action: Action = existing ? 'updated' : 'created'
          return { id, url, action }
        })
      const url = (!dryRun && written.url) || first.url
      if (!dryRun && !existing) known.media.set(group.key, { id: written.id, url })
      for (const m of group.members) {
        mediaById.set(m.wpId, written.id)
        mediaByUrl.set(mediaKey(m.url), { id: written.id, url })
      }
      add({ item, action: written.action, warnings: [] })
    } catch (error) {
      for (const m of group.members) failed.add(mediaKey(m.url))
      add({ item, action: 'skipped', warnings: [], message: describeError(error) })
    }
  }

  await importMediaGroups(groupTranslations(site.media))

  // Images in content that the media library did not list (inserted by address): fetched once each.
  const IMG = /<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi
  const loose = new Map<string, string>()
  for (const e of site.entries)
    for (const m of e.html.matchAll(IMG)) {
      if (!onOldSite(m[1])) continue
      const src = new URL(m[1], site.base).toString()
      const key = mediaKey(src)
      if (!mediaByUrl.has(key) && !failed.has(key) && !loose.has(key)) loose.set(key, src)
    }
  await importMediaGroups(
    [...loose].map(([key, src]) => ({
      key: `url:${createHash('sha1').update(key).digest('hex').slice(0, 16)}`,
      members: [{ wpId: -1, url: src, mime: '', alt: '', title: '', lang: 'et', translations: [] }],
    })),
  )

  // ---- categories and tags --------------------------------------------------------------------------------
  const termById = new Map<number, number>()
  async function importTerms(taxonomy: SourceTerm['taxonomy']) {
    for (const group of groupTranslations(site.terms.filter((t) => t.taxonomy === taxonomy))) {
      const first = group.members[0]
      const prefix = taxonomy === 'post_tag' ? 'tag-' : ''
      const slug = `${prefix}${toSlug(first.slug, `term-${group.key}`)}`
      const item = `${taxonomy === 'category' ? 'category' : 'tag'} ${group.members.map((m) => m.wpId).join('/')} ${slug}`
      const warnings: string[] = []
      try {
        let existing = await byWordpressId('categories', group.key)
        if (!existing) {
          const bySlug = await payload.find({
            collection: 'categories',
            where: { slug: { equals: slug } },
            limit: 1,
            depth: 0,
          })
          const doc = bySlug.docs[0]
          if (doc?.wordpressId) throw new Error(`slug "${slug}" belongs to WordPress term ${doc.wordpressId}`)
          // A category of ours with the same slug (news, emergency-notices) is the same category: adopt it.
          if (doc) warnings.push(`joined with the existing category "${slug}"`)
          existing = doc ?? null
        }
        const name = (l: Locale) => (group.members.find((m) => m.lang === l) ?? first).name || slug
        const written: Written = dryRun
          ? { id: existing?.id ?? 0, action: existing ? 'would update' : 'would create' }
          : await atomic(async ({ req, created, updating }) => {
              if (existing) await updating('categories', existing.id, FIELDS.categories)
              const id =
                existing?.id ??
                (
                  await payload.create({
                    collection: 'categories',
                    locale: defaultLocale,
                    data: { slug, title: name('et'), wordpressId: group.key },
                    req,
                    context: ctx,
                  })
                ).id
              if (!existing) created('categories', id)
              for (const l of locales)
                await payload.update({
                  collection: 'categories',
                  id,
                  locale: l,
                  data: { title: name(l), ...(l === defaultLocale ? { wordpressId: group.key } : {}) },
                  req,
                  context: ctx,
                })
              return { id, action: existing ? 'updated' : 'created' }
            })
        if (!dryRun) known.categories.set(group.key, { id: written.id })
        for (const m of group.members) termById.set(m.wpId, written.id)
        add({ item, action: written.action, warnings })
      } catch (error) {
        add({ item, action: 'skipped', warnings, message: describeError(error) })
      }
    }
  }
  await importTerms('category')
  await importTerms('post_tag')

  // ---- pages and posts: addresses first, so links between them can be rewritten --------------------------
  const entryGroups = groupTranslations(site.entries)
  const targets = new Map<string, Target>()
  const targetByWpId = new Map<number, Target>()
  const pathByOld = new Map<string, string>()
  for (const g of entryGroups) {
    const primary = g.members[0]
    const target: Target =
      primary.kind === 'page'
        ? { collection: 'pages', path: toPagePath(primary.link, site.base, `/wp-${g.key}`) }
        : { collection: 'posts', path: `/about/news/${toSlug(primary.slug, `post-${g.key}`)}` }
    targets.set(g.key, target)
    for (const m of g.members) {
      targetByWpId.set(m.wpId, target)
      const old = oldPath(m.link, site.base)
      if (old) pathByOld.set(old, target.path)
    }
  }

  /** An address in content or a menu, as this site's locale-free path when it pointed at the old site. */
  function rewrite(href: string): string {
    if (!onOldSite(href) || /^(mailto|tel):/i.test(href) || href.startsWith('#')) return href
    const known = mediaByUrl.get(mediaKey(new URL(href, site.base).toString()))
    if (known && !dryRun) return known.url
    const url = new URL(href, site.base)
    const old = oldPath(url.toString(), site.base) ?? '/'
    return `${pathByOld.get(old) ?? old}${url.hash}`
  }

  const STATUS: Record<string, 'published' | 'draft'> = {
    publish: 'published',
    draft: 'draft',
    pending: 'draft',
    future: 'draft',
  }

  async function importEntry(group: Grouped<SourceEntry>) {
    const target = targets.get(group.key)!
    const kind = group.members[0].kind
    const warnings: string[] = []
    const members: SourceEntry[] = []
    for (const m of group.members) {
      if (!STATUS[m.status]) warnings.push(`${m.lang} version ${m.wpId} is "${m.status}": left out`)
      else if (members.some((x) => x.lang === m.lang))
        warnings.push(`a second ${m.lang} version (${m.wpId}) was left out`)
      else members.push(m)
    }
    const item = `${kind} ${group.members.map((m) => `${m.wpId}${m.lang}`).join('/')} ${target.path}`
    if (!members.length) return add({ item, action: 'skipped', warnings, message: 'no published or draft version' })
    const primary = members.find((m) => m.lang === defaultLocale) ?? members[0]
    if (primary.lang !== defaultLocale) warnings.push(`no Estonian version: the ${primary.lang} text stands in for it`)
    try {
      const versions = new Map<Locale, SourceEntry>()
      for (const l of locales) {
        const m = members.find((x) => x.lang === l) ?? (l === defaultLocale ? primary : undefined)
        if (m) versions.set(l, m)
      }
      const localized = new Map<Locale, Record<string, unknown>>()
      for (const [l, m] of versions) {
        if (!m.title.trim()) throw new Error(`the ${m.lang} version (${m.wpId}) has no title`)
        const { state, warnings: w } = htmlToLexical(m.html, {
          image: (src, wpId) =>
            (wpId !== null && mediaById.get(wpId)) ||
            mediaByUrl.get(mediaKey(new URL(src, site.base).toString()))?.id ||
            (dryRun && onOldSite(src) ? 0 : null),
          link: rewrite,
          autop: m.raw,
          source: `WordPress ${m.kind} ${m.wpId} (${m.lang})`,
        })
        if (l === m.lang) warnings.push(...w.map((x) => `${l}: ${x}`))
        const status = STATUS[m.status]
        localized.set(
          l,
          kind === 'page'
            ? {
                title: m.title,
                description: m.excerpt || undefined,
                layout: [{ blockType: 'richText', body: state }],
                _status: status,
              }
            : { title: m.title, excerpt: m.excerpt || undefined, content: state, _status: status },
        )
      }
      const collection = target.collection
      const slug = target.path.slice('/about/news/'.length)
      const existing = await byWordpressId(collection, group.key)
      if (!existing) {
        const clash = collection === 'pages' ? pageByPath.get(target.path) : postBySlug.get(slug)
        if (clash)
          throw new Error(
            `${collection === 'pages' ? 'path' : 'slug'} ${collection === 'pages' ? target.path : slug} is already used by ${collection} ${clash.id}${clash.wordpressId ? ` (WordPress ${clash.wordpressId})` : ', which did not come from WordPress'}`,
          )
      }
      const featured = members.map((m) => mediaById.get(m.featuredMedia)).find((id) => id !== undefined)
      if (members.some((m) => m.featuredMedia && !mediaById.has(m.featuredMedia)))
        warnings.push('featured image was not imported')
      const categories = [
        ...new Set(
          members
            .flatMap((m) => [...m.categories, ...m.tags])
            .flatMap((id) => (termById.has(id) ? [termById.get(id)!] : [])),
        ),
      ]
      const shared =
        collection === 'pages'
          ? { path: target.path, order: primary.menuOrder, wordpressId: group.key }
          : {
              slug,
              date: primary.date,
              sticky: primary.sticky,
              categories,
              featuredImage: featured && featured > 0 ? featured : null,
              wordpressId: group.key,
            }
      const redirects = new Set<string>()
      for (const m of members) {
        const old = oldPath(m.link, site.base)
        if (old && old !== '/' && old !== target.path) redirects.add(old)
      }
      let written: Written
      const madeRedirects: [string, number][] = []
      if (dryRun) written = { id: existing?.id ?? 0, action: existing ? 'would update' : 'would create' }
      else
        written = await atomic(async ({ req, created, updating }) => {
          const etData = { ...localized.get(defaultLocale)!, ...shared }
          if (existing) await updating(collection, existing.id, FIELDS[collection])
          const id =
            existing?.id ??
            (await payload.create({ collection, locale: defaultLocale, data: etData as never, req, context: ctx })).id
          if (!existing) created(collection, id)
          if (existing)
            await payload.update({ collection, id, locale: defaultLocale, data: etData as never, req, context: ctx })
          for (const [l, data] of localized)
            if (l !== defaultLocale)
              await payload.update({ collection, id, locale: l, data: data as never, req, context: ctx })
          for (const from of redirects) {
            const data = {
              from,
              to: { type: 'reference' as const, reference: { relationTo: collection, value: id } },
              type: '301' as const,
            }
            const found = redirectByFrom.get(from)
            if (found) {
              await updating('redirects', found, FIELDS.redirects)
              await payload.update({ collection: 'redirects', id: found, data, req, context: ctx })
            } else {
              const made = await payload.create({ collection: 'redirects', data, req, context: ctx })
              created('redirects', made.id)
              madeRedirects.push([from, made.id])
            }
          }
          return { id, action: existing ? 'updated' : 'created' } as Written
        })
      // Only once the item is stored: a rolled-back one leaves the maps as the database is.
      for (const [from, id] of madeRedirects) redirectByFrom.set(from, id)
      if (!dryRun && !existing) {
        known[collection].set(group.key, { id: written.id, wordpressId: group.key })
        if (collection === 'pages') pageByPath.set(target.path, { id: written.id, wordpressId: group.key })
        else postBySlug.set(slug, { id: written.id, wordpressId: group.key })
      }
      add({ item, action: written.action, warnings })
    } catch (error) {
      add({ item, action: 'skipped', warnings, message: describeError(error) })
    }
  }

  for (const g of entryGroups.filter((g) => g.members[0].kind === 'page')) await importEntry(g)
  for (const g of entryGroups.filter((g) => g.members[0].kind === 'post')) await importEntry(g)

  // ---- header menu: one per language, replaced whole ------------------------------------------------------
  for (const l of locales) {
    const items = site.menuItems.filter((m) => m.lang === l)
    if (!items.length) continue
    const warnings: string[] = []
    const url = (m: SourceMenuItem) => {
      const target = m.objectId !== null ? targetByWpId.get(m.objectId) : undefined
      if (target) return target.path
      if (!m.url || m.url === '#') return null
      return isExternalUrl(m.url) && !onOldSite(m.url) ? m.url : rewrite(m.url)
    }
    const ids = new Set(items.map((m) => m.wpId))
    const byOrder = (a: SourceMenuItem, b: SourceMenuItem) => a.order - b.order
    const top = items.filter((m) => m.parent === 0 || !ids.has(m.parent)).sort(byOrder)
    const below = (parent: number): SourceMenuItem[] =>
      items
        .filter((m) => m.parent === parent)
        .sort(byOrder)
        .flatMap((m) => {
          const deeper = below(m.wpId)
          if (deeper.length) warnings.push(`"${m.title}": a third menu level was moved up a level`)
          return [m, ...deeper]
        })
    // A menu item that points at a page or post and has no label of its own shows that page's title.
    const label = (m: SourceMenuItem) =>
      m.title || (m.objectId !== null ? (site.entries.find((e) => e.wpId === m.objectId)?.title ?? '') : '')
    const entry = (m: SourceMenuItem, order: number) => {
      const href = url(m)
      const title = label(m)
      if (!href || !title) {
        warnings.push(`"${m.title || m.wpId}" has no address or label: left out`)
        return null
      }
      return { label: title, url: href, openInNewTab: m.newTab, external: isExternalUrl(href), order }
    }
    const menu = top.flatMap((m, i) => {
      const children = below(m.wpId).flatMap((c, j) => {
        const e = entry(c, j + 1)
        return e ? [e] : []
      })
      // A group heading without an address of its own ("#", common in WordPress menus) opens its first entry.
      const own = url(m) ? entry(m, i + 1) : null
      const title = label(m)
      const group = own ?? (children[0] && title ? { ...children[0], label: title, order: i + 1 } : entry(m, i + 1))
      return group ? [{ ...group, children }] : []
    })
    const item = `header menu (${l}): ${menu.length} groups`
    try {
      if (!dryRun)
        await atomic(({ req }) =>
          payload.updateGlobal({ slug: 'header-menu', locale: l, data: { items: menu }, req, context: ctx }),
        )
      add({ item, action: dryRun ? 'would update' : 'updated', warnings })
    } catch (error) {
      add({ item, action: 'skipped', warnings, message: describeError(error) })
    }
  }
  // The documents were written with the per-document expiry hooks off: one expiry for the run, here and,
  // from a script, in every server running on this database (src/lib/cluster/events.ts).
  if (!dryRun && report.counts.created + report.counts.updated > 0)
    await expireTags([TAGS.pages, TAGS.posts, TAGS.categories, TAGS.media, TAGS.redirects, TAGS.headerMenu])
  return report
}

/** The report as text lines: one per item, its warnings indented below it, totals last. */
export function formatReport(report: ImportReport): string {
  const lines = report.items.map((i) =>
    [
      `${i.action.padEnd(12)} ${i.item}${i.message ? ` — ${i.message}` : ''}`,
      ...i.warnings.map((w) => `             ! ${w}`),
    ].join('\n'),
  )
  const c = report.counts
  return [
    ...report.notes.map((n) => `note: ${n}`),
    ...lines,
    `${report.dryRun ? 'Dry run (nothing written): would create' : 'Created'} ${c.created}, ${report.dryRun ? 'would update' : 'updated'} ${c.updated}, skipped ${c.skipped}, warnings ${c.warnings}.`,
  ].join('\n')
}
