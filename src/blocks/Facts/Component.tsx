import type { Locale } from '@/i18n/locales'
import { getSiteSettings } from '@/lib/content/siteSettings'
import type { FactsBlock as Data } from '@/payload-types'
import { fillFacts, hasFactPlaceholder } from './placeholders'
import styles from '../blocks.module.css'

export async function FactsBlock({ block, locale }: { block: Data; locale: Locale }) {
  const headingId = block.id ? `facts-${block.id}` : undefined
  const items = block.items ?? []
  // Company figures are read from the site settings only when a value names one (placeholders.ts).
  const facts = items.some((f) => hasFactPlaceholder(f.value)) ? (await getSiteSettings(locale)).facts : undefined
  return (
    <section className={styles.block} aria-labelledby={block.heading ? headingId : undefined}>
      {block.heading ? <h2 id={headingId}>{block.heading}</h2> : null}
      <ul className={styles.facts}>
        {items.map((f, i) => (
          <li key={i} className={styles.fact}>
            <strong className={styles.factValue}>{facts ? fillFacts(f.value, facts, locale) : f.value}</strong>{' '}
            {f.label}
          </li>
        ))}
      </ul>
    </section>
  )
}
