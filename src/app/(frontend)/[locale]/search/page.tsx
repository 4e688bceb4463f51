import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { dedicatedPageMetadata } from '@/lib/content/dedicatedPage'
import { getPageByPath } from '@/lib/content/pages'
import { searchSite } from '@/lib/content/search'
import { log } from '@/lib/log'
import { clampPage, pageCount } from '@/lib/pagination'
import { PAGE_SIZE, pageParams } from '@/lib/search/params'
import type { SearchMatches } from '@/lib/search/engine'
import { SEARCH_KINDS, type SearchHit, type SearchKind } from '@/lib/search/types'
import { Alert } from '@/components/ui/Alert'
import { Pagination } from '@/components/ui/Pagination'
import { PageIntro } from '@/components/content/PageIntro'
import { SearchForm } from '@/components/search/SearchForm'
import { typeLabels } from '@/components/search/labels'
import styles from './search.module.css'
import { cacheablePage, pageReadsSearchIndex } from '@/lib/http/pageCacheContext'

type SearchParams = Record<string, string | string[] | undefined>
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const { q } = pageParams(await searchParams)
  const t = await getTranslations({ locale, namespace: 'searchPage' })
  return {
    ...(await dedicatedPageMetadata(locale, '/search', { title: t('title'), description: t('metaDescription') })),
    // Result lists are endless variations of one page; engines should follow them, not list them.
    robots: q ? { index: false, follow: true } : undefined,
  }
}

function href(locale: Locale, q: string, type?: SearchKind, page?: number): string {
  const params = new URLSearchParams({ searchQuery: q })
  if (type) params.set('type', type)
  if (page && page > 1) params.set('page', String(page))
  return `${localizedPath(locale, '/search')}?${params}`
}

const SUGGESTIONS = [
  ['wasteStations', '/home-customer/waste-stations'],
  ['priceLists', '/customer-support/price-lists'],
  ['nextShippingDay', '/customer-support/next-shipping-day'],
  ['contact', '/customer-support/contact-us'],
] as const

export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  // The same results for everyone who asks this query: the edge stores them, keyed by the query
  // (src/server/routes.ts), until the content or the search index changes.
  cacheablePage()
  pageReadsSearchIndex()
  const { q, type, page: askedPage } = pageParams(await searchParams)
  const [t, types, cmsPage] = await Promise.all([
    getTranslations({ locale, namespace: 'searchPage' }),
    typeLabels(locale),
    getPageByPath(locale, '/search'),
  ])
  const query = q.trim()

  let results: SearchMatches | null = null
  let view: { page: number; pages: number; total: number; items: SearchHit[] } | null = null
  let failed = false
  if (query) {
    try {
      results = await searchSite(locale, query)
      // A page past the end shows the last one (typed URLs only); only the hits shown are built.
      const total = results.count(type)
      const pages = pageCount(total, PAGE_SIZE)
      const page = clampPage(askedPage, pages)
      view = { page, pages, total, items: results.hits(type, (page - 1) * PAGE_SIZE, page * PAGE_SIZE) }
    } catch (error) {
      log.error('search page failed', { error: String(error) })
      failed = true
    }
  }

  const all = results?.total ?? 0

  return (
    <div className="container">
      <PageIntro locale={locale} page={cmsPage} fallbackTitle={t('title')} />
      <SearchForm locale={locale} inputId="search-page-input" defaultValue={q} withHint maxResults={5} />

      {!query ? <p>{t('emptyQuery')}</p> : null}
      {failed ? <Alert tone="error">{t('live.error')}</Alert> : null}

      {results && view && all > 0 ? (
        <section aria-labelledby="search-results-heading">
          <h2 id="search-results-heading" className={styles.count}>
            {t('resultsFor', { count: view.total, query })}
          </h2>
          <nav aria-label={t('filterLabel')}>
            <ul className={styles.chips}>
              <li>
                <Link
                  className={styles.chip}
                  href={href(locale, query)}
                  aria-current={!type ? 'page' : undefined}
                  prefetch={false}
                >
                  {t('chip', { label: t('all'), count: all })}
                </Link>
              </li>
              {SEARCH_KINDS.filter((k) => results.counts[k] > 0).map((k) => (
                <li key={k}>
                  <Link
                    className={styles.chip}
                    href={href(locale, query, k)}
                    aria-current={type === k ? 'page' : undefined}
                    prefetch={false}
                  >
                    {t('chip', { label: types[k], count: results.counts[k] })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <ol className={styles.results} aria-label={t('resultsListLabel')} start={(view.page - 1) * PAGE_SIZE + 1}>
            {view.items.map((hit) => (
              <li key={hit.id} className={styles.result}>
                <p className={styles.kind}>{types[hit.kind]}</p>
                <h3 className={styles.title}>
                  {/* titleHtml and fragment are escaped by the engine; only <mark> is markup. */}
                  <a href={hit.url} dangerouslySetInnerHTML={{ __html: hit.titleHtml }} />
                </h3>
                {hit.fragment ? (
                  <p className={styles.fragment} dangerouslySetInnerHTML={{ __html: hit.fragment }} />
                ) : null}
              </li>
            ))}
          </ol>

          <Pagination
            locale={locale}
            label={t('pagination')}
            page={view.page}
            pages={view.pages}
            hrefFor={(n) => href(locale, query, type, n)}
          />
        </section>
      ) : null}

      {results && all === 0 ? (
        <section aria-labelledby="search-empty-heading" className={styles.empty}>
          <h2 id="search-empty-heading">{t('noResultsTitle', { query })}</h2>
          <p>{t('noResultsText')}</p>
          <ul>
            {SUGGESTIONS.map(([key, path]) => (
              <li key={key}>
                <a href={localizedPath(locale, path)}>{t(`suggestions.${key}`)}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
