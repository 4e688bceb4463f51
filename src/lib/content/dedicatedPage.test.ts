import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Page } from '@/payload-types'

const getPageByPath = vi.fn<(locale: string, path: string) => Promise<Page | null>>()
vi.mock('./pages', () => ({ getPageByPath: (locale: string, path: string) => getPageByPath(locale, path) }))

const { dedicatedPageMetadata } = await import('./dedicatedPage')
const fallback = { title: 'Hinnakirjad (sõnumid)', description: 'Sõnumite kirjeldus' }
const page = (over: Partial<Page>): Page =>
  ({
    id: 1,
    title: 'Hinnakirjad',
    path: '/customer-support/price-lists',
    description: 'CMS-i kirjeldus',
    updatedAt: '',
    createdAt: '',
    ...over,
  }) as Page

describe('dedicatedPageMetadata', () => {
  beforeEach(() => getPageByPath.mockReset())

  it('uses the message strings when no page is published at the path', async () => {
    getPageByPath.mockResolvedValue(null)
    const meta = await dedicatedPageMetadata('ru', '/customer-support/price-lists', fallback)
    expect(getPageByPath).toHaveBeenCalledWith('ru', '/customer-support/price-lists')
    expect(meta.title).toBe(fallback.title)
    expect(meta.description).toBe(fallback.description)
    expect(meta.alternates?.canonical).toBe('/ru/customer-support/price-lists')
  })

  it("uses the page's title and description", async () => {
    getPageByPath.mockResolvedValue(page({}))
    const meta = await dedicatedPageMetadata('et', '/customer-support/price-lists', fallback)
    expect(meta.title).toBe('Hinnakirjad')
    expect(meta.description).toBe('CMS-i kirjeldus')
    expect(meta.openGraph?.title).toBe('Hinnakirjad')
  })

  it("prefers the editors' SEO fields and never applies the page's noindex", async () => {
    getPageByPath.mockResolvedValue(
      page({ noindex: true, meta: { title: 'SEO pealkiri', description: 'SEO kirjeldus' } }),
    )
    const meta = await dedicatedPageMetadata('en', '/customer-support/price-lists', fallback)
    expect(meta.title).toBe('SEO pealkiri')
    expect(meta.description).toBe('SEO kirjeldus')
    expect(meta.robots).toBeUndefined()
  })
})
