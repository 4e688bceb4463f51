import { columnsFor, truncateLabel, type MenuEntry } from '@/lib/navigation/menu'
import { MenuIcon } from './MenuIcon'
import { MenuLink } from './MenuLink'
import styles from './DesktopMenu.module.css'

type Props = { groups: MenuEntry[]; overviewLabels: string[]; label: string; newTabText: string }

/**
 * Desktop main menu (≥1160 px) as a disclosure navigation: each group is a button with aria-expanded
 * controlling its sub-list. Server-rendered with every link in the HTML; before its script arrives (or
 * without JavaScript) CSS opens a group on :hover and :focus-within, so every entry stays reachable. The
 * behaviour is an island of plain script, src/islands/desktopMenu.ts (decision 051), which finds the menu by
 * `data-desktop-menu` and keeps its state in `data-open` and `aria-expanded`.
 */
export function DesktopMenu({ groups, overviewLabels, label, newTabText }: Props) {
  return (
    <nav aria-label={label} className={styles.nav} data-desktop-menu="">
      <ul className={styles.groups}>
        {groups.map((group, index) => {
          const panelId = `menu-panel-${group.id}`
          const preview = truncateLabel(group.label)
          return (
            <li
              key={group.id}
              className={styles.group}
              data-group={group.id}
              data-align={index >= groups.length - 2 ? 'end' : undefined}
            >
              <button
                type="button"
                className={styles.toggle}
                aria-expanded="false"
                aria-controls={panelId}
                title={preview.truncated ? group.label : undefined}
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
                        <MenuLink entry={entry} newTabText={newTabText} truncate iconSize={24} />
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
