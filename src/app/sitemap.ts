import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'
import { getIndexablePages } from '@/lib/content/pages'
import { getPostSlugs } from '@/lib/content/posts'
import { buildSitemap } from '@/lib/seo/sitemap'

// Built per request from the CMS (cached by tag), so a published page appears without a rebuild.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, posts] = await Promise.all([getIndexablePages(), getPostSlugs()])
  return buildSitemap(
    env().SITE_URL,
    pages,
    posts.map((p) => ({ path: `/about/news/${p.slug}`, updatedAt: p.updatedAt })),
  )
}
