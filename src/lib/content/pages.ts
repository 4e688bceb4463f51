import 'server-only'
import { taggedCache } from './cache'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { cms } from '@/lib/cms'
import { TAGS } from './tags'
import { normalizePath } from './path'
import { asVisitor } from './asVisitor'

/** The published page at a locale-free path in a locale (Estonian fills untranslated fields), or null. */
export const getPageByPath = taggedCache(
  async (locale: Locale, path: string): Promise<Page | null> => {
    const payload = await cms()
    const result = await payload.find({
      collection: 'pages',
      ...asVisitor(locale),
      depth: 2,
      limit: 1,
      pagination: false,
      where: { and: [{ path: { equals: normalizePath(path) } }, { _status: { equals: 'published' } }] },
    })
    return result.docs[0] ?? null
  },
  ['pages:by-path'],
  // Unknown paths are not stored: each would be an entry of its own.
  { tags: [TAGS.pages, TAGS.media], revalidate: 3600, keep: (found) => found !== null },
)

export type PageSummary = Pick<Page, 'id' | 'title' | 'path' | 'description' | 'externalUrl' | 'order'>

/** Published direct children of a path ("/about" -> "/about/company", ...), in editor order. */
export const getChildPages = taggedCache(
  async (locale: Locale, parent: string): Promise<PageSummary[]> => {
    const payload = await cms()
    const prefix = parent === '/' ? '/' : `${normalizePath(parent)}/`
    const result = await payload.find({
      collection: 'pages',
      ...asVisitor(locale),
      depth: 0,
      pagination: false,
      sort: ['order', 'path'],
      select: { title: true, path: true, description: true, externalUrl: true, order: true, noindex: true },
      where: { and: [{ path: { like: prefix } }, { _status: { equals: 'published' } }] },
    })
    return result.docs
      .filter(
        (p) =>
          p.path.startsWith(prefix) &&
          p.path.length > prefix.length &&
          !p.path.slice(prefix.length).includes('/') &&
          !p.noindex,
      )
      .map((p) => ({
        id: p.id,
        title: p.title,
        path: p.path,
        description: p.description,
        externalUrl: p.externalUrl,
        order: p.order,
      }))
  },
  ['pages:children'],
  { tags: [TAGS.pages], revalidate: 3600 },
)

export type SitemapPage = { path: string; updatedAt: string }

/** Every published, indexable page path (for the sitemap). */
export const getIndexablePages = taggedCache(
  async (): Promise<SitemapPage[]> => {
    const payload = await cms()
    const result = await payload.find({
      collection: 'pages',
      depth: 0,
      pagination: false,
      overrideAccess: false,
      select: { path: true, noindex: true, updatedAt: true },
      where: { _status: { equals: 'published' } },
    })
    return result.docs.filter((p) => !p.noindex).map((p) => ({ path: p.path, updatedAt: p.updatedAt }))
  },
  ['pages:indexable'],
  { tags: [TAGS.pages], revalidate: 3600 },
)
