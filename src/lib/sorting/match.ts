import type { SearchMatches } from '@/lib/search/engine'
import { fold, squash, words } from '@/lib/search/normalize'
import type { SearchHit } from '@/lib/search/types'
import { nounPhrase } from './phrases'

/** How many of the engine's best hits are re-ranked by exact names (enough for a page of answers). */
const RERANK_WINDOW = 30

/** The names a record answers to exactly: its title, its synonyms and the other languages' names. */
function names(hit: SearchHit): Set<string> {
  return new Set(
    [hit.title, ...(hit.address ?? '').split(','), ...(hit.keywords ?? '').split(/[·,]/)]
      .map((n) => fold(squash(n)))
      .filter(Boolean),
  )
}

/** Every word of the query begins (first four letters, so inflections count) a word of one of the names. */
function namedByAll(hit: SearchHit, queryWords: string[]): boolean {
  const nameWords = [...names(hit)].flatMap((n) => words(n))
  return queryWords.every((q) => nameWords.some((w) => w.startsWith(q.slice(0, Math.min(4, q.length)))))
}

/**
 * Ranks the engine's hits: the item named exactly as typed first, then the one named exactly as the noun
 * ("диван" in "старый диван": a sofa, never a pillow merely sharing "old"), then items whose names carry
 * every typed word ("Empty aerosol can" for "empty aerosol"), then the engine's order.
 */
export function sortingHits(matches: SearchMatches, query: string, limit: number, noun?: string | null): SearchHit[] {
  const typed = fold(squash(query))
  const nounTyped = noun ? fold(squash(noun)) : null
  const typedWords = words(typed)
  const hits = matches.hits('sorting', 0, Math.max(limit, RERANK_WINDOW))
  const rank = (hit: SearchHit) => {
    const title = fold(hit.title)
    const all = names(hit)
    if (title === typed) return 5
    if (all.has(typed)) return 4
    if (nounTyped && title === nounTyped) return 3
    if (nounTyped && all.has(nounTyped)) return 2
    return typedWords.length > 1 && namedByAll(hit, typedWords) ? 1 : 0
  }
  return hits
    .map((hit, i) => ({ hit, i, r: rank(hit) }))
    .sort((a, b) => b.r - a.r || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.hit)
}

/** What the sorting answer needs of an index: the site search's in-memory one, or a sorting-only one. */
export type SortingMatcher = {
  match(query: string): SearchMatches | Promise<SearchMatches>
  spellingNeighbour?(word: string): string | undefined
  compoundReading?(word: string): string | undefined
}

/**
 * The words of a query that found nothing, read again: an unknown word as its nearest index word
 * (swapped letters, "baterry"), else as a compound by its last part ("vetsupott" -> "pott"). Undefined
 * when no word changes.
 */
function reread(matcher: Omit<SortingMatcher, 'match'>, query: string): string | undefined {
  const typed = words(query)
  const again = typed.map((w) => matcher.spellingNeighbour?.(w) ?? matcher.compoundReading?.(w) ?? w)
  return again.join(' ') === typed.join(' ') ? undefined : again.join(' ')
}

/** The items answering a query, and the query as re-read when only the re-reading found them. */
export type SortingQueryAnswer = { hits: SearchHit[]; readAs?: string }

/**
 * The sorting items answering a typed query, best first: the site search's ranking (folding, stems, one-edit
 * typos, Cyrillic readings) of the noun of the query (describing words like "old", "vana", "старый" set
 * aside, see ./phrases.ts), re-ranked by exact names; when nothing answers, once more with the unknown
 * words read again (see `reread`). A re-reading is a guess ("surfilaud" read as "laud", a table), so the
 * answer says what was read: the page tells the visitor, and the editors still see the query as unanswered.
 */
export async function answerSortingQuery(
  matcher: SortingMatcher,
  query: string,
  limit: number,
): Promise<SortingQueryAnswer> {
  const noun = nounPhrase(query)
  const searched = noun ?? query
  const hits = sortingHits(await matcher.match(searched), query, limit, noun)
  const again = hits.length ? undefined : reread(matcher, searched)
  if (!again) return { hits }
  const guessed = sortingHits(await matcher.match(again), again, limit, null)
  return guessed.length ? { hits: guessed, readAs: again } : { hits: [] }
}

/** The same, synchronously, over a sorting-only index (tests and tools). */
export function matchSortingItems(
  index: Omit<SortingMatcher, 'match'> & { match(query: string): SearchMatches },
  query: string,
  limit = 10,
): SearchHit[] {
  const noun = nounPhrase(query)
  const searched = noun ?? query
  const hits = sortingHits(index.match(searched), query, limit, noun)
  const again = hits.length ? undefined : reread(index, searched)
  return again ? sortingHits(index.match(again), again, limit, null) : hits
}
