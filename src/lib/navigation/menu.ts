import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { isMenuIconName, type MenuIconName } from './icons'

/** SPEC section 9: menu previews truncate labels longer than this. */
export const PREVIEW_LABEL_LIMIT = 30

/** A menu entry as stored in the `header-menu` global (one locale). */
export type StoredMenuEntry = {
  id?: string | null
  label: string
  url: string
  icon?: string | null
  openInNewTab?: boolean | null
  isOldPageLink?: boolean | null
  external?: boolean | null
  order?: number | null
  children?: StoredMenuEntry[] | null
}

/** A menu entry ready to render: href already localized, flags resolved. */
export type MenuEntry = {
  id: string
  label: string
  href: string
  icon: MenuIconName | null
  external: boolean
  newTab: boolean
  old: boolean
  children: MenuEntry[]
}

// The old site marked links to its previous version by wording alone (SPEC section 2).
const OLD_PAGE_WORDS = /(^|[^\p{L}])(old|vana|старая)(?![\p{L}])/iu

/** True when a label reads like a link to the old website ("Vana koduleht", "Old website", "Старая версия"). */
export function labelLooksOld(label: string): boolean {
  return OLD_PAGE_WORDS.test(label.normalize('NFC'))
}

/** The explicit flag wins; when an editor never set it, the label decides. */
export function resolveOldPageLink(label: string, explicit: boolean | null | undefined): boolean {
  return typeof explicit === 'boolean' ? explicit : labelLooksOld(label)
}

export function isExternalUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url.trim()) || /^(mailto|tel):/i.test(url.trim())
}

/** Internal paths are stored locale-free ("/about/company") and get the locale prefix here. */
export function menuHref(locale: Locale, url: string): string {
  const trimmed = url.trim()
  if (isExternalUrl(trimmed)) return trimmed
  if (trimmed.startsWith('#')) return trimmed
  const [pathPart, ...rest] = trimmed.split(/(?=[?#])/)
  const path = pathPart.startsWith('/') ? pathPart : `/${pathPart}`
  return localizedPath(locale, path) + rest.join('')
}

/** Preview text of a label: the first 30 characters (whole words where possible) plus an ellipsis. */
export function truncateLabel(label: string, limit = PREVIEW_LABEL_LIMIT): { text: string; truncated: boolean } {
  const chars = Array.from(label.trim())
  if (chars.length <= limit) return { text: chars.join(''), truncated: false }
  const cut = chars.slice(0, limit).join('')
  const lastSpace = cut.lastIndexOf(' ')
  // Cut at a word boundary unless that would leave too little of the label.
  const base = lastSpace >= limit * 0.6 ? cut.slice(0, lastSpace) : cut
  return { text: `${base.replace(/[\s,.;:–-]+$/u, '')}…`, truncated: true }
}

function byOrder(a: StoredMenuEntry, b: StoredMenuEntry): number {
  return (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER)
}

/** Turns stored entries into render-ready ones: sorted by `order`, hrefs localized, old/external resolved. */
export function resolveMenu(
  locale: Locale,
  entries: StoredMenuEntry[] | null | undefined,
  parentId = 'menu',
): MenuEntry[] {
  return [...(entries ?? [])]
    .filter((e) => e.label?.trim() && e.url?.trim())
    .sort(byOrder)
    .map((entry, index) => {
      const old = resolveOldPageLink(entry.label, entry.isOldPageLink)
      const external = Boolean(entry.external) || isExternalUrl(entry.url)
      const id = entry.id || `${parentId}-${index}`
      return {
        id,
        label: entry.label.trim(),
        href: menuHref(locale, entry.url),
        icon: isMenuIconName(entry.icon) ? entry.icon : null,
        external,
        // Old-page links and other sites always open in a new tab (SPEC section 2); internal pages when the editor asks.
        newTab: old || external || Boolean(entry.openInNewTab),
        old,
        children: resolveMenu(locale, entry.children, id),
      }
    })
}

/** Sub-menus with more than 3 entries show in two columns (SPEC section 2). */
export function columnsFor(count: number): 1 | 2 {
  return count > 3 ? 2 : 1
}
