import { expect, type APIRequestContext } from '@playwright/test'
import { richText } from '../../support/richText'

/**
 * Publishes an emergency notice in three languages, shown as the site banner for 15 minutes. `tag` makes its
 * title and slug unique; delete it afterwards with `api.delete(`/api/posts/${id}`)`.
 */
export async function createNotice(api: APIRequestContext, tag: string) {
  const categories = await (await api.get('/api/categories?where[slug][equals]=emergency-notices&limit=1')).json()
  const title = { et: `Torm ${tag}`, ru: `Шторм ${tag}`, en: `Storm ${tag}` }
  const created = await api.post('/api/posts?locale=et', {
    data: {
      title: title.et,
      slug: `e2e-banner-${tag}`,
      // Long ago, so it sorts after every seeded post in the news lists other tests read.
      date: '2001-01-01T00:00:00.000Z',
      categories: [categories.docs[0].id],
      bannerUntil: new Date(Date.now() + 15 * 60_000).toISOString(),
      content: richText('Torm.'),
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id as number
  for (const locale of ['ru', 'en'] as const) {
    const updated = await api.patch(`/api/posts/${id}?locale=${locale}`, {
      data: { title: title[locale], content: richText('Storm.'), _status: 'published' },
    })
    expect(updated.status()).toBe(200)
  }
  return { id, title }
}
