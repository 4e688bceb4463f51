import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { localizedPath } from '@/i18n/paths'
import { getPageByPath } from '@/lib/content/pages'
import { listPosts } from '@/lib/content/posts'
import { parseNewsQuery } from '@/lib/content/newsQuery'
import { clampPage } from '@/lib/pagination'
import type { NewsTab } from '@/lib/content/newsTabs'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { PageIntro } from '@/components/content/PageIntro'
import { PostCard } from '@/components/news/PostCard'
import { Pagination } from '@/components/ui/Pagination'
import { CardGrid } from '@/components/ui/Card'
import styles from '@/components/news/News.module.css'
import { startPage, type LocalePageProps } from '../../pageSetup'

const PATH = '/about/news'

type Props = LocalePageProps

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: 'content.news' }),
    getPageByPath(locale, PATH),
  ])
  const meta = pageMetadata({
    locale,
    path: PATH,
    title: page?.title ?? t('title'),
    description: page?.description ?? t('metaDescription'),
  })
  return {
    ...meta,
    alternates: { ...meta.alternates, types: { 'application/rss+xml': localizedPath(locale, `${PATH}/rss`) } },
  }
}

function queryString(tab: NewsTab, page: number): string {
  const q = new URLSearchParams()
  if (tab !== 'all') q.set('tab', tab)
  if (page > 1) q.set('page', String(page))
  const s = q.toString()
  return s ? `?${s}` : ''
}

export default async function NewsPage({ params, searchParams }: Props) {
  const { locale } = await startPage(params, 'shared')
  const query = parseNewsQuery(await searchParams)
  const [t, tc, cmsPage] = await Promise.all([
    getTranslations({ locale, namespace: 'content.news' }),
    getTranslations({ locale, namespace: 'common' }),
    getPageByPath(locale, PATH),
  ])
  const category = query.tab === 'all' ? undefined : query.tab
  let list = await listPosts(locale, { category, page: query.page })
  const page = clampPage(query.page, list.totalPages)
  if (page !== query.page) list = await listPosts(locale, { category, page })
  const base = localizedPath(locale, PATH)
  const tabs: { tab: NewsTab; label: string }[] = [
    { tab: 'all', label: t('tabAll') },
    { tab: 'emergency-notices', label: t('tabEmergency') },
    { tab: 'waste-school', label: t('tabWasteSchool') },
  ]
  return (
    <div className="container">
      <PageIntro locale={locale} page={cmsPage} fallbackTitle={t('title')} />
      <nav aria-label={t('tabsLabel')}>
        <ul className={styles.tabs}>
          {tabs.map(({ tab, label }) => (
            <li key={tab}>
              <a
                className={styles.tab}
                href={`${base}${queryString(tab, 1)}`}
                aria-current={tab === query.tab ? 'page' : undefined}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {list.docs.length === 0 ? (
        <p role="status">{t('noPosts')}</p>
      ) : (
        <>
          <p className={styles.meta}>{t('pageOf', { page, total: list.totalPages })}</p>
          <CardGrid>
            {list.docs.map((post) => (
              <PostCard
                key={post.id}
                post={post}
                locale={locale}
                invalidDate={tc('invalidDate')}
                stickyText={t('sticky')}
              />
            ))}
          </CardGrid>
        </>
      )}
      <Pagination
        locale={locale}
        label={t('pagination')}
        page={page}
        pages={list.totalPages}
        hrefFor={(n) => `${base}${queryString(query.tab, n)}`}
        goTo={{ id: 'news-goto', action: base, hidden: query.tab === 'all' ? {} : { tab: query.tab } }}
      />
      <p>
        <a href={localizedPath(locale, `${PATH}/rss`)} type="application/rss+xml">
          {t('rss')}
        </a>
      </p>
    </div>
  )
}
