import 'server-only'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { dedicatedPageMetadata } from '@/lib/content/dedicatedPage'
import { cacheablePage, uncacheablePage } from '@/lib/http/pageCacheContext'
import { alternatesFor } from '@/lib/seo/alternates'

// What the pages of one locale start with: their props, the locale set for the request, whether the edge
// may store the HTML, and the metadata of a page whose editors may override its title and description.

export type LocaleParams = { params: Promise<{ locale: Locale }> }
export type QueryParams = Record<string, string | string[] | undefined>
export type LocalePageProps = LocaleParams & { searchParams: Promise<QueryParams> }

/**
 * Reads a page's address parameters and sets its locale for this request's translations. `shared`: the
 * same HTML for every visitor of this address, so the edge may store it (decision 019); `private`: the
 * HTML depends on the visitor and is never stored; left out: the page is not stored unless a part of it
 * says it may be.
 */
export async function startPage<P extends { locale: Locale }>(
  params: Promise<P>,
  html?: 'shared' | 'private',
): Promise<P> {
  const read = await params
  setRequestLocale(read.locale)
  if (html === 'shared') cacheablePage()
  else if (html === 'private') uncacheablePage()
  return read
}

/**
 * `generateMetadata` of a route that also has a CMS page at its path: the editors' title and description,
 * else these of the messages in `namespace` (`title` and `descriptionKey`).
 */
export function dedicatedMetadata(path: string, namespace: string, descriptionKey = 'description') {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const { locale } = await params
    const t = await getTranslations({ locale, namespace })
    return dedicatedPageMetadata(locale, path, { title: t('title'), description: t(descriptionKey) })
  }
}

/**
 * `generateMetadata` of a page kept out of search results (a form's answer, a test page): its title and
 * `metaDescription` from `namespace`, its address in each language, and whether robots follow its links.
 */
export function unlistedMetadata(path: string, namespace: string, follow: boolean) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const { locale } = await params
    const t = await getTranslations({ locale, namespace })
    return {
      title: t('title'),
      description: t('metaDescription'),
      alternates: alternatesFor(locale, path),
      robots: { index: false, follow },
    }
  }
}
