import type { ReactNode } from 'react'
import { HamburgerIcon } from './MenuIcon'
import { SearchFields } from './SearchFields'
import styles from './MobileMenu.module.css'

type Props = {
  labels: { open: string; close: string; nav: string; newTab: string; search: string; searchSubmit: string }
  searchAction: string
  /** Below the menu: the self-service link and its explanation (server-rendered). */
  footer?: ReactNode
  /** Where the search feature puts its live results (up to 5) for the input #mobile-search-input. */
  searchResults?: ReactNode
}

// Invoker Commands attributes (`commandfor`/`command`), which React passes through as written: the browser
// opens and closes the dialog by itself before the menu's script arrives.
const INVOKE_OPEN = { commandfor: 'mobile-menu', command: 'show-modal' } as Record<string, string>
const INVOKE_CLOSE = { commandfor: 'mobile-menu', command: 'close' } as Record<string, string>

/**
 * Mobile menu (<1160 px): a hamburger opening a modal panel with a search box and the main menu, one group
 * open at a time. Focus stays inside while it is open, the page does not scroll behind it, and it closes on
 * navigation and on Escape (focus back to the hamburger). The behaviour is an island of plain script,
 * src/islands/mobileMenu.ts (decision 051), which on first opening puts a copy of the header's main menu
 * (the desktop's `<nav>`, which DesktopMenu.module.css lays out as a list below 1160 px) into the panel: the
 * menu is in the page once (decision 050). Before the island arrives the buttons' Invoker Commands open and
 * close the dialog. Without JavaScript the header's <details> disclosure stands in for it
 * (components/layout/Header.tsx), opening that same `<nav>`.
 */
export function MobileMenu({ labels, searchAction, footer, searchResults }: Props) {
  const searchForm = (
    <form role="search" action={searchAction} method="get" className={styles.search}>
      <SearchFields inputId="mobile-search-input" labels={{ input: labels.search, submit: labels.searchSubmit }} />
    </form>
  )

  return (
    <div className={styles.mobile} data-mobile-menu="">
      <button
        type="button"
        className={styles.hamburger}
        aria-expanded="false"
        aria-controls="mobile-menu"
        {...INVOKE_OPEN}
      >
        <HamburgerIcon />
        <span>{labels.open}</span>
      </button>
      <dialog id="mobile-menu" className={styles.dialog} aria-label={labels.nav}>
        <div className={styles.top}>
          <span className={styles.title}>{labels.nav}</span>
          <button type="button" className={styles.close} data-mobile-menu-close="" {...INVOKE_CLOSE}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span>{labels.close}</span>
          </button>
        </div>
        {searchForm}
        <div id="mobile-search-results">{searchResults}</div>
        {/* The island puts a copy of the header's main menu here on first opening (rendered as inner HTML,
            React leaves it alone should it hydrate the page). */}
        <div data-mobile-menu-nav="" dangerouslySetInnerHTML={{ __html: '' }} />
        {footer}
      </dialog>
    </div>
  )
}
