// GET /wp-json/wp/v2/categories: the news categories with their post counts, names in `lang`.
import { cachedCategories } from '@/lib/wordpress/cached'
import { wpRoute } from '@/lib/wordpress/http'
import { categoriesQuery } from '@/lib/wordpress/params'

export const GET = wpRoute(categoriesQuery, async ({ query, reply }) => {
  const { body, total, totalPages } = await cachedCategories(query)
  return reply(body, { total, totalPages, page: query.page })
})
