import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { getWasteStations } from '@/lib/content/datapages'
import { getSortingItem } from '@/lib/content/sortingItems'
import { env } from '@/lib/env'
import { decodeSegment } from '@/lib/http/route'
import { fold } from '@/lib/search/normalize'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { sortingItemPath } from '@/lib/sorting/records'
import {
  DESTINATION_LABELS,
  DESTINATION_WHERE,
  SORTING_PATH,
  STATION_WASTE_MATCH,
  type StationWaste,
} from '@/lib/sorting/vocabulary'
import { JsonLd } from '@/components/seo/JsonLd'
import styles from '../sorting.module.css'
import { startPage } from '../../../pageSetup'

type Props = { params: Promise<{ locale: Locale; slug: string }> }

const STATIONS_PATH = '/home-customer/waste-stations'
const slugSchema = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)

async function load(locale: Locale, raw: string) {
  const slug = slugSchema.safeParse(decodeSegment(raw))
  return slug.success ? getSortingItem(locale, slug.data) : null
}

/** A site path in the visitor's language; full addresses pass as they are. */
function href(locale: Locale, link: string): string {
  return link.startsWith('/') ? localizedPath(locale, link) : link
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const item = await load(locale, slug)
  if (!item) return {}
  const t = await getTranslations({ locale, namespace: 'sorting' })
  return pageMetadata({
    locale,
    path: sortingItemPath(item.slug),
    title: item.name,
    description: t('itemDescription', {
      name: item.name,
      destination: DESTINATION_LABELS[item.destination][locale],
      where: DESTINATION_WHERE[item.destination][locale],
    }),
  })
}

/**
 * The stations whose accepted waste (in this locale) names the item's type, found the way the stations
 * table's filter finds them (folded text contains the word), so the link's filtered table lists the same.
 */
async function acceptingStations(locale: Locale, type: StationWaste) {
  const term = STATION_WASTE_MATCH[type][locale]
  const stations = await getWasteStations(locale)
  return { term, stations: stations.filter((s) => fold(s.acceptedWaste ?? '').includes(fold(term))) }
}

export default async function SortingItemPage({ params }: Props) {
  const { locale, slug } = await startPage(params, 'shared')
  const item = await load(locale, slug)
  if (!item) notFound()
  const [t, accepting] = await Promise.all([
    getTranslations({ locale, namespace: 'sorting' }),
    item.stationWaste ? acceptingStations(locale, item.stationWaste) : null,
  ])
  const destination = DESTINATION_LABELS[item.destination][locale]
  const where = DESTINATION_WHERE[item.destination][locale]
  const stationsPath = localizedPath(locale, STATIONS_PATH)
  const listPath = localizedPath(locale, SORTING_PATH)
  const site = env().SITE_URL
  const url = new URL(localizedPath(locale, sortingItemPath(item.slug)), site).toString()
  const synonyms = (item.synonyms ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const answer = [destination + '.', where, item.preparation].filter(Boolean).join(' ')

  return (
    <div className="container">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@graph': [
            {
              '@type': 'FAQPage',
              '@id': `${url}#page`,
              url,
              inLanguage: locale,
              name: item.name,
              mainEntity: {
                '@type': 'Question',
                name: item.name,
                ...(synonyms.length ? { alternateName: synonyms } : {}),
                acceptedAnswer: { '@type': 'Answer', text: answer },
              },
            },
            {
              '@type': 'BreadcrumbList',
              itemListElement: [
                { '@type': 'ListItem', position: 1, name: t('title'), item: new URL(listPath, site).toString() },
                { '@type': 'ListItem', position: 2, name: item.name, item: url },
              ],
            },
          ],
        }}
      />
      <p>
        <a href={listPath}>← {t('back')}</a>
      </p>
      <article className={styles.facts}>
        <h1>{item.name}</h1>
        {synonyms.length ? <p className={styles.note}>{synonyms.join(', ')}</p> : null}

        <section aria-labelledby="item-destination">
          <h2 id="item-destination">{t('destination')}</h2>
          <p className={styles.badge}>{destination}</p>
          <p>{where}</p>
        </section>

        {item.preparation ? (
          <section aria-labelledby="item-preparation">
            <h2 id="item-preparation">{t('preparation')}</h2>
            <p>{item.preparation}</p>
          </section>
        ) : null}

        {accepting ? (
          <section aria-labelledby="item-stations">
            <h2 id="item-stations">{t('stationsHeading')}</h2>
            {accepting.stations.length ? (
              <>
                <p>{t('stationsIntro', { count: accepting.stations.length, type: accepting.term })}</p>
                <p>
                  <a href={`${stationsPath}?${new URLSearchParams({ q: accepting.term })}`}>{t('stationsLink')}</a>
                </p>
                <ul className={styles.stations}>
                  {accepting.stations.map((s) => (
                    <li key={s.id}>
                      <a href={`${stationsPath}?selected=${s.id}`}>{s.name}</a>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{t('noStations')}</p>
            )}
          </section>
        ) : null}

        {item.destination !== 'not-accepted' && item.destination !== 'medicines' ? (
          <section aria-labelledby="item-prices">
            <h2 id="item-prices">{t('pricesHeading')}</h2>
            <p>{item.freeAtStations ? t('free') : t('charged')}</p>
            {item.priceListPath ? (
              <p>
                <a href={href(locale, item.priceListPath)}>{t('priceListLink')}</a>
              </p>
            ) : null}
          </section>
        ) : null}

        <ul className={styles.links}>
          {item.servicePath ? (
            <li>
              <a href={href(locale, item.servicePath)}>{t('serviceLink')}</a>
            </li>
          ) : null}
          {item.orderPath ? (
            <li>
              <a href={href(locale, item.orderPath)}>{t('orderLink')}</a>
            </li>
          ) : null}
          <li>
            <a href={`${localizedPath(locale, '/customer-support/contact-us')}?topic=10`}>{t('contactLink')}</a>
          </li>
        </ul>
        {item.demo ? <p className={styles.note}>{t('demoNote')}</p> : null}
      </article>
    </div>
  )
}
