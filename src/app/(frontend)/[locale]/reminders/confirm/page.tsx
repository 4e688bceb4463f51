import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import type { Locale } from '@/i18n/locales'
import { uncacheablePage } from '@/lib/http/pageCacheContext'
import { firstParam } from '@/lib/pagination'
import { CONFIRM_COOKIE } from '@/lib/reminders/linkCookie'
import { isConfirmToken } from '@/lib/reminders/tokens'
import { CrossSiteRetry } from '@/components/reminders/CrossSiteRetry'

// The confirmation mail's link opens this page; the button confirms (a POST, so a mail scanner that opens
// links confirms nothing). The link's token is first exchanged for a cookie (a 303 back here without it),
// and checked when the button is pressed.

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'reminders.confirm' })
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

export default async function ConfirmReminderPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  uncacheablePage()
  const sp = await searchParams
  const linkToken = firstParam(sp.token)
  if (linkToken !== undefined) {
    redirect(`/api/v1/reminders/session?kind=confirm&locale=${locale}&token=${encodeURIComponent(linkToken)}`)
  }
  const token = (await cookies()).get(CONFIRM_COOKIE)?.value
  const t = await getTranslations({ locale, namespace: 'reminders.confirm' })
  const valid = isConfirmToken(token) && firstParam(sp.error) === undefined
  return (
    <div className="container">
      <h1>{t('title')}</h1>
      {valid || firstParam(sp.error) !== undefined ? null : <CrossSiteRetry />}
      {valid ? (
        <form action="/api/v1/reminders/confirm" method="post">
          <p>{t('intro')}</p>
          <input type="hidden" name="locale" value={locale} />
          <Button type="submit">{t('button')}</Button>
        </form>
      ) : (
        <Alert tone="error">
          <p>{t('invalid')}</p>
        </Alert>
      )}
    </div>
  )
}
