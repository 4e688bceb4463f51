import MiniSearch, { type Query, type SearchResult } from 'minisearch'
import type { Locale } from '@/i18n/locales'
import { escapeHtml, fold, iterateWords, squash, wordSpans, words, type Span } from './normalize'
import { baseForms, stem, stemEstonian } from './stem'
import { cyrillicToEstonian } from './translit'
import {
  MAX_QUERY_LENGTH,
  SEARCH_KINDS,
  type SearchHit,
  type SearchKind,
  type SearchRecord,
  type SearchResults,
} from './types'

/**
 * The index terms of one word: its folded form, and its folded stem when that differs. Indexing both
 * lets a query word in its base form or inflected meet the text either way, and an exact word match
 * scores on both terms, so it outranks a match on the stem alone.
 */
export function termVariants(word: string, locale: Locale): string[] {
  const cache = variantCache[locale]
  let hit = cache.get(word)
  if (!hit) {
    // The vocabulary is small next to the number of words seen (indexing, highlighting), so the
    // stemmer runs once per distinct spelling; the cap only guards against odd query floods.
    if (cache.size > 200_000) cache.clear()
    hit = computeVariants(word, locale)
    cache.set(word, hit)
  }
  return hit
}

const variantCache: Record<Locale, Map<string, string[]>> = { et: new Map(), ru: new Map(), en: new Map() }

function computeVariants(word: string, locale: Locale): string[] {
  const lower = word.toLowerCase()
  const folded = fold(lower)
  // Estonian is stemmed after folding (the stripper knows no marks); Snowball needs the real letters.
  const stemmed = locale === 'et' ? stemEstonian(folded) : fold(stem(lower, locale))
  return stemmed === folded ? [folded] : [folded, stemmed]
}

// About one edit in words of five letters or more, as the old site's fuzzy threshold 0.2 did;
// long compounds ("jäätmejaamadesse") get at most two.
const FUZZY = 0.2
const MAX_FUZZY = 2
const FUZZY_MIN_LENGTH = 5
const PREFIX_MIN_LENGTH = 3
const MAX_QUERY_WORDS = 12
// A match on the stem alone counts less than the word as typed: the Estonian stripper over-stems
// ("kompast" and "kompost" share "komp"), so stems find inflected forms without outranking exact words.
const STEM_WEIGHT = 0.3

const FIELDS = ['title', 'address', 'text', 'keywords', 'url'] as const
const BOOST = { title: 4, address: 2, text: 1, keywords: 1, url: 0.5 }

const FRAGMENT_LENGTH = 180

type Doc = { id: string; title: string; address: string; text: string; keywords: string; url: string }

/** The first position in a sorted list whose string is not below `key` (where `key` would be inserted). */
function lowerBound(list: readonly string[], key: string): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (list[mid]! < key) lo = mid + 1
    else hi = mid
  }
  return lo
}

export class SearchIndex {
  readonly locale: Locale
  readonly size: number
  private readonly mini: MiniSearch<Doc>
  private readonly records = new Map<string, SearchRecord>()
  /** Every index term (folded words and stems): a query word found here is spelled right and not fuzzed. */
  private readonly vocabulary = new Set<string>()
  private readonly sortedVocabulary: string[]
  /** The same terms, each spelled backwards, sorted (the terms sharing an ending are neighbours); built on first use. */
  private reversedVocabulary: string[] | undefined

  constructor(records: Iterable<SearchRecord>, locale: Locale) {
    this.locale = locale
    this.mini = new MiniSearch<Doc>({
      fields: [...FIELDS],
      idField: 'id',
      tokenize: (text) => words(text),
      processTerm: (term) => {
        const variants = termVariants(term, locale)
        for (const t of variants) this.vocabulary.add(t)
        return variants
      },
      searchOptions: {
        // Query terms arrive already folded and stemmed (see `search`), so they pass through unchanged.
        processTerm: (term) => term,
        tokenize: (text) => [text],
        boost: BOOST,
        fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? FUZZY : false),
        maxFuzzy: MAX_FUZZY,
        prefix: false,
        // An exact word outranks a typo or a prefix even when the exact one is in the body and the
        // other in the title (boost 4): 4 x 0.15 < 1. Prefixes serve words still being typed; a finished
        // word must not lose to a longer one that merely starts with it.
        weights: { fuzzy: 0.15, prefix: 0.1 },
      },
    })
    const docs: Doc[] = []
    for (const r of records) {
      if (r.locale !== locale || this.records.has(r.id)) continue
      // Texts are stored whitespace-collapsed once, so fragments need no per-query clean-up.
      const clean = { ...r, text: squash(r.text) }
      this.records.set(r.id, clean)
      // Only a page's own path holds words ("/home-customer/waste-stations"); data rows all share their
      // list page's path and files carry storage paths, which would make "customer" match every row.
      docs.push({
        id: r.id,
        title: r.title,
        address: r.address ?? '',
        text: r.text,
        keywords: r.keywords ?? '',
        url: r.kind === 'page' || r.kind === 'post' ? r.url : '',
      })
    }
    this.mini.addAll(docs)
    this.sortedVocabulary = [...this.vocabulary].sort()
    this.size = docs.length
  }

  private estonianReading(word: string, last: boolean): { term: string; prefix: boolean } | null {
    const reading = cyrillicToEstonian(word)
    if (!reading) return null
    const term = fold(reading)
    if (this.vocabulary.has(term)) return { term, prefix: false }
    return last && term.length >= PREFIX_MIN_LENGTH && this.hasTermStartingWith(term) ? { term, prefix: true } : null
  }

  /** The other base forms of a folded query word that are index terms (see `baseForms`). */
  private knownBaseForms(word: string, stemmed: string | undefined): string[] {
    return [...new Set(baseForms(word, this.locale).map(fold))].filter((b) => b !== stemmed && this.vocabulary.has(b))
  }

  /**
   * A reading of a compound the index knows in no form, for a second try when a query finds nothing: its
   * longest ending the index knows as a word of four letters or more, after at least three letters
   * ("vetsu|pott" -> "pott", "cell|phones" -> "phones"); else, from six letters, one of the index's
   * compounds with the same ending ("söögijäänused" -> "toidujäänused"). None under seven letters.
   */
  compoundReading(word: string): string | undefined {
    const w = fold(word)
    if (w.length < 7 || this.knowsAnyForm(w)) return undefined
    for (let k = 3; k <= w.length - 4; k++) {
      const head = w.slice(k)
      if (this.knowsAnyForm(head)) return head
      if (head.length >= 6) {
        const sharing = this.termsEndingWith(head, 1)
        if (sharing.length > 0) return sharing[0]
      }
    }
    return undefined
  }

  /** Whether the index knows a folded word as typed, by its stem or by another base form. */
  private knowsAnyForm(word: string): boolean {
    return (
      termVariants(word, this.locale).some((t) => this.vocabulary.has(t)) ||
      this.knownBaseForms(word, undefined).length > 0
    )
  }

  /** Up to `limit` index terms ending with a folded string (and longer than it). */
  private termsEndingWith(ending: string, limit: number): string[] {
    this.reversedVocabulary ??= this.sortedVocabulary.map((t) => [...t].reverse().join('')).sort()
    const list = this.reversedVocabulary
    const key = [...ending].reverse().join('')
    const lo = lowerBound(list, key)
    const out: string[] = []
    for (let i = lo; i < list.length && out.length < limit && list[i]!.startsWith(key); i++) {
      if (list[i]!.length > key.length) out.push([...list[i]!].reverse().join(''))
    }
    return out
  }

  /** Whether a folded word is an index term. */
  knows(term: string): boolean {
    return this.vocabulary.has(term)
  }

  /**
   * The index term nearest to a word it does not know, for a second try when a query finds nothing: one
   * edit or swapped pair of letters in words of five letters, two in longer ones (shorter words have too
   * many neighbours: "luid" is one letter from "lid") ("baterry" ->
   * "battery", a doubled letter in the wrong place). Same first letter, as typing slips rarely hit it;
   * the nearest wins, then the alphabetically first.
   */
  spellingNeighbour(word: string): string | undefined {
    const w = fold(word)
    if (w.length < 5 || this.vocabulary.has(w)) return undefined
    const max = w.length >= 6 ? 2 : 1
    let best: string | undefined
    let bestDistance = max + 1
    for (const term of this.sortedVocabulary) {
      if (term[0] !== w[0] || Math.abs(term.length - w.length) > max) continue
      const d = restrictedEditDistance(w, term, bestDistance)
      if (d < bestDistance) {
        best = term
        bestDistance = d
      }
    }
    return best
  }

  private hasTermStartingWith(prefix: string): boolean {
    const list = this.sortedVocabulary
    const lo = lowerBound(list, prefix)
    return lo < list.length && list[lo]!.startsWith(prefix)
  }

  /**
   * Every hit of the asked kind (all kinds when none is asked), best first, each highlighted, with true
   * counts per kind. Builds a full hit for every match: for tests and small lists. The endpoints and
   * the search page use `match`, which builds only the hits of the page shown.
   */
  search(rawQuery: string, options: { kind?: SearchKind } = {}): SearchResults {
    const matches = this.match(rawQuery)
    return { hits: matches.hits(options.kind, 0, Infinity), counts: matches.counts, total: matches.total }
  }

  /**
   * All matches of a query, ranked, as record references and scores only: true counts per kind over
   * every match (the filter chips promise that many, and paging through a kind reaches each one), while
   * titles, fragments and highlighting, which cost more than the search itself, wait for `hits`.
   */
  match(rawQuery: string): SearchMatches {
    const queryWords = words(squash(rawQuery).slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_QUERY_WORDS)
    if (queryWords.length === 0) return new SearchMatches([], [], this.build)

    // Every word must match (in any of its forms); only when nothing does, any word may. Typos and
    // prefixes are tried on the word as typed, never on its stem: a stem is short ("kompost" ->
    // "komp") and would pull in unrelated words. Only the last word is a prefix (typing in progress).
    const variants = queryWords.map((w) => termVariants(w, this.locale))
    const last = queryWords.length - 1
    const perWord: Query[] = variants.map(([full, stemmed], i) => {
      // A word the index knows is spelled right and finished: its typo neighbours ("kompost" / "kompast")
      // and longer words starting with it would only add noise, and expanding them is most of a query's
      // cost (its inflections come through the stem). The last word, while no index term equals it, is
      // taken as still being typed: a prefix, fuzzed only when no index term even starts with it.
      const known = this.vocabulary.has(full!)
      const typing = !known && i === last && full!.length >= PREFIX_MIN_LENGTH
      const exact: Query = { queries: [full!], prefix: typing }
      if (known || (typing && this.hasTermStartingWith(full!))) exact.fuzzy = false
      const alternatives: Query[] = [exact]
      if (stemmed) alternatives.push({ queries: [stemmed], fuzzy: false, prefix: false, boostTerm: () => STEM_WEIGHT })
      // Forms the stemmers leave apart ("diivani" -> "diivan", "purgid" -> "purk", "ковры" -> "ковер",
      // "tvs" -> "tv"), only those the index knows, weighted as stems. In Russian also for a word the index
      // knows: names with "от", "из-под" hold genitive plurals, so "таблеток" is a word of "Пустой блистер
      // от таблеток" and still the medicines' "таблетки".
      const bases = known && this.locale !== 'ru' ? [] : this.knownBaseForms(full!, stemmed)
      if (bases.length > 0) {
        alternatives.push({ queries: bases, fuzzy: false, prefix: false, boostTerm: () => STEM_WEIGHT })
        variants[i] = [...variants[i]!, ...bases]
      }
      // Two words the index knows as one ("tooth brush", "anti-freeze", "dry wall"): the joined word
      // answers for both, so a document with it passes the every-word filter.
      for (const j of [i - 1, i + 1]) {
        if (j < 0 || j > last) continue
        const joined = fold(i < j ? queryWords[i]! + queryWords[j]! : queryWords[j]! + queryWords[i]!)
        if (!this.vocabulary.has(joined)) continue
        alternatives.push({ queries: [joined], fuzzy: false, prefix: false })
        variants[i] = [...variants[i]!, joined]
      }
      // "Тырва" also as "torva": Estonian names written in Cyrillic, tried only when the index has them.
      const latin = this.estonianReading(queryWords[i]!, i === last)
      if (latin) {
        alternatives.push({ queries: [latin.term], fuzzy: false, prefix: latin.prefix })
        variants[i] = [...variants[i]!, latin.term]
      }
      return alternatives.length === 1 ? exact : { combineWith: 'OR', queries: alternatives }
    })
    // One OR pass serves both: MiniSearch sums sub-scores the same way for AND and OR, so the OR hits
    // that matched a form of every word are exactly the AND answer, with the same scores and order.
    // MiniSearch returns them sorted by score; that is the one sort.
    const results = this.mini.search(perWord.length === 1 ? perWord[0]! : { combineWith: 'OR', queries: perWord })
    if (perWord.length > 1) {
      const all = this.collect(results, variants)
      if (all.records.length > 0) return new SearchMatches(all.records, all.results, this.build)
    }
    const any = this.collect(results, null)
    return new SearchMatches(any.records, any.results, this.build)
  }

  /**
   * The results with their records (two arrays, no object per hit), keeping only those that matched a
   * form of every query word when `allOf` is given.
   */
  private collect(
    results: readonly SearchResult[],
    allOf: readonly (readonly string[])[] | null,
  ): { records: SearchRecord[]; results: SearchResult[] } {
    const records: SearchRecord[] = []
    const kept: SearchResult[] = []
    for (const result of results) {
      if (allOf && !matchesEvery(result.queryTerms, allOf)) continue
      const record = this.records.get(result.id as string)
      if (!record) continue
      records.push(record)
      kept.push(result)
    }
    return { records, results: kept }
  }

  /** Builds one full hit; the only place titles and fragments are made (a test counts its calls). */
  protected buildHit(record: SearchRecord, result: SearchResult, highlighted: boolean): SearchHit {
    if (!highlighted) return { ...record, score: result.score, titleHtml: escapeHtml(record.title), fragment: '' }
    const matched = new Set(result.terms)
    return {
      ...record,
      score: result.score,
      titleHtml: highlight(record.title, matched, this.locale),
      fragment: fragment(record.text || record.address || '', matched, this.locale),
    }
  }

  private readonly build: HitBuilder = (record, result, highlighted) => this.buildHit(record, result, highlighted)
}

type HitBuilder = (record: SearchRecord, result: SearchResult, highlighted: boolean) => SearchHit

/** One kind, several (the WordPress answer's posts and pages) or, when undefined, all. */
export type KindFilter = SearchKind | readonly SearchKind[] | undefined

function matchesEvery(queryTerms: readonly string[], allOf: readonly (readonly string[])[]): boolean {
  for (const forms of allOf) {
    let found = false
    for (const form of forms) {
      if (queryTerms.includes(form)) {
        found = true
        break
      }
    }
    if (!found) return false
  }
  return true
}

/** The ranked matches of one query (see `SearchIndex.match`). */
export class SearchMatches {
  /** Hits per kind among all matches (true totals), for the filter chips. */
  readonly counts: Record<SearchKind, number> = emptyCounts()
  /** Number of hits over all kinds. */
  readonly total: number

  constructor(
    private readonly records: readonly SearchRecord[],
    private readonly results: readonly SearchResult[],
    private readonly build: HitBuilder,
  ) {
    for (const record of records) this.counts[record.kind]++
    this.total = records.length
  }

  /** Number of hits of the given kinds. */
  count(kinds?: KindFilter): number {
    if (kinds === undefined) return this.total
    if (typeof kinds === 'string') return this.counts[kinds]
    return [...new Set(kinds)].reduce((sum, kind) => sum + this.counts[kind], 0)
  }

  /**
   * Full hits at positions `from` (inclusive) to `to` (exclusive) among those of the given kinds, best
   * first. `highlighted: false` skips the marked title and fragment (the compatibility answers show
   * neither): such hits carry the escaped title and an empty fragment.
   */
  hits(kinds: KindFilter, from: number, to: number, { highlighted = true } = {}): SearchHit[] {
    const out: SearchHit[] = []
    const start = Math.max(0, from)
    if (kinds === undefined) {
      for (let i = start; i < Math.min(to, this.records.length); i++) {
        out.push(this.build(this.records[i]!, this.results[i]!, highlighted))
      }
      return out
    }
    const wanted = (kind: SearchKind) => (typeof kinds === 'string' ? kind === kinds : kinds.includes(kind))
    let position = 0
    for (let i = 0; i < this.records.length && position < to; i++) {
      const record = this.records[i]!
      if (!wanted(record.kind)) continue
      if (position >= start) out.push(this.build(record, this.results[i]!, highlighted))
      position++
    }
    return out
  }
}

export function emptyCounts(): Record<SearchKind, number> {
  return Object.fromEntries(SEARCH_KINDS.map((k) => [k, 0])) as Record<SearchKind, number>
}

function isMatch(word: string, matched: Set<string>, locale: Locale): boolean {
  return termVariants(word, locale).some((t) => matched.has(t))
}

/** Escapes the text and wraps words whose index terms matched in <mark>. */
export function highlight(text: string, matched: Set<string>, locale: Locale): string {
  let out = ''
  let pos = 0
  for (const span of wordSpans(text)) {
    if (!isMatch(span.word, matched, locale)) continue
    out += escapeHtml(text.slice(pos, span.start)) + '<mark>' + escapeHtml(span.word) + '</mark>'
    pos = span.end
  }
  return out + escapeHtml(text.slice(pos))
}

/** About FRAGMENT_LENGTH characters of the text around its first matched word, cut at word ends. */
export function fragment(text: string, matched: Set<string>, locale: Locale): string {
  const clean = squash(text)
  if (!clean) return ''
  let first: Span | undefined
  for (const s of iterateWords(clean)) {
    if (isMatch(s.word, matched, locale)) {
      first = s
      break
    }
  }
  let start = first ? Math.max(0, first.start - Math.floor(FRAGMENT_LENGTH / 3)) : 0
  let end = Math.min(clean.length, start + FRAGMENT_LENGTH)
  if (start > 0) {
    const space = clean.indexOf(' ', start)
    start = space >= 0 && space < (first?.start ?? end) ? space + 1 : start
  }
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end)
    if (space > start) end = space
  }
  const body = highlight(clean.slice(start, end), matched, locale)
  return (start > 0 ? '… ' : '') + body + (end < clean.length ? ' …' : '')
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions, swaps of neighbours), giving up
 * with `limit` once it cannot be below it.
 */
export function restrictedEditDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) >= limit) return limit
  let prev2: number[] = []
  let prev: number[] = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1)
      row.push(v)
      if (v < rowMin) rowMin = v
    }
    if (rowMin >= limit) return limit
    prev2 = prev
    prev = row
  }
  return prev[b.length]!
}
