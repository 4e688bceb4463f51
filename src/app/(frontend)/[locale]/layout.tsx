import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { routing } from '@/i18n/routing'
import { localeRegion, type Locale } from '@/i18n/locales'
import { getSiteSettings } from '@/lib/content/siteSettings'
import { env } from '@/lib/env'
import { Header } from '@/components/layout/Header'
import { Footer } from '@/components/layout/Footer'
import { NavigationStatus } from '@/components/layout/NavigationStatus.client'
import '../globals.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0a6e3c' }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const settings = await getSiteSettings(locale)
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { template: `%s · ${settings.companyName}`, default: settings.companyName },
    openGraph: { siteName: settings.companyName, locale: localeRegion[locale], type: 'website' },
    icons: { icon: '/assets/favicon.svg' },
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const lc = locale as Locale
  const [settings, t] = await Promise.all([getSiteSettings(lc), getTranslations({ locale: lc, namespace: 'common' })])
  return (
    <html lang={lc}>
      <body>
        <NextIntlClientProvider locale={lc} messages={null}>
          <a className="skip-link" href="#main">{t('skipToContent')}</a>
          <Header locale={lc} companyName={settings.companyName} selfServiceUrl={settings.selfServiceUrl} />
          <main id="main" tabIndex={-1}>
            <NavigationStatus loadingText={t('loading')} slowText={t('loadingSlow')}>
              {children}
            </NavigationStatus>
          </main>
          <Footer locale={lc} settings={settings} />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
