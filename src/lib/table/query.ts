import { z } from 'zod'
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './pagination'

export type SortDir = 'asc' | 'desc'
export type TableQuery = { sort: string | null; dir: SortDir; page: number; size: number; q: string }
export type SearchParams = Record<string, string | string[] | undefined>

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v)

/**
 * Reads sort, dir, page, size and q from the query string. Unknown or malformed values fall back to the
 * defaults rather than failing, since these URLs are hand-shared and hand-edited.
 */
export function parseTableQuery(params: SearchParams, sortable: readonly string[], defaults: { sort?: string; dir?: SortDir } = {}): TableQuery {
  const schema = z.object({
    sort: z.preprocess(first, z.enum(sortable.length ? (sortable as [string, ...string[]]) : ['\u0000']).optional()).catch(undefined),
    dir: z.preprocess(first, z.enum(['asc', 'desc']).optional()).catch(undefined),
    page: z.preprocess(first, z.coerce.number().int().min(1).max(100_000).optional()).catch(undefined),
    size: z.preprocess(first, z.coerce.number().pipe(z.union(PAGE_SIZES.map((s) => z.literal(s)) as never)).optional()).catch(undefined),
    q: z.preprocess(first, z.string().trim().max(100).optional()).catch(undefined),
  })
  const r = schema.parse(params) as { sort?: string; dir?: SortDir; page?: number; size?: number; q?: string }
  const sort = r.sort ?? defaults.sort ?? null
  return { sort, dir: r.dir ?? (r.sort ? 'asc' : (defaults.dir ?? 'asc')), page: r.page ?? 1, size: r.size ?? DEFAULT_PAGE_SIZE, q: r.q ?? '' }
}

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
