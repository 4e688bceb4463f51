import type { MenuEntry } from '@/lib/navigation/menu'
import { truncateLabel } from '@/lib/navigation/menu'
import { MenuIcon } from './MenuIcon'
import styles from './MenuLink.module.css'

type Props = {
  entry: MenuEntry
  newTabText: string
  /** Desktop previews cut long labels to 30 characters; the accessible name and title keep the full text. */
  truncate?: boolean
  iconSize?: 24 | 36
  className?: string
}

/**
 * One menu entry: a plain link (Next's router runs on the contact form's page only, decision 051, and the menu is
 * part of the header's stored bar, decision 052). Other sites and old-page links open in a new tab.
 */
export function MenuLink({ entry, newTabText, truncate = false, iconSize = 24, className }: Props) {
  const preview = truncate ? truncateLabel(entry.label) : { text: entry.label, truncated: false }
  const classes = [styles.link, entry.old ? styles.old : '', className ?? ''].filter(Boolean).join(' ')
  const content = (
    <>
      {entry.icon ? (
        <MenuIcon name={entry.icon} size={iconSize} className={styles.icon} />
      ) : (
        <span className={styles.iconSpace} data-size={iconSize} aria-hidden="true" />
      )}
      <span className={styles.label}>
        {preview.truncated ? (
          <>
            <span aria-hidden="true">{preview.text}</span>
            <span className="visually-hidden">{entry.label}</span>
          </>
        ) : (
          entry.label
        )}
      </span>
      {entry.newTab ? (
        <>
          <MenuIcon name="external" size={16} className={styles.external} />
          <span className="visually-hidden"> {newTabText}</span>
        </>
      ) : null}
    </>
  )
  return (
    <a
      href={entry.href}
      target={entry.newTab ? '_blank' : undefined}
      rel={entry.newTab ? 'noopener noreferrer' : undefined}
      className={classes}
      title={preview.truncated ? entry.label : undefined}
      data-old={entry.old || undefined}
      data-external={entry.external || undefined}
    >
      {content}
    </a>
  )
}
