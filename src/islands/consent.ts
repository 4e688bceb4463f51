// Cookie consent and the analytics it allows (an island of plain script, decision 051; the layout renders
// its configuration and script only when analytics is configured, components/consent/CookieConsent.tsx).
// vanilla-cookieconsent shows the banner: necessary + analytics categories, accept all / reject all /
// settings, the choice stored in the cc_cookie cookie. Analytics starts only with consent; withdrawing it
// deletes the analytics cookies and reloads, so the script is gone for good. The footer's "Cookie
// settings" link (data-cc="show-preferencesModal") reopens the settings.
import * as cc from 'vanilla-cookieconsent'
// Bundled into the island's own stylesheet, which it adds when it runs (ConsentConfig.css).
import 'vanilla-cookieconsent/dist/cookieconsent.css'
import './consent-theme.css'
import type { AnalyticsConfig } from '@/lib/env'
import { analyticsCookieNames, CONSENT_COOKIE, deletionStrings } from '@/lib/consent/cookies'
import { trackedUrl } from '@/lib/consent/trackedUrl'
import { NAVIGATED } from '@/lib/consent/navigated'

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

/** What the layout gives the island (data-consent): the page's language, the banner's texts, analytics. */
export type ConsentConfig = {
  lang: string
  texts: ConsentTexts
  analytics: NonNullable<AnalyticsConfig>
  /** The island's stylesheet. */
  css: string
}

function init(config: ConsentConfig) {
  const { lang, texts, analytics } = config
  let started = false
  // The library's stylesheet and the site's theme of it, built beside this script: loaded with it, not
  // with every page.
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = config.css
  document.head.appendChild(link)
  const apply = (accepted: boolean) => {
    if (accepted && !started) {
      started = true
      startAnalytics(analytics)
    }
    if (!accepted) deleteAnalyticsCookies()
  }
  void cc.run({
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
  // React's client navigations are page views too (NavigationStatus tells of each).
  document.addEventListener(NAVIGATED, () => {
    if (!started || analytics.kind !== 'matomo') return
    const w = window as AnalyticsWindow
    w._paq?.push(['setCustomUrl', trackedUrl(location.href)], ['setDocumentTitle', document.title], ['trackPageView'])
  })
}

const page = window as Window & { __consentIsland?: true }
const element = document.querySelector<HTMLElement>('[data-consent]')
if (element && !page.__consentIsland) {
  page.__consentIsland = true
  init(JSON.parse(element.dataset.consent ?? '') as ConsentConfig)
}
