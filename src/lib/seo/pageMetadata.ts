import type { Metadata } from 'next'
import { locales, localeRegion, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { alternatesFor } from './alternates'

type Args = {
  locale: Locale
  path: string
  title: string
  description?: string | null
  noindex?: boolean | null
  siteName?: string
  image?: string | null
  type?: 'website' | 'article'
  publishedTime?: string
}

/**
 * Title, description, canonical + hreflang alternates and Open Graph for one page. Open Graph is
 * given whole here because a page's openGraph replaces the layout's rather than merging with it.
 */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  noindex,
  siteName = 'Jäätmeveo AS',
  image,
  type = 'website',
  publishedTime,
}: Args): Metadata {
  return {
    title,
    description: description ?? undefined,
    alternates: alternatesFor(locale, path),
    openGraph: {
      title,
      description: description ?? undefined,
      url: localizedPath(locale, path),
      siteName,
      locale: localeRegion[locale],
      alternateLocale: locales.filter((l) => l !== locale).map((l) => localeRegion[l]),
      type,
      ...(image ? { images: [{ url: image }] } : {}),
      ...(publishedTime ? { publishedTime } : {}),
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  }
}
