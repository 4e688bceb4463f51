// The read-only WordPress REST API over our content: posts, categories, media and the header menu in the
// shapes of the WordPress REST API reference (wp/v2), with WPML's `lang` and `translations`. Pure over a
// Payload handle, so the route files cache it and the tests call it on a test database.
import { createHash } from 'node:crypto'
import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import type { Payload, Where } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import type { Category, Media, Page, Post } from '@/payload-types'
import { resolveMenu, type MenuEntry, type StoredMenuEntry } from '@/lib/navigation/menu'
import type { CategoriesQuery, MediaQuery, MenuItemsQuery, PagesQuery, PostsQuery } from './params'
import { WpError } from './params'
import { asVisitor } from '@/lib/content/asVisitor'
import { publicUrl, richTextToHtml } from './render'

/** The menu id the old front end asked for (SPEC section 3, `menus: 17`); our one header menu answers to it. */
export const HEADER_MENU_ID = 17
/** Every post is the company's; WordPress embeds an author, so one stands for the site. */
const AUTHOR_ID = 1

export type Paged<T> = { body: T[]; total: number; totalPages: number }
type Rendered = { rendered: string }
export type WpTerm = {
  id: number
  count?: number
  description: string
  link: string
  name: string
  slug: string
  taxonomy: 'category'
  parent: 0
  lang: Locale
}
export type WpMedia = {
  id: number
  date: string
  date_gmt: string
  modified: string
  modified_gmt: string
  slug: string
  status: 'inherit'
  type: 'attachment'
  link: string
  title: Rendered
  alt_text: string
  caption: Rendered
  media_type: 'image' | 'file'
  mime_type: string
  source_url: string
  media_details: { width?: number; height?: number; filesize?: number; file?: string; sizes: Record<string, unknown> }
}
export type WpPost = {
  id: number
  date: string
  date_gmt: string
  guid: Rendered
  modified: string
  modified_gmt: string
  slug: string
  status: 'publish'
  type: 'post'
  link: string
  title: Rendered
  content: Rendered & { protected: false }
  excerpt: Rendered & { protected: false }
  author: number
  featured_media: number
  comment_status: 'closed'
  ping_status: 'closed'
  sticky: boolean
  format: 'standard'
  categories: number[]
  tags: number[]
  lang: Locale
  translations: Partial<Record<Locale, number>>
  _links: Record<string, { href: string; embeddable?: boolean; taxonomy?: string }[]>
  _embedded?: {
    author: { id: number; name: string; url: string; description: string; link: string; slug: string }[]
    'wp:featuredmedia'?: WpMedia[]
    'wp:term': WpTerm[][]
  }
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;')
const ZONE = 'Europe/Tallinn'
/** WordPress dates: site-local wall time and GMT, both without zone or fraction. */
function wpDates(iso: string): { local: string; gmt: string } {
  const d = new Date(iso)
  return { local: format(new TZDate(d, ZONE), "yyyy-MM-dd'T'HH:mm:ss"), gmt: d.toISOString().slice(0, 19) }
}
const paged = (total: number, perPage: number) => ({ total, totalPages: Math.ceil(total / perPage) })
const api = (site: string, path: string) => new URL(`/wp-json/wp/v2/${path}`, site).toString()

/** The fields every post and page opens with: its id, its dates (local and GMT) and its guid. */
function documentHead(site: string, route: 'posts' | 'pages', id: number, created: string, updated: string) {
  const date = wpDates(created)
  const modified = wpDates(updated)
  return {
    id,
    date: date.local,
    date_gmt: date.gmt,
    guid: { rendered: api(site, `${route}/${id}`) },
    modified: modified.local,
    modified_gmt: modified.gmt,
  }
}

/** The links every post and page carries: itself, its list, its author and, when it has one, its image. */
function documentLinks(site: string, route: 'posts' | 'pages', id: number, featured: number) {
  return {
    self: [{ href: api(site, `${route}/${id}`) }],
    collection: [{ href: api(site, route) }],
    author: [{ href: api(site, `users/${AUTHOR_ID}`), embeddable: true }],
    ...(featured ? { 'wp:featuredmedia': [{ href: api(site, `media/${featured}`), embeddable: true }] } : {}),
  }
}

/** A list's read as a visitor sees it: the asked page of the asked size, by `field` then id in the asked order. */
function listing(q: { lang: Locale; per_page: number; page: number; order: 'asc' | 'desc' }, field: string) {
  const dir = q.order === 'asc' ? '' : '-'
  return { ...asVisitor(q.lang), limit: q.per_page, page: q.page, sort: [`${dir}${field}`, `${dir}id`] }
}

function pageOutOfRange(page: number, totalPages: number): void {
  if (page > 1 && page > totalPages)
    throw new WpError(
      400,
      'rest_post_invalid_page_number',
      'The page number requested is larger than the number of pages available.',
    )
}

function excerptHtml(text: string | null | undefined): string {
  return text?.trim() ? `<p>${esc(text.trim())}</p>\n` : ''
}

export function mediaShape(doc: Media, site: string): WpMedia {
  const created = wpDates(doc.createdAt)
  const modified = wpDates(doc.updatedAt)
  const source = doc.url ? new URL(doc.url, site).toString() : ''
  const sizes = Object.fromEntries(
    Object.entries(doc.sizes ?? {}).flatMap(([name, s]) =>
      s?.url
        ? [
            [
              name,
              {
                file: s.filename,
                width: s.width,
                height: s.height,
                mime_type: s.mimeType,
                source_url: new URL(s.url, site).toString(),
              },
            ],
          ]
        : [],
    ),
  )
  const name = doc.filename ?? String(doc.id)
  return {
    id: doc.id,
    date: created.local,
    date_gmt: created.gmt,
    modified: modified.local,
    modified_gmt: modified.gmt,
    slug: name.replace(/\.[^.]+$/, '').toLowerCase(),
    status: 'inherit',
    type: 'attachment',
    link: source,
    title: { rendered: esc(doc.alt || name) },
    alt_text: doc.alt ?? '',
    caption: { rendered: '' },
    media_type: doc.mimeType?.startsWith('image/') ? 'image' : 'file',
    mime_type: doc.mimeType ?? 'application/octet-stream',
    source_url: source,
    media_details: {
      ...(doc.width ? { width: doc.width } : {}),
      ...(doc.height ? { height: doc.height } : {}),
      ...(doc.filesize ? { filesize: doc.filesize } : {}),
      file: name,
      sizes,
    },
  }
}

function termShape(doc: Category, site: string, locale: Locale, count?: number): WpTerm {
  return {
    id: doc.id,
    ...(count === undefined ? {} : { count }),
    description: '',
    link: publicUrl(site, locale, `/about/news?category=${encodeURIComponent(doc.slug)}`),
    name: doc.title,
    slug: doc.slug,
    taxonomy: 'category',
    parent: 0,
    lang: locale,
  }
}

/** Which locales of each document have their own title (not the Estonian fallback). */
async function translationsOf(payload: Payload, collection: 'posts', ids: number[]) {
  if (!ids.length) return new Map<number, Locale[]>()
  const all = await payload.find({
    collection,
    locale: 'all',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    where: { id: { in: ids } },
    select: { title: true },
  })
  const out = new Map<number, Locale[]>()
  for (const doc of all.docs) {
    const titles = doc.title as unknown as Partial<Record<Locale, string | null>>
    out.set(
      doc.id,
      locales.filter((l) => Boolean(titles?.[l]?.trim())),
    )
  }
  return out
}

async function siteAuthor(payload: Payload, locale: Locale, site: string) {
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, fallbackLocale: 'et', depth: 0 })
  const name = (settings as { companyName?: string | null }).companyName || new URL(site).hostname
  return { id: AUTHOR_ID, name, url: site, description: '', link: site, slug: 'site' }
}

function postShape(doc: Post, locale: Locale, site: string, own: Locale[]): WpPost {
  const categories = (doc.categories ?? []).map((c) => (typeof c === 'object' ? c.id : c))
  const featured =
    typeof doc.featuredImage === 'object' && doc.featuredImage ? doc.featuredImage.id : (doc.featuredImage ?? 0)
  const lang = own.includes(locale) ? locale : 'et'
  return {
    ...documentHead(site, 'posts', doc.id, doc.date, doc.updatedAt),
    slug: doc.slug,
    status: 'publish',
    type: 'post',
    link: publicUrl(site, lang, `/about/news/${doc.slug}`),
    title: { rendered: esc(doc.title) },
    content: { rendered: richTextToHtml(doc.content, lang, site), protected: false },
    excerpt: { rendered: excerptHtml(doc.excerpt), protected: false },
    author: AUTHOR_ID,
    featured_media: featured,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: Boolean(doc.sticky),
    format: 'standard',
    categories,
    tags: [],
    lang,
    // One document holds every language, so each translation has this post's id.
    translations: Object.fromEntries(own.map((l) => [l, doc.id])),
    _links: {
      ...documentLinks(site, 'posts', doc.id, featured),
      'wp:term': [{ taxonomy: 'category', embeddable: true, href: api(site, `categories?post=${doc.id}`) }],
    },
  }
}

async function withEmbedded(payload: Payload, posts: { doc: Post; shape: WpPost }[], locale: Locale, site: string) {
  const author = await siteAuthor(payload, locale, site)
  for (const { doc, shape } of posts) {
    const media =
      typeof doc.featuredImage === 'object' && doc.featuredImage ? [mediaShape(doc.featuredImage, site)] : []
    const terms = (doc.categories ?? []).flatMap((c) => (typeof c === 'object' ? [termShape(c, site, locale)] : []))
    shape._embedded = {
      author: [author],
      ...(media.length ? { 'wp:featuredmedia': media } : {}),
      'wp:term': [terms, []],
    }
  }
}

const SORT: Record<PostsQuery['orderby'], string> = {
  date: 'date',
  id: 'id',
  title: 'title',
  slug: 'slug',
  modified: 'updatedAt',
}

/** GET /wp-json/wp/v2/posts */
export async function listPosts(payload: Payload, q: PostsQuery, site: string): Promise<Paged<WpPost>> {
  const and: Where[] = [{ _status: { equals: 'published' } }]
  if (q.slug?.length) and.push({ slug: { in: q.slug.map((s) => s.toLowerCase()) } })
  if (q.sticky !== undefined) and.push(q.sticky ? { sticky: { equals: true } } : { sticky: { not_equals: true } })
  if (q.categories?.length) and.push({ categories: { in: q.categories } })
  if (q.category_slug?.length) {
    const cats = await payload.find({
      collection: 'categories',
      depth: 0,
      pagination: false,
      where: { slug: { in: q.category_slug } },
      select: { slug: true },
    })
    if (!cats.docs.length) return { body: [], total: 0, totalPages: 0 }
    and.push({ categories: { in: cats.docs.map((c) => c.id) } })
  }
  if (q.search) and.push({ or: [{ title: { like: q.search } }, { excerpt: { like: q.search } }] })
  const result = await payload.find({
    collection: 'posts',
    ...listing(q, SORT[q.orderby]),
    depth: 1,
    where: { and },
  })
  const { total, totalPages } = paged(result.totalDocs, q.per_page)
  pageOutOfRange(q.page, totalPages)
  const own = await translationsOf(
    payload,
    'posts',
    result.docs.map((d) => d.id),
  )
  const shaped = result.docs.map((doc) => ({ doc, shape: postShape(doc, q.lang, site, own.get(doc.id) ?? ['et']) }))
  if (q._embed) await withEmbedded(payload, shaped, q.lang, site)
  return { body: shaped.map((s) => s.shape), total, totalPages }
}

/** GET /wp-json/wp/v2/posts/{id}; null when there is no published post of that id. */
export async function getPost(
  payload: Payload,
  id: number,
  q: { lang: Locale; _embed: boolean },
  site: string,
): Promise<WpPost | null> {
  const found = await payload.find({
    collection: 'posts',
    ...asVisitor(q.lang),
    depth: 1,
    limit: 1,
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
  })
  const doc = found.docs[0]
  if (!doc) return null
  const own = await translationsOf(payload, 'posts', [doc.id])
  const shaped = [{ doc, shape: postShape(doc, q.lang, site, own.get(doc.id) ?? ['et']) }]
  if (q._embed) await withEmbedded(payload, shaped, q.lang, site)
  return shaped[0].shape
}

/** GET /wp-json/wp/v2/categories, each with its count of published posts. */
export async function listCategories(payload: Payload, q: CategoriesQuery, site: string): Promise<Paged<WpTerm>> {
  const result = await payload.find({
    collection: 'categories',
    locale: q.lang,
    fallbackLocale: 'et',
    depth: 0,
    pagination: false,
    where: q.slug?.length ? { slug: { in: q.slug } } : {},
  })
  const counted = await Promise.all(
    result.docs.map(async (doc) => {
      const { totalDocs } = await payload.count({
        collection: 'posts',
        overrideAccess: false,
        where: { and: [{ _status: { equals: 'published' } }, { categories: { in: [doc.id] } }] },
      })
      return termShape(doc, site, q.lang, totalDocs)
    }),
  )
  const key = q.orderby === 'name' ? 'name' : q.orderby
  const sorted = counted
    .filter((t) => !q.hide_empty || (t.count ?? 0) > 0)
    .sort((a, b) => {
      const cmp = key === 'id' ? a.id - b.id : a[key].localeCompare(b[key], q.lang)
      return q.order === 'asc' ? cmp : -cmp
    })
  const { total, totalPages } = paged(sorted.length, q.per_page)
  pageOutOfRange(q.page, totalPages)
  const from = (q.page - 1) * q.per_page
  return { body: sorted.slice(from, from + q.per_page), total, totalPages }
}

/** GET /wp-json/wp/v2/media/{id} */
export async function getMedia(payload: Payload, id: number, locale: Locale, site: string): Promise<WpMedia | null> {
  const found = await payload.find({
    collection: 'media',
    ...asVisitor(locale),
    depth: 0,
    limit: 1,
    where: { id: { equals: id } },
  })
  return found.docs[0] ? mediaShape(found.docs[0], site) : null
}

export type WpMenuItem = {
  id: number
  title: Rendered
  status: 'publish'
  url: string
  attr_title: string
  description: string
  type: 'custom'
  type_label: 'Custom Link'
  object: 'custom'
  object_id: number
  parent: number
  menu_order: number
  target: '' | '_blank'
  classes: string[]
  xfn: string[]
  invalid: false
  meta: Record<string, never>
  menus: number
  lang: Locale
}

/**
 * A menu row's WordPress id: a number, stable as long as the row exists. Payload's row ids are strings, so
 * the id is 31 bits of their SHA-1: a positive 32-bit integer like WordPress's, collisions negligible for a
 * menu of dozens of rows.
 */
export function menuItemId(rowId: string): number {
  return parseInt(createHash('sha1').update(rowId).digest('hex').slice(0, 8), 16) & 0x7fffffff || 1
}

function flattenMenu(entries: MenuEntry[], locale: Locale, site: string): WpMenuItem[] {
  const out: WpMenuItem[] = []
  const walk = (list: MenuEntry[], parent: number) => {
    for (const entry of list) {
      const id = menuItemId(entry.id)
      out.push({
        id,
        title: { rendered: esc(entry.label) },
        status: 'publish',
        url:
          entry.href.startsWith('/') && !entry.href.startsWith('//')
            ? new URL(entry.href, site).toString()
            : entry.href,
        attr_title: '',
        description: '',
        type: 'custom',
        type_label: 'Custom Link',
        object: 'custom',
        object_id: id,
        parent,
        menu_order: out.length + 1,
        target: entry.newTab ? '_blank' : '',
        classes: [...(entry.old ? ['vana-link'] : []), ...(entry.icon ? [`icon-${entry.icon}`] : [])],
        xfn: [],
        invalid: false,
        meta: {},
        menus: HEADER_MENU_ID,
        lang: locale,
      })
      walk(entry.children, id)
    }
  }
  walk(entries, 0)
  return out
}

async function menuItems(payload: Payload, locale: Locale, site: string): Promise<WpMenuItem[]> {
  const global = await payload.findGlobal({ slug: 'header-menu', locale, fallbackLocale: 'et', depth: 0 })
  return flattenMenu(resolveMenu(locale, (global.items ?? []) as StoredMenuEntry[]), locale, site)
}

/** GET /wp-json/wp/v2/menu-items (`menus` other than the header menu's id lists nothing). */
export async function listMenuItems(payload: Payload, q: MenuItemsQuery, site: string): Promise<Paged<WpMenuItem>> {
  const all = q.menus && !q.menus.includes(HEADER_MENU_ID) ? [] : await menuItems(payload, q.lang, site)
  const { total, totalPages } = paged(all.length, q.per_page)
  pageOutOfRange(q.page, totalPages)
  const from = (q.page - 1) * q.per_page
  return { body: all.slice(from, from + q.per_page), total, totalPages }
}

/** GET /wp-json/wp/v2/menu-items/{id} */
export async function getMenuItem(payload: Payload, id: number, locale: Locale, site: string) {
  return (await menuItems(payload, locale, site)).find((i) => i.id === id) ?? null
}

/**
 * GET /wp-json/wp/v2/media. A file's WordPress `parent` is the post it was uploaded to; here it is the post
 * or page whose featured image (a page's share image) it is, so `parent=N` lists that item's image and
 * `parent=0` the files no post or page shows as such.
 */
export async function listMedia(payload: Payload, q: MediaQuery, site: string): Promise<Paged<WpMedia>> {
  const and: Where[] = []
  if (q.media_type) and.push({ mimeType: { like: `${q.media_type}/` } })
  if (q.parent?.length) {
    const parents = q.parent.filter((p) => p > 0)
    const ofParents = parents.length ? await featuredMediaIds(payload, parents) : []
    if (q.parent.includes(0)) {
      const wanted = new Set(ofParents)
      const excluded = (await featuredMediaIds(payload, null)).filter((m) => !wanted.has(m))
      if (excluded.length) and.push({ id: { not_in: excluded } })
    } else {
      if (!ofParents.length) return { body: [], total: 0, totalPages: 0 }
      and.push({ id: { in: ofParents } })
    }
  }
  const result = await payload.find({
    collection: 'media',
    ...listing(q, 'createdAt'),
    depth: 0,
    where: and.length ? { and } : {},
  })
  const { total, totalPages } = paged(result.totalDocs, q.per_page)
  pageOutOfRange(q.page, totalPages)
  return { body: result.docs.map((doc) => mediaShape(doc, site)), total, totalPages }
}

/** The ids of the media that published posts (featured image) and pages (share image) show; of `ids` only. */
async function featuredMediaIds(payload: Payload, ids: number[] | null): Promise<number[]> {
  const byId: Where = ids ? { id: { in: ids } } : {}
  const [posts, pages] = await Promise.all([
    payload.find({
      collection: 'posts',
      depth: 0,
      pagination: false,
      overrideAccess: false,
      where: { and: [{ _status: { equals: 'published' } }, byId] },
      select: { featuredImage: true },
    }),
    payload.find({
      collection: 'pages',
      depth: 0,
      pagination: false,
      overrideAccess: false,
      where: { and: [{ _status: { equals: 'published' } }, byId] },
      select: { meta: { image: true } },
    }),
  ])
  const out = new Set<number>()
  const add = (ref: unknown) => {
    const id = typeof ref === 'object' && ref ? (ref as { id?: unknown }).id : ref
    if (typeof id === 'number') out.add(id)
  }
  for (const post of posts.docs) add(post.featuredImage)
  for (const page of pages.docs) add(page.meta?.image)
  return [...out]
}

export type WpPage = Omit<WpPost, 'type' | 'sticky' | 'format' | 'categories' | 'tags' | '_embedded'> & {
  type: 'page'
  parent: number
  menu_order: number
  template: ''
}

/** A page's WordPress slug: the last segment of its path (`home` for the front page). */
const pageSlug = (path: string) => path.split('/').filter(Boolean).pop() ?? 'home'
const parentPath = (path: string) => {
  const segments = path.split('/').filter(Boolean)
  return segments.length > 1 ? `/${segments.slice(0, -1).join('/')}` : null
}

/** A page's text as WordPress's `content`: its description and its rich-text blocks, in order. */
function pageContentHtml(doc: Page, locale: Locale, site: string): string {
  const parts = (doc.layout ?? []).flatMap((block) =>
    block.blockType === 'richText' ? [richTextToHtml(block.body, locale, site)] : [],
  )
  return parts.join('\n')
}

function pageShape(doc: Page, locale: Locale, site: string, own: Locale[], parent: number): WpPage {
  const lang = own.includes(locale) ? locale : 'et'
  const image = doc.meta?.image
  const featured = typeof image === 'object' && image ? image.id : (image ?? 0)
  return {
    ...documentHead(site, 'pages', doc.id, doc.createdAt, doc.updatedAt),
    slug: pageSlug(doc.path),
    status: 'publish',
    type: 'page',
    link: doc.externalUrl || publicUrl(site, lang, doc.path),
    title: { rendered: esc(doc.title) },
    content: { rendered: pageContentHtml(doc, lang, site), protected: false },
    excerpt: { rendered: excerptHtml(doc.description), protected: false },
    author: AUTHOR_ID,
    featured_media: featured,
    parent,
    menu_order: doc.order ?? 0,
    comment_status: 'closed',
    ping_status: 'closed',
    template: '',
    lang,
    translations: Object.fromEntries(own.map((l) => [l, doc.id])),
    _links: {
      ...documentLinks(site, 'pages', doc.id, featured),
      ...(parent ? { up: [{ href: api(site, `pages/${parent}`), embeddable: true }] } : {}),
    },
  }
}

/**
 * Every published page with its WordPress slug and parent. The site has dozens of pages, not thousands: the
 * hierarchy comes from the paths, so it is worked out over all of them at once.
 */
async function publishedPages(payload: Payload, locale: Locale) {
  const result = await payload.find({
    collection: 'pages',
    ...asVisitor(locale),
    depth: 0,
    pagination: false,
    where: { _status: { equals: 'published' } },
  })
  const idByPath = new Map(result.docs.map((d) => [d.path, d.id]))
  const titles = await payload.find({
    collection: 'pages',
    locale: 'all',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    where: { _status: { equals: 'published' } },
    select: { title: true },
  })
  const own = new Map(
    titles.docs.map((doc) => {
      const t = doc.title as unknown as Partial<Record<Locale, string | null>>
      return [doc.id, locales.filter((l) => Boolean(t?.[l]?.trim()))]
    }),
  )
  return result.docs.map((doc) => {
    const above = parentPath(doc.path)
    return { doc, slug: pageSlug(doc.path), parent: (above && idByPath.get(above)) || 0, own: own.get(doc.id) ?? [] }
  })
}

type PageRow = Awaited<ReturnType<typeof publishedPages>>[number]
const PAGE_SORT: Record<PagesQuery['orderby'], (a: PageRow, b: PageRow, locale: Locale) => number> = {
  menu_order: (a, b) => (a.doc.order ?? 0) - (b.doc.order ?? 0) || a.doc.path.localeCompare(b.doc.path),
  title: (a, b, locale) => a.doc.title.localeCompare(b.doc.title, locale),
  slug: (a, b) => a.slug.localeCompare(b.slug),
  id: (a, b) => a.doc.id - b.doc.id,
  date: (a, b) => a.doc.createdAt.localeCompare(b.doc.createdAt),
  modified: (a, b) => a.doc.updatedAt.localeCompare(b.doc.updatedAt),
}

/** GET /wp-json/wp/v2/pages */
export async function listPages(payload: Payload, q: PagesQuery, site: string): Promise<Paged<WpPage>> {
  const slugs = q.slug?.map((s) => s.toLowerCase())
  const needle = q.search?.toLocaleLowerCase(q.lang)
  const rows = (await publishedPages(payload, q.lang))
    .filter((r) => !slugs?.length || slugs.includes(r.slug))
    .filter((r) => !q.parent?.length || q.parent.includes(r.parent))
    .filter(
      (r) =>
        !needle ||
        r.doc.title.toLocaleLowerCase(q.lang).includes(needle) ||
        (r.doc.description ?? '').toLocaleLowerCase(q.lang).includes(needle),
    )
    .sort((a, b) => {
      const cmp = PAGE_SORT[q.orderby](a, b, q.lang) || a.doc.id - b.doc.id
      return q.order === 'asc' ? cmp : -cmp
    })
  const { total, totalPages } = paged(rows.length, q.per_page)
  pageOutOfRange(q.page, totalPages)
  const from = (q.page - 1) * q.per_page
  return {
    body: rows.slice(from, from + q.per_page).map((r) => pageShape(r.doc, q.lang, site, r.own, r.parent)),
    total,
    totalPages,
  }
}

/** GET /wp-json/wp/v2/pages/{id}; null when there is no published page of that id. */
export async function getPage(payload: Payload, id: number, locale: Locale, site: string): Promise<WpPage | null> {
  const row = (await publishedPages(payload, locale)).find((r) => r.doc.id === id)
  return row ? pageShape(row.doc, locale, site, row.own, row.parent) : null
}
