import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { z } from 'zod'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { wpError, wpMedia, wpMenuItem, wpPost, wpTerm } from './fixtures/wordpress/shapes'

/* Contract tests of the read-only WordPress API (/wp-json/wp/v2/…) over the real route handlers and a test
   database: WordPress's field names, paging headers and error shape (shapes.ts, from the REST reference). */

// Outside Next there is no incremental cache; the readers run uncached (their tags are Next's business).
vi.mock('next/cache', () => ({ unstable_cache: <T>(fn: T) => fn }))

const ctx = { disableRevalidate: true }
let payload: Payload
let ids: { news: number; notices: number; image: number; first: number; second: number; draft: number }

const paragraph = (...children: object[]) => ({
  type: 'paragraph',
  format: '',
  indent: 0,
  version: 1,
  direction: 'ltr',
  children,
})
const text = (t: string, format = 0) => ({
  type: 'text',
  text: t,
  format,
  mode: 'normal',
  style: '',
  detail: 0,
  version: 1,
})
const doc = (...children: object[]) => ({
  root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children },
})
const link = (url: string, t: string) => ({
  type: 'link',
  format: '',
  indent: 0,
  version: 3,
  direction: 'ltr',
  fields: { url, newTab: false, linkType: 'custom' },
  children: [text(t)],
})
const htmlBlock = (html: string) => ({
  type: 'block',
  format: '',
  version: 2,
  fields: { id: 'b1', blockName: '', blockType: 'importedHtml', html },
})

const get = async (path: string) => {
  const url = `http://localhost${path}`
  const p = new URL(url).pathname
  const mod = p.startsWith('/wp-json/wp/v2/posts/')
    ? await import('@/app/(frontend)/wp-json/wp/v2/posts/[id]/route')
    : p === '/wp-json/wp/v2/posts'
      ? await import('@/app/(frontend)/wp-json/wp/v2/posts/route')
      : p === '/wp-json/wp/v2/categories'
        ? await import('@/app/(frontend)/wp-json/wp/v2/categories/route')
        : p.startsWith('/wp-json/wp/v2/media/')
          ? await import('@/app/(frontend)/wp-json/wp/v2/media/[id]/route')
          : p.startsWith('/wp-json/wp/v2/menu-items/')
            ? await import('@/app/(frontend)/wp-json/wp/v2/menu-items/[id]/route')
            : await import('@/app/(frontend)/wp-json/wp/v2/menu-items/route')
  const response = await mod.GET(new Request(url))
  return { response, body: (await response.json()) as unknown }
}

async function localized<T extends 'posts' | 'categories'>(
  collection: T,
  et: Record<string, unknown>,
  other: Partial<Record<'ru' | 'en', Record<string, unknown>>>,
): Promise<number> {
  const created = await payload.create({ collection, locale: 'et', data: et as never, context: ctx })
  for (const [locale, data] of Object.entries(other)) {
    await payload.update({ collection, id: created.id, locale: locale as 'ru', data: data as never, context: ctx })
  }
  return created.id as number
}

beforeAll(async () => {
  payload = await createTestPayload()
  const news = await localized(
    'categories',
    { slug: 'news', title: 'Uudised' },
    { ru: { title: 'Новости' }, en: { title: 'News' } },
  )
  const notices = await localized('categories', { slug: 'emergency-notices', title: 'Häireteated' }, {})
  const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer()
  const image = await payload.create({
    collection: 'media',
    locale: 'et',
    data: { alt: 'Prügiauto' },
    file: { data: png, mimetype: 'image/png', name: 'truck.png', size: png.length },
    context: ctx,
  })
  await payload.update({
    collection: 'media',
    id: image.id,
    locale: 'en',
    data: { alt: 'Garbage truck' },
    context: ctx,
  })
  const first = await localized(
    'posts',
    {
      title: 'Koristuspäev & <kevad>',
      slug: 'koristuspaev',
      date: '2026-04-20T09:00:00.000Z',
      categories: [news],
      featuredImage: image.id,
      excerpt: 'Tule appi',
      content: doc(
        paragraph(text('Tere '), link('/about/company', 'meist')),
        htmlBlock('<p onclick="x()">Vana<script>alert(1)</script></p>'),
      ),
      _status: 'published',
    },
    {
      ru: { title: 'День уборки', excerpt: 'Помогите', content: doc(paragraph(text('Привет'))) },
      en: { title: 'Cleanup day', excerpt: 'Come help', content: doc(paragraph(text('Hello', 1))) },
    },
  )
  const second = await localized(
    'posts',
    {
      title: 'Katkestus',
      slug: 'katkestus',
      date: '2026-05-02T09:00:00.000Z',
      categories: [notices],
      sticky: true,
      content: doc(paragraph(text('Teenus on katkenud'))),
      _status: 'published',
    },
    {},
  )
  const draft = await localized(
    'posts',
    {
      title: 'Mustand',
      slug: 'mustand',
      date: '2026-05-03T09:00:00.000Z',
      content: doc(paragraph(text('x'))),
      _status: 'draft',
    },
    {},
  )
  for (const [locale, label] of [
    ['et', 'Meist'],
    ['ru', 'О нас'],
  ] as const) {
    await payload.updateGlobal({
      slug: 'header-menu',
      locale,
      context: ctx,
      data: {
        items: [
          {
            label,
            url: '/about',
            children: [
              { label: `${label} 1`, url: '/about/company' },
              { label: 'Portal', url: 'https://portal.example.ee' },
            ],
          },
          { label: 'Vana koduleht', url: 'https://old.example.ee' },
        ],
      },
    })
  }
  ids = { news, notices, image: image.id, first, second, draft }
})
afterAll(() => destroyTestPayload(payload))

describe('GET /wp-json/wp/v2/posts', () => {
  it('lists published posts in WordPress shape, newest first, with paging headers and public caching', async () => {
    const { response, body } = await get('/wp-json/wp/v2/posts')
    expect(response.status).toBe(200)
    const posts = z.array(wpPost).parse(body)
    expect(posts.map((p) => p.id)).toEqual([ids.second, ids.first])
    expect(response.headers.get('x-wp-total')).toBe('2')
    expect(response.headers.get('x-wp-totalpages')).toBe('1')
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-WP-Total/)
    const first = posts[1]
    expect(first).toMatchObject({
      slug: 'koristuspaev',
      status: 'publish',
      type: 'post',
      lang: 'et',
      link: 'http://localhost:3000/about/news/koristuspaev',
      title: { rendered: 'Koristuspäev &amp; &lt;kevad&gt;' },
      excerpt: { rendered: '<p>Tule appi</p>\n' },
      categories: [ids.news],
      featured_media: ids.image,
      translations: { et: ids.first, ru: ids.first, en: ids.first },
      date: '2026-04-20T12:00:00',
      date_gmt: '2026-04-20T09:00:00',
    })
    // Rich text as HTML: site links absolute in the post's language; imported markup only sanitized.
    expect(first.content.rendered).toContain('<a href="http://localhost:3000/about/company">meist</a>')
    expect(first.content.rendered).toContain('<div class="imported-html"><p>Vana</p></div>')
    expect(first.content.rendered).not.toMatch(/script|onclick/)
    expect(first._embedded).toBeUndefined()
  })

  it('answers each language with its own fields, link and lang; an untranslated post falls back to Estonian', async () => {
    const ru = z.array(wpPost).parse((await get('/wp-json/wp/v2/posts?lang=ru&orderby=id&order=asc')).body)
    expect(ru[0]).toMatchObject({
      title: { rendered: 'День уборки' },
      lang: 'ru',
      link: 'http://localhost:3000/ru/about/news/koristuspaev',
    })
    expect(ru[0].content.rendered).toBe('<p>Привет</p>')
    expect(ru[1]).toMatchObject({ title: { rendered: 'Katkestus' }, lang: 'et', translations: { et: ids.second } })
    const en = z.array(wpPost).parse((await get('/wp-json/wp/v2/posts?lang=en&slug=koristuspaev')).body)
    expect(en.map((p) => p.content.rendered)).toEqual(['<p><strong>Hello</strong></p>'])
  })

  it('filters by slug list, category id, category slug, sticky and search; pages with per_page', async () => {
    const ids_ = async (q: string) =>
      z
        .array(wpPost)
        .parse((await get(`/wp-json/wp/v2/posts?${q}`)).body)
        .map((p) => p.id)
    expect(await ids_('slug=koristuspaev,katkestus,nothing')).toHaveLength(2)
    expect(await ids_('slug=mustand')).toEqual([])
    expect(await ids_(`categories=${ids.notices}`)).toEqual([ids.second])
    expect(await ids_('category_slug=news')).toEqual([ids.first])
    expect(await ids_('category_slug=unknown')).toEqual([])
    expect(await ids_('sticky=true')).toEqual([ids.second])
    expect(await ids_('sticky=false')).toEqual([ids.first])
    expect(await ids_('search=koristus')).toEqual([ids.first])
    expect(await ids_('orderby=title&order=asc')).toEqual([ids.second, ids.first])
    const page2 = await get('/wp-json/wp/v2/posts?per_page=1&page=2')
    expect(
      z
        .array(wpPost)
        .parse(page2.body)
        .map((p) => p.id),
    ).toEqual([ids.first])
    expect(page2.response.headers.get('x-wp-totalpages')).toBe('2')
    const past = await get('/wp-json/wp/v2/posts?per_page=1&page=3')
    expect(past.response.status).toBe(400)
    expect(wpError.parse(past.body).code).toBe('rest_post_invalid_page_number')
  })

  it('embeds the author, featured media and terms with _embed', async () => {
    const { body } = await get('/wp-json/wp/v2/posts?_embed=1&slug=koristuspaev&lang=en')
    const [post] = z.array(wpPost).parse(body)
    const embedded = post._embedded!
    expect(embedded.author[0].name).toBeTruthy()
    expect(embedded['wp:featuredmedia']?.[0]).toMatchObject({
      id: ids.image,
      media_type: 'image',
      mime_type: 'image/png',
    })
    expect(embedded['wp:featuredmedia']?.[0].source_url).toMatch(/^http:\/\/localhost:3000\/api\/media\/file\/truck/)
    expect(embedded['wp:term']?.[0]).toEqual([
      expect.objectContaining({ id: ids.news, name: 'News', slug: 'news', taxonomy: 'category' }),
    ])
  })

  it('answers bad parameters 400 in WordPress error shape, naming each parameter', async () => {
    for (const q of [
      'per_page=101',
      'per_page=0',
      'page=x',
      'order=up',
      'orderby=author',
      'lang=fi',
      'sticky=maybe',
      'categories=a',
      'status=draft',
    ]) {
      const { response, body } = await get(`/wp-json/wp/v2/posts?${q}`)
      expect(response.status, q).toBe(400)
      const error = wpError.parse(body)
      const name = q.split('=')[0]
      expect(error).toMatchObject({
        code: 'rest_invalid_param',
        message: `Invalid parameter(s): ${name}`,
        data: { status: 400 },
      })
      expect(Object.keys(error.data.params ?? {})).toEqual([name])
    }
  })
})

describe('GET /wp-json/wp/v2/posts/{id}', () => {
  it('answers one published post, and rest_post_invalid_id 404 for drafts, unknown and malformed ids', async () => {
    const { response, body } = await get(`/wp-json/wp/v2/posts/${ids.first}?lang=ru&_embed`)
    expect(response.status).toBe(200)
    expect(wpPost.parse(body)).toMatchObject({ id: ids.first, lang: 'ru', _embedded: { author: [expect.anything()] } })
    for (const id of [ids.draft, 999999, 'abc', '0', '%E0%A4%A']) {
      const missing = await get(`/wp-json/wp/v2/posts/${id}`)
      expect(missing.response.status, String(id)).toBe(404)
      expect(wpError.parse(missing.body)).toEqual({
        code: 'rest_post_invalid_id',
        message: 'Invalid post ID.',
        data: { status: 404 },
      })
    }
  })
})

describe('GET /wp-json/wp/v2/categories and media/{id}', () => {
  it('lists categories with localized names and published post counts', async () => {
    const { response, body } = await get('/wp-json/wp/v2/categories?lang=ru&orderby=id')
    const terms = z.array(wpTerm).parse(body)
    expect(terms.map((t) => [t.slug, t.name, t.count])).toEqual([
      ['news', 'Новости', 1],
      ['emergency-notices', 'Häireteated', 1],
    ])
    expect(response.headers.get('x-wp-total')).toBe('2')
    expect((await get('/wp-json/wp/v2/categories?per_page=500')).response.status).toBe(400)
  })

  it('answers one media item with its alt text in the language asked', async () => {
    const { body } = await get(`/wp-json/wp/v2/media/${ids.image}?lang=en`)
    expect(wpMedia.parse(body)).toMatchObject({
      id: ids.image,
      alt_text: 'Garbage truck',
      media_details: { width: 4, height: 3 },
    })
    expect((await get('/wp-json/wp/v2/media/424242')).response.status).toBe(404)
  })
})

describe('GET /wp-json/wp/v2/menu-items', () => {
  it('answers the header menu of a language as flat menu items with parents and order', async () => {
    const { response, body } = await get('/wp-json/wp/v2/menu-items?menus=17&lang=ru')
    const items = z.array(wpMenuItem).parse(body)
    expect(response.headers.get('x-wp-total')).toBe('4')
    expect(items.map((i) => [i.title.rendered, i.parent === 0, i.url, i.target])).toEqual([
      ['О нас', true, 'http://localhost:3000/ru/about', ''],
      ['О нас 1', false, 'http://localhost:3000/ru/about/company', ''],
      ['Portal', false, 'https://portal.example.ee', '_blank'],
      ['Vana koduleht', true, 'https://old.example.ee', '_blank'],
    ])
    expect(items[1].parent).toBe(items[0].id)
    expect(items[3].classes).toContain('vana-link')
    const one = await get(`/wp-json/wp/v2/menu-items/${items[1].id}?lang=ru`)
    expect(wpMenuItem.parse(one.body)).toEqual(items[1])
    expect((await get('/wp-json/wp/v2/menu-items?menus=3')).body).toEqual([])
    expect((await get('/wp-json/wp/v2/menu-items/12345')).response.status).toBe(404)
  })
})
