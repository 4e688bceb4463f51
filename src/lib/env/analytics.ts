// The analytics settings, apart from the rest of ./index.ts: next.config.ts reads them through
// src/lib/http/securityHeaders.ts, and the config file resolves no path aliases of its own.

/** What the consent island may load once the visitor accepts analytics; null when nothing is configured. */
export type AnalyticsConfig =
  { kind: 'matomo'; url: string; siteId: string } | { kind: 'ga4'; measurementId: string } | null

export type AnalyticsSettings = { MATOMO_URL?: string; MATOMO_SITE_ID?: string; GA_MEASUREMENT_ID?: string }

export function analyticsConfig(e: AnalyticsSettings): AnalyticsConfig {
  if (e.MATOMO_URL && e.MATOMO_SITE_ID) {
    return {
      kind: 'matomo',
      url: e.MATOMO_URL.endsWith('/') ? e.MATOMO_URL : `${e.MATOMO_URL}/`,
      siteId: e.MATOMO_SITE_ID,
    }
  }
  if (e.GA_MEASUREMENT_ID) return { kind: 'ga4', measurementId: e.GA_MEASUREMENT_ID }
  return null
}
