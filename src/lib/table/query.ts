import { z } from 'zod'
import { firstParam } from '@/lib/pagination'

import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type SortDir, type TableQuery } from './href'

export type { SortDir, TableQuery } from './href'
export { tableHref } from './href'
export type SearchParams = Record<string, string | string[] | undefined>

/**
 * Reads sort, dir, page, size and q from the query string. Unknown or malformed values fall back to the
 * defaults rather than failing, since these URLs are hand-shared and hand-edited.
 */
export function parseTableQuery(
  params: SearchParams,
  sortable: readonly string[],
  defaults: { sort?: string; dir?: SortDir } = {},
): TableQuery {
  const schema = z.object({
    sort: z
      .preprocess(firstParam, z.enum(sortable.length ? (sortable as [string, ...string[]]) : ['\u0000']).optional())
      .catch(undefined),
    dir: z.preprocess(firstParam, z.enum(['asc', 'desc']).optional()).catch(undefined),
    page: z.preprocess(firstParam, z.coerce.number().int().min(1).max(100_000).optional()).catch(undefined),
    size: z
      .preprocess(
        firstParam,
        z.coerce
          .number()
          .pipe(z.union(PAGE_SIZES.map((s) => z.literal(s)) as never))
          .optional(),
      )
      .catch(undefined),
    q: z.preprocess(firstParam, z.string().trim().max(100).optional()).catch(undefined),
  })
  const r = schema.parse(params) as { sort?: string; dir?: SortDir; page?: number; size?: number; q?: string }
  const sort = r.sort ?? defaults.sort ?? null
  return {
    sort,
    dir: r.dir ?? (r.sort ? 'asc' : (defaults.dir ?? 'asc')),
    page: r.page ?? 1,
    size: r.size ?? DEFAULT_PAGE_SIZE,
    q: r.q ?? '',
  }
}
