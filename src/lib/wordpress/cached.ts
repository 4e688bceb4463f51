import 'server-only'
import { taggedCache } from '@/lib/content/cache'
import { cms } from '@/lib/cms'
import { TAGS } from '@/lib/content/tags'
import { env } from '@/lib/env'
import * as api from './api'
import type { PostsQuery } from './params'

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

type Cms = Awaited<ReturnType<typeof cms>>

/** A list reader kept an hour, for the queries `cacheable` lets through; an empty page is read again. */
function cachedList<Query, Page extends { body: unknown[] }>(
  list: (payload: Cms, q: Query, site: string) => Promise<Page>,
  key: string,
  tags: string[],
  cacheable: (q: Query) => boolean,
) {
  return taggedCache(async (q: Query) => list(await cms(), q, site()), [key], {
    tags,
    revalidate: HOUR,
    cacheable,
    keep: nonEmpty,
  })
}

/** A reader of one document by id kept an hour; a miss (null) is read again. */
function cachedById<Options, Doc>(
  get: (payload: Cms, id: number, options: Options, site: string) => Promise<Doc>,
  key: string,
  tags: string[],
) {
  return taggedCache(async (id: number, options: Options) => get(await cms(), id, options, site()), [key], {
    tags,
    revalidate: HOUR,
    keep: found,
  })
}

const POST_TAGS = [TAGS.posts, TAGS.categories, TAGS.media, TAGS.siteSettings]

export const cachedPosts = cachedList(api.listPosts, 'wp:posts', POST_TAGS, fixedPostsQuery)
export const cachedPost = cachedById(api.getPost, 'wp:post', POST_TAGS)

export const cachedCategories = cachedList(
  api.listCategories,
  'wp:categories',
  [TAGS.categories, TAGS.posts],
  (q) => !q.slug?.length,
)

export const cachedMedia = cachedById(api.getMedia, 'wp:media', [TAGS.media])
export const cachedMediaList = cachedList(
  api.listMedia,
  'wp:media-list',
  [TAGS.media, TAGS.posts, TAGS.pages],
  (q) => !q.parent?.length,
)

export const cachedMenuItems = cachedList(
  api.listMenuItems,
  'wp:menu-items',
  [TAGS.headerMenu],
  (q) => !q.menus?.length,
)
export const cachedMenuItem = cachedById(api.getMenuItem, 'wp:menu-item', [TAGS.headerMenu])

export const cachedPages = cachedList(
  api.listPages,
  'wp:pages',
  [TAGS.pages, TAGS.media],
  (q) => q.search === undefined && !q.slug?.length && !q.parent?.length && !q.status?.length,
)
export const cachedPage = cachedById(api.getPage, 'wp:page', [TAGS.pages, TAGS.media])
