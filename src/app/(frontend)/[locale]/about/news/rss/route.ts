// GET /about/news/rss, /ru/about/news/rss, /en/about/news/rss: the latest news of one locale as RSS 2.0.
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { locales } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { env } from '@/lib/env'
import { listPosts } from '@/lib/content/posts'
import { buildRss } from '@/lib/content/rss'
import { route } from '@/lib/http/route'

const params = z.object({ locale: z.enum(locales, { error: 'Unknown locale' }) })

export const GET = route({ params }, async ({ params: { locale } }) => {
  const [t, tc, list] = await Promise.all([
    getTranslations({ locale, namespace: 'content.news' }),
    getTranslations({ locale, namespace: 'common' }),
    listPosts(locale, { limit: 20, newestFirst: true }),
  ])
  const site = env().SITE_URL
  const xml = buildRss({
    title: `${tc('siteName')} · ${t('title')}`,
    description: t('metaDescription'),
    link: new URL(localizedPath(locale, '/about/news'), site).toString(),
    self: new URL(localizedPath(locale, '/about/news/rss'), site).toString(),
    language: locale,
    items: list.docs.map((p) => ({
      title: p.title,
      link: new URL(localizedPath(locale, `/about/news/${p.slug}`), site).toString(),
      description: p.excerpt ?? '',
      date: p.date,
    })),
  })
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
})
