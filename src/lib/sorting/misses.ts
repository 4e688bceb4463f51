import type { Payload } from 'payload'
import { dbOf } from '@/lib/discharges/repository'
import { squash } from '@/lib/search/normalize'

/** Longest query kept; longer ones are cut (the search box allows more, but nobody names an item so long). */
export const MISS_QUERY_MAX = 100
/** Rows kept at most: new queries stop being added when a flood of made-up words has filled the table. */
export const MISS_ROWS_MAX = 5000

/**
 * The form an unanswered query is counted under: whitespace collapsed, lower case, control characters
 * dropped, cut to MISS_QUERY_MAX. Null for what must not be stored: anything that may be personal data
 * (an e-mail address, a run of five or more digits: phone, personal code, contract number) and queries
 * without two letters.
 */
export function missKey(query: string): string | null {
  const text = squash(query.replace(/\p{Cc}/gu, ' '))
    .toLocaleLowerCase()
    .normalize('NFC')
  if (text.includes('@') || /\d{5}/.test(text.replace(/[\s-]/g, ''))) return null
  if ((text.match(/\p{L}/gu) ?? []).length < 2) return null
  return [...text].slice(0, MISS_QUERY_MAX).join('').trim()
}

/**
 * Counts one unanswered search: a single upsert (count + 1, last seen now), so a busy day costs one small
 * write per unanswered search and never a read-modify-write race. New queries are added while the table
 * has fewer than MISS_ROWS_MAX rows; known ones are always counted.
 */
export async function recordSortingMiss(
  payload: Payload,
  query: string,
  { now = new Date(), maxRows = MISS_ROWS_MAX }: { now?: Date; maxRows?: number } = {},
): Promise<boolean> {
  const key = missKey(query)
  if (!key) return false
  const at = now.toISOString()
  const [changed] = await dbOf(payload).transaction([
    {
      sql: `INSERT INTO sorting_misses (query, "count", last_seen, updated_at, created_at)
        SELECT ?, 1, ?, ?, ?
        WHERE (SELECT count(*) FROM sorting_misses) < ? OR EXISTS (SELECT 1 FROM sorting_misses WHERE query = ?)
        ON CONFLICT (query) DO UPDATE SET "count" = sorting_misses."count" + 1, last_seen = excluded.last_seen,
          updated_at = excluded.updated_at`,
      args: [key, at, at, at, maxRows, key],
    },
  ])
  return (changed ?? 0) > 0
}
