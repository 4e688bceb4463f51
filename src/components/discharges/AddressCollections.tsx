import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { AddressRecord } from '@/lib/addresses/types'
import { formatDay } from '@/lib/dates'
import { containersOf, type CollectionView, type ContainerView } from '@/lib/discharges/containers'
import type { ScheduleRow } from '@/lib/discharges/containers'
import { missedCollectionHref } from '@/lib/helpdesk/contactLink'
import { resolveMunicipality } from '@/lib/data/municipalities'
import styles from './discharges.module.css'

type T = Awaited<ReturnType<typeof getTranslations<'discharges'>>>

/** What became of a collection, in words: "collected at 10:42", "not collected: access was blocked". */
function statusText(t: T, c: CollectionView): string {
  switch (c.status) {
    case 'collected':
      return c.time ? t('statusCollectedAt', { time: c.time }) : t('statusCollected')
    case 'not_collected':
      return c.reason ? t('statusNotCollectedReason', { reason: c.reason }) : t('statusNotCollected')
    case 'in_progress':
      return t('statusInProgress')
    default:
      return t('statusPlanned')
  }
}

function Day({ c }: { c: CollectionView }) {
  return (
    <>
      <time dateTime={c.date}>{c.heading}</time>
      {c.shift ? <span className={styles.shift}>{c.shift}</span> : null}
    </>
  )
}

function Container({ c, t, locale, address }: { c: ContainerView; t: T; locale: Locale; address: AddressRecord }) {
  const item = c.count > 1 ? t('containerCount', { item: c.itemTypeLabel, count: c.count }) : c.itemTypeLabel
  return (
    <li className={styles.card}>
      <h3>{c.wasteTypeLabel}</h3>
      <p className={styles.item}>{item}</p>
      <dl>
        {c.today ? (
          <>
            <dt>{t('todayLabel')}</dt>
            <dd>{statusText(t, c.today)}</dd>
          </>
        ) : null}
        <dt>{t('nextLabel')}</dt>
        <dd>{c.next ? <Day c={c.next} /> : t('noNext')}</dd>
        {c.following.length ? (
          <>
            <dt>{t('followingLabel')}</dt>
            <dd>
              <ul className={styles.following}>
                {c.following.map((f) => (
                  <li key={f.date}>
                    <Day c={f} />
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {c.last ? (
          <>
            <dt>{t('lastLabel')}</dt>
            <dd>
              <time dateTime={c.last.date}>{c.last.heading}</time>: {statusText(t, c.last)}
            </dd>
          </>
        ) : null}
      </dl>
      {c.missed ? (
        <p>
          <a
            href={missedCollectionHref(locale, {
              address: address.label,
              date: c.missed.date,
              message: t('reportMissedMessage', {
                container: `${c.wasteTypeLabel}, ${item}`,
                date: formatDay(c.missed.date),
              }),
              municipalityCode: resolveMunicipality(address.municipality)?.code,
            })}
          >
            {t('reportMissed')}
          </a>
        </p>
      ) : null}
    </li>
  )
}

/** One address's containers, each with its next days, why one moved, and today's and the last collection. */
export async function AddressCollections({
  locale,
  address,
  rows,
  today,
}: {
  locale: Locale
  address: AddressRecord
  rows: ScheduleRow[]
  today: string
}) {
  const t = await getTranslations({ locale, namespace: 'discharges' })
  const containers = containersOf(rows, today, locale)
  return (
    <section aria-labelledby="nsd-address" className={styles.address}>
      <h2 id="nsd-address">{t('addressHeading', { address: address.label })}</h2>
      <p>{t('containersCount', { count: containers.length })}</p>
      {containers.length ? (
        <ul className={styles.cards}>
          {containers.map((c) => (
            <Container key={c.key} c={c} t={t} locale={locale} address={address} />
          ))}
        </ul>
      ) : (
        <p>{t('empty')}</p>
      )}
      <p className={styles.privacy}>{t('addressPrivacy')}</p>
    </section>
  )
}
