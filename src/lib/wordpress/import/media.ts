// The media step: the library's files, then images the content shows by address that the library did not list.
import { createHash } from 'node:crypto'
import path from 'node:path'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { fetchMedia, hostAllowed, hostOf } from '../mediaFetch'
import type { SourceMedia, SourceSite } from '../source'
import { atomic, WRITE_CONTEXT, type Action, type ImportContext, type Written } from './context'
import { describeError, groupTranslations, latinSegment, mediaKey, safeDecode, type Grouped } from './names'

const MAX_FILE = 25 * 1024 * 1024
/** Downloads run this many files ahead of the writes, so the old site's latency overlaps the work here. */
const DOWNLOAD_AHEAD = 4
const IMG = /<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi

type File = { data: Buffer; mimetype: string; name: string }

/**
 * The hosts files may come from (the old site's and those the operator named) and the report's notes on them:
 * which hosts the files came from (for an export file, the old site's host is the one the file names), and
 * which listed hosts were left out, with the switch that would allow each.
 */
export function mediaHostNotes(site: SourceSite, named: readonly string[] = []): { hosts: string[]; notes: string[] } {
  const hosts = [hostOf(site.base), ...named.map(hostOf)]
  const otherHosts = new Set<string>()
  for (const m of site.media) {
    try {
      const url = new URL(m.url)
      if (!hostAllowed(url, hosts)) otherHosts.add(url.host)
    } catch {
      // An unreadable address is reported with its item.
    }
  }
  const notes: string[] = []
  if (site.media.length) notes.push(`media downloaded only from ${hosts.join(', ')}`)
  if (otherHosts.size)
    notes.push(
      `media on other hosts skipped: ${[...otherHosts].slice(0, 10).join(', ')} (name an upload host with --media-host)`,
    )
  return { hosts, notes }
}

/**
 * Images in the entries' content on the old site that neither the library nor a failed try covers, once
 * each, as groups of one with a key made from the address.
 */
export function looseImages(
  site: SourceSite,
  onOldSite: (href: string) => boolean,
  covered: (key: string) => boolean,
): Grouped<SourceMedia>[] {
  const loose = new Map<string, string>()
  for (const e of site.entries)
    for (const m of e.html.matchAll(IMG)) {
      if (!onOldSite(m[1])) continue
      const src = new URL(m[1], site.base).toString()
      const key = mediaKey(src)
      if (!covered(key) && !loose.has(key)) loose.set(key, src)
    }
  return [...loose].map(([key, src]) => ({
    key: `url:${createHash('sha1').update(key).digest('hex').slice(0, 16)}`,
    members: [{ wpId: -1, url: src, mime: '', alt: '', title: '', lang: 'et', translations: [] }],
  }))
}

/** The alt text of a file in one language: its own, the title, or the file name; at most 500 characters. */
export function altText(group: Grouped<SourceMedia>, l: Locale): string {
  const m = group.members.find((x) => x.lang === l) ?? group.members[0]
  return (m.alt || m.title || path.basename(new URL(m.url).pathname)).slice(0, 500)
}

export async function importMedia(ctx: ImportContext): Promise<void> {
  const { hosts, notes } = mediaHostNotes(ctx.site, ctx.options.mediaHosts)
  ctx.report.notes.push(...notes)
  /** Files that could not be imported: tried once per run, not again for each resized copy. */
  const failed = new Set<string>()

  // From the old site or a named upload host, public addresses only, each redirect checked, bytes capped,
  // and the type and extension taken from the file's bytes (../mediaFetch.ts).
  async function fetchFile(url: string): Promise<File> {
    const file = await fetchMedia(url, {
      allowedHosts: hosts,
      maxBytes: ctx.options.maxFileBytes ?? MAX_FILE,
      addressAllowed: ctx.options.mediaAddressAllowed,
    })
    // A Cyrillic or accented file name is transliterated like a slug, so the stored name stays readable.
    const { name } = path.parse(safeDecode(new URL(url).pathname))
    return { data: file.data, mimetype: file.mimetype, name: `${latinSegment(name) || 'file'}.${file.ext}` }
  }

  async function importGroups(groups: Grouped<SourceMedia>[]) {
    const pending = new Map<string, Promise<File>>()
    const start = (g: Grouped<SourceMedia> | undefined) => {
      if (!g || ctx.dryRun || ctx.known.media.has(g.key) || pending.has(g.key)) return
      const p = fetchFile(g.members[0].url)
      p.catch(() => undefined) // reported by importGroup when it awaits it
      pending.set(g.key, p)
    }
    for (let i = 0; i < groups.length; i++) {
      for (let j = i; j < i + DOWNLOAD_AHEAD; j++) start(groups[j])
      await importGroup(groups[i], pending.get(groups[i].key))
      pending.delete(groups[i].key)
    }
  }

  async function importGroup(group: Grouped<SourceMedia>, download?: Promise<File>) {
    const { payload, dryRun } = ctx
    const first = group.members[0]
    const item =
      first.wpId > 0 ? `media ${group.members.map((m) => m.wpId).join('/')} ${first.url}` : `image ${first.url}`
    try {
      const existing = ctx.known.media.get(group.key) ?? null
      let written: Written & { url?: string | null }
      if (dryRun) written = { id: existing?.id ?? 0, action: existing ? 'would update' : 'would create' }
      else
        written = await atomic(ctx, async (req) => {
          let id = existing?.id
          let url = existing?.url
          if (!id) {
            const file = await (download ?? fetchFile(first.url))
            const doc = await payload.create({
              collection: 'media',
              locale: defaultLocale,
              data: { alt: altText(group, 'et'), wordpressId: group.key },
              file: { ...file, size: file.data.length },
              req,
              context: WRITE_CONTEXT,
            })
            id = doc.id
            url = doc.url
          }
          for (const l of locales) {
            if (existing || l !== defaultLocale)
              await payload.update({
                collection: 'media',
                id,
                locale: l,
                data: { alt: altText(group, l) },
                req,
                context: WRITE_CONTEXT,
              })
          }
          const action: Action = existing ? 'updated' : 'created'
          return { id, url, action }
        })
      const url = (!dryRun && written.url) || first.url
      if (!dryRun && !existing) ctx.known.media.set(group.key, { id: written.id, url })
      for (const m of group.members) {
        ctx.mediaById.set(m.wpId, written.id)
        ctx.mediaByUrl.set(mediaKey(m.url), { id: written.id, url })
      }
      ctx.add({ item, action: written.action, warnings: [] })
    } catch (error) {
      for (const m of group.members) failed.add(mediaKey(m.url))
      ctx.add({ item, action: 'skipped', warnings: [], message: describeError(error) })
    }
  }

  await importGroups(groupTranslations(ctx.site.media))
  await importGroups(looseImages(ctx.site, ctx.onOldSite, (key) => ctx.mediaByUrl.has(key) || failed.has(key)))
}
