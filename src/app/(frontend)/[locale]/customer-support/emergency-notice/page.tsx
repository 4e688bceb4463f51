import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { getPageByPath } from '@/lib/content/pages'
import { listPosts } from '@/lib/content/posts'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { PageIntro } from '@/components/content/PageIntro'
import { PostDate } from '@/components/news/PostDate'
import styles from '@/components/news/News.module.css'
import { cacheablePage } from '@/lib/http/pageCacheContext'

const PATH = '/customer-support/emergency-notice'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: 'content.emergencyNotice' }),
    getPageByPath(locale, PATH),
  ])
  return pageMetadata({
    locale,
    path: PATH,
    title: page?.title ?? t('title'),
    description: page?.description ?? t('metaDescription'),
  })
}

/** Dated notices, newest first. */
export default async function EmergencyNoticePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  // Same HTML for every visitor of this address: the edge may store it (decision 019).
  cacheablePage()
  const [t, tn, tc, page, list] = await Promise.all([
    getTranslations({ locale, namespace: 'content.emergencyNotice' }),
    getTranslations({ locale, namespace: 'content.news' }),
    getTranslations({ locale, namespace: 'common' }),
    getPageByPath(locale, PATH),
    listPosts(locale, { category: 'emergency-notices', newestFirst: true, limit: 30 }),
  ])
  return (
    <div className="container">
      <PageIntro locale={locale} page={page} fallbackTitle={t('title')} />
      {list.docs.length === 0 ? (
        <p role="status">{tn('noPosts')}</p>
      ) : (
        <ol className={styles.list}>
          {list.docs.map((post) => (
            <li key={post.id} className={styles.notice}>
              <h2>
                <a href={localizedPath(locale, `/about/news/${post.slug}`)}>{post.title}</a>
              </h2>
              <p className={styles.meta}>
                <PostDate value={post.date} invalidText={tc('invalidDate')} />
              </p>
              {post.excerpt ? <p>{post.excerpt}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
