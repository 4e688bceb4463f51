import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { ContactBlock as Data } from '@/payload-types'
import styles from '../blocks.module.css'

export async function ContactBlock({ block, locale }: { block: Data; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'content.blocks' })
  const headingId = block.id ? `contact-${block.id}` : undefined
  return (
    <section className={styles.block} aria-labelledby={block.heading ? headingId : undefined}>
      {block.heading ? <h2 id={headingId}>{block.heading}</h2> : null}
      <div className={styles.offices}>
        {(block.offices ?? []).map((o, i) => (
          <article key={o.id ?? i} className={styles.office} itemScope itemType="https://schema.org/LocalBusiness">
            <h3 itemProp="name">{o.name}</h3>
            <dl>
              <dt>{t('region')}</dt>
              <dd>{o.region}</dd>
              <dt>{t('address')}</dt>
              <dd itemProp="address">{o.address}</dd>
              <dt>{t('phone')}</dt>
              <dd>
                <a href={`tel:${o.phone.replace(/[^\d+]/g, '')}`} itemProp="telephone">
                  {o.phone}
                </a>
              </dd>
              <dt>{t('email')}</dt>
              <dd>
                <a href={`mailto:${o.email}`} itemProp="email">
                  {o.email}
                </a>
              </dd>
              <dt>{t('hours')}</dt>
              <dd>{o.hours}</dd>
              <dt>{t('payment')}</dt>
              <dd>{o.payment}</dd>
            </dl>
          </article>
        ))}
      </div>
    </section>
  )
}
