import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { getPageByPath } from '@/lib/content/pages'
import { listPosts } from '@/lib/content/posts'
import { cacheablePage } from '@/lib/http/pageCacheContext'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { PageIntro } from '@/components/content/PageIntro'
import { RichText } from '@/components/content/RichText'
import { PostDate } from './PostDate'
import styles from './News.module.css'

type Props = { params: Promise<{ locale: Locale }> }

/** Where each of the two emergency pages lives, and the namespace of its texts. */
const variants = {
  list: { path: '/customer-support/emergency-notice', namespace: 'content.emergencyNotice' },
  full: { path: '/about/emergency-detailed', namespace: 'content.emergencyDetailed' },
} as const

/**
 * The two emergency pages: the dated notices as a list with excerpts (`list`), or the long emergency
 * articles in full (`full`), newest first, under the CMS page at their path (its title and intro, else the
 * texts in their namespace). Returns the route's generateMetadata and page component.
 */
export function emergencyPostsPage(show: keyof typeof variants) {
  const { path, namespace } = variants[show]

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params
    const [t, page] = await Promise.all([getTranslations({ locale, namespace }), getPageByPath(locale, path)])
    return pageMetadata({
      locale,
      path,
      title: page?.title ?? t('title'),
      description: page?.description ?? t('metaDescription'),
    })
  }

  async function EmergencyPosts({ params }: Props) {
    const { locale } = await params
    setRequestLocale(locale)
    // Same HTML for every visitor of this address: the edge may store it (decision 019).
    cacheablePage()
    const [t, tn, tc, page, list] = await Promise.all([
      getTranslations({ locale, namespace }),
      getTranslations({ locale, namespace: 'content.news' }),
      getTranslations({ locale, namespace: 'common' }),
      getPageByPath(locale, path),
      show === 'list'
        ? listPosts(locale, { category: 'emergency-notices', newestFirst: true, limit: 30 })
        : listPosts(locale, { long: true, limit: 20 }),
    ])
    const link = (post: (typeof list.docs)[number]) => (
      <a href={localizedPath(locale, `/about/news/${post.slug}`)}>{post.title}</a>
    )
    const date = (post: (typeof list.docs)[number]) => (
      <p className={styles.meta}>
        <PostDate value={post.date} invalidText={tc('invalidDate')} />
      </p>
    )
    return (
      <div className="container">
        <PageIntro locale={locale} page={page} fallbackTitle={t('title')} />
        {list.docs.length === 0 ? <p role="status">{tn('noPosts')}</p> : null}
        {show === 'list' && list.docs.length > 0 ? (
          <ol className={styles.list}>
            {list.docs.map((post) => (
              <li key={post.id} className={styles.notice}>
                <h2>{link(post)}</h2>
                {date(post)}
                {post.excerpt ? <p>{post.excerpt}</p> : null}
              </li>
            ))}
          </ol>
        ) : null}
        {show === 'full'
          ? list.docs.map((post) => (
              <article
                key={post.id}
                className={`${styles.article} ${styles.notice}`}
                aria-labelledby={`post-${post.id}`}
              >
                <h2 id={`post-${post.id}`}>{link(post)}</h2>
                {date(post)}
                <RichText data={post.content} locale={locale} shiftHeadings={1} />
              </article>
            ))
          : null}
      </div>
    )
  }

  return { generateMetadata, EmergencyPosts }
}
