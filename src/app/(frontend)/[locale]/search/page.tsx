import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { dedicatedPageMetadata } from '@/lib/content/dedicatedPage'
import { getPageByPath } from '@/lib/content/pages'
import { searchSite } from '@/lib/content/search'
import { log } from '@/lib/log'
import { PAGE_SIZE, paginate, pageParams } from '@/lib/search/params'
import { SEARCH_KINDS, type SearchKind, type SearchResults } from '@/lib/search/types'
import { Alert } from '@/components/ui/Alert'
import { PageIntro } from '@/components/content/PageIntro'
import { SearchForm } from '@/components/search/SearchForm'
import { typeLabels } from '@/components/search/labels'
import styles from './search.module.css'

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
  const { q, type, page: askedPage } = pageParams(await searchParams)
  const [t, types, cmsPage] = await Promise.all([getTranslations({ locale, namespace: 'searchPage' }), typeLabels(locale), getPageByPath(locale, '/search')])
  const query = q.trim()

  let results: SearchResults | null = null
  let failed = false
  if (query) {
    try {
      const window = (p: number) => ({ from: (p - 1) * PAGE_SIZE, to: p * PAGE_SIZE })
      results = await searchSite(locale, query, type, window(askedPage))
      // A page number past the end shows the first page (links never lead there; typed URLs may).
      if (askedPage > 1 && results.hits.length <= (askedPage - 1) * PAGE_SIZE) results = await searchSite(locale, query, type, window(1))
    } catch (error) {
      log.error('search page failed', { error: String(error) })
      failed = true
    }
  }

  const all = results ? Object.values(results.counts).reduce((a, b) => a + b, 0) : 0
  const pages = results ? paginate(results.hits, 1, PAGE_SIZE).totalPages : 1
  const page = askedPage <= pages ? askedPage : 1
  const shown = results ? paginate(results.hits, page, PAGE_SIZE).items : []

  return (
    <div className="container">
      <PageIntro locale={locale} page={cmsPage} fallbackTitle={t('title')} />
      <SearchForm locale={locale} inputId="search-page-input" defaultValue={q} withHint maxResults={5} />

      {!query ? <p>{t('emptyQuery')}</p> : null}
      {failed ? <Alert tone="error">{t('live.error')}</Alert> : null}

      {results && all > 0 ? (
        <section aria-labelledby="search-results-heading">
          <h2 id="search-results-heading" className={styles.count}>
            {t('resultsFor', { count: type ? results.hits.length : all, query })}
          </h2>
          <nav aria-label={t('filterLabel')}>
            <ul className={styles.chips}>
              <li>
                <Link className={styles.chip} href={href(locale, query)} aria-current={!type ? 'page' : undefined} prefetch={false}>
                  {t('chip', { label: t('all'), count: all })}
                </Link>
              </li>
              {SEARCH_KINDS.filter((k) => results.counts[k] > 0).map((k) => (
                <li key={k}>
                  <Link className={styles.chip} href={href(locale, query, k)} aria-current={type === k ? 'page' : undefined} prefetch={false}>
                    {t('chip', { label: types[k], count: results.counts[k] })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <ol className={styles.results} aria-label={t('resultsListLabel')} start={(page - 1) * PAGE_SIZE + 1}>
            {shown.map((hit) => (
              <li key={hit.id} className={styles.result}>
                <p className={styles.kind}>{types[hit.kind]}</p>
                <h3 className={styles.title}>
                  {/* titleHtml and fragment are escaped by the engine; only <mark> is markup. */}
                  <a href={hit.url} dangerouslySetInnerHTML={{ __html: hit.titleHtml }} />
                </h3>
                {hit.fragment ? <p className={styles.fragment} dangerouslySetInnerHTML={{ __html: hit.fragment }} /> : null}
              </li>
            ))}
          </ol>

          {pages > 1 ? (
            <nav aria-label={t('pagination')} className={styles.pagination}>
              <p className="visually-hidden">{t('pageOf', { page, pages })}</p>
              <ul>
                {page > 1 ? (
                  <li>
                    <Link href={href(locale, query, type, page - 1)} rel="prev" prefetch={false}>{t('previous')}</Link>
                  </li>
                ) : null}
                {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                  <li key={n}>
                    <Link
                      href={href(locale, query, type, n)}
                      aria-current={n === page ? 'page' : undefined}
                      aria-label={t('pageN', { page: n })}
                      prefetch={false}
                    >
                      {n}
                    </Link>
                  </li>
                ))}
                {page < pages ? (
                  <li>
                    <Link href={href(locale, query, type, page + 1)} rel="next" prefetch={false}>{t('next')}</Link>
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}
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
