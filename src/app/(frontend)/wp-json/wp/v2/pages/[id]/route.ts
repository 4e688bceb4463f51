// GET /wp-json/wp/v2/pages/{id}: one published page; 404 rest_post_invalid_id otherwise, as WordPress answers.
import { cachedPage } from '@/lib/wordpress/cached'
import { notFound, wpRoute } from '@/lib/wordpress/http'
import { singleQuery } from '@/lib/wordpress/params'

export const GET = wpRoute(
  singleQuery,
  async ({ query, id, reply }) => {
    const page = id === undefined ? null : await cachedPage(id, query.lang)
    if (!page) throw notFound()
    return reply(page)
  },
  { withId: true },
)
