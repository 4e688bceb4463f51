import type { Metadata, Viewport } from 'next'
import { cookies, headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { routing } from '@/i18n/routing'
import { localeRegion, type Locale } from '@/i18n/locales'
import { getSiteSettings } from '@/lib/content/siteSettings'
import { analyticsConfig, env } from '@/lib/env'
import { localizedPath } from '@/i18n/paths'
import { CookieConsent, type ConsentTexts } from '@/components/consent/CookieConsent'
import { Header } from '@/components/layout/Header'
import { Footer } from '@/components/layout/Footer'
import { NavigationStatus } from '@/components/layout/NavigationStatus.client'
import { ErrorTextsProvider, type ErrorBoundaryTexts } from '@/components/errors/ErrorTexts.client'
import { statusTexts } from '@/components/errors/statusTexts'
import { NoticeBanner } from '@/components/layout/NoticeBanner'
import { islandScript } from '@/lib/islands'
import { pageQueryFrom } from '@/lib/http/pageUrl'
import { activeBanners, DISMISSED_COOKIE, parseDismissed } from '@/lib/content/notices'
import '../globals.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

// Next renders every public page per request over a tagged data cache (docs/decisions/015); the custom
// server stores the pages that call cacheablePage() and serves them until their tags expire, which is
// why Next's own full-route cache stays off (docs/decisions/019-page-cache-at-the-edge.md).
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
  const [settings, t, tk, te] = await Promise.all([
    getSiteSettings(lc),
    getTranslations({ locale: lc, namespace: 'common' }),
    getTranslations({ locale: lc, namespace: 'cookies' }),
    getTranslations({ locale: lc, namespace: 'errors' }),
  ])
  const consentTexts: ConsentTexts = {
    label: tk('consentLabel'),
    title: tk('consentTitle'),
    text: tk('consentText'),
    acceptAll: tk('acceptAll'),
    rejectAll: tk('rejectAll'),
    settings: tk('settings'),
    preferencesTitle: tk('preferencesTitle'),
    save: tk('save'),
    close: tk('close'),
    necessaryTitle: tk('necessaryTitle'),
    necessaryText: tk('necessaryText'),
    analyticsTitle: tk('analyticsTitle'),
    analyticsText: tk('analyticsText'),
    moreTitle: tk('moreTitle'),
    // Rendered as HTML; the only markup is our own link.
    moreText: tk.raw('moreText').replace('{href}', localizedPath(lc, '/customer-support/personal-data-processing')),
  }
  const errorTexts: ErrorBoundaryTexts = {
    locale: lc,
    texts: await statusTexts(lc, '500'),
    retry: te('retry'),
  }
  // Emergency notices shown as a banner on every page; the visitor's dismissals are a cookie.
  const notices = await activeBanners(lc, new Date(), parseDismissed((await cookies()).get(DISMISSED_COOKIE)?.value))
  const island = islandScript('site')
  return (
    <html lang={lc}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <Header locale={lc} pageQuery={pageQueryFrom(await headers())} settings={settings} />
        <NoticeBanner locale={lc} notices={notices} />
        <main id="main" tabIndex={-1}>
          <NavigationStatus loadingText={t('loading')} slowText={t('loadingSlow')}>
            <ErrorTextsProvider value={errorTexts}>{children}</ErrorTextsProvider>
          </NavigationStatus>
        </main>
        <Footer locale={lc} settings={settings} />
        <CookieConsent texts={consentTexts} analytics={analyticsConfig(env())} />
        {/* React puts an async script in the <head>; the edge's loader starts it at the first interaction. */}
        {island ? <script src={island} async /> : null}
      </body>
    </html>
  )
}
