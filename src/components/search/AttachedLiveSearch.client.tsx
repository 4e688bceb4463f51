'use client'

import { useEffect, useRef, useState } from 'react'
import type { LiveSearchLabels } from './types'
import styles from './LiveSearch.module.css'
import { LiveSearchHelp, LiveSearchResults } from './LiveSearchResults'
import { comboboxKey, useLiveSearchList } from './useLiveSearch'

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
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const popup = useRef<HTMLDivElement>(null)
  // Debounced, and never for an empty box (SPEC section 5).
  const list = useLiveSearchList({ query, open, inputId, searchPath, labels, maxResults, endpoint, locale })
  const { listId, helpId, hits, expanded, active, setActive } = list

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
      // Escape closes the list first and stops there; a second Escape reaches the header or menu (closing it).
      if (comboboxKey(event, live.current, setOpen, setActive) && event.key === 'Escape') event.stopPropagation()
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
  }, [inputId, listId, helpId, setActive])

  useEffect(() => {
    const input = document.getElementById(inputId)
    if (!input) return
    input.setAttribute('aria-expanded', String(expanded))
    if (expanded && active >= 0) input.setAttribute('aria-activedescendant', `${listId}-${active}`)
    else input.removeAttribute('aria-activedescendant')
  }, [inputId, listId, expanded, active])

  return (
    <div className={variant === 'inline' ? styles.attachedInline : styles.attached}>
      <LiveSearchHelp helpId={helpId} instructions={labels.instructions} announcement={list.announcement} />
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
        <LiveSearchResults {...list.results} showChips={true} />
      </div>
    </div>
  )
}
