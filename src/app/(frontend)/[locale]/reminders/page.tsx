import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { z } from 'zod'
import { Alert } from '@/components/ui/Alert'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { contractNumberSchema } from '@/lib/discharges/schema'
import { firstParam } from '@/lib/pagination'
import { errorTitle } from '@/lib/seo/errorTitle'
import { waitInWords } from '@/lib/dates/wait'

// The answer to the subscription form (src/app/(frontend)/api/v1/reminders/subscribe/route.ts redirects
// here). "sent" reads the same whether or not the address was subscribed already.

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const querySchema = z.object({
  status: z.enum(['sent', 'invalid', 'noCollections', 'rateLimited']).catch('invalid'),
  seconds: z.coerce.number().int().min(1).max(86_400).catch(60),
  contractNumber: contractNumberSchema.optional().catch(undefined),
})

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'reminders.status' })
  const metadata: Metadata = { title: t('title'), robots: { index: false, follow: false } }
  // The subscription form's answer: a refused post says so in the title too ("Error: …").
  const { status } = querySchema.pick({ status: true }).parse({ status: firstParam((await searchParams).status) })
  return status === 'sent' ? metadata : errorTitle(locale, metadata)
}

export default async function ReminderStatusPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const sp = await searchParams
  const query = querySchema.parse({
    status: firstParam(sp.status),
    seconds: firstParam(sp.seconds),
    contractNumber: firstParam(sp.contractNumber),
  })
  const t = await getTranslations({ locale, namespace: 'reminders.status' })
  const lookup = localizedPath(locale, '/customer-support/next-shipping-day')
  const back = query.contractNumber ? `${lookup}?contractNumber=${encodeURIComponent(query.contractNumber)}` : lookup
  return (
    <div className="container">
      <h1>{t('title')}</h1>
      {query.status === 'sent' ? (
        <Alert tone="success">
          <p>{t('sent')}</p>
        </Alert>
      ) : (
        <Alert tone="error">
          <p>
            {query.status === 'rateLimited'
              ? t('rateLimited', { wait: waitInWords(query.seconds, locale) })
              : query.status === 'noCollections' && query.contractNumber
                ? t('noCollections', { number: query.contractNumber })
                : t('invalid')}
          </p>
        </Alert>
      )}
      <p>
        <a href={back}>{t('back')}</a>
      </p>
    </div>
  )
}
