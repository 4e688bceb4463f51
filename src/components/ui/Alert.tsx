import type { ReactNode } from 'react'
import styles from './Alert.module.css'

type Props = { tone?: 'info' | 'success' | 'warning' | 'error'; title?: string; children: ReactNode; id?: string }

export function Alert({ tone = 'info', title, children, id }: Props) {
  return (
    <div id={id} className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : undefined}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <div>{children}</div>
    </div>
  )
}
