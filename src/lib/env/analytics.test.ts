import { describe, expect, it } from 'vitest'
import { analyticsConfig, parseEnv } from './index'

describe('analytics configuration', () => {
  it('is off when nothing is set', () => {
    expect(analyticsConfig(parseEnv({}))).toBeNull()
    expect(analyticsConfig(parseEnv({ MATOMO_URL: '', GA_MEASUREMENT_ID: ' ' }))).toBeNull()
  })
  it('uses Matomo with a normalised base URL', () => {
    expect(analyticsConfig(parseEnv({ MATOMO_URL: 'https://stats.example.com/matomo', MATOMO_SITE_ID: '3' }))).toEqual({
      kind: 'matomo',
      url: 'https://stats.example.com/matomo/',
      siteId: '3',
    })
  })
  it('prefers Matomo over GA4 and falls back to GA4', () => {
    expect(
      analyticsConfig(
        parseEnv({ MATOMO_URL: 'http://127.0.0.1:9/', MATOMO_SITE_ID: '1', GA_MEASUREMENT_ID: 'G-ABC123' }),
      )?.kind,
    ).toBe('matomo')
    expect(analyticsConfig(parseEnv({ GA_MEASUREMENT_ID: 'G-ABC123' }))).toEqual({
      kind: 'ga4',
      measurementId: 'G-ABC123',
    })
  })
  it('refuses incomplete or malformed settings', () => {
    expect(() => parseEnv({ MATOMO_URL: 'https://stats.example.com/' })).toThrow(/MATOMO_SITE_ID/)
    expect(() => parseEnv({ MATOMO_URL: 'javascript:alert(1)', MATOMO_SITE_ID: '1' })).toThrow(/MATOMO_URL/)
    expect(() => parseEnv({ MATOMO_URL: 'https://x.example/', MATOMO_SITE_ID: 'one' })).toThrow(/MATOMO_SITE_ID/)
    expect(() => parseEnv({ GA_MEASUREMENT_ID: 'UA-1234' })).toThrow(/GA_MEASUREMENT_ID/)
  })
})
