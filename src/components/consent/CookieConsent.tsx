import type { AnalyticsConfig } from '@/lib/env'
import type { ConsentConfig, ConsentTexts } from '@/islands/consent'
import { islandScript } from '@/lib/islands'

export type { ConsentTexts }

type Props = { lang: string; texts: ConsentTexts; analytics: AnalyticsConfig }

/**
 * Cookie consent: the banner and the analytics it allows are an island of plain script
 * (src/islands/consent.ts, decision 051), which starts with the page's other islands at the visitor's first
 * interaction. Nothing is rendered when no analytics is configured (MATOMO_URL/MATOMO_SITE_ID or
 * GA_MEASUREMENT_ID): the site then sets only strictly necessary cookies, which need no consent, and the
 * footer's "Cookie settings" link simply opens the cookie section of the privacy page.
 */
export function CookieConsent({ lang, texts, analytics }: Props) {
  const script = islandScript('consent')
  const css = islandScript('consent.css')
  if (!analytics || !script || !css) return null
  const config: ConsentConfig = { lang, texts, analytics, css }
  return (
    <>
      <div hidden data-consent={JSON.stringify(config)} />
      {/* React puts an async script in the <head>; the edge's loader starts it at the first interaction. */}
      <script src={script} async />
    </>
  )
}
