import 'server-only'
import { taggedCache } from './cache'
import { pageValidUntil } from '@/lib/http/pageCacheContext'
import type { Locale } from '@/i18n/locales'
import type { PostsSelect } from '@/payload-types'
import { cms } from '@/lib/cms'
import { log } from '@/lib/log'
import { EMERGENCY_CATEGORY } from './newsTabs'
import { TAGS } from './tags'
import { asVisitor } from './asVisitor'

type Cms = Awaited<ReturnType<typeof cms>>

/** The emergency-notices category's id, as anyone may read it; undefined when the editors have none. */
async function emergencyCategoryId(payload: Cms): Promise<number | string | undefined> {
  const category = await payload.find({
    collection: 'categories',
    where: { slug: { equals: EMERGENCY_CATEGORY } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return category.docs[0]?.id
}

/**
 * Published posts of the emergency-notices category in `locale` (Estonian where a text is not translated),
 * newest first, as anyone may read them; none when the editors have no such category. `bannerUntil` narrows
 * them to banners still showing.
 */
async function publishedNotices(
  locale: Locale,
  {
    limit,
    pagination,
    bannerUntil,
    select,
  }: { limit: number; pagination?: false; bannerUntil?: { greater_than: string }; select?: PostsSelect<true> },
) {
  const payload = await cms()
  const categoryId = await emergencyCategoryId(payload)
  if (categoryId === undefined) return []
  const found = await payload.find({
    collection: 'posts',
    ...asVisitor(locale),
    depth: 0,
    limit,
    pagination,
    select,
    sort: '-date',
    where: {
      and: [
        { _status: { equals: 'published' } },
        { categories: { in: [categoryId] } },
        ...(bannerUntil ? [{ bannerUntil }] : []),
      ],
    },
  })
  return found.docs
}

export type BannerNotice = { id: number; title: string; slug: string; bannerUntil: string }

/**
 * Emergency notices to show as the site banner: published, in the emergency-notices category, with
 * `bannerUntil` still ahead when read. Tagged with the posts' tag, so publishing or editing a notice
 * expires every page that shows the banner; the caller filters by the clock again, since a cached list
 * outlives a notice's end; a stored page showing a banner expires at its `bannerUntil` (pageValidUntil).
 */
export const bannerCandidates = taggedCache(
  async (locale: Locale, nowIso: string): Promise<BannerNotice[]> => {
    const docs = await publishedNotices(locale, {
      limit: 3,
      bannerUntil: { greater_than: nowIso },
      select: { title: true, slug: true, bannerUntil: true },
    })
    return docs.map((p) => ({
      id: Number(p.id),
      title: String(p.title ?? ''),
      slug: String(p.slug ?? ''),
      bannerUntil: String(p.bannerUntil ?? ''),
    }))
  },
  ['notices:banner'],
  { tags: [TAGS.posts, TAGS.categories], revalidate: 300 },
)

/** The notices to show now: the cached candidates whose `bannerUntil` has not passed, minus dismissed ones. */
export async function activeBanners(
  locale: Locale,
  now: Date,
  dismissed: ReadonlySet<number>,
): Promise<BannerNotice[]> {
  // The cache key holds the hour, not the instant, so one entry serves an hour of requests.
  const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000).toISOString()
  // The banner must never take a page down with it: without the list there is simply no banner.
  const candidates = await bannerCandidates(locale, hour).catch((error: unknown) => {
    log.error('banner notices not read', { error: error instanceof Error ? error.message : String(error) })
    return [] as BannerNotice[]
  })
  const shown = candidates.filter((n) => Date.parse(n.bannerUntil) > now.getTime() && !dismissed.has(n.id))
  // The edge keeps a page no longer than its first banner shows (decision 019).
  for (const n of shown) pageValidUntil(Date.parse(n.bannerUntil))
  return shown
}

export { DISMISSED_COOKIE } from './dismissedCookie'

export function parseDismissed(value: string | undefined): Set<number> {
  return new Set(
    (value ?? '')
      .split(',')
      .slice(0, 20)
      .map(Number)
      .filter((n) => Number.isSafeInteger(n) && n > 0),
  )
}

/** An emergency notice as the public API reads it (src/lib/notices/api.ts). */
export type NoticeDoc = {
  id: number
  title: string
  slug: string
  date: string
  bannerUntil: string | null
  excerpt: string | null
  content: unknown
  targetMunicipalities: string[]
  updatedAt: string
}

/** Most notices the API lists: the newest first; a notice older than the last of them is in the news archive. */
export const MAX_API_NOTICES = 500

/**
 * Every published emergency notice (category emergency-notices) in `locale`, Estonian where a text is not
 * translated, newest first. Anonymous read access (`overrideAccess: false`) and published only: a draft,
 * or a scheduled post before its time, never shows. Tagged with the posts' and categories' tags, so an
 * edit expires every stored answer that shows notices.
 */
export const emergencyNotices = taggedCache(
  async (locale: Locale): Promise<NoticeDoc[]> => {
    const docs = await publishedNotices(locale, { limit: MAX_API_NOTICES, pagination: false })
    return docs.map((p) => ({
      id: Number(p.id),
      title: String(p.title ?? ''),
      slug: String(p.slug ?? ''),
      date: String(p.date ?? p.createdAt),
      bannerUntil: p.bannerUntil ? String(p.bannerUntil) : null,
      excerpt: p.excerpt ? String(p.excerpt) : null,
      content: p.content ?? null,
      targetMunicipalities: (p.targetMunicipalities ?? []).map(String),
      updatedAt: String(p.updatedAt),
    }))
  },
  ['notices:api'],
  { tags: [TAGS.posts, TAGS.categories], revalidate: 300 },
)
