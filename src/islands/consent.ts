// Cookie consent and the analytics it allows (an island of plain script, decision 051). The layout renders
// the banner and the settings hidden, and this script only when analytics is configured
// (components/consent/CookieConsent.tsx).
// - No choice stored (or one from an older revision of the categories): the banner opens, without taking
//   focus or covering the page's controls for good: accept all, reject all (equal buttons), or settings.
// - The settings (from the banner, or the footer's "Cookie settings" link, data-cc="show-preferencesModal")
//   are a modal dialog with the analytics switch.
// - The choice is stored in the cc_cookie cookie for 182 days, in the form vanilla-cookieconsent (which the
//   site used before) wrote it, so choices made then still count: URL-encoded JSON whose `categories` lists
//   the accepted ones. The start-up loader reads it too (src/server/late-scripts.ts).
// - Analytics starts only with consent; withdrawing it deletes the analytics cookies and reloads, so the
//   script is gone for good.
import type { AnalyticsConfig } from '@/lib/env'
import { analyticsCookieNames, deletionStrings } from '@/lib/consent/cookies'
import { choiceCookie, readChoice } from '@/lib/consent/choice'
import { trackedUrl } from '@/lib/consent/trackedUrl'
import { NAVIGATED } from '@/lib/consent/navigated'

/** What the layout gives the island (the banner's data-consent): the analytics to start. */
export type ConsentConfig = { analytics: NonNullable<AnalyticsConfig> }

const SETTINGS_LINK = '[data-cc="show-preferencesModal"]'
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
function startAnalytics(config: ConsentConfig['analytics']) {
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

function init(banner: HTMLElement, settings: HTMLDialogElement, config: ConsentConfig) {
  const { analytics } = config
  const toggle = settings.querySelector<HTMLInputElement>('input[name="analytics"]')
  let started = false
  let choice = readChoice(document.cookie)
  const accepted = () => choice?.categories.includes('analytics') ?? false

  const start = () => {
    if (started || !accepted()) return
    started = true
    startAnalytics(analytics)
  }

  function choose(analyticsAllowed: boolean) {
    const withdrawn = accepted() && !analyticsAllowed
    const id = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : String(Math.random()).slice(2)
    document.cookie = choiceCookie(analyticsAllowed, choice, new Date(), id, location.protocol === 'https:')
    choice = readChoice(document.cookie)
    banner.hidden = true
    settings.close()
    if (!analyticsAllowed) deleteAnalyticsCookies()
    // A script once started cannot be stopped: the page starts again without it.
    if (withdrawn && started) return location.reload()
    start()
  }

  function openSettings() {
    if (toggle) toggle.checked = accepted()
    settings.showModal()
  }

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    if (!target) return
    const button = target.closest<HTMLElement>('[data-consent-choice],[data-consent-open],[data-consent-close]')
    const link = target.closest(SETTINGS_LINK)
    if (link) {
      // Without script (or without analytics) the link opens the privacy page's cookie section.
      event.preventDefault()
      return openSettings()
    }
    if (!button || !(banner.contains(button) || settings.contains(button))) return
    if (button.hasAttribute('data-consent-open')) return openSettings()
    if (button.hasAttribute('data-consent-close')) return settings.close()
    const kind = button.getAttribute('data-consent-choice')
    choose(kind === 'all' || (kind === 'chosen' && Boolean(toggle?.checked)))
  })

  // React's client navigations are page views too (NavigationStatus tells of each).
  document.addEventListener(NAVIGATED, () => {
    if (!started || analytics.kind !== 'matomo') return
    const w = window as AnalyticsWindow
    w._paq?.push(['setCustomUrl', trackedUrl(location.href)], ['setDocumentTitle', document.title], ['trackPageView'])
  })

  start()
  // Not shown to crawlers and automated browsers (navigator.webdriver), as the library before did not: they
  // cannot choose, and the banner would stand in every screenshot they take.
  if (!choice && !navigator.webdriver) banner.hidden = false
}

const page = window as Window & { __consentIsland?: true }
const banner = document.querySelector<HTMLElement>('[data-consent]')
const settings = document.querySelector<HTMLDialogElement>('dialog[data-consent-settings]')
if (banner && settings && !page.__consentIsland) {
  page.__consentIsland = true
  init(banner, settings, JSON.parse(banner.dataset.consent ?? '') as ConsentConfig)
}
