import 'server-only'
import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { firstParam } from '@/lib/pagination'
import { cookieOf, type LinkKind } from '@/lib/reminders/linkCookie'
import { startPage, type LocaleParams, type LocalePageProps } from '../pageSetup'

// The pages a reminder mail links to (confirm, manage). The link's token is first exchanged for a cookie
// (a 303 back to the page without it), so the page reads the token from its cookie only. Nothing of them
// is stored, indexed, or sent on as a Referer.

/** `generateMetadata` of a link page: its title from `namespace`, kept off the index and Referers. */
export function linkPageMetadata(namespace: string) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const { locale } = await params
    const t = await getTranslations({ locale, namespace })
    return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' }
  }
}

/** Starts a link page: its locale, its query, and the token of its cookie (a link's token is exchanged first). */
export async function startLinkPage(
  params: LocalePageProps['params'],
  searchParams: LocalePageProps['searchParams'],
  kind: LinkKind,
) {
  const { locale } = await startPage(params, 'private')
  const query = await searchParams
  const linkToken = firstParam(query.token)
  if (linkToken !== undefined) {
    redirect(`/api/v1/reminders/session?kind=${kind}&locale=${locale}&token=${encodeURIComponent(linkToken)}`)
  }
  const token = (await cookies()).get(cookieOf(kind))?.value
  return { locale, query, token }
}
