// The pure parts of the import: translation groups, old addresses to ours, slugs and file keys, and error text.
import slugify from 'slugify'
import { locales, type Locale } from '@/i18n/locales'
import { splitLocale } from '@/i18n/paths'
import { normalizePath, stripLanguageSuffix } from '@/lib/content/path'

/** The language versions of one WordPress item (a translation group); the key is the group's lowest id. */
export type Grouped<T> = { key: string; members: T[] }

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

/** An error as one report line: its message, the network cause's code, and Payload's field errors. */
export function describeError(error: unknown): string {
  const data = (error as { data?: { errors?: { path?: string; message?: string }[] } })?.data
  const fields = data?.errors?.map((e) => `${e.path ?? '?'}: ${e.message ?? ''}`).join('; ')
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null
  const code = cause ? ((cause as { code?: string }).code ?? cause.message) : null
  const message = `${error instanceof Error ? error.message : String(error)}${code ? ` (${code})` : ''}`
  return fields ? `${message} (${fields})` : message
}

export function safeDecode(value: string): string {
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
export function toPagePath(link: string, base: string, fallback: string): string {
  const rest = oldPath(link, base) ?? '/'
  const segments = rest.split('/').filter(Boolean).map(latinSegment)
  return segments.some((s) => !s) ? fallback : `/${segments.join('/')}`
}

/** A slug in our spelling without WordPress's language suffix ("uudised-2" stays, "news-en" -> "news"). */
export function toSlug(slug: string, fallback: string): string {
  const clean = stripLanguageSuffix(latinSegment(slug))
  return SLUG.test(clean) ? clean : fallback
}

/** A file address without protocol and WordPress's "-300x200" size suffix, to match resized copies. */
export function mediaKey(url: string): string {
  return url
    .replace(/^https?:/, '')
    .replace(/-\d+x\d+(?=\.[a-z0-9]+$)/i, '')
    .replace(/\?.*$/, '')
}
