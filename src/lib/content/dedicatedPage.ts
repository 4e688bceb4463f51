import 'server-only'
import type { Metadata } from 'next'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { getPageByPath } from './pages'

export type IntroFallback = { title: string; description: string }

function shareImage(page: Page | null): string | null {
  const image = page?.meta?.image
  return image && typeof image === 'object' ? (image.url ?? null) : null
}

/**
 * Metadata of a route with its own folder that also has a CMS page at the same path: the editors'
 * SEO fields, else the page's title and description, else the route's message strings (no page
 * published yet). The page's noindex flag is not applied: these routes are listed in the sitemap
 * whatever the CMS says (DEDICATED_PUBLIC_ROUTES), and the flag there only keeps a page off index cards.
 */
export async function dedicatedPageMetadata(locale: Locale, path: string, fallback: IntroFallback): Promise<Metadata> {
  const page = await getPageByPath(locale, path)
  return pageMetadata({
    locale,
    path,
    title: page?.meta?.title || page?.title || fallback.title,
    description: page?.meta?.description || page?.description || fallback.description,
    image: shareImage(page),
  })
}
