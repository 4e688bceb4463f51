import { describe, expect, it } from 'vitest'
import { buildSitemap } from './sitemap'

describe('buildSitemap', () => {
  it('lists each path in three locales with alternates and skips tool pages', () => {
    const map = buildSitemap(
      'https://example.test',
      [
        { path: '/about/company', updatedAt: '2026-01-02T00:00:00Z' },
        { path: '/plasmic-host' },
        { path: '/odoo-test' },
      ],
      [{ path: '/about/news/spring' }],
    )
    const urls = map.map((e) => e.url)
    expect(urls).toContain('https://example.test/about/company')
    expect(urls).toContain('https://example.test/ru/about/company')
    expect(urls).toContain('https://example.test/en/about/company')
    expect(urls).toContain('https://example.test/en/about/news/spring')
    expect(urls).toContain('https://example.test/ru')
    expect(urls).toContain('https://example.test/en/customer-support/contact-us')
    expect(urls.some((u) => u.includes('plasmic-host') || u.includes('odoo-test'))).toBe(false)
    const company = map.find((e) => e.url === 'https://example.test/ru/about/company')!
    expect(company.alternates?.languages).toMatchObject({
      et: 'https://example.test/about/company',
      'x-default': 'https://example.test/about/company',
    })
    expect(company.lastModified).toBe('2026-01-02T00:00:00Z')
    expect(new Set(urls).size).toBe(urls.length)
  })
})
