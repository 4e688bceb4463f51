import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import { Alert } from '@/components/ui/Alert'
import { getPageByPath } from '@/lib/content/pages'
import { PageIntro } from '@/components/content/PageIntro'
import { counties, countyInfo } from '@/lib/data/regions'
import { addDays, formatDay, todayInTallinn } from '@/lib/dates'
import { earliestAllowedDay } from '@/lib/helpdesk/cutoff'
import { allowedMimeTypes } from '@/lib/helpdesk/files'
import { areaLabel, containerLabel, contactTranslator } from '@/lib/helpdesk/labels'
import { MISSED_COLLECTION_DAYS } from '@/lib/helpdesk/schema'
import {
  containerCounts,
  contactFields,
  containerTypes,
  fieldsOf,
  municipalities,
  topicById,
  topics,
  wasteTypes,
  type ContactField,
} from '@/lib/helpdesk/lists'
import { contactPrefill } from '@/lib/helpdesk/prefill'
import { fileLimits, formToken } from '@/lib/helpdesk/submit'
import { ContactForm, type FieldSpec } from './ContactForm.client'
import { FAILED_POST_COOKIE } from './anchors'
import { errorTitle } from '@/lib/seo/errorTitle'
import styles from './contact.module.css'
import { dedicatedMetadata, startPage, type LocaleParams, type LocalePageProps } from '../../pageSetup'

const PATH = '/customer-support/contact-us'

const contactMetadata = dedicatedMetadata(PATH, 'contact', 'metaDescription')

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const [{ locale }, metadata] = await Promise.all([props.params, contactMetadata(props)])
  // After a failed post without scripts the title is the first thing a screen reader says: "Error: …".
  const failed = (await cookies()).get(FAILED_POST_COOKIE)?.value === '1'
  return failed ? errorTitle(locale, metadata) : metadata
}

const kinds: Record<ContactField, FieldSpec['kind']> = {
  contractNumber: 'text',
  name: 'text',
  phone: 'tel',
  email: 'email',
  area: 'select',
  address: 'text',
  wasteType: 'select',
  containerType: 'select',
  containerCount: 'select',
  packagedExtra: 'radios',
  desiredDate: 'date',
  missedCollectionDate: 'date',
  subject: 'text',
  description: 'textarea',
  files: 'files',
}
const autoComplete: Partial<Record<ContactField, string>> = {
  name: 'name',
  phone: 'tel',
  email: 'email',
  address: 'street-address',
}
const maxLength: Partial<Record<ContactField, number>> = {
  contractNumber: 30,
  name: 200,
  phone: 30,
  email: 254,
  address: 300,
  subject: 200,
  description: 5000,
}

export default async function ContactUsPage({ params, searchParams }: LocalePageProps) {
  const { locale } = await startPage(params)
  const [query, t, tc, cmsPage] = await Promise.all([
    searchParams,
    getTranslations({ locale, namespace: 'contact' }),
    getTranslations({ locale, namespace: 'common' }),
    getPageByPath(locale, PATH),
  ])
  const tl = contactTranslator(locale)
  // ?topic=&contract=&address=&message= from links on other pages, validated field by field (prefill.ts).
  const prefill = contactPrefill(query)
  const topic = topicById(prefill.topicId)
  const now = new Date()
  const earliest = earliestAllowedDay(now)
  const today = todayInTallinn(now)
  const limits = fileLimits()
  const mb = (bytes: number) => String(Math.round((bytes / 1024 / 1024) * 10) / 10)

  const hints: Partial<Record<ContactField, string>> = {
    contractNumber: t('hints.contractNumber'),
    phone: t('hints.phone'),
    desiredDate: t('hints.desiredDate', { date: formatDay(earliest) }),
    missedCollectionDate: t('hints.missedCollectionDate', { days: String(MISSED_COLLECTION_DAYS) }),
    files: t('hints.files', { perFile: mb(limits.maxFileBytes), total: mb(limits.maxTotalBytes) }),
    packagedExtra: t('hints.packagedExtra'),
  }

  const specs: Record<string, FieldSpec> = {}
  for (const field of contactFields) {
    const spec: FieldSpec = {
      field,
      label: t(`fields.${field}`),
      hint: hints[field],
      kind: kinds[field],
      autoComplete: autoComplete[field],
      maxLength: maxLength[field],
    }
    // The browser's date picker offers only the days the server accepts (schema.ts).
    if (field === 'missedCollectionDate') {
      spec.min = addDays(today, -MISSED_COLLECTION_DAYS)
      spec.max = today
    }
    if (field === 'area') {
      spec.groups = counties.map((county) => ({
        label: t(`counties.${countyInfo[county].messageKey}`),
        options: municipalities
          .filter((m) => m.county === county)
          .map((m) => ({ value: m.name, label: areaLabel(locale, m.name) })),
      }))
    }
    if (field === 'wasteType') spec.options = wasteTypes.map((w) => ({ value: w, label: t(`wasteTypes.${w}`) }))
    if (field === 'containerType')
      spec.options = containerTypes.map((c) => ({ value: c, label: containerLabel(tl, locale, c) }))
    if (field === 'containerCount') spec.options = containerCounts.map((c) => ({ value: c, label: c }))
    if (field === 'packagedExtra')
      spec.options = [
        { value: 'yes', label: t('yes') },
        { value: 'no', label: t('no') },
      ]
    specs[field] = spec
  }
  // Every topic's fields go to the form, so a topic change swaps fields in the browser and keeps what was typed.
  const topicFields = Object.fromEntries(topics.map((x) => [x.id, fieldsOf(x)]))
  // Left as placeholders: the browser fills in the file name (fileCheck.ts).
  const fileMessage = (key: 'typeName' | 'size' | 'total' | 'count' | 'empty') =>
    t(`fileErrors.${key}`, { name: '{name}', max: '{max}' })

  return (
    <div className="container">
      <PageIntro locale={locale} page={cmsPage} fallbackTitle={t('title')} fallbackIntro={t('intro')} />
      {/* The page's own intro (CMS) already says when we answer and what may cost extra; these
          notices stand in for it only when the page has no text of its own, so nothing shows twice. */}
      {cmsPage ? null : (
        <div className={styles.notice}>
          <Alert tone="info">
            <p>{t('notices.answer')}</p>
            <p>{t('notices.fee')}</p>
            <p>{t('notices.incomplete')}</p>
          </Alert>
        </div>
      )}
      <ContactForm
        topicId={topic?.id ?? null}
        initialValues={prefill.values}
        locale={locale}
        topics={topics.map((x) => ({
          id: x.id,
          label: t(`topics.${x.key}`),
          heading: t('topicChosen', { topic: t(`topics.${x.key}`) }),
        }))}
        specs={specs}
        topicFields={topicFields}
        token={formToken()}
        minDate={earliest}
        accept={allowedMimeTypes.join(',')}
        limits={limits}
        strings={{
          requiredSr: t('requiredSr'),
          optional: t('optional'),
          choose: t('choose'),
          send: t('send'),
          errorSummaryTitle: t('errorSummaryTitle'),
          errorTitlePrefix: tc('error', { message: '' }),
          requiredExplanation: t('requiredExplanation'),
          honeypot: t('honeypot'),
          topicLegend: t('topicLegend'),
          chooseTopic: t('chooseTopic'),
          files: {
            type: fileMessage('typeName'),
            size: fileMessage('size'),
            total: fileMessage('total'),
            count: fileMessage('count'),
            empty: fileMessage('empty'),
            removed: t('fileErrors.removed'),
          },
        }}
      />
    </div>
  )
}
