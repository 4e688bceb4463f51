import { describe, expect, it } from 'vitest'
import { apiIndex, namespaceIndex } from './discovery'
import { pagingLinks, withFields } from './http'

const SITE = 'https://www.example.ee'

describe('the WordPress API index', () => {
  const index = apiIndex(SITE, { name: 'Firma', description: 'Jäätmed' })

  it('lists the namespaces and every route with WordPress’s keys', () => {
    expect(index).toMatchObject({ name: 'Firma', url: SITE, home: SITE, namespaces: ['wp/v2', 'general-purpose-api'] })
    expect(Object.keys(index.routes)).toEqual(
      expect.arrayContaining([
        '/',
        '/wp/v2',
        '/wp/v2/posts',
        '/wp/v2/posts/(?P<id>[\\d]+)',
        '/wp/v2/pages',
        '/wp/v2/pages/(?P<id>[\\d]+)',
        '/wp/v2/media',
        '/wp/v2/media/(?P<id>[\\d]+)',
        '/wp/v2/categories',
        '/wp/v2/menu-items',
        '/wp/v2/search',
        '/general-purpose-api/search',
      ]),
    )
    const posts = index.routes['/wp/v2/posts']
    expect(posts).toMatchObject({
      namespace: 'wp/v2',
      methods: ['GET'],
      _links: { self: [{ href: `${SITE}/wp-json/wp/v2/posts` }] },
    })
    // The arguments come from the query schemas: bounds, defaults, enums and WordPress's booleans.
    const args = posts.endpoints[0].args
    expect(args.per_page).toEqual({ type: 'integer', default: 10, minimum: 1, maximum: 100, required: false })
    expect(args.orderby.enum).toContain('date')
    expect(args.sticky.type).toBe('boolean')
    expect(args._fields.type).toBe('string')
    expect(index.routes['/wp/v2/posts/(?P<id>[\\d]+)']).not.toHaveProperty('_links')
    expect(index.routes['/wp/v2/media'].endpoints[0].args.media_type.enum).toEqual([
      'image',
      'video',
      'text',
      'application',
      'audio',
    ])
  })

  it('lists one namespace under /wp-json/wp/v2', () => {
    const ns = namespaceIndex(SITE, 'wp/v2')
    expect(ns.namespace).toBe('wp/v2')
    expect(Object.keys(ns.routes).every((r) => r.startsWith('/wp/v2'))).toBe(true)
    expect(ns._links.up[0].href).toBe(`${SITE}/wp-json/`)
  })
})

describe('paging links and _fields', () => {
  it('links the previous and next pages on the site’s origin, other parameters kept', () => {
    const url = 'http://127.0.0.1:3000/wp-json/wp/v2/posts?lang=ru&page=2&per_page=5&_fields=id'
    expect(pagingLinks(url, SITE, 2, 3)).toBe(
      `<${SITE}/wp-json/wp/v2/posts?lang=ru&page=1&per_page=5&_fields=id>; rel="prev", ` +
        `<${SITE}/wp-json/wp/v2/posts?lang=ru&page=3&per_page=5&_fields=id>; rel="next"`,
    )
    expect(pagingLinks('http://x/wp-json/wp/v2/posts', SITE, 1, 2)).toBe(
      `<${SITE}/wp-json/wp/v2/posts?page=2>; rel="next"`,
    )
    expect(pagingLinks('http://x/wp-json/wp/v2/posts', SITE, 1, 1)).toBeNull()
  })

  it('keeps only the named fields, nested ones by dots', () => {
    const item = { id: 1, title: { rendered: 'a', raw: 'b' }, slug: 's', _links: {} }
    expect(withFields([item], ['id', 'title.rendered', 'missing'])).toEqual([{ id: 1, title: { rendered: 'a' } }])
    expect(withFields(item, ['title', 'title.rendered'])).toEqual({ title: { rendered: 'a', raw: 'b' } })
    expect(withFields(item, undefined)).toBe(item)
  })
})
