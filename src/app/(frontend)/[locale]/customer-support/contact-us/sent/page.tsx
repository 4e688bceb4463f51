import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ButtonLink } from '@/components/ui/Button'
import { Alert } from '@/components/ui/Alert'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { alternatesFor } from '@/lib/seo/alternates'
import styles from '../contact.module.css'

const PATH = '/customer-support/contact-us/sent'
const REFERENCE = /^JV-\d{8}-[A-Z0-9]{6}$/

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'contact.sent' })
  return { title: t('title'), description: t('metaDescription'), alternates: alternatesFor(locale, PATH), robots: { index: false, follow: true } }
}

export default async function ContactSentPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'contact.sent' })
  const ref = (await searchParams).ref
  const reference = typeof ref === 'string' && REFERENCE.test(ref) ? ref : null
  return (
    <div className="container">
      <h1>{t('title')}</h1>
      <Alert tone="success" title={t('lead')}>
        {reference ? (
          <p>
            {t('reference')}: <span className={styles.reference}>{reference}</span>
          </p>
        ) : null}
      </Alert>
      <p>{t('answer')}</p>
      <p>{t('copy')}</p>
      <p>
        <ButtonLink href={localizedPath(locale, '/customer-support/contact-us')} variant="secondary">
          {t('another')}
        </ButtonLink>
      </p>
    </div>
  )
}
