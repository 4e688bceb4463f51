import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { getSiteSettings } from '@/lib/content/siteSettings'
import { alternatesFor } from '@/lib/seo/alternates'
import { formatNumber } from '@/lib/format/number'
import styles from './home.module.css'
import { localizedPath } from '@/i18n/paths'
import { env } from '@/lib/env'
import { getChildPages } from '@/lib/content/pages'
import { FOOTER_ONLY_PAGES } from '@/lib/seo/publicRoutes'
import { JsonLd } from '@/components/seo/JsonLd'
import { Card, CardGrid } from '@/components/ui/Card'
import { HomeLookup } from '@/components/discharges/HomeLookup'
import { startPage, type LocaleParams } from './pageSetup'

const b = (chunks: React.ReactNode) => <strong>{chunks}</strong>

type Props = LocaleParams

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'homePage' })
  const settings = await getSiteSettings(locale)
  return {
    title: { absolute: `${settings.companyName} · ${t('title')}` },
    description: t('metaDescription'),
    alternates: alternatesFor(locale, '/'),
  }
}

export default async function HomePage({ params }: Props) {
  const { locale } = await startPage(params, 'shared')
  const [t, tf, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'homePage' }),
    getTranslations({ locale, namespace: 'common.footer' }),
    getSiteSettings(locale),
  ])
  const { facts } = settings
  const [sections, tc] = await Promise.all([
    getChildPages(locale, '/').then((pages) => pages.filter((p) => !FOOTER_ONLY_PAGES.has(p.path))),
    getTranslations({ locale, namespace: 'content' }),
  ])
  const site = env().SITE_URL
  return (
    <div className="container">
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title">{t('title')}</h1>
        <p className="lead">{settings.tagline || t('intro')}</p>
      </section>
      <HomeLookup locale={locale} />
      <section aria-labelledby="home-facts">
        <h2 id="home-facts">{t('factsHeading')}</h2>
        <ul className={styles.facts}>
          <li>{t.rich('factEmployees', { count: formatNumber(locale, facts.employees), b })}</li>
          <li>{t.rich('factCustomers', { count: formatNumber(locale, facts.customers), b })}</li>
          <li>{t.rich('factTonnes', { count: formatNumber(locale, facts.tonnesPerYear), b })}</li>
        </ul>
        <p>{tf('goal', { year: facts.goalYear })}</p>
      </section>
      {sections.length > 0 ? (
        <section aria-labelledby="home-sections">
          <h2 id="home-sections">{tc('mainSections')}</h2>
          <CardGrid>
            {sections.map((s) => (
              <Card key={s.path} title={s.title} href={localizedPath(locale, s.path)} headingLevel={3}>
                {s.description ? <p>{s.description}</p> : null}
              </Card>
            ))}
          </CardGrid>
        </section>
      ) : null}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: settings.companyName,
          url: new URL(localizedPath(locale, '/'), site).toString(),
          logo: new URL('/assets/favicon.svg', site).toString(),
          email: settings.email,
          telephone: settings.shortNumber,
          description: settings.tagline || t('intro'),
          numberOfEmployees: { '@type': 'QuantitativeValue', value: facts.employees },
          sameAs: (settings.socialLinks ?? []).map((l) => l.url).filter((u) => /^https?:\/\//.test(u)),
        }}
      />
    </div>
  )
}
