// GET /wp-json/wp/v2/pages: the published CMS pages as WordPress page objects (slug = last path segment,
// parent = the page one level up), texts in `lang`.
import { cachedPages } from '@/lib/wordpress/cached'
import { wpRoute } from '@/lib/wordpress/http'
import { pagesQuery } from '@/lib/wordpress/params'

export const GET = wpRoute(pagesQuery, async ({ query, reply }) => {
  const { body, total, totalPages } = await cachedPages(query)
  return reply(body, { total, totalPages, page: query.page })
})
