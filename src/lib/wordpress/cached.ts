import 'server-only'
import { taggedCache } from '@/lib/content/cache'
import type { Locale } from '@/i18n/locales'
import { cms } from '@/lib/cms'
import { TAGS } from '@/lib/content/tags'
import { env } from '@/lib/env'
import * as api from './api'
import type { CategoriesQuery, MenuItemsQuery, PostsQuery } from './params'

// The WordPress API's readers, cached and tagged like the public pages' (lib/content): the collection hooks
// expire them when editors publish, so the API never answers older content than the pages show.
const site = () => env().SITE_URL
const HOUR = 3600

export const cachedPosts = taggedCache(async (q: PostsQuery) => api.listPosts(await cms(), q, site()), ['wp:posts'], {
  tags: [TAGS.posts, TAGS.categories, TAGS.media, TAGS.siteSettings],
  revalidate: HOUR,
})

export const cachedPost = taggedCache(
  async (id: number, q: { lang: Locale; _embed?: string }) => api.getPost(await cms(), id, q, site()),
  ['wp:post'],
  { tags: [TAGS.posts, TAGS.categories, TAGS.media, TAGS.siteSettings], revalidate: HOUR },
)

export const cachedCategories = taggedCache(
  async (q: CategoriesQuery) => api.listCategories(await cms(), q, site()),
  ['wp:categories'],
  { tags: [TAGS.categories, TAGS.posts], revalidate: HOUR },
)

export const cachedMedia = taggedCache(
  async (id: number, lang: Locale) => api.getMedia(await cms(), id, lang, site()),
  ['wp:media'],
  { tags: [TAGS.media], revalidate: HOUR },
)

export const cachedMenuItems = taggedCache(
  async (q: MenuItemsQuery) => api.listMenuItems(await cms(), q, site()),
  ['wp:menu-items'],
  { tags: [TAGS.headerMenu], revalidate: HOUR },
)

export const cachedMenuItem = taggedCache(
  async (id: number, lang: Locale) => api.getMenuItem(await cms(), id, lang, site()),
  ['wp:menu-item'],
  { tags: [TAGS.headerMenu], revalidate: HOUR },
)
