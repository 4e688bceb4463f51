// GET /wp-json/wp/v2/menu-items?menus=17&lang=ru: the header menu of one language as WordPress menu items
// (top-level groups with parent 0, their entries under them), as the old front end built its menu from.
import { cachedMenuItems } from '@/lib/wordpress/cached'
import { wpRoute } from '@/lib/wordpress/http'
import { menuItemsQuery } from '@/lib/wordpress/params'

export const GET = wpRoute(menuItemsQuery, async ({ query, reply }) => {
  const { body, total, totalPages } = await cachedMenuItems(query)
  return reply(body, { total, totalPages, page: query.page })
})
