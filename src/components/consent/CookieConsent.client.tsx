'use client'

import { useEffect, useRef } from 'react'
import { usePathname } from 'next/navigation'
import type { AnalyticsConfig } from '@/lib/env'
import { analyticsCookieNames, CONSENT_COOKIE, deletionStrings } from '@/lib/consent/cookies'
import { trackedUrl } from '@/lib/consent/trackedUrl'

export type ConsentTexts = {
  label: string
  title: string
  text: string
  acceptAll: string
  rejectAll: string
  settings: string
  preferencesTitle: string
  save: string
  close: string
  necessaryTitle: string
  necessaryText: string
  analyticsTitle: string
  analyticsText: string
  moreTitle: string
  moreText: string
}

type Props = { lang: string; texts: ConsentTexts; analytics: AnalyticsConfig }

type AnalyticsWindow = Window & { _paq?: unknown[][]; dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }

function deleteAnalyticsCookies() {
  for (const name of analyticsCookieNames(document.cookie)) {
    for (const assignment of deletionStrings(name, location.hostname)) document.cookie = assignment
  }
}

function addScript(src: string) {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

/** Starts the configured analytics; called only once consent to the analytics category exists. */
function startAnalytics(config: NonNullable<AnalyticsConfig>) {
  const w = window as AnalyticsWindow
  if (config.kind === 'matomo') {
    w._paq = w._paq ?? []
    w._paq.push(
      ['setTrackerUrl', `${config.url}matomo.php`],
      ['setSiteId', config.siteId],
      ['setCustomUrl', trackedUrl(location.href)],
      ['setReferrerUrl', trackedUrl(document.referrer)],
      ['trackPageView'],
      ['enableLinkTracking'],
    )
    addScript(`${config.url}matomo.js`)
  } else {
    w.dataLayer = w.dataLayer ?? []
    // gtag.js reads the `arguments` objects it was called with, so this must stay a plain function.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments)
    }
    w.gtag('js', new Date())
    w.gtag('config', config.measurementId, {
      page_location: trackedUrl(location.href),
      page_referrer: trackedUrl(document.referrer),
    })
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.measurementId)}`)
  }
}

/**
 * Cookie consent (vanilla-cookieconsent, loaded after hydration): necessary + analytics categories,
 * accept all / reject all / settings, choice stored in the cc_cookie cookie. Analytics starts only with
 * consent; withdrawing it deletes the analytics cookies and reloads, so the script is gone for good.
 * The footer's "Cookie settings" link (data-cc="show-preferencesModal") reopens the settings.
 * Nothing loads when no analytics is configured (MATOMO_URL/MATOMO_SITE_ID or GA_MEASUREMENT_ID).
 */
export function CookieConsent({ lang, texts, analytics }: Props) {
  const started = useRef(false)
  const pathname = usePathname()
  const firstPath = useRef(pathname)

  useEffect(() => {
    // Without analytics the site sets only strictly necessary cookies, which need no consent: no banner,
    // no library, and the footer's "Cookie settings" link simply opens the cookie section of the privacy page.
    if (!analytics) return
    let cancelled = false
    const apply = (accepted: boolean) => {
      if (accepted && analytics && !started.current) {
        started.current = true
        startAnalytics(analytics)
      }
      if (!accepted) deleteAnalyticsCookies()
    }
    ;(async () => {
      const [cc] = await Promise.all([
        import('vanilla-cookieconsent'),
        import('vanilla-cookieconsent/dist/cookieconsent.css'),
        import('./cookieconsent-theme.css'),
      ])
      if (cancelled) return
      await cc.run({
        revision: 1,
        cookie: { name: CONSENT_COOKIE, expiresAfterDays: 182 },
        guiOptions: {
          consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
          preferencesModal: { layout: 'box', equalWeightButtons: true },
        },
        categories: {
          necessary: { enabled: true, readOnly: true },
          analytics: {
            autoClear: { cookies: [{ name: /^_pk_/ }, { name: /^_ga/ }, { name: '_gid' }], reloadPage: true },
          },
        },
        onConsent: () => apply(cc.acceptedCategory('analytics')),
        onChange: () => apply(cc.acceptedCategory('analytics')),
        language: {
          default: lang,
          translations: {
            [lang]: {
              consentModal: {
                label: texts.label,
                title: texts.title,
                description: texts.text,
                acceptAllBtn: texts.acceptAll,
                acceptNecessaryBtn: texts.rejectAll,
                showPreferencesBtn: texts.settings,
              },
              preferencesModal: {
                title: texts.preferencesTitle,
                acceptAllBtn: texts.acceptAll,
                acceptNecessaryBtn: texts.rejectAll,
                savePreferencesBtn: texts.save,
                closeIconLabel: texts.close,
                sections: [
                  { title: texts.necessaryTitle, description: texts.necessaryText, linkedCategory: 'necessary' },
                  { title: texts.analyticsTitle, description: texts.analyticsText, linkedCategory: 'analytics' },
                  { title: texts.moreTitle, description: texts.moreText },
                ],
              },
            },
          },
        },
      })
    })()
    return () => {
      cancelled = true
    }
    // Runs once per page load: the library keeps its own state, and the footer link is bound at run().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Client-side navigations are page views too.
  useEffect(() => {
    if (pathname === firstPath.current || !started.current || analytics?.kind !== 'matomo') return
    firstPath.current = pathname
    const w = window as AnalyticsWindow
    w._paq?.push(['setCustomUrl', trackedUrl(location.href)], ['setDocumentTitle', document.title], ['trackPageView'])
  }, [pathname, analytics])

  // The banner must appear whatever the visitor first does on the page: with analytics configured, React
  // starts at the first interaction anywhere (src/server/late-scripts.ts, data-react-start).
  return analytics ? <span hidden data-react-start="" /> : null
}
