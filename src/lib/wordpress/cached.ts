import 'server-only'
import { taggedCache } from '@/lib/content/cache'
import type { Locale } from '@/i18n/locales'
import { cms } from '@/lib/cms'
import { TAGS } from '@/lib/content/tags'
import { env } from '@/lib/env'
import * as api from './api'
import type { CategoriesQuery, MediaQuery, MenuItemsQuery, PagesQuery, PostsQuery } from './params'

// The WordPress API's readers, cached and tagged like the public pages' (lib/content): the collection hooks
// expire them when editors publish, so the API never answers older content than the pages show.
const site = () => env().SITE_URL
const HOUR = 3600

// What is stored is bounded by what the site has, not by what a client can type: a search text or a list
// of slugs or ids reads the database directly (each would be an entry of its own), as does any miss.
const fixedPostsQuery = (q: PostsQuery) =>
  q.search === undefined && !q.slug?.length && !q.category_slug?.length && !q.categories?.length && !q.status?.length
const nonEmpty = (page: { body: unknown[] }) => page.body.length > 0
const found = (value: unknown) => value !== null

export const cachedPosts = taggedCache(async (q: PostsQuery) => api.listPosts(await cms(), q, site()), ['wp:posts'], {
  tags: [TAGS.posts, TAGS.categories, TAGS.media, TAGS.siteSettings],
  revalidate: HOUR,
  cacheable: fixedPostsQuery,
  keep: nonEmpty,
})

export const cachedPost = taggedCache(
  async (id: number, q: { lang: Locale; _embed: boolean }) => api.getPost(await cms(), id, q, site()),
  ['wp:post'],
  { tags: [TAGS.posts, TAGS.categories, TAGS.media, TAGS.siteSettings], revalidate: HOUR, keep: found },
)

export const cachedCategories = taggedCache(
  async (q: CategoriesQuery) => api.listCategories(await cms(), q, site()),
  ['wp:categories'],
  { tags: [TAGS.categories, TAGS.posts], revalidate: HOUR, cacheable: (q) => !q.slug?.length, keep: nonEmpty },
)

export const cachedMedia = taggedCache(
  async (id: number, lang: Locale) => api.getMedia(await cms(), id, lang, site()),
  ['wp:media'],
  { tags: [TAGS.media], revalidate: HOUR, keep: found },
)

export const cachedMenuItems = taggedCache(
  async (q: MenuItemsQuery) => api.listMenuItems(await cms(), q, site()),
  ['wp:menu-items'],
  { tags: [TAGS.headerMenu], revalidate: HOUR, cacheable: (q) => !q.menus?.length, keep: nonEmpty },
)

export const cachedMenuItem = taggedCache(
  async (id: number, lang: Locale) => api.getMenuItem(await cms(), id, lang, site()),
  ['wp:menu-item'],
  { tags: [TAGS.headerMenu], revalidate: HOUR, keep: found },
)

export const cachedMediaList = taggedCache(
  async (q: MediaQuery) => api.listMedia(await cms(), q, site()),
  ['wp:media-list'],
  { tags: [TAGS.media, TAGS.posts, TAGS.pages], revalidate: HOUR, cacheable: (q) => !q.parent?.length, keep: nonEmpty },
)

export const cachedPages = taggedCache(async (q: PagesQuery) => api.listPages(await cms(), q, site()), ['wp:pages'], {
  tags: [TAGS.pages, TAGS.media],
  revalidate: HOUR,
  cacheable: (q) => q.search === undefined && !q.slug?.length && !q.parent?.length && !q.status?.length,
  keep: nonEmpty,
})

export const cachedPage = taggedCache(
  async (id: number, lang: Locale) => api.getPage(await cms(), id, lang, site()),
  ['wp:page'],
  { tags: [TAGS.pages, TAGS.media], revalidate: HOUR, keep: found },
)
