import styles from '@/app/(frontend)/[locale]/developers/developers.module.css'

/**
 * Source text in a block that scrolls instead of widening the page; focusable, so that keyboard users can
 * scroll it too. Its heading names it.
 */
export function Code({ children }: { children: string }) {
  return (
    <pre className={styles.code} tabIndex={0}>
      <code>{children}</code>
    </pre>
  )
}
