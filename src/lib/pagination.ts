/*
 * The one pagination model of the site: news, next-shipping-day cards, search results and the data
 * tables all page through lists with these functions (1-based page numbers throughout).
 */

/** A query-string value as Next.js hands it over: the first of repeated parameters counts. */
export function firstParam<T>(value: T | T[]): T | undefined {
  return Array.isArray(value) ? value[0] : value
}

export function pageCount(rows: number, size: number): number {
  return Math.max(1, Math.ceil(rows / size))
}

/** Clamps a requested 1-based page into 1..pages (go-to-page input and ?page=); NaN means page 1. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages))
}

export type Page<T> = {
  /** The page shown (the requested one, clamped unless `clamp: false`). */
  page: number
  pages: number
  items: T[]
  /** 1-based positions of the first and last item shown; 0 when none is. */
  from: number
  to: number
  total: number
}

/**
 * One page of `items`. Pages clamp the requested page to 1..pages, so a hand-edited or stale ?page=
 * never shows an empty page; the JSON endpoints pass `clamp: false` and answer an empty page past the
 * end, as the WordPress API they copy does.
 */
export function paginate<T>(items: readonly T[], requestedPage: number, size: number, { clamp = true } = {}): Page<T> {
  const pages = pageCount(items.length, size)
  const page = clamp ? clampPage(requestedPage, pages) : Math.max(1, Math.trunc(requestedPage) || 1)
  const start = (page - 1) * size
  const shown = items.slice(start, start + size)
  return {
    page,
    pages,
    items: shown,
    from: shown.length ? start + 1 : 0,
    to: shown.length ? start + shown.length : 0,
    total: items.length,
  }
}

export type PageLink = number | 'gap'

/**
 * The page numbers to link around the current page.
 * - Without gaps: `width` numbers centred on `current`, shifted to stay inside 1..total. The data
 *   tables show 7 on wide screens, 5 on medium and 3 on narrow; narrower windows are subsets of wider.
 * - With gaps: the first and last page always, a window of `width` around `current`, and 'gap' where
 *   numbers are left out (the server-rendered pagers, which know nothing of the screen width).
 */
export function pageWindow(current: number, total: number, options?: { width?: number; gaps?: false }): number[]
export function pageWindow(current: number, total: number, options: { width?: number; gaps: true }): PageLink[]
export function pageWindow(
  current: number,
  total: number,
  { width = 5, gaps = false }: { width?: number; gaps?: boolean } = {},
): PageLink[] {
  if (total <= 0) return []
  const cur = Math.min(Math.max(1, current), total)
  if (!gaps) {
    const n = Math.min(width, total)
    const start = Math.min(Math.max(1, cur - Math.floor(n / 2)), total - n + 1)
    return Array.from({ length: n }, (_, i) => start + i)
  }
  if (total <= width + 2) return Array.from({ length: total }, (_, i) => i + 1)
  let start = Math.max(2, cur - Math.floor(width / 2))
  const end = Math.min(total - 1, start + width - 1)
  start = Math.max(2, end - width + 1)
  const out: PageLink[] = [1]
  if (start > 2) out.push('gap')
  for (let i = start; i <= end; i++) out.push(i)
  if (end < total - 1) out.push('gap')
  out.push(total)
  return out
}
