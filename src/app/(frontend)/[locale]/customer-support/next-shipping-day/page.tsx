import { getTranslations } from 'next-intl/server'
import { contractFormText } from '@/components/discharges/contractFormText'
import { z } from 'zod'
import { localizedPath } from '@/i18n/paths'
import { notEmptiedHref } from '@/lib/helpdesk/contactLink'
import { getPageByPath } from '@/lib/content/pages'
import { PageIntro } from '@/components/content/PageIntro'
import { lookupForPage } from '@/lib/discharges/http'
import { cardsPage, cardsPageHref } from '@/lib/discharges/pageModel'
import { firstParam } from '@/lib/pagination'
import { waitInWords } from '@/lib/dates/wait'
import { feedPath, webcalUrl } from '@/lib/discharges/present'
import { ContractForm } from '@/components/discharges/ContractForm'
import { AddressCollections } from '@/components/discharges/AddressCollections'
import { redirect } from 'next/navigation'
import { classifyLookup, LOOKUP_PROBLEM_KEYS } from '@/lib/addresses/input'
import { addressLookupForPage, addressMatchesForPage } from '@/lib/addresses/http'
import { DischargeCards } from '@/components/discharges/DischargeCards'
import { Pagination } from '@/components/ui/Pagination'
import { Alert } from '@/components/ui/Alert'
import { Button, ButtonLink } from '@/components/ui/Button'
import { TextField } from '@/components/ui/Field'
import styles from '@/components/discharges/discharges.module.css'
import { ReminderForm } from '@/components/reminders/ReminderForm'
import { reminderFormText } from '@/components/reminders/reminderFormText'
import { dedicatedMetadata, startPage, type LocalePageProps } from '../../pageSetup'

const PATH = '/customer-support/next-shipping-day'

type Props = LocalePageProps

const querySchema = z.object({
  contractNumber: z.string().max(200).optional(),
  q: z.string().max(200).optional().catch(undefined),
  page: z.coerce.number().int().catch(1).default(1),
  // What was typed into the one field (address or contract); classified below, so any text is taken here.
  lookup: z.string().optional(),
  // A chosen address: its property id (the gate checks it).
  address: z.string().max(200).optional(),
})

/** Served addresses listed for a typed address (the page without JavaScript, or Enter without choosing). */
const MATCHES_SHOWN = 10

export const generateMetadata = dedicatedMetadata(PATH, 'discharges', 'metaDescription')

export default async function NextShippingDayPage({ params, searchParams }: Props) {
  const { locale } = await startPage(params, 'shared')
  const sp = await searchParams
  const query = querySchema.parse({
    contractNumber: firstParam(sp.contractNumber)?.slice(0, 200),
    q: firstParam(sp.q),
    page: firstParam(sp.page),
    lookup: firstParam(sp.lookup),
    address: firstParam(sp.address)?.slice(0, 200),
  })
  const action = localizedPath(locale, PATH)
  const typed = classifyLookup(query.lookup)
  // A contract number typed into the one field: its plan has one address of its own (stored at the edge).
  if (typed.kind === 'contract') redirect(`${action}?contractNumber=${encodeURIComponent(typed.contractNumber)}`)
  const [t, tc, formText, reminderText, lookup, addressLookup, matches, cmsPage] = await Promise.all([
    getTranslations({ locale, namespace: 'discharges' }),
    getTranslations({ locale, namespace: 'common' }),
    contractFormText(locale),
    reminderFormText(locale),
    lookupForPage(query.contractNumber),
    addressLookupForPage(query.address),
    typed.kind === 'address' ? addressMatchesForPage(typed.text, MATCHES_SHOWN) : null,
    getPageByPath(locale, PATH),
  ])
  const filter = (query.q ?? '').trim()
  // The address lookup or the address search refused by the budget they share with the contracts.
  const addressRefusal =
    addressLookup.kind === 'rateLimited' ? addressLookup : matches?.kind === 'rateLimited' ? matches : null
  const view = lookup.kind === 'ok' ? cardsPage(lookup.discharges, locale, filter, query.page) : null

  return (
    <div className="container">
      <PageIntro locale={locale} page={cmsPage} fallbackTitle={t('title')} fallbackIntro={t('intro')} />
      <ContractForm
        action={action}
        idPrefix="nsd"
        locale={locale}
        defaultValue={
          query.contractNumber ??
          (addressLookup.kind === 'ok' ? addressLookup.address.label : (query.lookup ?? '').slice(0, 200))
        }
        error={
          lookup.kind === 'invalid'
            ? t('invalid')
            : typed.kind === 'invalid'
              ? t(LOOKUP_PROBLEM_KEYS[typed.problem])
              : addressLookup.kind === 'invalid'
                ? t('addressInvalid')
                : undefined
        }
        text={formText}
      />
      {addressRefusal ? (
        <Alert tone="error">{t('rateLimited', { wait: waitInWords(addressRefusal.retryAfterSeconds, locale) })}</Alert>
      ) : null}
      {addressLookup.kind === 'failed' || matches?.kind === 'failed' ? (
        <Alert tone="error">{tc('error', { message: t('unavailable') })}</Alert>
      ) : null}
      {addressLookup.kind === 'notFound' ? <Alert tone="info">{t('addressNotFound')}</Alert> : null}
      {matches?.kind === 'ok' && typed.kind === 'address' ? (
        <section aria-labelledby="nsd-matches">
          <h2 id="nsd-matches">{t('addressResultsHeading', { query: typed.text })}</h2>
          {matches.addresses.length ? (
            <>
              <p>{t('addressResultsIntro')}</p>
              <ul className={styles.matches}>
                {matches.addresses.map((a) => (
                  <li key={a.id}>
                    <a href={`${action}?address=${encodeURIComponent(a.id)}#nsd-address`}>{a.label}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p role="status">
              {t('addressNoMatch', { query: typed.text })}{' '}
              <a href={localizedPath(locale, '/customer-support/unserved-addresses')}>{t('addressNoMatchUnserved')}</a>
            </p>
          )}
        </section>
      ) : null}
      {addressLookup.kind === 'ok' ? (
        <AddressCollections
          locale={locale}
          address={addressLookup.address}
          rows={addressLookup.rows}
          today={addressLookup.today}
        />
      ) : null}
      {lookup.kind === 'rateLimited' ? (
        <Alert tone="error">{t('rateLimited', { wait: waitInWords(lookup.retryAfterSeconds, locale) })}</Alert>
      ) : null}
      {lookup.kind === 'failed' ? <Alert tone="error">{tc('error', { message: t('unavailable') })}</Alert> : null}
      {lookup.kind === 'ok' ? (
        <section aria-labelledby="nsd-results">
          <h2 id="nsd-results">{t('resultsHeading', { number: lookup.contractNumber })}</h2>
          {lookup.discharges.length === 0 || !view ? (
            <p>{t('empty')}</p>
          ) : (
            <>
              <div className={styles.calendar}>
                <ButtonLink variant="secondary" href={webcalUrl(lookup.contractNumber, locale)}>
                  {t('calendarSubscribe')}
                </ButtonLink>
                <ButtonLink
                  variant="secondary"
                  href={`${feedPath(lookup.contractNumber)}?lang=${locale}&reminder=18:00&download=1`}
                  download
                >
                  {t('calendarDownload')}
                </ButtonLink>
                <p>{t('calendarHint')}</p>
              </div>
              <form
                className={styles.toolbar}
                action={`${action}#nsd-results`}
                method="get"
                role="search"
                aria-label={t('filterLabel')}
              >
                <input type="hidden" name="contractNumber" value={lookup.contractNumber} />
                <TextField
                  id="nsd-filter"
                  name="q"
                  type="search"
                  label={t('filterLabel')}
                  hint={t('filterHint')}
                  defaultValue={filter}
                  maxLength={200}
                />
                <Button type="submit" variant="secondary">
                  {t('filterSubmit')}
                </Button>
                {filter ? (
                  <a href={`${action}?contractNumber=${encodeURIComponent(lookup.contractNumber)}#nsd-results`}>
                    {t('filterClear')}
                  </a>
                ) : null}
              </form>
              {view.total === 0 ? (
                <p role="status">{t('filterNoMatch', { query: filter })}</p>
              ) : (
                <>
                  <p role="status">{t('showing', { from: view.from, to: view.to, total: view.total })}</p>
                  <DischargeCards
                    cards={view.items}
                    labels={{ wasteType: t('wasteType'), itemType: t('itemType'), address: t('address') }}
                  />
                  <Pagination
                    locale={locale}
                    label={t('paginationLabel')}
                    page={view.page}
                    pages={view.pages}
                    hrefFor={(page) => cardsPageHref(action, lookup.contractNumber, filter, page)}
                    goTo={{
                      id: 'nsd-goto',
                      action: `${action}#nsd-results`,
                      hidden: { contractNumber: lookup.contractNumber, ...(filter ? { q: filter } : {}) },
                    }}
                  />
                </>
              )}
            </>
          )}
          <p>
            <a
              href={notEmptiedHref(
                locale,
                lookup.contractNumber,
                lookup.discharges.map((d) => d.address),
                lookup.municipalityCode,
              )}
            >
              {t('notEmptied')}
            </a>
          </p>
        </section>
      ) : null}
      {/* After the results, not in them: the results region holds only the collection cards. */}
      {lookup.kind === 'ok' && lookup.discharges.length > 0 ? (
        <ReminderForm
          idPrefix="nsd"
          contractNumber={lookup.contractNumber}
          locale={locale}
          text={reminderText}
          headingLevel={2}
        />
      ) : null}
    </div>
  )
}
