// The entries step: pages and posts, each translation group one localized document. Every entry's address is
// planned first (planEntries), so links between entries and menu items can be rewritten to this site's paths.
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { htmlToLexical } from '../htmlToLexical'
import type { SourceEntry } from '../source'
import { atomic, rewriteLink, WRITE_CONTEXT, type ImportContext, type Target, type Written } from './context'
import { describeError, groupTranslations, mediaKey, oldPath, toPagePath, toSlug, type Grouped } from './names'
import { redirectPaths, rememberRedirects, writeRedirects } from './redirects'

const STATUS: Record<string, 'published' | 'draft'> = {
  publish: 'published',
  draft: 'draft',
  pending: 'draft',
  future: 'draft',
}
const NEWS = '/about/news/'

/** Where an entry group lands: a page at its old path in our spelling, a post under the news. */
export function entryTarget(group: Grouped<SourceEntry>, base: string): Target {
  const primary = group.members[0]
  return primary.kind === 'page'
    ? { collection: 'pages', path: toPagePath(primary.link, base, `/wp-${group.key}`) }
    : { collection: 'posts', path: `${NEWS}${toSlug(primary.slug, `post-${group.key}`)}` }
}

/** Groups the entries and records each group's address, by group, by WordPress id and by old path. */
export function planEntries(ctx: ImportContext): Grouped<SourceEntry>[] {
  const groups = groupTranslations(ctx.site.entries)
  for (const g of groups) {
    const target = entryTarget(g, ctx.site.base)
    ctx.targets.set(g.key, target)
    for (const m of g.members) {
      ctx.targetByWpId.set(m.wpId, target)
      const old = oldPath(m.link, ctx.site.base)
      if (old) ctx.pathByOld.set(old, target.path)
    }
  }
  return groups
}

/**
 * The language versions an entry keeps: one per language, published or draft; the others are named in
 * warnings. `primary` is the Estonian version, or the first kept one standing in for it.
 */
export function keptVersions(group: Grouped<SourceEntry>): {
  members: SourceEntry[]
  primary: SourceEntry | undefined
  warnings: string[]
} {
  const warnings: string[] = []
  const members: SourceEntry[] = []
  for (const m of group.members) {
    if (!STATUS[m.status]) warnings.push(`${m.lang} version ${m.wpId} is "${m.status}": left out`)
    else if (members.some((x) => x.lang === m.lang))
      warnings.push(`a second ${m.lang} version (${m.wpId}) was left out`)
    else members.push(m)
  }
  const primary = members.find((m) => m.lang === defaultLocale) ?? members[0]
  if (primary && primary.lang !== defaultLocale)
    warnings.push(`no Estonian version: the ${primary.lang} text stands in for it`)
  return { members, primary, warnings }
}

/** Pages first, then posts (a post's links may name a page). */
export async function importEntries(ctx: ImportContext, groups: Grouped<SourceEntry>[]): Promise<void> {
  for (const g of groups.filter((g) => g.members[0].kind === 'page')) await importEntry(ctx, g)
  for (const g of groups.filter((g) => g.members[0].kind === 'post')) await importEntry(ctx, g)
}

async function importEntry(ctx: ImportContext, group: Grouped<SourceEntry>): Promise<void> {
  const { payload, site, dryRun } = ctx
  const target = ctx.targets.get(group.key)!
  const kind = group.members[0].kind
  const { members, primary, warnings } = keptVersions(group)
  const item = `${kind} ${group.members.map((m) => `${m.wpId}${m.lang}`).join('/')} ${target.path}`
  if (!primary) return ctx.add({ item, action: 'skipped', warnings, message: 'no published or draft version' })
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
          (wpId !== null && ctx.mediaById.get(wpId)) ||
          ctx.mediaByUrl.get(mediaKey(new URL(src, site.base).toString()))?.id ||
          (dryRun && ctx.onOldSite(src) ? 0 : null),
        link: (href) => rewriteLink(ctx, href),
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
    const slug = target.path.slice(NEWS.length)
    const existing = ctx.known[collection].get(group.key) ?? null
    if (!existing) {
      const clash = collection === 'pages' ? ctx.pageByPath.get(target.path) : ctx.postBySlug.get(slug)
      if (clash)
        throw new Error(
          `${collection === 'pages' ? 'path' : 'slug'} ${collection === 'pages' ? target.path : slug} is already used by ${collection} ${clash.id}${clash.wordpressId ? ` (WordPress ${clash.wordpressId})` : ', which did not come from WordPress'}`,
        )
    }
    const featured = members.map((m) => ctx.mediaById.get(m.featuredMedia)).find((id) => id !== undefined)
    if (members.some((m) => m.featuredMedia && !ctx.mediaById.has(m.featuredMedia)))
      warnings.push('featured image was not imported')
    const categories = [
      ...new Set(
        members
          .flatMap((m) => [...m.categories, ...m.tags])
          .flatMap((id) => (ctx.termById.has(id) ? [ctx.termById.get(id)!] : [])),
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
    const redirects = redirectPaths(members, site.base, target.path)
    let written: Written
    let madeRedirects: [string, number][] = []
    if (dryRun) written = { id: existing?.id ?? 0, action: existing ? 'would update' : 'would create' }
    else
      written = await atomic(ctx, async (req) => {
        const etData = { ...localized.get(defaultLocale)!, ...shared }
        const id =
          existing?.id ??
          (
            await payload.create({
              collection,
              locale: defaultLocale,
              data: etData as never,
              req,
              context: WRITE_CONTEXT,
            })
          ).id
        if (existing)
          await payload.update({
            collection,
            id,
            locale: defaultLocale,
            data: etData as never,
            req,
            context: WRITE_CONTEXT,
          })
        for (const [l, data] of localized)
          if (l !== defaultLocale)
            await payload.update({ collection, id, locale: l, data: data as never, req, context: WRITE_CONTEXT })
        madeRedirects = await writeRedirects(ctx, req, collection, id, redirects)
        return { id, action: existing ? 'updated' : 'created' } as Written
      })
    rememberRedirects(ctx, madeRedirects)
    if (!dryRun && !existing) {
      ctx.known[collection].set(group.key, { id: written.id, wordpressId: group.key })
      if (collection === 'pages') ctx.pageByPath.set(target.path, { id: written.id, wordpressId: group.key })
      else ctx.postBySlug.set(slug, { id: written.id, wordpressId: group.key })
    }
    ctx.add({ item, action: written.action, warnings })
  } catch (error) {
    ctx.add({ item, action: 'skipped', warnings, message: describeError(error) })
  }
}
