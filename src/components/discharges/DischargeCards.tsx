import type { DischargeCard } from '@/lib/discharges/pageModel'
import styles from './discharges.module.css'

type Labels = { wasteType: string; itemType: string; address: string }

export function DischargeCards({ cards, labels }: { cards: DischargeCard[]; labels: Labels }) {
  return (
    <ul className={styles.cards}>
      {cards.map((c) => (
        <li key={`${c.date}-${c.garbage}-${c.itemType}`} className={styles.card}>
          <h3>
            <time dateTime={c.date}>{c.heading}</time>
          </h3>
          {c.shift ? <p className={styles.shift}>{c.shift}</p> : null}
          <dl>
            <dt>{labels.wasteType}</dt>
            <dd>{c.wasteTypeLabel}</dd>
            <dt>{labels.itemType}</dt>
            <dd>{c.itemTypeLabel}</dd>
            <dt>{labels.address}</dt>
            <dd>{c.address}</dd>
          </dl>
        </li>
      ))}
    </ul>
  )
}
