import { useEffect, useId, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import type { SearchKind } from '@/lib/search/types'
import type { LiveSearchAnswer, LiveSearchLabels, LiveSearchStatus } from './types'

// What the search page's combobox (LiveSearch) and the header/mobile-menu live search
// (AttachedLiveSearch) share beyond the popup markup: the list's state and debounced query, the
// announcement texts and the keys that move through the hits.

const DEBOUNCE_MS = 500

type Options = {
  /** The trimmed query; empty clears the answer without a request (SPEC section 5). */
  q: string
  kind: SearchKind | null
  endpoint: string
  locale: string
  /** false: leave everything as it is (the search page's rendered value is already answered). */
  enabled?: boolean
  /** Called when the box is emptied, and when a debounced request starts. */
  onClear?: () => void
  onLoading?: () => void
  /** Called with each new answer (the caller resets its active option). */
  onAnswer?: () => void
}

export function useLiveSearchAnswer({
  q,
  kind,
  endpoint,
  locale,
  enabled = true,
  onClear,
  onLoading,
  onAnswer,
}: Options) {
  const [answer, setAnswer] = useState<LiveSearchAnswer | null>(null)
  const [status, setStatus] = useState<LiveSearchStatus>('idle')
  // The callbacks may be new on every render; the request runs only when the query changes.
  const callbacks = useRef({ onClear, onLoading, onAnswer })
  callbacks.current = { onClear, onLoading, onAnswer }

  useEffect(() => {
    if (!enabled) return
    if (!q) {
      setAnswer(null)
      setStatus('idle')
      callbacks.current.onClear?.()
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      setStatus('loading')
      callbacks.current.onLoading?.()
      try {
        const params = new URLSearchParams({ q, locale })
        if (kind) params.set('type', kind)
        const response = await fetch(`${endpoint}?${params}`, {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        })
        if (!response.ok) throw new Error(String(response.status))
        setAnswer((await response.json()) as LiveSearchAnswer)
        callbacks.current.onAnswer?.()
        setStatus('done')
      } catch {
        if (!controller.signal.aborted) setStatus('error')
      }
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [q, kind, endpoint, locale, enabled])

  return { answer, status }
}

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

/**
 * A type chosen among the chips goes with the form's own submission too (Enter in the input, the search
 * button): without this the plain GET form sent the words alone and the results page showed every type.
 * Enter on a highlighted suggestion never submits (the key handlers open the suggestion instead).
 */
export function useKindOnSubmit(inputId: string, kind: SearchKind | null, searchPath: string, param = 'searchQuery') {
  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null
    const form = input?.form
    if (!input || !form || !kind) return
    const onSubmit = (event: SubmitEvent) => {
      const q = input.value.trim()
      if (!q) return
      event.preventDefault()
      window.location.assign(viewAllHref(searchPath, q, kind, param))
    }
    form.addEventListener('submit', onSubmit)
    return () => form.removeEventListener('submit', onSubmit)
  }, [inputId, kind, searchPath, param])
}

type ListOptions = Omit<Options, 'q' | 'kind' | 'onAnswer'> & {
  /** What the input holds (untrimmed). */
  query: string
  /** Whether the list may show (focus is in the combobox). */
  open: boolean
  inputId: string
  /** Localized path of the search page, for "view all results". */
  searchPath: string
  /** The search page's query parameter (the form's input name). */
  param?: string
  labels: LiveSearchLabels
  maxResults: number
}

/**
 * One live search list: its ids, the chosen type, the debounced answer, the hits shown and the active one,
 * whether the list is expanded, what the status region reads out, and the props of LiveSearchResults.
 */
export function useLiveSearchList({
  query,
  open,
  inputId,
  searchPath,
  param,
  labels,
  maxResults,
  ...answerOptions
}: ListOptions) {
  const uid = useId()
  const listId = `${uid}-list`
  const [kind, setKind] = useState<SearchKind | null>(null)
  const [active, setActive] = useState(-1)
  const q = query.trim()
  const { answer, status } = useLiveSearchAnswer({ ...answerOptions, q, kind, onAnswer: () => setActive(-1) })
  useKindOnSubmit(inputId, kind, searchPath, param)
  const hits = answer?.results.slice(0, maxResults) ?? []
  const total = answer?.total ?? 0
  const expanded = open && q !== '' && status !== 'idle'
  const { locale } = answerOptions
  return {
    uid,
    listId,
    helpId: `${uid}-help`,
    hits,
    active,
    setActive,
    expanded,
    announcement: announcementOf(labels, locale, status, total),
    results: {
      labels,
      status,
      answer,
      kind,
      onKind: setKind,
      listId,
      hits,
      active,
      total,
      maxResults,
      emptyText: resultCount(labels, locale, 0),
      viewAllHref: viewAllHref(searchPath, q, kind, param),
    },
  }
}

/**
 * The combobox's keys: the arrows move through the hits (opening the list), Enter opens the active hit,
 * Escape closes an open list. Returns whether the key was one of these (an arrow key always is).
 */
export function comboboxKey(
  event: Pick<KeyboardEvent, 'key' | 'preventDefault'>,
  list: { hits: { url: string }[]; expanded: boolean; active: number },
  setOpen: (open: boolean) => void,
  setActive: Dispatch<SetStateAction<number>>,
): boolean {
  const { hits, expanded, active } = list
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    if (!hits.length) return true
    event.preventDefault()
    setOpen(true)
    const step = event.key === 'ArrowDown' ? 1 : -1
    setActive((i) => stepActive(i, step, hits.length))
  } else if (event.key === 'Enter' && expanded && active >= 0 && hits[active]) {
    event.preventDefault()
    window.location.assign(hits[active].url)
  } else if (event.key === 'Escape' && expanded) {
    event.preventDefault()
    setOpen(false)
    setActive(-1)
  } else return false
  return true
}
