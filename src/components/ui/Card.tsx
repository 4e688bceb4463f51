import type { ReactNode } from 'react'
import styles from './Card.module.css'

type Props = {
  title: string
  href?: string
  headingLevel?: 2 | 3
  children?: ReactNode
  meta?: ReactNode
  external?: boolean
}

/** A card whose whole surface follows its heading link (one link per card, announced once). */
export function Card({ title, href, headingLevel = 2, children, meta, external }: Props) {
  const H = `h${headingLevel}` as 'h2' | 'h3'
  return (
    <article className={styles.card}>
      <H className={styles.title}>
        {href ? (
          <a
            className={styles.link}
            href={href}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {title}
          </a>
        ) : (
          title
        )}
      </H>
      {meta ? <div className={styles.meta}>{meta}</div> : null}
      {children ? <div className={styles.body}>{children}</div> : null}
    </article>
  )
}

export function CardGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>
}
