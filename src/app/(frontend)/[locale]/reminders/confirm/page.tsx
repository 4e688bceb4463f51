import { getTranslations } from 'next-intl/server'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { firstParam } from '@/lib/pagination'
import { isConfirmToken } from '@/lib/reminders/tokens'
import { CrossSiteRetry } from '@/components/reminders/CrossSiteRetry'
import type { LocalePageProps } from '../../pageSetup'
import { linkPageMetadata, startLinkPage } from '../linkPage'

// The confirmation mail's link opens this page; the button confirms (a POST, so a mail scanner that opens
// links confirms nothing). The link's token is first exchanged for a cookie (a 303 back here without it),
// and checked when the button is pressed.

export const generateMetadata = linkPageMetadata('reminders.confirm')

export default async function ConfirmReminderPage({ params, searchParams }: LocalePageProps) {
  const { locale, query: sp, token } = await startLinkPage(params, searchParams, 'confirm')
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
