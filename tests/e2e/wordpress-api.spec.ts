import { expect, test } from '@playwright/test'

// The old site's read API over the seeded demo content, through the production server: WordPress field names,
// paging headers, public caching and WordPress's error shape (contract details: tests/int/wordpress-api.int.test.ts).
const STICKY = 'christmas-and-new-year-collection-schedule'

test.describe('WordPress API (/wp-json/wp/v2)', () => {
  test('posts in Russian with _embed: fields, links, paging headers and caching', async ({ request }) => {
    const response = await request.get(`/wp-json/wp/v2/posts?lang=ru&per_page=2&_embed`)
    expect(response.status()).toBe(200)
    expect(Number(response.headers()['x-wp-total'])).toBeGreaterThan(2)
    expect(Number(response.headers()['x-wp-totalpages'])).toBeGreaterThan(1)
    expect(response.headers()['cache-control']).toMatch(/^public/)
    const posts = (await response.json()) as {
      id: number
      slug: string
      link: string
      lang: string
      title: { rendered: string }
      content: { rendered: string }
      _embedded: { author: unknown[]; 'wp:term': { slug: string }[][] }
    }[]
    expect(posts).toHaveLength(2)
    const bySlug = await request.get(`/wp-json/wp/v2/posts?lang=ru&slug=${STICKY},no-such-post&_embed`)
    const [sticky] = (await bySlug.json()) as typeof posts
    expect(sticky.lang).toBe('ru')
    expect(sticky.title.rendered).toBe('График вывоза отходов на Рождество и Новый год')
    expect(sticky.link).toMatch(new RegExp(`/ru/about/news/${STICKY}$`))
    expect(sticky.content.rendered).toMatch(/<h2>Перенос дней вывоза<\/h2>/)
    expect(sticky._embedded.author).toHaveLength(1)
    expect(sticky._embedded['wp:term'][0].map((t) => t.slug)).toContain('news')

    const one = await request.get(`/wp-json/wp/v2/posts/${sticky.id}?lang=en`)
    expect(((await one.json()) as { title: { rendered: string } }).title.rendered).toBe(
      'Christmas and New Year collection schedule',
    )
  })

  test('filters by category slug; bad parameters 400 and unknown ids 404 in WordPress error shape', async ({
    request,
  }) => {
    const news = (await (await request.get('/wp-json/wp/v2/posts?category_slug=news&per_page=100')).json()) as {
      slug: string
    }[]
    expect(news.map((p) => p.slug)).toContain(STICKY)
    const bad = await request.get('/wp-json/wp/v2/posts?per_page=500')
    expect(bad.status()).toBe(400)
    expect(await bad.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { per_page: expect.any(String) } },
    })
    const missing = await request.get('/wp-json/wp/v2/posts/987654')
    expect(missing.status()).toBe(404)
    expect(await missing.json()).toEqual({
      code: 'rest_post_invalid_id',
      message: 'Invalid post ID.',
      data: { status: 404 },
    })
  })

  // The WordPress API is read-only here: a write method is answered 405 at the edge before any route.
  test('an unknown /wp-json/ route answers WordPress’s rest_no_route 404 as JSON', async ({ request }) => {
    for (const response of [
      await request.get('/wp-json/wp/v2/no-such-route'),
      await request.get('/wp-json/oembed/1.0/embed?url=x'),
      await request.get('/wp-json/wp/v2/posts/1/no-such-route'),
    ]) {
      expect(response.status()).toBe(404)
      expect(response.headers()['content-type']).toMatch(/^application\/json/)
      expect(await response.json()).toEqual({
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      })
    }
  })

  test('categories and the header menu as menu items', async ({ request }) => {
    const categories = (await (await request.get('/wp-json/wp/v2/categories?lang=en')).json()) as {
      slug: string
      name: string
    }[]
    expect(categories).toContainEqual(expect.objectContaining({ slug: 'news', name: 'News' }))
    const items = (await (await request.get('/wp-json/wp/v2/menu-items?menus=17&lang=et')).json()) as {
      parent: number
      url: string
    }[]
    expect(items.filter((i) => i.parent === 0).length).toBeGreaterThanOrEqual(5)
    expect(items.some((i) => i.parent !== 0)).toBe(true)
  })
})
