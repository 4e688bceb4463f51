import type { SearchKind } from '@/lib/search/types'

// The live search's shared types, apart from its components so that LiveSearch.client.tsx,
// LiveSearchResults.tsx and useLiveSearch.ts import each other in one direction only.

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
