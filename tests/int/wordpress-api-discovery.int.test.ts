import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { z } from 'zod'
import { richText } from '../support/richText'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { wpError, wpMedia } from './fixtures/wordpress/shapes'

/* The parts of the WordPress API a client library needs besides posts (tests/int/wordpress-api.int.test.ts):
   the index, the media list, the pages, `_fields`, the paging `Link` header and the errors of each, over
   the real route handlers and a test database. */

vi.mock('next/cache', () => ({ unstable_cache: <T>(fn: T) => fn }))

const ctx = { disableRevalidate: true }
let payload: Payload
let ids: { about: number; company: number; draft: number; post: number; featured: number; loose: number[] }

const wpPage = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  type: z.literal('page'),
  status: z.literal('publish'),
  link: z.url(),
  parent: z.number().int(),
  menu_order: z.number().int(),
  title: z.object({ rendered: z.string() }),
  content: z.object({ rendered: z.string(), protected: z.literal(false) }),
  lang: z.enum(['et', 'ru', 'en']),
  _links: z.record(z.string(), z.array(z.object({ href: z.url() }).loose())),
  featured_media: z.number().int(),
})

const ROUTES = {
  '/wp-json': () => import('@/app/(frontend)/wp-json/route'),
  '/wp-json/wp/v2': () => import('@/app/(frontend)/wp-json/wp/v2/route'),
  '/wp-json/wp/v2/media': () => import('@/app/(frontend)/wp-json/wp/v2/media/route'),
  '/wp-json/wp/v2/pages': () => import('@/app/(frontend)/wp-json/wp/v2/pages/route'),
  '/wp-json/wp/v2/pages/': () => import('@/app/(frontend)/wp-json/wp/v2/pages/[id]/route'),
  '/wp-json/wp/v2/posts': () => import('@/app/(frontend)/wp-json/wp/v2/posts/route'),
  '/wp-json/wp/v2/posts/': () => import('@/app/(frontend)/wp-json/wp/v2/posts/[id]/route'),
  '/wp-json/wp/v2/categories': () => import('@/app/(frontend)/wp-json/wp/v2/categories/route'),
} as const

const get = async (path: string) => {
  const url = `http://localhost${path}`
  const p = new URL(url).pathname
  const key = (p in ROUTES ? p : p.replace(/[^/]+$/, '')) as keyof typeof ROUTES
  const mod = await ROUTES[key]()
  const response = await mod.GET(new Request(url))
  return { response, body: (await response.json()) as unknown }
}

beforeAll(async () => {
  payload = await createTestPayload()
  const png = async (background: string) =>
    sharp({ create: { width: 2, height: 2, channels: 3, background } })
      .png()
      .toBuffer()
  const upload = async (name: string, alt: string) => {
    const data = await png('#00a')
    return (
      await payload.create({
        collection: 'media',
        locale: 'et',
        data: { alt },
        file: { data, mimetype: 'image/png', name, size: data.length },
        context: ctx,
      })
    ).id
  }
  const featured = await upload('featured.png', 'Esiletõstetud')
  const loose = [await upload('one.png', 'Üks'), await upload('two.png', 'Kaks')]
  const page = async (path: string, title: string, extra: Record<string, unknown> = {}) =>
    (
      await payload.create({
        collection: 'pages',
        locale: 'et',
        data: { path, title, _status: 'published', ...extra } as never,
        context: ctx,
      })
    ).id
  const about = await page('/about', 'Meist', { order: 1 })
  const company = await page('/about/company', 'Ettevõttest', {
    order: 2,
    layout: [{ blockType: 'richText', body: richText('Oleme jäätmefirma') }],
    meta: { image: featured },
  })
  await payload.update({
    collection: 'pages',
    id: company,
    locale: 'ru',
    data: {
      title: 'О компании',
      layout: [{ blockType: 'richText', body: richText('Мы вывозим отходы') }],
    } as never,
    context: ctx,
  })
  const draft = await page('/about/secret', 'Salajane', { _status: 'draft' })
  const post = (
    await payload.create({
      collection: 'posts',
      locale: 'et',
      data: {
        title: 'Uudis',
        slug: 'uudis',
        date: '2026-04-20T09:00:00.000Z',
        featuredImage: featured,
        content: richText('x'),
        _status: 'published',
      } as never,
      context: ctx,
    })
  ).id
  ids = { about, company, draft, post, featured, loose }
})
afterAll(() => destroyTestPayload(payload))

describe('GET /wp-json/ and /wp-json/wp/v2', () => {
  it('lists the namespaces and routes with the discovery link', async () => {
    const { response, body } = await get('/wp-json')
    expect(response.headers.get('link')).toBe('<http://localhost:3000/wp-json/>; rel="https://api.w.org/"')
    const index = body as { name: string; url: string; namespaces: string[]; routes: Record<string, unknown> }
    expect(index.name).toBeTruthy()
    expect(index.url).toBe('http://localhost:3000')
    expect(index.namespaces).toContain('wp/v2')
    expect(index.routes).toHaveProperty(['/wp/v2/pages'])
    const ns = await get('/wp-json/wp/v2')
    expect((ns.body as { namespace: string }).namespace).toBe('wp/v2')
  })
})

describe('GET /wp-json/wp/v2/media', () => {
  it('lists the library newest first, by media type and by the item that shows a file', async () => {
    const { response, body } = await get('/wp-json/wp/v2/media?per_page=2')
    const media = z.array(wpMedia).parse(body)
    expect(media.map((m) => m.id)).toEqual([ids.loose[1], ids.loose[0]])
    expect(response.headers.get('x-wp-total')).toBe('3')
    expect(response.headers.get('x-wp-totalpages')).toBe('2')
    expect(response.headers.get('link')).toBe(
      '<http://localhost:3000/wp-json/wp/v2/media?per_page=2&page=2>; rel="next"',
    )
    const last = await get('/wp-json/wp/v2/media?per_page=2&page=2')
    expect(last.response.headers.get('link')).toBe(
      '<http://localhost:3000/wp-json/wp/v2/media?per_page=2&page=1>; rel="prev"',
    )
    const ids_ = async (q: string) =>
      z
        .array(wpMedia)
        .parse((await get(`/wp-json/wp/v2/media?${q}`)).body)
        .map((m) => m.id)
    expect(await ids_('media_type=image&order=asc')).toEqual([ids.featured, ...ids.loose])
    expect(await ids_('media_type=application')).toEqual([])
    expect(await ids_(`parent=${ids.post}`)).toEqual([ids.featured])
    expect(await ids_(`parent=${ids.company}`)).toEqual([ids.featured])
    expect(await ids_('parent=0&order=asc')).toEqual(ids.loose)
    expect(await ids_('parent=424242')).toEqual([])
  })

  it('answers bad parameters 400 rest_invalid_param, naming each', async () => {
    for (const q of ['media_type=exe', 'parent=x', 'per_page=1000', 'page=0', '_fields=<script>']) {
      const { response, body } = await get(`/wp-json/wp/v2/media?${q}`)
      expect(response.status, q).toBe(400)
      const error = wpError.parse(body)
      expect(error).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } })
      expect(Object.keys(error.data.params ?? {})).toEqual([q.split('=')[0]])
    }
  })
})

describe('GET /wp-json/wp/v2/pages', () => {
  it('lists published pages with slug, parent and language', async () => {
    const { response, body } = await get('/wp-json/wp/v2/pages?lang=ru')
    const pages = z.array(wpPage).parse(body)
    expect(response.headers.get('x-wp-total')).toBe('2')
    expect(pages.map((p) => [p.id, p.slug, p.parent, p.lang])).toEqual([
      [ids.about, 'about', 0, 'et'],
      [ids.company, 'company', ids.about, 'ru'],
    ])
    const company = pages[1]
    expect(company.title.rendered).toBe('О компании')
    expect(company.content.rendered).toContain('Мы вывозим отходы')
    expect(company.link).toBe('http://localhost:3000/ru/about/company')
    expect(company._links.up[0].href).toBe(`http://localhost:3000/wp-json/wp/v2/pages/${ids.about}`)
    const bySlug = z.array(wpPage).parse((await get('/wp-json/wp/v2/pages?slug=company')).body)
    expect(bySlug.map((p) => p.id)).toEqual([ids.company])
    const children = z.array(wpPage).parse((await get(`/wp-json/wp/v2/pages?parent=${ids.about}`)).body)
    expect(children.map((p) => p.id)).toEqual([ids.company])
    expect((await get('/wp-json/wp/v2/pages?slug=secret')).body).toEqual([])
  })

  it('answers one page, and rest_post_invalid_id 404 for drafts and unknown ids', async () => {
    const one = await get(`/wp-json/wp/v2/pages/${ids.company}?lang=en`)
    expect(wpPage.parse(one.body)).toMatchObject({ id: ids.company, lang: 'et', featured_media: ids.featured })
    for (const id of [ids.draft, 999999, 'abc']) {
      const missing = await get(`/wp-json/wp/v2/pages/${id}`)
      expect(missing.response.status, String(id)).toBe(404)
      expect(missing.body).toEqual({ code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } })
    }
    const bad = await get('/wp-json/wp/v2/pages?orderby=author&parent=a')
    expect(bad.response.status).toBe(400)
    expect(Object.keys(wpError.parse(bad.body).data.params ?? {}).sort()).toEqual(['orderby', 'parent'])
  })
})

describe('_fields', () => {
  it('keeps only the named fields on lists and single items, nested ones by dots', async () => {
    const list = await get('/wp-json/wp/v2/pages?_fields=id,title.rendered')
    expect(list.body).toEqual([
      { id: ids.about, title: { rendered: 'Meist' } },
      { id: ids.company, title: { rendered: 'Ettevõttest' } },
    ])
    expect((await get(`/wp-json/wp/v2/posts/${ids.post}?_fields=slug,categories`)).body).toEqual({
      slug: 'uudis',
      categories: [],
    })
    expect((await get(`/wp-json/wp/v2/media?_fields=id&per_page=1`)).body).toEqual([{ id: ids.loose[1] }])
    expect((await get('/wp-json/wp/v2/categories?_fields=slug')).response.status).toBe(200)
  })
})
