// GET /wp-json/wp/v2/media: the media library, newest first, with WordPress's `per_page`, `page`, `parent`
// and `media_type` (alt texts in `lang`).
import { cachedMediaList } from '@/lib/wordpress/cached'
import { wpRoute } from '@/lib/wordpress/http'
import { mediaQuery } from '@/lib/wordpress/params'

export const GET = wpRoute(mediaQuery, async ({ query, reply }) => {
  const { body, total, totalPages } = await cachedMediaList(query)
  return reply(body, { total, totalPages, page: query.page })
})
