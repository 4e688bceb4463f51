import 'server-only'
import { taggedCache } from './cache'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { Post } from '@/payload-types'
import { cms } from '@/lib/cms'
import { TAGS } from './tags'
import { asVisitor } from './asVisitor'

export const POSTS_PER_PAGE = 10

export type PostList = { docs: Post[]; page: number; totalPages: number; totalDocs: number }

async function categoryId(slug: string): Promise<number | string | null> {
  const payload = await cms()
  const found = await payload.find({ collection: 'categories', depth: 0, limit: 1, where: { slug: { equals: slug } } })
  return found.docs[0]?.id ?? null
}

const published: Where = { _status: { equals: 'published' } }

/** One page of published posts, sticky first then newest; a category slug narrows the list. */
export const listPosts = taggedCache(
  async (
    locale: Locale,
    opts: { category?: string; page?: number; limit?: number; long?: boolean; newestFirst?: boolean },
  ): Promise<PostList> => {
    const payload = await cms()
    const and: Where[] = [published]
    if (opts.category) {
      const id = await categoryId(opts.category)
      if (id === null) return { docs: [], page: 1, totalPages: 0, totalDocs: 0 }
      and.push({ categories: { in: [id] } })
    }
    if (opts.long) and.push({ long: { equals: true } })
    const result = await payload.find({
      collection: 'posts',
      ...asVisitor(locale),
      depth: 1,
      limit: opts.limit ?? POSTS_PER_PAGE,
      page: opts.page ?? 1,
      sort: opts.long || opts.newestFirst ? ['-date'] : ['-sticky', '-date'],
      where: { and },
    })
    return { docs: result.docs, page: result.page ?? 1, totalPages: result.totalPages, totalDocs: result.totalDocs }
  },
  ['posts:list'],
  // An unknown category or a page past the end is an empty list: not stored.
  { tags: [TAGS.posts, TAGS.categories], revalidate: 3600, keep: (list) => list.docs.length > 0 },
)

export const getPostBySlug = taggedCache(
  async (locale: Locale, slug: string): Promise<Post | null> => {
    const payload = await cms()
    const result = await payload.find({
      collection: 'posts',
      ...asVisitor(locale),
      depth: 1,
      limit: 1,
      where: { and: [published, { slug: { equals: slug } }] },
    })
    return result.docs[0] ?? null
  },
  ['posts:by-slug'],
  { tags: [TAGS.posts, TAGS.categories, TAGS.media], revalidate: 3600, keep: (found) => found !== null },
)

/** Slugs and dates of every published post (sitemap). */
export const getPostSlugs = taggedCache(
  async (): Promise<{ slug: string; updatedAt: string }[]> => {
    const payload = await cms()
    const result = await payload.find({
      collection: 'posts',
      depth: 0,
      pagination: false,
      overrideAccess: false,
      select: { slug: true, updatedAt: true },
      where: published,
    })
    return result.docs.map((p) => ({ slug: p.slug, updatedAt: p.updatedAt }))
  },
  ['posts:slugs'],
  { tags: [TAGS.posts], revalidate: 3600 },
)

export function categorySlugs(post: Post): string[] {
  return (post.categories ?? []).flatMap((c) => (typeof c === 'object' && c ? [c.slug] : []))
}
