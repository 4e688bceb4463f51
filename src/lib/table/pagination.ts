export const PAGE_SIZES = [10, 20, 30, 40, 50] as const
export const DEFAULT_PAGE_SIZE = 10

/**
 * The page numbers to show around the current page (1-based): `count` numbers centred on `current`,
 * shifted to stay inside 1..total. Pagination shows 7 on wide screens, 5 on medium and 3 on narrow.
 */
export function pageWindow(current: number, total: number, count: number): number[] {
  if (total <= 0) return []
  const n = Math.min(count, total)
  const cur = Math.min(Math.max(1, current), total)
  const start = Math.min(Math.max(1, cur - Math.floor(n / 2)), total - n + 1)
  return Array.from({ length: n }, (_, i) => start + i)
}

export function pageCount(rows: number, size: number): number {
  return Math.max(1, Math.ceil(rows / size))
}

/** Clamps a requested 1-based page into 1..pages (go-to-page input and ?page=). */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages))
}
