import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { ButtonLink } from '@/components/ui/Button'
import { Alert } from '@/components/ui/Alert'
import { localizedPath } from '@/i18n/paths'
import { env } from '@/lib/env'
import { checkReceipt } from '@/lib/helpdesk/receipt'
import styles from '../contact.module.css'
import { startPage, unlistedMetadata, type LocalePageProps } from '../../../pageSetup'

const PATH = '/customer-support/contact-us/sent'

export const generateMetadata = unlistedMetadata(PATH, 'contact.sent', true)

export default async function ContactSentPage({ params, searchParams }: LocalePageProps) {
  const { locale } = await startPage(params)
  const query = await searchParams
  const config = env()
  // Thanks only after a real submission (the redirect from the form signs the reference); opened
  // directly, or with a made-up or stale reference, the page sends the visitor to the form instead.
  // A server component rendered per request: the clock is read once, for this request.
  // eslint-disable-next-line react-hooks/purity
  if (!checkReceipt(config.PAYLOAD_SECRET, query.ref, query.receipt, Date.now()))
    redirect(localizedPath(locale, '/customer-support/contact-us'))
  const reference = query.ref
  const t = await getTranslations({ locale, namespace: 'contact.sent' })
  // The confirmation e-mail goes out only when there is a mail server and copies are on (delivery.ts).
  const confirms = Boolean(config.SMTP_URL) && config.CONTACT_CUSTOMER_COPY === 'true'
  return (
    <div className="container">
      <h1>{t('title')}</h1>
      <Alert tone="success" title={t('lead')}>
        <p>
          {t('reference')}: <span className={styles.reference}>{reference}</span>
        </p>
      </Alert>
      <p>{t('answer')}</p>
      {confirms ? <p>{t('copy')}</p> : null}
      <p>
        <ButtonLink href={localizedPath(locale, '/customer-support/contact-us')} variant="secondary">
          {t('another')}
        </ButtonLink>
      </p>
    </div>
  )
}
