// Kept apart from query.ts so the table island does not bundle zod.

/** The page sizes a table offers (SPEC section 9). */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const
export const DEFAULT_PAGE_SIZE = 10

export type SortDir = 'asc' | 'desc'
export type TableQuery = { sort: string | null; dir: SortDir; page: number; size: number; q: string }

/** A link to the same table in another state; defaults are left out so URLs stay short. */
export function tableHref(path: string, query: TableQuery, extra: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(extra)) if (v) params.set(k, v)
  if (query.q) params.set('q', query.q)
  if (query.sort) {
    params.set('sort', query.sort)
    params.set('dir', query.dir)
  }
  if (query.size !== DEFAULT_PAGE_SIZE) params.set('size', String(query.size))
  if (query.page > 1) params.set('page', String(query.page))
  const s = params.toString()
  return s ? `${path}?${s}` : path
}
