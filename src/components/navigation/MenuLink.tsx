import Link from 'next/link'
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
  onNavigate?: () => void
}

/** One menu entry. Internal pages use client navigation; other sites and old-page links open in a new tab. */
export function MenuLink({ entry, newTabText, truncate = false, iconSize = 24, className, onNavigate }: Props) {
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
  const common = {
    className: classes,
    title: preview.truncated ? entry.label : undefined,
    'data-old': entry.old || undefined,
    'data-external': entry.external || undefined,
    onClick: onNavigate,
  }
  if (entry.newTab || entry.external) {
    return (
      <a
        href={entry.href}
        target={entry.newTab ? '_blank' : undefined}
        rel={entry.newTab ? 'noopener noreferrer' : undefined}
        {...common}
      >
        {content}
      </a>
    )
  }
  return (
    <Link href={entry.href} {...common}>
      {content}
    </Link>
  )
}
