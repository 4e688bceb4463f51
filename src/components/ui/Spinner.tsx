import styles from './Spinner.module.css'

type Props = { label: string; slowText?: string }

/** Spinner with visible loading text; after 5 s a CSS-timed warning appears (no JavaScript needed). */
export function Spinner({ label, slowText }: Props) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
      {slowText ? <p className={styles.slow}>{slowText}</p> : null}
    </div>
  )
}
