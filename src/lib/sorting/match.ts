import type { SearchIndex, SearchMatches } from '@/lib/search/engine'
import { fold, squash } from '@/lib/search/normalize'
import type { SearchHit } from '@/lib/search/types'

/** How many of the engine's best hits are re-ranked by exact names (enough for a page of answers). */
const RERANK_WINDOW = 30

/** The names a record answers to exactly: its title, its synonyms and the other languages' names. */
function names(hit: SearchHit): Set<string> {
  return new Set(
    [hit.title, ...(hit.address ?? '').split(','), ...hit.text.split(/[·,]/)]
      .map((n) => fold(squash(n)))
      .filter(Boolean),
  )
}

/**
 * The sorting items that answer a query, best first: the site search's ranking (folding, stems, typos,
 * Cyrillic readings) of the kind "sorting", with items whose name or synonym is exactly what was typed moved
 * to the top ("батарейка" is the battery, not the button cell whose name merely starts with it).
 */
export function sortingHits(matches: SearchMatches, query: string, limit: number): SearchHit[] {
  const typed = fold(squash(query))
  const hits = matches.hits('sorting', 0, Math.max(limit, RERANK_WINDOW))
  const rank = (hit: SearchHit) => (fold(hit.title) === typed ? 2 : names(hit).has(typed) ? 1 : 0)
  return hits
    .map((hit, i) => ({ hit, i, r: rank(hit) }))
    .sort((a, b) => b.r - a.r || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.hit)
}

/** The same over a sorting-only index (tests and tools). */
export function matchSortingItems(index: SearchIndex, query: string, limit = 10): SearchHit[] {
  return sortingHits(index.match(query), query, limit)
}
