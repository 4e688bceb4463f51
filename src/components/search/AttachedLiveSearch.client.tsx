'use client'

import { useEffect, useId, useRef, useState } from 'react'
import type { SearchKind } from '@/lib/search/types'
import type { LiveSearchLabels } from './types'
import styles from './LiveSearch.module.css'
import { LiveSearchResults } from './LiveSearchResults'
import {
  announcementOf,
  resultCount,
  stepActive,
  useKindOnSubmit,
  useLiveSearchAnswer,
  viewAllHref,
} from './useLiveSearch'

export type AttachedLiveSearchProps = {
  /** id of the existing <input> this listbox serves (it becomes an ARIA 1.2 combobox). */
  inputId: string
  locale: string
  /** Localized path of the search page, for "view all results". */
  searchPath: string
  labels: LiveSearchLabels
  /** How many hits to list (5: SPEC section 9). */
  maxResults?: number
  /** 'dropdown' floats over the page; 'inline' takes its place in the flow (mobile menu). */
  variant?: 'dropdown' | 'inline'
  endpoint?: string
}

/**
 * The live search of LiveSearch.client.tsx for an input it does not render: listens to the input's
 * events, sets its combobox attributes and renders the listbox, chips and "view all" link.
 */
export function AttachedLiveSearch({
  inputId,
  locale,
  searchPath,
  labels,
  maxResults = 5,
  variant = 'dropdown',
  endpoint = '/api/v1/search',
}: AttachedLiveSearchProps) {
  const uid = useId()
  const listId = `${uid}-list`
  const helpId = `${uid}-help`
  const [query, setQuery] = useState('')
  const [kind, setKind] = useState<SearchKind | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const popup = useRef<HTMLDivElement>(null)
  const q = query.trim()
  // Debounced, and never for an empty box (SPEC section 5).
  const { answer, status } = useLiveSearchAnswer({ q, kind, endpoint, locale, onAnswer: () => setActive(-1) })
  useKindOnSubmit(inputId, kind, searchPath)
  const hits = answer?.results.slice(0, maxResults) ?? []
  const total = answer?.total ?? 0
  const expanded = open && q !== '' && status !== 'idle'

  // Latest values for the native listeners below, which are attached once.
  const live = useRef({ hits, expanded, active })
  live.current = { hits, expanded, active }

  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null
    if (!input) return
    input.setAttribute('role', 'combobox')
    input.setAttribute('aria-autocomplete', 'list')
    input.setAttribute('aria-controls', listId)
    input.setAttribute('aria-describedby', helpId)
    // This code loads on the input's first focus (HeaderLiveSearch), so a fast typist or a paste beats
    // it: the focus and input events that open the list have already happened. Whatever was typed
    // counts, and a focused input opens the list, or the answer would be announced but stay hidden
    // until the next key.
    setQuery(input.value)
    if (document.activeElement === input) setOpen(true)
    const onInput = () => {
      setQuery(input.value)
      setOpen(true)
    }
    const onFocus = () => setOpen(true)
    const onBlur = (event: FocusEvent) => {
      if (!popup.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const { hits, expanded, active } = live.current
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!hits.length) return
        event.preventDefault()
        setOpen(true)
        const step = event.key === 'ArrowDown' ? 1 : -1
        setActive((i) => stepActive(i, step, hits.length))
      } else if (event.key === 'Enter' && expanded && active >= 0 && hits[active]) {
        event.preventDefault()
        window.location.assign(hits[active].url)
      } else if (event.key === 'Escape' && expanded) {
        // Closes the list first; a second Escape reaches the header or menu (closing it).
        event.preventDefault()
        event.stopPropagation()
        setOpen(false)
        setActive(-1)
      }
    }
    input.addEventListener('input', onInput)
    input.addEventListener('focus', onFocus)
    input.addEventListener('blur', onBlur)
    input.addEventListener('keydown', onKeyDown)
    return () => {
      input.removeEventListener('input', onInput)
      input.removeEventListener('focus', onFocus)
      input.removeEventListener('blur', onBlur)
      input.removeEventListener('keydown', onKeyDown)
      for (const a of [
        'role',
        'aria-autocomplete',
        'aria-controls',
        'aria-describedby',
        'aria-expanded',
        'aria-activedescendant',
      ])
        input.removeAttribute(a)
    }
  }, [inputId, listId, helpId])

  useEffect(() => {
    const input = document.getElementById(inputId)
    if (!input) return
    input.setAttribute('aria-expanded', String(expanded))
    if (expanded && active >= 0) input.setAttribute('aria-activedescendant', `${listId}-${active}`)
    else input.removeAttribute('aria-activedescendant')
  }, [inputId, listId, expanded, active])

  const announcement = announcementOf(labels, locale, status, total)

  return (
    <div className={variant === 'inline' ? styles.attachedInline : styles.attached}>
      <span id={helpId} className="visually-hidden">
        {labels.instructions}
      </span>
      <div role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
      <div
        ref={popup}
        className={variant === 'inline' ? styles.inlinePopup : styles.popup}
        hidden={!expanded}
        onBlur={(event) => {
          const input = document.getElementById(inputId)
          const to = event.relatedTarget as Node | null
          if (to !== input && !popup.current?.contains(to)) setOpen(false)
        }}
      >
        <LiveSearchResults
          labels={labels}
          status={status}
          answer={answer}
          showChips={true}
          kind={kind}
          onKind={setKind}
          listId={listId}
          hits={hits}
          active={active}
          total={total}
          maxResults={maxResults}
          emptyText={resultCount(labels, locale, 0)}
          viewAllHref={viewAllHref(searchPath, q, kind)}
        />
      </div>
    </div>
  )
}
