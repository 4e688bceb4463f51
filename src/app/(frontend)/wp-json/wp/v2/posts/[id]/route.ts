// GET /wp-json/wp/v2/posts/{id}: one published post; 404 rest_post_invalid_id otherwise, as WordPress answers.
import { cachedPost } from '@/lib/wordpress/cached'
import { notFound, wpRoute } from '@/lib/wordpress/http'
import { singleQuery } from '@/lib/wordpress/params'

export const GET = wpRoute(
  singleQuery,
  async ({ query, id, reply }) => {
    const post = id === undefined ? null : await cachedPost(id, { lang: query.lang, _embed: query._embed })
    if (!post) throw notFound()
    return reply(post)
  },
  { withId: true },
)
