import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

// Tool pages are not disallowed here: crawlers must fetch them to see their noindex.
export default function robots(): MetadataRoute.Robots {
  const site = env().SITE_URL
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin'] }],
    sitemap: new URL('/sitemap.xml', site).toString(),
  }
}
