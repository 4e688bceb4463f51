import { expect, test } from '@playwright/test'
import WPAPI from 'wpapi'

// The old site's API as a customer's script reads it: through node-wpapi, a widely used WordPress REST client,
// against the production server over the seeded demo content. The client finds the API from the site's
// address alone (Link rel="https://api.w.org/" → /wp-json/), builds its request methods from the index's
// routes, and pages through the `Link` headers with its own paging helper.
const STICKY = 'christmas-and-new-year-collection-schedule'

type Item = {
  id: number
  slug: string
  lang: string
  link: string
  parent: number
  title: { rendered: string }
  media_type: string
  mime_type: string
  source_url: string
  count: number
}
const items = (answer: unknown) => answer as Item[]

test.describe('WordPress API through a WordPress client library (wpapi)', () => {
  let wp: WPAPI

  test.beforeAll(async ({ baseURL }) => {
    wp = await WPAPI.discover(baseURL!)
  })

  test('discovers the API and its routes from the site’s address', async ({ baseURL }) => {
    // Routes that exist only in this site's index: wpapi's built-in default routes have no menu items and
    // no general-purpose-api namespace, so these prove the index was read (discover falls back to the
    // defaults, with a console warning, when it cannot read it).
    // wpapi names a resource's method by the route as written (`wp['menu-items']()`).
    expect(typeof wp['menu-items']).toBe('function')
    const menuItems = (wp['menu-items'] as () => ReturnType<WPAPI['posts']>).bind(wp)
    expect(typeof wp.namespace('general-purpose-api').search).toBe('function')
    const menu = items(await menuItems().param('menus', 17).get())
    expect(menu.filter((i) => i.parent === 0).length).toBeGreaterThanOrEqual(5)
    expect(menu.every((i) => new URL(String((i as { url?: string }).url), baseURL).href)).toBe(true)
  })

  test('pages through the posts with the paging helper, to the last page and back', async () => {
    const first = await wp.posts().perPage(2).get()
    const paging = first._paging!
    expect(paging.totalPages).toBeGreaterThan(1)
    expect(paging.links.next).toMatch(/[?&]page=2(&|$)/)
    expect(paging.prev).toBeUndefined()
    const seen = new Set(items(first).map((p) => p.id))
    let page = first
    for (let n = 2; n <= paging.totalPages; n++) {
      page = await page._paging!.next!.get()
      expect(page.length).toBeGreaterThan(0)
      for (const post of items(page)) seen.add(post.id)
    }
    expect(page._paging!.next).toBeUndefined()
    expect(seen.size).toBe(paging.total)
    const back = await page._paging!.prev!.get()
    expect(back._paging!.links.next).toBeTruthy()
  })

  test('reads a post by slug, in Russian, with its categories embedded', async () => {
    const [post] = items(await wp.posts().slug(STICKY).param('lang', 'ru').embed().get())
    expect(post.slug).toBe(STICKY)
    expect(post.lang).toBe('ru')
    expect(post.title.rendered).toBe('График вывоза отходов на Рождество и Новый год')
    const terms = (post as unknown as { _embedded: { 'wp:term': { slug: string }[][] } })._embedded['wp:term'][0]
    expect(terms.map((t) => t.slug)).toContain('news')
  })

  test('lists Russian posts, categories, pages and media', async () => {
    const ru = items(await wp.posts().param('lang', 'ru').perPage(5).get())
    expect(ru.length).toBeGreaterThan(0)
    for (const post of ru) {
      expect(post.link).toMatch(/\/ru\/about\/news\//)
      if (post.lang === 'ru') expect(post.title.rendered).toMatch(/[А-Яа-яЁё]/)
    }
    expect(ru.some((p) => p.lang === 'ru')).toBe(true)

    const categories = items(await wp.categories().param('lang', 'en').get())
    expect(categories).toContainEqual(expect.objectContaining({ slug: 'news', name: 'News' }))
    expect(categories.find((c) => c.slug === 'news')!.count).toBeGreaterThan(0)

    const [company] = items(await wp.pages().slug('company').param('lang', 'ru').get())
    expect(company.title.rendered).toBe('О компании')
    expect(company.link).toMatch(/\/ru\/about\/company$/)
    const [about] = items(await wp.pages().slug('about').get())
    expect(company.parent).toBe(about.id)

    // The seeded library holds the waste-sorting guides as PDFs, one per language.
    const media = await wp.media().perPage(2).get()
    expect(media._paging!.total).toBeGreaterThan(2)
    const pdfs = items(await wp.media().perPage(100).param('media_type', 'application').get())
    expect(pdfs.length).toBe(media._paging!.total)
    for (const file of pdfs) expect(file).toMatchObject({ media_type: 'file', mime_type: 'application/pdf' })
    expect(await wp.media().param('media_type', 'image').get()).toEqual([])
    const next = items(await media._paging!.next!.get())
    expect(next.map((f) => f.id)).not.toContain(items(media)[0].id)
    const file = items(media)[0]
    const one = (await wp.media().id(file.id).param('lang', 'ru').get()) as unknown as Item
    expect(one.source_url).toBe(file.source_url)
    expect((await fetch(file.source_url)).status).toBe(200)
  })

  test('a bad parameter is WordPress’s rest_invalid_param error, which the client rejects with', async () => {
    const error = await wp
      .media()
      .param('media_type', 'program')
      .get()
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(error).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { media_type: expect.any(String) } },
    })
  })
})

test.describe('WordPress API discovery over HTTP', () => {
  test('HTML pages and the index announce the API root; the index lists namespaces and routes', async ({
    request,
    baseURL,
  }) => {
    const announce = `<${new URL('/wp-json/', baseURL).href}>; rel="https://api.w.org/"`
    for (const path of ['/', '/ru/about/company', '/en/about/company']) {
      // Twice: the second answer may come from the edge's page cache, which must keep the header.
      for (let i = 0; i < 2; i++) {
        const page = await request.get(path)
        expect(page.status()).toBe(200)
        expect(page.headers()['content-type']).toMatch(/^text\/html/)
        expect(page.headers().link).toContain(announce)
      }
    }
    const index = await request.get('/wp-json/')
    expect(index.status()).toBe(200)
    expect(index.headers().link).toBe(announce)
    const body = (await index.json()) as {
      name: string
      url: string
      namespaces: string[]
      routes: Record<string, { namespace: string; methods: string[]; endpoints: { args: object }[] }>
    }
    expect(body.name).toBeTruthy()
    expect(body.url).toBe(new URL(baseURL!).origin)
    expect(body.namespaces).toEqual(['wp/v2', 'general-purpose-api'])
    expect(body.routes['/wp/v2/media']).toMatchObject({ namespace: 'wp/v2', methods: ['GET'] })
    expect(Object.keys(body.routes['/wp/v2/media'].endpoints[0].args)).toEqual(
      expect.arrayContaining(['per_page', 'page', 'parent', 'media_type', '_fields']),
    )
    const ns = await request.get('/wp-json/wp/v2')
    expect(((await ns.json()) as { namespace: string }).namespace).toBe('wp/v2')
  })

  test('lists answer paging Link headers and _fields; bad input is a 400 in WordPress’s shape', async ({
    request,
    baseURL,
  }) => {
    const second = await request.get('/wp-json/wp/v2/posts?lang=ru&per_page=1&page=2&_fields=id,title.rendered')
    expect(second.status()).toBe(200)
    const link = second.headers().link
    expect(link).toContain(
      `<${baseURL}/wp-json/wp/v2/posts?lang=ru&per_page=1&page=1&_fields=id%2Ctitle.rendered>; rel="prev"`,
    )
    expect(link).toContain('page=3')
    expect(second.headers()['access-control-expose-headers']).toMatch(/Link/)
    expect(await second.json()).toEqual([{ id: expect.any(Number), title: { rendered: expect.any(String) } }])
    const search = await request.get('/wp-json/wp/v2/search?search=jäätmed&per_page=1')
    expect(search.status()).toBe(200)
    const pages = Number(search.headers()['x-wp-totalpages'])
    expect(/rel="next"/.test(search.headers().link ?? ''), `${pages} pages`).toBe(pages > 1)
    for (const path of [
      '/wp-json/wp/v2/pages?parent=x',
      '/wp-json/wp/v2/media?per_page=1000',
      '/wp-json/wp/v2/posts?_fields=%3Cx%3E',
    ]) {
      const bad = await request.get(path)
      expect(bad.status(), path).toBe(400)
      expect(await bad.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } })
    }
    const missing = await request.get('/wp-json/wp/v2/pages/987654')
    expect(missing.status()).toBe(404)
    expect(await missing.json()).toEqual({
      code: 'rest_post_invalid_id',
      message: 'Invalid post ID.',
      data: { status: 404 },
    })
  })
})
