import type { Locale } from '@/i18n/locales'
import type { AccordionBlock as Data } from '@/payload-types'
import { RichText } from '@/components/content/RichText'
import styles from '../blocks.module.css'

/** Native <details>/<summary>: opens and closes by keyboard and without JavaScript. */
export function AccordionBlock({ block, locale }: { block: Data; locale: Locale }) {
  const headingId = block.id ? `accordion-${block.id}` : undefined
  return (
    <section className={`${styles.block} ${styles.accordion}`} aria-labelledby={block.heading ? headingId : undefined}>
      {block.heading ? <h2 id={headingId}>{block.heading}</h2> : null}
      {(block.items ?? []).map((item, i) => (
        <details key={item.id ?? i}>
          <summary>{item.question}</summary>
          <RichText
            data={item.answer}
            locale={locale}
            className={`${styles.answer} ${styles.prose}`}
            shiftHeadings={1}
          />
        </details>
      ))}
    </section>
  )
}
