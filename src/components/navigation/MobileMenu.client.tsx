'use client'

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { usePathname, useSearchParams } from 'next/navigation'
import type { MenuEntry } from '@/lib/navigation/menu'
import { HamburgerIcon, MenuIcon } from './MenuIcon'
import { MenuLink } from './MenuLink'
import { useOnNavigation } from '@/components/ui/useOnNavigation'
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

// Invoker Commands attributes (`commandfor`/`command`), which React passes through as written.
const INVOKE_OPEN = { commandfor: 'mobile-menu', command: 'show-modal' } as Record<string, string>
const INVOKE_CLOSE = { commandfor: 'mobile-menu', command: 'close' } as Record<string, string>
const noSubscription = () => () => {}
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

/**
 * Mobile menu (<1160 px): a hamburger opening a modal panel with a search box and the menu as an accordion.
 * Focus stays inside while it is open, the page does not scroll behind it, and it closes on navigation and
 * on Escape (focus back to the hamburger). Without JavaScript the header's <details> disclosure stands in for
 * it (components/layout/Header.tsx), opening the one main menu that the desktop also shows.
 */
export function MobileMenu({ groups, overviewLabels, labels, searchAction, footer, searchResults }: Props) {
  const [open, setOpen] = useState(false)
  // The menu itself is built on first opening: a phone then neither hydrates nor lays out some 300 menu
  // elements on every page load.
  const [built, setBuilt] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()
  const search = useSearchParams()
  // After hydration React opens and closes the dialog; the buttons' commands would then open it a second
  // time on the same click ("A command attempted to open an already open Dialog as a modal").
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) requestAnimationFrame(() => toggleRef.current?.focus())
  }, [])

  const synced = useRef(false)
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // At hydration a dialog the browser already opened stays open: the effect below adopts it.
    const first = !synced.current
    synced.current = true
    if (first && dialog.open && !open) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
    if (!open) return
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    root.dataset.menuOpen = 'true'
    return () => {
      root.style.overflow = previous
      delete root.dataset.menuOpen
    }
  }, [open])

  // Any navigation (a link in the menu, back/forward) closes the menu.
  useOnNavigation(`${pathname}?${search.toString()}`, () => setOpen(false))

  // Opened before hydration (the button's `command`, below): build the menu and take over its state.
  useEffect(() => {
    if (!dialogRef.current?.open) return
    setBuilt(true)
    setOpen(true)
  }, [])

  const searchForm = (
    <form role="search" action={searchAction} method="get" className={styles.search} onSubmit={() => setOpen(false)}>
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
                      onNavigate={() => setOpen(false)}
                    />
                  </li>
                  {group.children.map((entry) => (
                    <li key={entry.id}>
                      <MenuLink entry={entry} newTabText={labels.newTab} onNavigate={() => setOpen(false)} />
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
    <div className={styles.mobile} data-react-island="">
      <button
        ref={toggleRef}
        type="button"
        className={styles.hamburger}
        aria-expanded={open}
        aria-controls="mobile-menu"
        // Scripts load after the first paint (decision 013): until then the browser opens the dialog
        // itself (Invoker Commands); the menu is built when the page hydrates.
        {...(hydrated ? {} : INVOKE_OPEN)}
        onClick={() => {
          setBuilt(true)
          setOpen(true)
        }}
      >
        <HamburgerIcon />
        <span>{labels.open}</span>
      </button>
      <dialog
        ref={dialogRef}
        id="mobile-menu"
        className={styles.dialog}
        aria-label={labels.nav}
        onCancel={(event) => {
          // Escape: close through our state so focus goes back to the hamburger.
          event.preventDefault()
          close(true)
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Tab') return
          const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
            (el) => el.offsetParent !== null || el === document.activeElement,
          )
          if (!items.length) return
          const first = items[0]
          const last = items[items.length - 1]
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault()
            last.focus()
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault()
            first.focus()
          }
        }}
      >
        <div className={styles.top}>
          <span className={styles.title}>{labels.nav}</span>
          <button
            type="button"
            className={styles.close}
            {...(hydrated ? {} : INVOKE_CLOSE)}
            onClick={() => close(true)}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span>{labels.close}</span>
          </button>
        </div>
        {searchForm}
        <div id="mobile-search-results">{searchResults}</div>
        {built ? menu : null}
      </dialog>
    </div>
  )
}
