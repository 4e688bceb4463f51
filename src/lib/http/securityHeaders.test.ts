import { describe, expect, it } from 'vitest'
import {
  documentPolicy,
  embedPolicy,
  nextHeaderRules,
  PDF_POLICY,
  RESOURCE_POLICY,
  responseKind,
  securityHeaders,
  tileSource,
} from './securityHeaders'
import { FRAME_SCRIPT_SOURCE } from '../embed/frameScript'

/** A policy as directive → sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/)
      return [name!, sources]
    }),
  )
}

const EXPECTED_KEYS = [
  'Content-Security-Policy',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'X-Frame-Options',
]

describe('security headers (decision 016)', () => {
  it('locks everything but inline scripts on pages when nothing is configured', () => {
    const csp = parse(documentPolicy({ SITE_URL: 'http://localhost:3000' }))
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp.get('connect-src')).toEqual(["'self'"])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.has('upgrade-insecure-requests')).toBe(false)
  })

  it('allows the configured Matomo host to load its script and receive hits, and no other', () => {
    const csp = parse(
      documentPolicy({
        MATOMO_URL: 'https://stats.example.ee/matomo/',
        MATOMO_SITE_ID: '3',
        GA_MEASUREMENT_ID: 'G-X1',
      }),
    )
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://stats.example.ee'])
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://stats.example.ee'])
    expect(csp.get('img-src')).toContain('https://stats.example.ee')
    // A Matomo URL without its site id starts no analytics, so it opens nothing either.
    expect(parse(documentPolicy({ MATOMO_URL: 'https://stats.example.ee/' })).get('script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
    ])
  })

  it('allows Google’s tag manager and collection hosts for GA4', () => {
    const csp = parse(documentPolicy({ GA_MEASUREMENT_ID: 'G-ABC123' }))
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com'])
    expect(csp.get('connect-src')).toContain('https://*.google-analytics.com')
  })

  it('allows the map tiles’ host only when a basemap is configured', () => {
    expect(tileSource(undefined)).toBeNull()
    expect(tileSource('https://tiles.example.ee/{z}/{x}/{y}.png')).toBe('https://tiles.example.ee')
    expect(tileSource('https://{a-c}.tile.example.org:8443/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org:8443')
    expect(tileSource('http://tile-{s}.example.org/{z}/{x}/{y}.png')).toBe('http:')
    const csp = parse(documentPolicy({ MAP_TILE_URL: 'https://{a-c}.tile.example.org/{z}/{x}/{y}.png' }))
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.example.org'])
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('sends HSTS and upgrades requests only when the site is https', () => {
    const http = securityHeaders({ SITE_URL: 'http://localhost:3000' }).document
    expect(http.map((h) => h.key)).not.toContain('Strict-Transport-Security')
    const https = securityHeaders({ SITE_URL: 'https://www.example.ee' }).document
    expect(https.find((h) => h.key === 'Strict-Transport-Security')?.value).toBe('max-age=63072000; includeSubDomains')
    expect(parse(https[0]!.value).has('upgrade-insecure-requests')).toBe(true)
  })

  it('gives every kind of answer the full set', () => {
    const sets = securityHeaders({})
    for (const kind of ['document', 'resource', 'pdf'] as const) {
      expect(sets[kind].map((h) => h.key).sort(), kind).toEqual([...EXPECTED_KEYS].sort())
      const csp = parse(sets[kind].find((h) => h.key === 'Content-Security-Policy')!.value)
      expect(csp.get('frame-ancestors'), kind).toEqual(["'none'"])
      expect(csp.get('base-uri'), kind).toEqual(["'self'"])
      expect(csp.get('form-action'), kind).toEqual(["'self'"])
    }
    const values = Object.fromEntries(sets.document.map((h) => [h.key, h.value]))
    expect(values).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    })
    expect(values['Permissions-Policy']).toContain('camera=()')
  })

  it('lets nothing run in JSON, build files and uploads, and lets the PDF viewer embed a PDF', () => {
    const resource = parse(RESOURCE_POLICY)
    expect(resource.get('default-src')).toEqual(["'none'"])
    expect(resource.get('object-src')).toEqual(["'none'"])
    expect(resource.has('script-src')).toBe(false)
    const pdf = parse(PDF_POLICY)
    expect(pdf.get('script-src')).toEqual(["'none'"])
    expect(pdf.get('object-src')).toEqual(["'self'"])
  })

  it('chooses the set by the kind of path (src/server/routes.ts), PDFs by their name', () => {
    expect(responseKind('/', 'page')).toBe('document')
    expect(responseKind('/admin/login', 'admin')).toBe('document')
    expect(responseKind('/api/v1/search', 'site-api')).toBe('resource')
    expect(responseKind('/api/media/file/logo.svg', 'api')).toBe('resource')
    expect(responseKind('/_next/static/chunks/a.js', 'asset')).toBe('resource')
    expect(responseKind('/api/media/file/juhend.PDF', 'api')).toBe('pdf')
  })

  it('allows eval and the reload socket under `next dev` only', () => {
    expect(parse(documentPolicy({}, { development: true })).get('script-src')).toContain("'unsafe-eval'")
    expect(parse(documentPolicy({}, { development: true })).get('connect-src')).toContain('ws:')
    const rules = nextHeaderRules({}, { development: true })
    expect(rules.map((r) => r.source)).toEqual([
      '/:path*',
      '/:prefix(api|_next|wp-json|assets|locales)/:path*',
      '/:path(.*\\.pdf)',
      '/:locale(ru|en)?/embed/:path*',
    ])
  })

  it('gives the widget pages a policy any site may frame, which runs only their own script', () => {
    expect(responseKind('/embed/collections', 'page')).toBe('embed')
    expect(responseKind('/ru/embed/collections', 'page')).toBe('embed')
    expect(responseKind('/embedded', 'page')).toBe('document')
    const embed = parse(embedPolicy({ SITE_URL: 'https://www.example.ee' }))
    expect(embed.get('frame-ancestors')).toEqual(['*'])
    expect(embed.get('default-src')).toEqual(["'none'"])
    expect(embed.get('script-src')).toEqual([FRAME_SCRIPT_SOURCE])
    expect(embed.get('form-action')).toEqual(["'self'"])
    const sets = securityHeaders({})
    expect(sets.embed.map((h) => h.key)).not.toContain('X-Frame-Options')
    expect(sets.document.find((h) => h.key === 'X-Frame-Options')?.value).toBe('DENY')
    expect(parse(sets.document[0]!.value).get('frame-ancestors')).toEqual(["'none'"])
  })
})
