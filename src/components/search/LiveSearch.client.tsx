'use client'

import { useId, useRef, useState, type KeyboardEvent } from 'react'
import type { SearchKind } from '@/lib/search/types'
import { useValueTypedBeforeHydration } from '@/components/ui/useValueTypedBeforeHydration'
import styles from './LiveSearch.module.css'
import type { LiveSearchLabels } from './types'
import { LiveSearchResults } from './LiveSearchResults'
import {
  announcementOf,
  resultCount,
  stepActive,
  useKindOnSubmit,
  useLiveSearchAnswer,
  viewAllHref,
} from './useLiveSearch'

type Props = {
  inputId: string
  /** Query parameter the surrounding GET form submits (the search page reads `searchQuery`). */
  name?: string
  /** The JSON search endpoint (GET ?q=&locale=&type=), answering in LiveSearchAnswer's shape. */
  endpoint?: string
  locale: string
  /** Localized path of the search page, for "view all results" (its query parameter is `name`). */
  searchPath: string
  labels: LiveSearchLabels
  /** How many hits the popup lists (5 in the mobile menu). */
  maxResults?: number
  defaultValue?: string
  inputClassName?: string
  /** ids of hint texts outside the component. */
  describedBy?: string
  showChips?: boolean
}

/**
 * Search-as-you-type for any GET search form: an ARIA 1.2 combobox whose listbox shows the first hits,
 * with chips by type and a "view all" link. Without JavaScript the plain input still submits the form.
 */
export function LiveSearch({
  inputId,
  name = 'searchQuery',
  endpoint = '/api/v1/search',
  locale,
  searchPath,
  labels,
  maxResults = 5,
  defaultValue = '',
  inputClassName,
  describedBy,
  showChips = true,
}: Props) {
  const uid = useId()
  const listId = `${uid}-list`
  const statusId = `${uid}-status`
  const helpId = `${uid}-help`
  const [query, setQuery] = useState(defaultValue)
  const [touched, setTouched] = useState(false)
  const [kind, setKind] = useState<SearchKind | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const wrapper = useRef<HTMLDivElement>(null)
  useValueTypedBeforeHydration(inputId, query, (typed) => {
    setQuery(typed)
    setTouched(true)
    if (document.activeElement?.id === inputId) setOpen(true)
  })

  const q = query.trim()

  // The value the page was rendered with is already answered on the page; only typing searches.
  const { answer, status } = useLiveSearchAnswer({
    q,
    kind,
    endpoint,
    locale,
    enabled: touched,
    onClear: () => setOpen(false),
    onLoading: () => setOpen(true),
    onAnswer: () => setActive(-1),
  })

  useKindOnSubmit(inputId, kind, searchPath, name)
  const hits = answer?.results.slice(0, maxResults) ?? []
  const total = answer?.total ?? 0
  const expanded = open && q !== '' && status !== 'idle'

  const announcement = announcementOf(labels, locale, status, total)

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!hits.length) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) => stepActive(i, step, hits.length))
    } else if (event.key === 'Enter' && expanded && active >= 0 && hits[active]) {
      event.preventDefault()
      window.location.assign(hits[active].url)
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      } else if (query) {
        event.preventDefault()
        setQuery('')
      }
    }
  }

  return (
    <div
      ref={wrapper}
      className={styles.wrapper}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <input
        id={inputId}
        name={name}
        type="search"
        className={inputClassName ?? styles.input}
        value={query}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={[describedBy, helpId].filter(Boolean).join(' ')}
        maxLength={200}
        onChange={(event) => {
          setQuery(event.target.value)
          setTouched(true)
        }}
        onFocus={() => {
          if (answer && q) setOpen(true)
        }}
        onKeyDown={onKeyDown}
      />
      <span id={helpId} className="visually-hidden">
        {labels.instructions}
      </span>
      <div id={statusId} role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
      <div className={styles.popup} hidden={!expanded}>
        <LiveSearchResults
          labels={labels}
          status={status}
          answer={answer}
          showChips={showChips}
          kind={kind}
          onKind={setKind}
          listId={listId}
          hits={hits}
          active={active}
          total={total}
          maxResults={maxResults}
          emptyText={resultCount(labels, locale, 0)}
          viewAllHref={viewAllHref(searchPath, q, kind, name)}
        />
      </div>
    </div>
  )
}
