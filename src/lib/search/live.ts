import type { SearchKind } from './types'

// The live search's rules, shared by its island of plain script (src/islands/liveSearch.ts) and its tests:
// what the status region reads out, how the arrow keys move through the hits, where "view all" leads.

/** The strings the live search shows and reads out, in the page's language (read on the server). */
export type LiveSearchLabels = {
  loading: string
  error: string
  listLabel: string
  /** "View all results ({count})" */
  viewAll: string
  chipsLabel: string
  all: string
  /** Per plural category, with {count}: Intl.PluralRules picks one. `zero` is used for 0. */
  results: Record<string, string>
  types: Record<SearchKind, string>
  /** Read once when the input gets focus (arrow keys and Enter). */
  instructions: string
}

export type LiveSearchStatus = 'idle' | 'loading' | 'done' | 'error'

/** One hit and the answer of GET /api/v1/search, as far as the live search reads them. */
export type LiveSearchHit = {
  id: string
  kind: SearchKind
  title: string
  titleHtml: string
  url: string
  /** Shown above the title instead of the kind's label (the sorting assistant's destination). */
  detail?: string
}
export type LiveSearchAnswer = { total: number; counts: Record<SearchKind, number>; results: LiveSearchHit[] }

/** "{count} results" in the plural form Intl.PluralRules picks; `zero` for 0. */
export function resultCount(labels: LiveSearchLabels, locale: string, n: number): string {
  const rule = n === 0 ? 'zero' : new Intl.PluralRules(locale).select(n)
  return (labels.results[rule] ?? labels.results.other ?? '{count}').replace('{count}', String(n))
}

/** What the status region reads out. */
export function announcementOf(
  labels: LiveSearchLabels,
  locale: string,
  status: LiveSearchStatus,
  total: number,
): string {
  return status === 'loading'
    ? labels.loading
    : status === 'error'
      ? labels.error
      : status === 'done'
        ? resultCount(labels, locale, total)
        : ''
}

/** The next active option for an arrow key: -1 is the input itself; both ends wrap. */
export function stepActive(current: number, step: 1 | -1, length: number): number {
  const next = current + step
  if (next < -1) return length - 1
  if (next >= length) return -1
  return next
}

/** "View all results": the search page with the query (in `param`) and the chosen type. */
export function viewAllHref(searchPath: string, q: string, kind: SearchKind | null, param = 'searchQuery'): string {
  const params = new URLSearchParams({ [param]: q })
  if (kind) params.set('type', kind)
  return `${searchPath}?${params}`
}
