// GET /wp-json/wp/v2/media/{id}: one file of the media library (alt text in `lang`).
import { cachedMedia } from '@/lib/wordpress/cached'
import { notFound, wpRoute } from '@/lib/wordpress/http'
import { singleQuery } from '@/lib/wordpress/params'

export const GET = wpRoute(
  singleQuery,
  async ({ query, id, reply }) => {
    const media = id === undefined ? null : await cachedMedia(id, query.lang)
    if (!media) throw notFound()
    return reply(media)
  },
  { withId: true },
)
