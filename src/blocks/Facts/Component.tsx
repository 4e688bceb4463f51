import type { FactsBlock as Data } from '@/payload-types'
import styles from '../blocks.module.css'

export function FactsBlock({ block }: { block: Data }) {
  const headingId = block.id ? `facts-${block.id}` : undefined
  return (
    <section className={styles.block} aria-labelledby={block.heading ? headingId : undefined}>
      {block.heading ? <h2 id={headingId}>{block.heading}</h2> : null}
      <ul className={styles.facts}>
        {(block.items ?? []).map((f, i) => (
          <li key={i} className={styles.fact}>
            <strong className={styles.factValue}>{f.value}</strong> {f.label}
          </li>
        ))}
      </ul>
    </section>
  )
}
