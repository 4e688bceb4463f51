import type { Locale } from '@/i18n/locales'
import type { Post } from '@/payload-types'
import { localizedPath } from '@/i18n/paths'
import { Card } from '@/components/ui/Card'
import { PostDate } from './PostDate'
import styles from './News.module.css'

export function PostCard({
  post,
  locale,
  invalidDate,
  stickyText,
  headingLevel = 2,
}: {
  post: Post
  locale: Locale
  invalidDate: string
  stickyText: string
  headingLevel?: 2 | 3
}) {
  return (
    <Card
      title={post.title}
      href={localizedPath(locale, `/about/news/${post.slug}`)}
      headingLevel={headingLevel}
      meta={
        <span className={styles.meta}>
          <PostDate value={post.date} invalidText={invalidDate} />
          {post.sticky ? ` · ${stickyText}` : null}
        </span>
      }
    >
      {post.excerpt ? <p>{post.excerpt}</p> : null}
    </Card>
  )
}
