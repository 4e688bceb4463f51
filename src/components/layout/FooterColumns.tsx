// The footer's columns, stored as HTML once per language and settings (decision 052): everything in this file's
// imports must be a pure function of the part's inputs (StoredFragment), which storedParts.test.ts checks.
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { SiteSetting } from '@/payload-types'
import { formatNumber, formatPrice } from '@/lib/format/number'
import { localizedPath } from '@/i18n/paths'
import { ACCESSIBILITY_STATEMENT } from '@/lib/seo/publicRoutes'
import styles from './Footer.module.css'

type Props = { locale: Locale; settings: SiteSetting }

/** A link off the site: it opens in a new tab, and says so to screen readers. */
function OutsideLink({ href, label, newTab }: { href: string; label: string; newTab: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> {newTab}</span>
    </a>
  )
}

/** One column of the footer: a section named by its heading. */
function Column({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {title}
      </h3>
      {children}
    </section>
  )
}

/** The footer's four columns: customer service, call charges, facts and links. */
export async function FooterColumns({ locale, settings }: Props) {
  const [t, tc, tk] = await Promise.all([
    getTranslations({ locale, namespace: 'common.footer' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'cookies' }),
  ])
  const personalData = localizedPath(locale, '/customer-support/personal-data-processing')
  const { facts, charges } = settings
  const tel = settings.shortNumber.replace(/\s/g, '')
  return (
    <>
      <Column id="footer-contact" title={t('customerService')}>
        <p>
          <a className={styles.phone} href={`tel:${tel}`}>
            {t('shortNumber', { number: settings.shortNumber })}
          </a>
          <br />
          {settings.serviceHours}
          <br />
          {settings.callsNote}
        </p>
        <p>
          <a href={`mailto:${settings.email}`}>{settings.email}</a>
          <br />
          <a href={localizedPath(locale, '/customer-support/contact')}>{t('contactPage')}</a>
          {settings.address ? (
            <>
              <br />
              <span className={styles.address}>{settings.address}</span>
            </>
          ) : null}
        </p>
      </Column>
      <Column id="footer-charges" title={t('charges')}>
        <ul className={styles.plain}>
          <li>{t('chargeMobile', { price: formatPrice(locale, charges.mobilePerMinute) })}</li>
          <li>
            {t('chargeLandline', {
              perCall: formatPrice(locale, charges.landlinePerCall),
              perMinute: formatPrice(locale, charges.landlinePerMinute),
            })}
          </li>
          <li>
            {t('chargeOther', {
              low: formatPrice(locale, charges.otherLow),
              high: formatPrice(locale, charges.otherHigh),
            })}
          </li>
        </ul>
      </Column>
      <Column id="footer-facts" title={t('facts')}>
        <ul className={styles.plain}>
          <li>{t('employees', { count: formatNumber(locale, facts.employees) })}</li>
          <li>{t('customers', { count: formatNumber(locale, facts.customers) })}</li>
          <li>{t('tonnes', { count: formatNumber(locale, facts.tonnesPerYear) })}</li>
        </ul>
        <p>{t('goal', { year: facts.goalYear })}</p>
      </Column>
      <Column id="footer-links" title={t('links')}>
        <ul className={styles.plain}>
          <li>
            <OutsideLink href={settings.jobsUrl} label={t('jobs')} newTab={tc('opensInNewTab')} />
          </li>
          <li>
            <OutsideLink href={settings.selfServiceUrl} label={tc('selfService')} newTab={tc('opensInNewTab')} />
          </li>
          {(settings.footerLinks ?? []).map((link) =>
            // A page of this site opens in place; any other address in a new tab, as the other outside links.
            /^\/(?!\/)/.test(link.url) ? (
              <li key={link.id ?? link.url}>
                <a href={link.url}>{link.label}</a>
              </li>
            ) : (
              <li key={link.id ?? link.url}>
                <OutsideLink href={link.url} label={link.label} newTab={tc('opensInNewTab')} />
              </li>
            ),
          )}
          <li>
            <a href={personalData}>{t('personalData')}</a>
          </li>
          <li>
            <a href={localizedPath(locale, ACCESSIBILITY_STATEMENT)}>{t('accessibility')}</a>
          </li>
          <li>
            {/* Reopens the consent settings once the consent script runs; without JavaScript it leads to the policy. */}
            <a href={`${personalData}#cookies`} data-cc="show-preferencesModal">
              {tk('settingsLink')}
            </a>
          </li>
        </ul>
        {settings.socialLinks?.length ? (
          <>
            <h3 className={styles.subheading}>{t('social')}</h3>
            <ul className={styles.plain}>
              {(settings.socialLinks ?? []).map((link) => (
                <li key={link.id ?? link.url}>
                  <OutsideLink href={link.url} label={link.label} newTab={tc('opensInNewTab')} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Column>
    </>
  )
}
