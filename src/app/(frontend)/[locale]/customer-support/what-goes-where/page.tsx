import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { z } from 'zod'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { contactHref } from '@/lib/helpdesk/contactLink'
import { dedicatedPageMetadata } from '@/lib/content/dedicatedPage'
import { getPageByPath } from '@/lib/content/pages'
import { getSortingItemList, searchSortingAnswers, type SortingItemSummary } from '@/lib/content/sortingItems'
import type { SortingAnswer } from '@/lib/sorting/phrases'
import { log } from '@/lib/log'
import { firstParam } from '@/lib/pagination'
import { MAX_QUERY_LENGTH, type SearchHit } from '@/lib/search/types'
import { countSortingMiss, SORTING_MISS_EFFECT } from '@/lib/sorting/misses'
import { sortingItemPath } from '@/lib/sorting/records'
import { cms } from '@/lib/cms'
import { clientAddressFromHeaders } from '@/lib/http/client'
import { DESTINATION_LABELS, SORTING_PATH } from '@/lib/sorting/vocabulary'
import { PageIntro } from '@/components/content/PageIntro'
import { LiveSearch } from '@/components/search/LiveSearch'
import { liveSearchLabels } from '@/components/search/labels'
import formStyles from '@/components/search/SearchForm.module.css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import styles from './sorting.module.css'
import {
  cacheablePage,
  countOnEveryVisit,
  pageReadsSearchIndex,
  registerVisitEffect,
} from '@/lib/http/pageCacheContext'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const queryParam = z.preprocess(firstParam, z.string().trim().max(MAX_QUERY_LENGTH).catch('').default(''))
const RESULTS = 20
const INPUT_ID = 'sorting-query'

// An unanswered question is counted for every visitor shown the answer, from a stored copy too: the edge
// runs this for each copy it serves.
registerVisitEffect(SORTING_MISS_EFFECT, async (query, client) => countSortingMiss(await cms(), query, client))

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const q = queryParam.parse((await searchParams).q)
  const t = await getTranslations({ locale, namespace: 'sorting' })
  return {
    ...(await dedicatedPageMetadata(locale, SORTING_PATH, { title: t('title'), description: t('description') })),
    // Answers to typed queries are variations of this page; engines follow them but list the items' own pages.
    robots: q ? { index: false, follow: true } : undefined,
  }
}

/** Items grouped by their first letter, in the locale's alphabetical order (Estonian puts Õ Ä Ö Ü after W). */
function byLetter(items: SortingItemSummary[], locale: Locale): [string, SortingItemSummary[]][] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  const groups = new Map<string, SortingItemSummary[]>()
  for (const item of [...items].sort((a, b) => collator.compare(a.name, b.name))) {
    const letter = item.name.trim().charAt(0).toLocaleUpperCase(locale)
    groups.set(letter, [...(groups.get(letter) ?? []), item])
  }
  return [...groups.entries()].sort(([a], [b]) => collator.compare(a, b))
}

/** Links to the items' own pages, one a list item. */
function ItemLinks({ items, locale, className }: { items: SortingItemSummary[]; locale: Locale; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={localizedPath(locale, sortingItemPath(item.slug))}>{item.name}</a>
        </li>
      ))}
    </ul>
  )
}

export default async function WhatGoesWherePage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  // Same HTML for every visitor of this address and query: the edge may store it, keyed by the query
  // (src/server/routes.ts), until the content or the search index changes.
  cacheablePage()
  const q = queryParam.parse((await searchParams).q)
  if (q) pageReadsSearchIndex()
  const [t, labels, items, cmsPage] = await Promise.all([
    getTranslations({ locale, namespace: 'sorting' }),
    liveSearchLabels(locale),
    getSortingItemList(locale),
    getPageByPath(locale, SORTING_PATH),
  ])
  const path = localizedPath(locale, SORTING_PATH)
  const byId = new Map(items.map((i) => [String(i.id), i]))

  let hits: SortingAnswer<SearchHit>[] | null = null
  // Set when nothing is named by the query and the answers are for a re-reading of it (a compound by its
  // last part, a near spelling): a guess, said so on the page.
  let readAs: string | undefined
  let failed = false
  if (q) {
    try {
      ;({ answers: hits, readAs } = await searchSortingAnswers(locale, q, RESULTS))
    } catch (error) {
      log.error('sorting search failed', { error: String(error) })
      failed = true
    }
  }
  // Counted for the editors' list of unanswered searches (sorting-misses), once per visitor and day and
  // throttled per visitor; a failed or skipped count never costs the answer. The page may still be stored:
  // the edge counts each visitor it shows the stored copy to. A query answered only by a guess is counted
  // too: no item or synonym names it, and the editors may add one.
  if (hits?.length === 0 || readAs) {
    countOnEveryVisit(SORTING_MISS_EFFECT, q)
    const client = clientAddressFromHeaders(await headers())
    await countSortingMiss(await cms(), q, client).catch((error) =>
      log.warn('sorting miss not counted', { error: String(error) }),
    )
  }
  // The no-answer path hands the question over to the contact form, already written (topic "other").
  const contact = contactHref(locale, { topic: 'other', message: t('askUsMessage', { query: q }) })
  const popular = items.filter((i) => i.popular)
  const letters = byLetter(items, locale)
  const hintId = `${INPUT_ID}-hint`

  return (
    <div className="container">
      <PageIntro locale={locale} page={cmsPage} fallbackTitle={t('title')} fallbackIntro={t('intro')} />

      <form role="search" action={path} method="get" className={formStyles.form}>
        <label htmlFor={INPUT_ID} className={formStyles.label}>
          {t('searchLabel')}
        </label>
        <p id={hintId} className={formStyles.hint}>
          {t('searchHint')}
        </p>
        <div className={formStyles.row}>
          <LiveSearch
            inputId={INPUT_ID}
            name="q"
            endpoint="/api/v1/sorting-items"
            locale={locale}
            searchPath={path}
            labels={labels}
            maxResults={8}
            defaultValue={q}
            describedBy={hintId}
            showChips={false}
          />
          <Button type="submit">{t('submit')}</Button>
        </div>
      </form>

      {failed ? <Alert tone="error">{labels.error}</Alert> : null}

      {hits && hits.length > 0 ? (
        <section aria-labelledby="sorting-results-heading">
          <h2 id="sorting-results-heading">{t('resultsHeading', { query: q })}</h2>
          {readAs ? (
            <p>
              {t('readAsNote', { query: q, readAs })} <a href={contact}>{t('askUs')}</a>
            </p>
          ) : null}
          <p>{t('resultCount', { count: hits.length })}</p>
          <ol className={styles.results}>
            {hits.map(({ hit, difference }) => {
              const item = byId.get(String(hit.docId))
              return (
                <li key={hit.id} className={styles.result}>
                  {/* titleHtml is escaped by the search engine; only <mark> is markup. */}
                  <a href={hit.url} dangerouslySetInnerHTML={{ __html: hit.titleHtml }} />
                  {item ? (
                    <span className={styles.destination}>{DESTINATION_LABELS[item.destination][locale]}</span>
                  ) : null}
                  {difference ? <p className={styles.difference}>{difference}</p> : null}
                </li>
              )
            })}
          </ol>
        </section>
      ) : null}

      {hits && hits.length === 0 ? (
        <section aria-labelledby="sorting-results-heading">
          <h2 id="sorting-results-heading">{t('noResultsTitle', { query: q })}</h2>
          <p>{t('noResultsText')}</p>
          <p>
            <a href={contact}>{t('askUs')}</a>
          </p>
        </section>
      ) : null}

      {popular.length ? (
        <section aria-labelledby="sorting-popular-heading">
          <h2 id="sorting-popular-heading">{t('popularHeading')}</h2>
          <ItemLinks items={popular} locale={locale} className={styles.popular} />
        </section>
      ) : null}

      <section aria-labelledby="sorting-az-heading">
        <h2 id="sorting-az-heading">{t('azHeading')}</h2>
        <nav aria-label={t('azNav')}>
          <ul className={styles.letters}>
            {letters.map(([letter], i) => (
              <li key={letter}>
                <a href={`#letter-${i}`}>{letter}</a>
              </li>
            ))}
          </ul>
        </nav>
        {letters.map(([letter, group], i) => (
          <section key={letter} aria-labelledby={`letter-${i}`}>
            <h3 id={`letter-${i}`}>{letter}</h3>
            <ItemLinks items={group} locale={locale} className={styles.letterItems} />
          </section>
        ))}
      </section>

      {items.some((i) => i.demo) ? <p className={styles.note}>{t('demoNote')}</p> : null}
    </div>
  )
}
