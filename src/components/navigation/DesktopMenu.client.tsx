'use client'

import { useRef, useState } from 'react'
import { usePathname } from 'next/navigation'
import { columnsFor, truncateLabel, type MenuEntry } from '@/lib/navigation/menu'
import { MenuIcon } from './MenuIcon'
import { MenuLink } from './MenuLink'
import { engaged, useHydratedMark } from '@/components/ui/useHydratedMark'
import { useOnNavigation } from '@/components/ui/useOnNavigation'
import { useOutsidePress } from '@/components/ui/useOutsidePress'
import styles from './DesktopMenu.module.css'

type Props = { groups: MenuEntry[]; overviewLabels: string[]; label: string; newTabText: string }

/**
 * Desktop main menu (≥1160 px) as a disclosure navigation: each group is a button with aria-expanded
 * controlling its sub-list. Server-rendered with every link in the HTML; before hydration (or without
 * JavaScript) CSS opens a group on :hover and :focus-within, so every entry stays reachable.
 */
export function DesktopMenu({ groups, overviewLabels, label, newTabText }: Props) {
  const [open, setOpen] = useState<string | null>(null)
  const navRef = useRef<HTMLElement>(null)
  // A mouse that hovers a group opens it; the click that usually follows must not close it again.
  const openedByHover = useRef<string | null>(null)
  // A group hovered or focused before hydration is open by CSS: keep it open.
  useHydratedMark(navRef, (nav) => {
    for (const item of Array.from(nav.querySelectorAll<HTMLElement>('[data-group]'))) {
      const { focus, hover } = engaged(item)
      if (!focus && !hover) continue
      const id = item.getAttribute('data-group')
      // A press on the toggle not yet released clicks after hydration: that click must not close it either.
      const toggle = item.querySelector('button')
      openedByHover.current = (hover && !focus) || (toggle !== null && engaged(toggle).pressed) ? id : null
      setOpen(id)
      return
    }
  })
  const pathname = usePathname()

  // A navigation closes the menu (not the first render, which may have taken over an open group).
  useOnNavigation(pathname, () => setOpen(null))

  useOutsidePress(navRef, open !== null, () => setOpen(null))

  return (
    <nav ref={navRef} aria-label={label} className={styles.nav}>
      <ul className={styles.groups}>
        {groups.map((group, index) => {
          const isOpen = open === group.id
          const panelId = `menu-panel-${group.id}`
          const preview = truncateLabel(group.label)
          return (
            <li
              key={group.id}
              className={styles.group}
              data-group={group.id}
              data-open={isOpen || undefined}
              data-align={index >= groups.length - 2 ? 'end' : undefined}
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse') return
                openedByHover.current = isOpen ? null : group.id
                setOpen(group.id)
              }}
              onPointerLeave={(event) => {
                if (event.pointerType !== 'mouse') return
                openedByHover.current = null
                setOpen((current) => (current === group.id ? null : current))
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Escape' || !isOpen) return
                event.stopPropagation()
                setOpen(null)
                event.currentTarget.querySelector('button')?.focus()
              }}
              onBlur={(event) => {
                // Tab moving past the last entry closes the group.
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                  setOpen((current) => (current === group.id ? null : current))
                }
              }}
            >
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={isOpen}
                aria-controls={panelId}
                title={preview.truncated ? group.label : undefined}
                onClick={(event) => {
                  // detail 0: keyboard activation, which always toggles.
                  if (event.detail !== 0 && openedByHover.current === group.id) {
                    openedByHover.current = null
                    return
                  }
                  setOpen(isOpen ? null : group.id)
                }}
              >
                {group.icon ? (
                  <MenuIcon name={group.icon} size={36} className={styles.groupIcon} />
                ) : (
                  <span className={styles.groupIcon} aria-hidden="true" />
                )}
                <span className={styles.groupLabel}>
                  {preview.truncated ? (
                    <>
                      <span aria-hidden="true">{preview.text}</span>
                      <span className="visually-hidden">{group.label}</span>
                    </>
                  ) : (
                    group.label
                  )}
                </span>
                <MenuIcon name="chevron" size={16} className={styles.chevron} />
              </button>
              <div id={panelId} className={styles.panel}>
                <MenuLink
                  entry={{ ...group, label: overviewLabels[index] ?? group.label, icon: null, children: [] }}
                  newTabText={newTabText}
                  className={styles.overview}
                  truncate={false}
                />
                {group.children.length ? (
                  <ul className={styles.entries} data-columns={columnsFor(group.children.length)}>
                    {group.children.map((entry) => (
                      <li key={entry.id}>
                        <MenuLink
                          entry={entry}
                          newTabText={newTabText}
                          truncate
                          iconSize={24}
                          onNavigate={() => setOpen(null)}
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
