// Reads a WordPress export file (WXR, Tools → Export) with fast-xml-parser: posts, pages, attachments,
// categories, tags and navigation-menu items. WPML's language and translation group travel as post and term
// meta (`_wpml_language`, `_wpml_trid`; Polylang's `language` taxonomy is read too); an item without them is
// Estonian and its own group.
import { XMLParser } from 'fast-xml-parser'
import { z } from 'zod'
import type { Locale } from '@/i18n/locales'
import { describeIssues, emptySourceSite, plainText, toLocale, type Kind, type SourceSite } from './source'

const ARRAYS = new Set(['item', 'category', 'wp:postmeta', 'wp:category', 'wp:tag', 'wp:term', 'wp:termmeta'])

const text = z.preprocess(
  (v) => (v === undefined || v === null ? '' : typeof v === 'object' ? '' : String(v)),
  z.string(),
)
const num = z.preprocess((v) => (v === undefined || v === '' ? 0 : v), z.coerce.number().int().nonnegative())
const meta = z.array(z.object({ 'wp:meta_key': text, 'wp:meta_value': text })).default([])
const itemCategory = z.union([z.string(), z.object({ '#text': text, '@_domain': text, '@_nicename': text })])

const wxrItem = z.object({
  title: text,
  link: text,
  'wp:post_id': z.coerce.number().int().positive(),
  'wp:post_type': text,
  'wp:post_name': text,
  'wp:status': text,
  'wp:post_date_gmt': text,
  'wp:post_date': text,
  'wp:post_parent': num,
  'wp:menu_order': num,
  'wp:is_sticky': num,
  'wp:attachment_url': text,
  'content:encoded': text,
  'excerpt:encoded': text,
  category: z.array(itemCategory).default([]),
  'wp:postmeta': meta,
})
const wxrTerm = z.object({
  'wp:term_id': z.coerce.number().int().positive(),
  'wp:category_nicename': text.optional(),
  'wp:cat_name': text.optional(),
  'wp:tag_slug': text.optional(),
  'wp:tag_name': text.optional(),
  'wp:termmeta': meta,
})

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
}

export function readWxr(xml: string): SourceSite {
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    trimValues: false,
    isArray: (name) => ARRAYS.has(name),
    processEntities: true,
  })
  const doc = parser.parse(xml) as { rss?: { channel?: Record<string, unknown> } }
  const channel = doc.rss?.channel
  if (!channel) throw new Error('not a WordPress export: no <rss><channel>')
  const base = String(channel['wp:base_site_url'] ?? channel.link ?? '').trim()
  if (!/^https?:\/\//.test(base)) throw new Error('not a WordPress export: no <wp:base_site_url>')
  const site = emptySourceSite(new URL(base).origin)

  // Translation groups: WPML's trid joins the items (and terms) that translate each other.
  const groups = new Map<string, number[]>()
  const join = (key: string | undefined, wpId: number) => {
    if (!key) return
    groups.set(key, [...(groups.get(key) ?? []), wpId])
  }
  const metaOf = (list: { 'wp:meta_key': string; 'wp:meta_value': string }[], key: string) =>
    list.find((m) => m['wp:meta_key'] === key)?.['wp:meta_value'].trim() || undefined

  const termIds = new Map<string, number>()
  const terms = [
    ...((channel['wp:category'] as unknown[]) ?? []).map((t) => ['category', t] as const),
    ...((channel['wp:tag'] as unknown[]) ?? []).map((t) => ['post_tag', t] as const),
  ]
  for (const [taxonomy, raw] of terms) {
    const parsed = wxrTerm.safeParse(raw)
    if (!parsed.success) {
      site.problems.push({
        item: `${taxonomy === 'category' ? 'category' : 'tag'} ?`,
        message: describeIssues(parsed.error),
      })
      continue
    }
    const t = parsed.data
    const slug = (taxonomy === 'category' ? t['wp:category_nicename'] : t['wp:tag_slug']) ?? ''
    const name = (taxonomy === 'category' ? t['wp:cat_name'] : t['wp:tag_name']) ?? slug
    const lang = toLocale(metaOf(t['wp:termmeta'], '_wpml_language') ?? 'et')
    if (!lang) {
      site.problems.push({ item: `${taxonomy} ${t['wp:term_id']}`, message: 'language is not et, ru or en' })
      continue
    }
    termIds.set(`${taxonomy}:${slug}`, t['wp:term_id'])
    site.terms.push({ wpId: t['wp:term_id'], taxonomy, slug, name, lang, translations: [] })
    const trid = metaOf(t['wp:termmeta'], '_wpml_trid')
    join(trid ? `term:${trid}` : undefined, t['wp:term_id'])
  }

  for (const raw of (channel.item as unknown[]) ?? []) {
    const parsed = wxrItem.safeParse(raw)
    const rawId = (raw as Record<string, unknown>)?.['wp:post_id']
    if (!parsed.success) {
      site.problems.push({ item: `item ${String(rawId ?? '?')}`, message: describeIssues(parsed.error) })
      continue
    }
    const item = parsed.data
    const wpId = item['wp:post_id']
    const type = item['wp:post_type']
    const cats = item.category.flatMap((c) => (typeof c === 'string' ? [] : [c]))
    const langCode =
      metaOf(item['wp:postmeta'], '_wpml_language') ??
      cats.find((c) => c['@_domain'] === 'language')?.['@_nicename'] ??
      'et'
    const lang: Locale | null = toLocale(langCode)
    const label = `${type === 'nav_menu_item' ? 'menu item' : type} ${wpId}`
    if (!lang) {
      site.problems.push({ item: label, message: `language "${langCode}" is not et, ru or en` })
      continue
    }
    const trid = metaOf(item['wp:postmeta'], '_wpml_trid')
    if (type === 'attachment') {
      const url = item['wp:attachment_url']
      if (!/^https?:\/\//.test(url)) {
        site.problems.push({ item: label, message: 'attachment has no address' })
        continue
      }
      const ext = /\.([a-z0-9]+)(?:\?|$)/i.exec(url)?.[1]?.toLowerCase() ?? ''
      site.media.push({
        wpId,
        url,
        mime: MIME[ext] ?? 'application/octet-stream',
        alt: metaOf(item['wp:postmeta'], '_wp_attachment_image_alt') ?? '',
        title: item.title.trim(),
        lang,
        translations: [],
      })
      join(trid ? `media:${trid}` : undefined, wpId)
    } else if (type === 'post' || type === 'page') {
      const date =
        item['wp:post_date_gmt'] && !item['wp:post_date_gmt'].startsWith('0000')
          ? item['wp:post_date_gmt']
          : item['wp:post_date']
      if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(date.trim())) {
        site.problems.push({ item: label, message: `date "${date}" is not a WordPress date` })
        continue
      }
      const termsOf = (domain: string, taxonomy: string) =>
        cats
          .filter((c) => c['@_domain'] === domain)
          .flatMap((c) => {
            const termId = termIds.get(`${taxonomy}:${c['@_nicename']}`)
            return termId ? [termId] : []
          })
      site.entries.push({
        kind: type as Kind,
        wpId,
        lang,
        translations: [],
        slug: item['wp:post_name'],
        status: item['wp:status'],
        date: `${date.trim().replace(' ', 'T')}Z`,
        link: item.link.trim(),
        title: plainText(item.title),
        html: item['content:encoded'],
        excerpt: item['excerpt:encoded'].trim(),
        categories: termsOf('category', 'category'),
        tags: termsOf('post_tag', 'post_tag'),
        featuredMedia: Number(metaOf(item['wp:postmeta'], '_thumbnail_id') ?? 0) || 0,
        sticky: item['wp:is_sticky'] === 1,
        menuOrder: item['wp:menu_order'],
        raw: true,
      })
      join(trid ? `entry:${trid}` : undefined, wpId)
    } else if (type === 'nav_menu_item') {
      const objectType = metaOf(item['wp:postmeta'], '_menu_item_type')
      site.menuItems.push({
        wpId,
        lang,
        title: plainText(item.title),
        url: metaOf(item['wp:postmeta'], '_menu_item_url') ?? '',
        parent: Number(metaOf(item['wp:postmeta'], '_menu_item_menu_item_parent') ?? 0) || 0,
        order: item['wp:menu_order'],
        newTab: metaOf(item['wp:postmeta'], '_menu_item_target') === '_blank',
        objectId:
          objectType && objectType !== 'custom'
            ? Number(metaOf(item['wp:postmeta'], '_menu_item_object_id') ?? 0) || null
            : null,
      })
    }
  }

  // Each member of a group lists the others as its translations, as the REST API's `translations` does.
  const linkOf = new Map<number, number[]>()
  for (const members of groups.values())
    for (const m of members)
      linkOf.set(
        m,
        members.filter((x) => x !== m),
      )
  for (const e of site.entries) e.translations = linkOf.get(e.wpId) ?? []
  for (const m of site.media) m.translations = linkOf.get(m.wpId) ?? []
  for (const t of site.terms) t.translations = linkOf.get(t.wpId) ?? []
  return site
}
