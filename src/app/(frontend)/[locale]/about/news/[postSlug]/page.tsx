import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { env } from '@/lib/env'
import { getPostBySlug } from '@/lib/content/posts'
import { stripLanguageSuffix } from '@/lib/content/path'
import { decodeSegment } from '@/lib/http/route'
import { sampledWarning } from '@/lib/log/sampled'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { JsonLd } from '@/components/seo/JsonLd'
import { RichText } from '@/components/content/RichText'
import { PostDate } from '@/components/news/PostDate'
import styles from '@/components/news/News.module.css'
import { previewPost } from '@/lib/preview/draft'
import { LivePreviewRefresh } from '@/components/content/LivePreviewRefresh'
import { startPage } from '../../../pageSetup'

type Props = { params: Promise<{ locale: Locale; postSlug: string }> }

const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/i)
  .max(200)

// Made-up post addresses are as easy to send as made-up paths: sampled like 'unknown path'.
const warnUnknownPost = sampledWarning('unknown post')

function cleanSlug(raw: string): string | null {
  const parsed = slugSchema.safeParse(decodeSegment(raw))
  return parsed.success ? parsed.data.toLowerCase() : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, postSlug } = await params
  const slug = cleanSlug(postSlug)
  const post = slug ? ((await previewPost(locale, slug)) ?? (await getPostBySlug(locale, slug))) : null
  if (!post) return {}
  const image = typeof post.featuredImage === 'object' ? post.featuredImage?.url : null
  return pageMetadata({
    locale,
    path: `/about/news/${post.slug}`,
    title: post.title,
    description: post.excerpt,
    type: 'article',
    image,
    publishedTime: post.date,
  })
}

export default async function PostPage({ params }: Props) {
  const { locale, postSlug } = await startPage(params, 'shared')
  const slug = cleanSlug(postSlug)
  if (!slug) notFound()
  // Old links carry a language suffix (-et, -en, -ru, maybe -2): send them to the one clean address.
  const stripped = stripLanguageSuffix(slug)
  if (stripped !== postSlug) permanentRedirect(localizedPath(locale, `/about/news/${stripped}`))
  // An editor's signed preview shows the newest draft (never stored: previewPost vetoes the page cache).
  const draft = await previewPost(locale, stripped)
  const post = draft ?? (await getPostBySlug(locale, stripped))
  if (!post) {
    warnUnknownPost({ slug: stripped, locale })
    notFound()
  }
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'content.news' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  const image = typeof post.featuredImage === 'object' && post.featuredImage ? post.featuredImage : null
  const site = env().SITE_URL
  const url = new URL(localizedPath(locale, `/about/news/${post.slug}`), site).toString()
  return (
    <div className="container">
      <article className={styles.article}>
        <h1>{post.title}</h1>
        <p className={styles.meta}>
          {t('published')}: <PostDate value={post.date} invalidText={tc('invalidDate')} />
        </p>
        {/* The stored upload at its own size: next/image would re-encode it per request on this small server. */}
        {image?.url ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            className={styles.image}
            src={image.url}
            alt={image.alt}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
          />
        ) : null}
        <RichText data={post.content} locale={locale} />
        <p>
          <a href={localizedPath(locale, '/about/news')}>{t('backToNews')}</a>
        </p>
      </article>
      {draft ? <LivePreviewRefresh /> : null}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: post.title,
          description: post.excerpt ?? undefined,
          datePublished: post.date,
          dateModified: post.updatedAt,
          inLanguage: locale,
          mainEntityOfPage: url,
          url,
          ...(image?.url ? { image: [new URL(image.url, site).toString()] } : {}),
          publisher: { '@type': 'Organization', name: tc('siteName'), url: site },
          author: { '@type': 'Organization', name: tc('siteName') },
        }}
      />
    </div>
  )
}
