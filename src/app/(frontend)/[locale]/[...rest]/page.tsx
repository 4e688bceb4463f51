import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { decodeSegment } from '@/lib/http/route'
import { sampledWarning } from '@/lib/log/sampled'
import { getPageByPath } from '@/lib/content/pages'
import { findRedirect } from '@/lib/content/redirects'
import { normalizePath } from '@/lib/content/path'
import { lexicalToPlainText } from '@/lib/content/plainText'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { JsonLd } from '@/components/seo/JsonLd'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { Page } from '@/payload-types'
import { cacheablePage } from '@/lib/http/pageCacheContext'
import { previewPage } from '@/lib/preview/draft'
import { LivePreviewRefresh } from '@/components/content/LivePreviewRefresh'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

/** A page with no content of its own that points readers to the service page (SPEC section 2). */
const SHELL_LINKS: Record<string, string> = {
  '/home-customer/ordering-fecal-transport': '/home-customer/fecal-transport',
}

// Next hands over the segments decoded once; one that still holds an escape decodes again (old links were
// saved encoded). A `%` that starts no escape stays as it is: never a URIError, so never a 500.
function pathOf(rest: string[]): string {
  return normalizePath(`/${rest.map(decodeSegment).join('/')}`)
}

// Scanners ask for thousands of made-up paths: a sample of them, and a count of the rest, is enough.
const warnUnknownPath = sampledWarning('unknown path')

function mediaUrl(page: Page): string | null {
  const image = page.meta?.image
  return image && typeof image === 'object' ? (image.url ?? null) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, rest } = await params
  if (!isLocale(locale)) return {}
  const page = (await previewPage(locale, pathOf(rest))) ?? (await getPageByPath(locale, pathOf(rest)))
  if (!page) return {}
  return pageMetadata({
    locale,
    path: page.path,
    title: page.meta?.title || page.title,
    description: page.meta?.description || page.description,
    noindex: page.noindex,
    image: mediaUrl(page),
  })
}

function faqJsonLd(page: Page): Record<string, unknown> | null {
  const questions = (page.layout ?? []).flatMap((b) => (b.blockType === 'accordion' ? (b.items ?? []) : []))
  if (questions.length === 0) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: lexicalToPlainText(q.answer as never) },
    })),
  }
}

/** Any path no dedicated route claims: a CMS page, else a stored redirect, else a warning and the 404 page. */
export default async function CmsPage({ params }: Props) {
  const { locale: raw, rest } = await params
  if (!isLocale(raw)) notFound()
  const locale: Locale = raw
  setRequestLocale(locale)
  // Same HTML for every visitor of this address: the edge may store it (decision 019).
  cacheablePage()
  const path = pathOf(rest)
  // An editor's signed preview shows the newest draft (never stored: previewPage vetoes the page cache).
  const draft = await previewPage(locale, path)
  const page = draft ?? (await getPageByPath(locale, path))
  if (!page) {
    const redirect = await findRedirect(path)
    if (redirect) {
      const to = /^https?:\/\//.test(redirect.to) ? redirect.to : localizedPath(locale, redirect.to)
      permanentRedirect(to)
    }
    warnUnknownPath({ path, locale })
    notFound()
  }
  const faq = faqJsonLd(page)
  // Only when editors left it empty: the seeded page already carries its own call to action.
  const shellTarget = (page.layout ?? []).length === 0 ? SHELL_LINKS[page.path] : undefined
  const t = shellTarget ? await getTranslations({ locale, namespace: 'content' }) : null
  return (
    <div className="container">
      <h1>{page.title}</h1>
      <RenderBlocks blocks={page.layout} locale={locale} pagePath={page.path} />
      {shellTarget && t ? (
        <p>
          <a href={localizedPath(locale, shellTarget)}>{t('fecalLink')}</a>
        </p>
      ) : null}
      {faq ? <JsonLd data={faq} /> : null}
      {draft ? <LivePreviewRefresh /> : null}
    </div>
  )
}
