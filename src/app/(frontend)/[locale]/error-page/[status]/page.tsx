import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { isLocale, type Locale } from '@/i18n/locales'
import { ERROR_PAGE_HEADER, errorPageStatus, isErrorPageToken, type ErrorPageStatus } from '@/lib/http/errorPage'
import { StatusMessage } from '@/components/errors/StatusMessage'
import { statusTexts } from '@/components/errors/statusTexts'

type Props = { params: Promise<{ locale: string; status: string }> }

/**
 * The server-rendered error page, inside the site's layout: what the custom server sends, with the original
 * status, when Next answers a page load with 404 or 5xx (src/server/error-pages.ts, src/lib/http/errorPage.ts).
 * Only the server's own request, carrying its token, gets it; any other is an unknown path.
 */
async function internalStatus(props: Props): Promise<{ locale: Locale; status: ErrorPageStatus } | null> {
  const { locale, status } = await props.params
  const parsed = errorPageStatus.safeParse(status)
  if (!isLocale(locale) || !parsed.success) return null
  if (!isErrorPageToken((await headers()).get(ERROR_PAGE_HEADER))) return null
  return { locale, status: parsed.data }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await internalStatus(props)
  if (!found) return {}
  const { title } = await statusTexts(found.locale, found.status)
  return { title, robots: { index: false, follow: true } }
}

export default async function ErrorPage(props: Props) {
  const found = await internalStatus(props)
  if (!found) notFound()
  setRequestLocale(found.locale)
  return <StatusMessage locale={found.locale} texts={await statusTexts(found.locale, found.status)} />
}
