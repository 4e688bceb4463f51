import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { describe, expect, it } from 'vitest'
import nextConfig from '../../../next.config'
import { ADMIN_SOURCE, adminOnlyClientHints, type HeaderRule } from './clientHints'

/** The headers Next would send for `path` under `rules` (a later rule's header replaces an earlier one's). */
function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const rule of rules)
    if (getPathMatch(rule.source)(path)) for (const h of rule.headers) out[h.key.toLowerCase()] = h.value
  return out
}

describe('client hints on the admin only', () => {
  it('the project config asks for the colour-scheme hint on the admin, and nowhere else', async () => {
    const rules = (await nextConfig.headers?.()) ?? []
    for (const path of ['/admin', '/admin/login', '/admin/collections/pages/1'])
      expect(headersFor(rules, path), path).toMatchObject({
        'accept-ch': 'Sec-CH-Prefers-Color-Scheme',
        'critical-ch': 'Sec-CH-Prefers-Color-Scheme',
        vary: 'Sec-CH-Prefers-Color-Scheme',
      })
    for (const path of ['/', '/ru', '/about/news', '/api/v1/search', '/administration', '/robots.txt']) {
      const headers = headersFor(rules, path)
      expect(headers['accept-ch'], path).toBeUndefined()
      expect(headers['critical-ch'], path).toBeUndefined()
      expect(headers['vary'], path).toBeUndefined()
    }
  })

  it('moves only the hints, leaving a rule’s other headers where they were', () => {
    const rules = adminOnlyClientHints([
      {
        source: '/:path*',
        headers: [
          { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
          { key: 'X-Other', value: '1' },
        ],
      },
      { source: '/feed', headers: [{ key: 'Vary', value: 'Accept' }] },
    ])
    expect(rules).toEqual([
      { source: '/:path*', headers: [{ key: 'X-Other', value: '1' }] },
      { source: ADMIN_SOURCE, headers: [{ key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' }] },
      { source: '/feed', headers: [{ key: 'Vary', value: 'Accept' }] },
    ])
  })
})
