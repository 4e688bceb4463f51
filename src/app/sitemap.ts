import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'
import { getIndexablePages } from '@/lib/content/pages'
import { getPostSlugs } from '@/lib/content/posts'
import { getSortingItemList } from '@/lib/content/sortingItems'
import { sortingItemPath } from '@/lib/sorting/records'
import { buildSitemap } from '@/lib/seo/sitemap'

// Built per request from the CMS (cached by tag), so a published page appears without a rebuild.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, posts, sortingItems] = await Promise.all([
    getIndexablePages(),
    getPostSlugs(),
    getSortingItemList('et'),
  ])
  return buildSitemap(
    env().SITE_URL,
    [...pages, ...sortingItems.map((item) => ({ path: sortingItemPath(item.slug) }))],
    posts.map((p) => ({ path: `/about/news/${p.slug}`, updatedAt: p.updatedAt })),
  )
}
