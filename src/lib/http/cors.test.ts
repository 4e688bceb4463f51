import { describe, expect, it } from 'vitest'
import { corsHeaders, isPublicReadApi } from './cors'

describe('CORS of the public API', () => {
  it('covers the read endpoints, not the writes nor the editors’ preview', () => {
    for (const path of [
      '/api/v1/openapi.json',
      '/api/v1/search',
      '/api/v1/sorting-items',
      '/api/v1/addresses',
      '/api/v1/addresses/addae78e330c713a/collections',
      '/api/v1/contracts/900000001/discharges',
      '/api/v1/contracts/900000001/calendar.ics',
      '/api/v1/waste-stations',
      '/api/v1/notices',
    ])
      expect(isPublicReadApi(path), path).toBe(true)
    for (const path of [
      '/api/v1/preview',
      '/api/v1/reminders/subscribe',
      '/api/v1/reminders/unsubscribe',
      '/api/v1/import/waste-stations',
      '/api/v1/discharges/import',
      '/api/v1/addresses/import',
      '/api/v1/addresses/import/',
      '/api/users/me',
      '/wp-json/wp/v2/posts',
      '/et/developers',
    ])
      expect(isPublicReadApi(path), path).toBe(false)
  })

  it('allows any origin to read GET and HEAD answers and the headers a client needs', () => {
    const headers = Object.fromEntries(corsHeaders('/api/v1/search', 'GET', { origin: 'https://vald.ee' }))
    expect(headers['Access-Control-Allow-Origin']).toBe('*')
    expect(headers['Access-Control-Expose-Headers']).toContain('ETag')
    expect(headers['Access-Control-Expose-Headers']).toContain('RateLimit-Policy')
    expect(headers['Access-Control-Allow-Credentials']).toBeUndefined()
    expect(Object.fromEntries(corsHeaders('/api/v1/search', 'HEAD', {}))['Access-Control-Allow-Origin']).toBe('*')
  })

  it('answers a preflight with the read methods and conditional headers only', () => {
    const preflight = Object.fromEntries(
      corsHeaders('/api/v1/search', 'OPTIONS', {
        origin: 'https://vald.ee',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      }),
    )
    expect(preflight['Access-Control-Allow-Methods']).toBe('GET, HEAD')
    expect(preflight['Access-Control-Allow-Headers']).toContain('If-None-Match')
    // A plain OPTIONS is no preflight; a POST gets nothing.
    expect(corsHeaders('/api/v1/search', 'OPTIONS', {})).toEqual([])
    expect(corsHeaders('/api/v1/search', 'POST', {})).toEqual([])
    expect(corsHeaders('/api/v1/reminders/subscribe', 'OPTIONS', { 'access-control-request-method': 'POST' })).toEqual(
      [],
    )
  })
})
