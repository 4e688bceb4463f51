'use client'

import { useRef, useState, type KeyboardEvent } from 'react'
import { useValueTypedBeforeHydration } from '@/components/ui/useValueTypedBeforeHydration'
import styles from './LiveSearch.module.css'
import type { LiveSearchLabels } from './types'
import { LiveSearchHelp, LiveSearchResults } from './LiveSearchResults'
import { comboboxKey, useLiveSearchList } from './useLiveSearch'

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
  const [query, setQuery] = useState(defaultValue)
  const [touched, setTouched] = useState(false)
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  useValueTypedBeforeHydration(inputId, query, (typed) => {
    setQuery(typed)
    setTouched(true)
    if (document.activeElement?.id === inputId) setOpen(true)
  })

  // The value the page was rendered with is already answered on the page; only typing searches.
  const list = useLiveSearchList({
    query,
    open,
    inputId,
    searchPath,
    param: name,
    labels,
    maxResults,
    endpoint,
    locale,
    enabled: touched,
    onClear: () => setOpen(false),
    onLoading: () => setOpen(true),
  })
  const { listId, helpId, expanded, active } = list

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (comboboxKey(event, list, setOpen, list.setActive)) return
    if (event.key === 'Escape' && query) {
      event.preventDefault()
      setQuery('')
    }
  }

  return (
    <div
      ref={wrapper}
      className={styles.wrapper}
      data-react-island=""
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
          if (list.results.answer && query.trim()) setOpen(true)
        }}
        onKeyDown={onKeyDown}
      />
      <LiveSearchHelp
        helpId={helpId}
        statusId={`${list.uid}-status`}
        instructions={labels.instructions}
        announcement={list.announcement}
      />
      <div className={styles.popup} hidden={!expanded}>
        <LiveSearchResults {...list.results} showChips={showChips} />
      </div>
    </div>
  )
}
