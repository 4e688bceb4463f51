import type { Locale } from '@/i18n/locales'

/** What a hit is, in the order the filter chips show them. */
export const SEARCH_KINDS = [
  'page',
  'post',
  'municipal',
  'construction',
  'station',
  'failed',
  'guide',
  'sorting',
] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** One searchable thing in one locale (SPEC section 3, "local search record", plus its kind). */
export type SearchRecord = {
  /** Unique in the index: `${kind}:${docId}` or similar. */
  id: string
  kind: SearchKind
  locale: Locale
  title: string
  text: string
  /** Locale-prefixed path (or absolute URL for files) the hit links to. */
  url: string
  address?: string
  /**
   * Words the record is found by but never shows (boost 1, like the text): the other languages' names of
   * a sorting item, a price list's region code. Snippets come from the text alone, so a result speaks only
   * the page's language and repeats nothing of its title.
   */
  keywords?: string
  /** The CMS document id, for the compatibility endpoints. */
  docId?: number | string
}

export type SearchHit = SearchRecord & {
  score: number
  /** HTML: escaped title with matched words in <mark>. */
  titleHtml: string
  /** HTML: escaped excerpt of the text around the first match, matched words in <mark>. */
  fragment: string
}

export type SearchResults = {
  /** Hits of the requested kind (all kinds when none was asked), best first. */
  hits: SearchHit[]
  /** Hits per kind among all matches (true totals), for the filter chips. */
  counts: Record<SearchKind, number>
  /** Number of hits over all kinds. */
  total: number
}

export const MAX_QUERY_LENGTH = 200
