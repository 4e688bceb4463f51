import type { ReactNode } from 'react'
import type { MenuEntry } from '@/lib/navigation/menu'
import { HamburgerIcon, MenuIcon } from './MenuIcon'
import { MenuLink } from './MenuLink'
import { SearchFields } from './SearchFields'
import styles from './MobileMenu.module.css'

type Props = {
  groups: MenuEntry[]
  overviewLabels: string[]
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
 * Mobile menu (<1160 px): a hamburger opening a modal panel with a search box and the menu as an accordion
 * (one group open at a time). Focus stays inside while it is open, the page does not scroll behind it, and
 * it closes on navigation and on Escape (focus back to the hamburger). The behaviour is an island of plain
 * script, src/islands/mobileMenu.ts (decision 051); before it arrives the buttons' Invoker Commands open
 * and close the dialog. The menu is in the closed dialog from the start: no layout until it opens. Without
 * JavaScript the header's <details> disclosure stands in for it (components/layout/Header.tsx), opening the
 * one main menu that the desktop also shows.
 */
export function MobileMenu({ groups, overviewLabels, labels, searchAction, footer, searchResults }: Props) {
  const searchForm = (
    <form role="search" action={searchAction} method="get" className={styles.search}>
      <SearchFields inputId="mobile-search-input" labels={{ input: labels.search, submit: labels.searchSubmit }} />
    </form>
  )

  const menu = (
    <>
      <nav aria-label={labels.nav}>
        <ul className={styles.groups}>
          {groups.map((group, index) => (
            <li key={group.id}>
              {/* One group open at a time (SPEC section 2): an exclusive accordion by the shared name, without JavaScript too. */}
              <details className={styles.group} name="mobile-menu-group">
                <summary className={styles.summary}>
                  {group.icon ? (
                    <MenuIcon name={group.icon} size={36} className={styles.groupIcon} />
                  ) : (
                    <span className={styles.groupIcon} aria-hidden="true" />
                  )}
                  <span>{group.label}</span>
                  <MenuIcon name="chevron" size={20} className={styles.chevron} />
                </summary>
                <ul className={styles.entries}>
                  <li>
                    <MenuLink
                      entry={{ ...group, label: overviewLabels[index] ?? group.label, icon: null, children: [] }}
                      newTabText={labels.newTab}
                    />
                  </li>
                  {group.children.map((entry) => (
                    <li key={entry.id}>
                      <MenuLink entry={entry} newTabText={labels.newTab} />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      </nav>
      {footer}
    </>
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
        {menu}
      </dialog>
    </div>
  )
}
