import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { getSalesContacts } from '@/lib/content/datapages'
import styles from './SalesContacts.module.css'

type Props = {
  locale: Locale
  headingLevel?: 2 | 3
  showHeading?: boolean
  /** Replaces the translated default heading (an editor's heading from the salesContacts block). */
  heading?: string | null
  /** Distinct per instance, so two lists on one page keep their own labels. */
  headingId?: string
}

/** Sales contacts from the CMS (role, regions, phone, e-mail), for the contact and price-list pages. */
export async function SalesContacts({
  locale,
  headingLevel = 2,
  showHeading = true,
  heading,
  headingId = 'sales-contacts-heading',
}: Props) {
  const [t, contacts] = await Promise.all([
    getTranslations({ locale, namespace: 'dataPages.contacts' }),
    getSalesContacts(locale),
  ])
  if (contacts.length === 0) return null
  const H = `h${headingLevel}` as const
  const R = `h${headingLevel + 1}` as 'h3' | 'h4'
  return (
    <section aria-labelledby={showHeading ? headingId : undefined} className={styles.section}>
      {showHeading ? <H id={headingId}>{heading || t('heading')}</H> : null}
      <ul className={styles.list}>
        {contacts.map((c) => (
          <li key={c.id} className={styles.card}>
            <R className={styles.role}>{c.role}</R>
            <dl className={styles.dl}>
              <dt>{t('regions')}</dt>
              <dd>{c.regions}</dd>
              <dt>{t('phone')}</dt>
              <dd>
                <a href={`tel:+372${c.phone.replace(/\(.*?\)/g, '').replace(/\D/g, '')}`}>{c.phone}</a>
              </dd>
              <dt>{t('email')}</dt>
              <dd>
                <a href={`mailto:${c.email}`}>{c.email}</a>
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      {contacts.some((c) => /demo/i.test(c.phone)) ? <p className={styles.note}>{t('demoNote')}</p> : null}
    </section>
  )
}
