// GET /wp-json/wp/v2/posts: published news in WordPress's shape, for the scripts and partner sites that read
// the old site's API (SPEC section 7). Paging in X-WP-Total / X-WP-TotalPages; `_embed` adds author, featured
// media and terms.
import { cachedPosts } from '@/lib/wordpress/cached'
import { wpRoute } from '@/lib/wordpress/http'
import { postsQuery } from '@/lib/wordpress/params'

export const GET = wpRoute(postsQuery, async ({ query, reply }) => {
  const { body, total, totalPages } = await cachedPosts(query)
  return reply(body, { total, totalPages, page: query.page })
})
