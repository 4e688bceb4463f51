// What the importer reads from an old WordPress site, whichever way it came (REST API or WXR export file):
// items in one shape, each with its WPML language and the ids of its translations. Every item is validated on
// its own: a broken one becomes a problem in the report and the rest go on.
import { parse } from 'node-html-parser'
import { z } from 'zod'
import { isLocale, type Locale } from '@/i18n/locales'

export type Kind = 'post' | 'page'
export type SourceEntry = {
  kind: Kind
  wpId: number
  lang: Locale
  /** Ids of the other language versions (WPML translations). */
  translations: number[]
  slug: string
  status: string
  /** ISO instant (GMT). */
  date: string
  link: string
  title: string
  html: string
  excerpt: string
  categories: number[]
  tags: number[]
  featuredMedia: number
  sticky: boolean
  menuOrder: number
  /** Raw classic-editor text (WXR), which WordPress turns into paragraphs when it shows it. */
  raw: boolean
}
export type SourceTerm = {
  wpId: number
  taxonomy: 'category' | 'post_tag'
  slug: string
  name: string
  lang: Locale
  translations: number[]
}
export type SourceMedia = {
  wpId: number
  url: string
  mime: string
  alt: string
  title: string
  lang: Locale
  translations: number[]
}
export type SourceMenuItem = {
  wpId: number
  lang: Locale
  title: string
  url: string
  parent: number
  order: number
  newTab: boolean
  /** The page or post it points at, when it is not a custom link. */
  objectId: number | null
}
export type Problem = { item: string; message: string }
export type SourceSite = {
  /** The old site's address (links on it are rewritten to this site). */
  base: string
  entries: SourceEntry[]
  terms: SourceTerm[]
  media: SourceMedia[]
  menuItems: SourceMenuItem[]
  problems: Problem[]
  notes: string[]
}

/** A site read from `base` before any of its parts. */
export const emptySourceSite = (base: string): SourceSite => ({
  base,
  entries: [],
  terms: [],
  media: [],
  menuItems: [],
  problems: [],
  notes: [],
})

/** Text of a WordPress "rendered" title: tags removed, entities decoded. */
export function plainText(html: string): string {
  return parse(html).text.replace(/\s+/g, ' ').trim()
}

/** "ru", "ru_RU", "ru-RU" -> ru; null for a language the site does not have. */
export function toLocale(value: unknown): Locale | null {
  if (typeof value !== 'string') return null
  const code = value.trim().slice(0, 2).toLowerCase()
  return isLocale(code) ? code : null
}

const id = z.coerce.number().int().positive()
const rendered = z.object({ rendered: z.string() })
const translationsShape = z
  .union([z.record(z.string(), z.coerce.number().int()), z.array(z.unknown())])
  .optional()
  .transform((v) => (v && !Array.isArray(v) ? Object.values(v).filter((n) => n > 0) : []))
const wpmlTranslations = z
  .array(z.object({ id: z.coerce.number().int().optional(), locale: z.string().optional() }).loose())
  .optional()
  .transform((v) => (v ?? []).flatMap((t) => (t.id ? [t.id] : [])))
const gmt = z.string().regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}/, 'is not a WordPress date')

/** A post or page of the REST API (wp/v2), with WPML's `lang`/`translations` or `wpml_*` fields. */
export const restEntry = z
  .object({
    id,
    date_gmt: gmt,
    slug: z.string(),
    status: z.string(),
    link: z.url(),
    title: rendered,
    content: rendered,
    excerpt: rendered.optional(),
    categories: z.array(id).optional(),
    tags: z.array(id).optional(),
    featured_media: z.coerce.number().int().nonnegative().optional(),
    sticky: z.boolean().optional(),
    menu_order: z.number().int().optional(),
    lang: z.string().optional(),
    wpml_current_locale: z.string().optional(),
    translations: translationsShape,
    wpml_translations: wpmlTranslations,
  })
  .loose()

export const restTerm = z
  .object({
    id,
    name: z.string(),
    slug: z.string(),
    taxonomy: z.enum(['category', 'post_tag']),
    lang: z.string().optional(),
    translations: translationsShape,
  })
  .loose()

export const restMedia = z
  .object({
    id,
    source_url: z.url(),
    mime_type: z.string(),
    alt_text: z.string().optional(),
    title: rendered.optional(),
    lang: z.string().optional(),
    translations: translationsShape,
  })
  .loose()

export const restMenu = z
  .object({
    id,
    name: z.string().optional(),
    slug: z.string().optional(),
    locations: z.array(z.string()).optional(),
    lang: z.string().optional(),
  })
  .loose()

export const restMenuItem = z
  .object({
    id,
    title: rendered,
    url: z.string(),
    parent: z.coerce.number().int().nonnegative(),
    menu_order: z.coerce.number().int(),
    target: z.string().optional(),
    object_id: z.coerce.number().int().optional(),
    type: z.string().optional(),
    menus: z.coerce.number().int().optional(),
    lang: z.string().optional(),
  })
  .loose()

export function entryFromRest(kind: Kind, item: z.output<typeof restEntry>, lang: Locale): SourceEntry {
  return {
    kind,
    wpId: item.id,
    lang,
    translations: [...item.translations, ...item.wpml_translations].filter((t) => t !== item.id),
    slug: item.slug,
    status: item.status,
    date: `${item.date_gmt.replace(' ', 'T').slice(0, 19)}Z`,
    link: item.link,
    title: plainText(item.title.rendered),
    html: item.content.rendered,
    excerpt: plainText(item.excerpt?.rendered ?? ''),
    categories: item.categories ?? [],
    tags: item.tags ?? [],
    featuredMedia: item.featured_media ?? 0,
    sticky: Boolean(item.sticky),
    menuOrder: item.menu_order ?? 0,
    raw: false,
  }
}

/** Describes a zod failure of one source item in one line. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'item'}: ${i.message}`).join('; ')
}
