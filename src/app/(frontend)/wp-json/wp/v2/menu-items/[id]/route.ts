// GET /wp-json/wp/v2/menu-items/{id}: one header-menu entry.
import { cachedMenuItem } from '@/lib/wordpress/cached'
import { notFound, wpRoute } from '@/lib/wordpress/http'
import { singleQuery } from '@/lib/wordpress/params'

export const GET = wpRoute(
  singleQuery,
  async ({ query, id, reply }) => {
    const item = id === undefined ? null : await cachedMenuItem(id, query.lang)
    if (!item) throw notFound('Invalid menu item ID.', 'rest_post_invalid_id')
    return reply(item)
  },
  { withId: true },
)
