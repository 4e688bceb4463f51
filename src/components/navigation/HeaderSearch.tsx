import type { ReactNode } from 'react'
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
 * Without JavaScript the form is simply visible (CSS `scripting: none`), so the toggle is only an enhancement;
 * before its script arrives a click on the toggle (which focuses it) opens the form by CSS. The behaviour is
 * an island of plain script, src/islands/headerSearch.ts (decision 051), which finds it by
 * `data-header-search`.
 */
export function HeaderSearch({ action, labels, results }: Props) {
  return (
    <div className={styles.search} data-header-search="">
      <button type="button" className={styles.toggle} aria-expanded="false" aria-controls="site-search">
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
        <SearchFields inputId="site-search-input" labels={{ input: labels.input, submit: labels.submit }} />
        <div id="site-search-results" className={styles.results}>
          {results}
        </div>
      </form>
    </div>
  )
}
