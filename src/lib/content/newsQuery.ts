import { z } from 'zod'
import { newsTabs, type NewsTab } from './newsTabs'

const schema = z.object({
  tab: z.enum(newsTabs).catch('all'),
  page: z.coerce.number().int().min(1).catch(1),
})

/** The news list's query string; anything malformed falls back to the first page of all news. */
export function parseNewsQuery(input: Record<string, string | string[] | undefined>): { tab: NewsTab; page: number } {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
  return schema.parse({ tab: first(input.tab) ?? 'all', page: first(input.page) ?? 1 })
}

/** Keeps a requested page inside 1..totalPages (the go-to-page field accepts nothing else). */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, totalPages))
}

/** The page numbers to link around the current one: first, last and a window of `width` around current. */
export function pageWindow(current: number, total: number, width = 5): (number | 'gap')[] {
  if (total <= width + 2) return Array.from({ length: total }, (_, i) => i + 1)
  const half = Math.floor(width / 2)
  let start = Math.max(2, current - half)
  const end = Math.min(total - 1, start + width - 1)
  start = Math.max(2, end - width + 1)
  const out: (number | 'gap')[] = [1]
  if (start > 2) out.push('gap')
  for (let i = start; i <= end; i++) out.push(i)
  if (end < total - 1) out.push('gap')
  out.push(total)
  return out
}
