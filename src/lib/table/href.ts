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

const QUERY_KEYS = new Set(['sort', 'dir', 'page', 'size', 'q'])

/**
 * The same address as `tableHref` for a query given as parameters (a form's fields, the address bar's with
 * one changed): empty values and defaults left out, the filter trimmed, the other parameters kept first.
 * The table's island (src/islands/dataTable.ts) builds the address it asks the server for with it, so a
 * state has one address, as the server's own links give it.
 */
export function tableHrefFromParams(path: string, params: Iterable<[string, string]>): string {
  const all = new URLSearchParams()
  for (const [k, v] of params) if (v.trim()) all.set(k, v)
  const size = Number(all.get('size'))
  const page = Math.trunc(Number(all.get('page')))
  const sort = all.get('sort')
  const query: TableQuery = {
    sort,
    dir: all.get('dir') === 'desc' ? 'desc' : 'asc',
    page: page > 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    q: (all.get('q') ?? '').trim(),
  }
  const extra: Record<string, string> = {}
  for (const [k, v] of all) if (!QUERY_KEYS.has(k)) extra[k] = v
  return tableHref(path, query, extra)
}

/** The page (of `size` rows) that row `id` is on, `order` listing every matching row's id in order; null if none. */
export function pageOfRow(order: readonly string[], id: string, size: number): number | null {
  const index = order.indexOf(id)
  return index < 0 ? null : Math.floor(index / size) + 1
}

/**
 * The table's address (`href`, as the server wrote it) with the row `id` selected (`param`) and turned to
 * the page that holds it: `order` lists every matching row's id in the table's order. A row the filter hides
 * is selected on the page shown.
 */
export function selectionHref(href: string, order: readonly string[], param: string, id: string): string {
  const url = new URL(href, 'http://table.invalid')
  const page = pageOfRow(order, id, Number(url.searchParams.get('size')) || DEFAULT_PAGE_SIZE)
  if (page !== null) url.searchParams.set('page', String(page))
  url.searchParams.set(param, id)
  return tableHrefFromParams(url.pathname, url.searchParams)
}
