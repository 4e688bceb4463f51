'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useHydratedMark } from '@/components/ui/useHydratedMark'
import { engaged } from '@/lib/dom/engaged'
import { useOutsidePress } from '@/components/ui/useOutsidePress'
import { SearchFields } from './SearchFields'
import styles from './HeaderSearch.module.css'

type Props = {
  action: string
  labels: { toggle: string; input: string; submit: string }
  /** Where the search feature puts live results for the input #site-search-input. */
  results?: ReactNode
}

/**
 * Desktop header search: a toggle reveals a plain GET form to /search (field searchQuery, no minimum length).
 * Without JavaScript the form is simply visible (CSS `scripting: none`), so the toggle is only an enhancement.
 */
export function HeaderSearch({ action, labels, results }: Props) {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  // A press on the toggle that began before hydration: its click, still to come, must not close the form.
  const pressedBeforeHydration = useRef(false)
  // The toggle clicked before hydration (CSS opened the form, the toggle has focus): open it now.
  useHydratedMark(rootRef, (root) => {
    if (!engaged(root).focus) return
    pressedBeforeHydration.current = toggleRef.current !== null && engaged(toggleRef.current).pressed
    setOpen(true)
  })

  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open])

  useOutsidePress(rootRef, open, () => setOpen(false))

  return (
    <div
      ref={rootRef}
      className={styles.search}
      data-open={open || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          toggleRef.current?.focus()
        }
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="site-search"
        onClick={() => {
          if (pressedBeforeHydration.current) pressedBeforeHydration.current = false
          else setOpen((o) => !o)
        }}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15zM16 16l5 5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span className="visually-hidden">{labels.toggle}</span>
      </button>
      <form id="site-search" role="search" action={action} method="get" className={styles.panel}>
        <SearchFields
          inputId="site-search-input"
          labels={{ input: labels.input, submit: labels.submit }}
          inputRef={inputRef}
        />
        <div id="site-search-results" className={styles.results}>
          {results}
        </div>
      </form>
    </div>
  )
}
