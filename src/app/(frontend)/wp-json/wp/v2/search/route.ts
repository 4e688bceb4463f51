// GET /wp-json/wp/v2/search?search=…&page=…&per_page=…&subtype=post: WordPress-shaped search with
// X-WP-Total and X-WP-TotalPages headers (SPEC section 7).
import { searchSite } from '@/lib/content/search'
import { env } from '@/lib/env'
import { wpResponse, wpSearchParams } from '@/lib/search/params'
import { handleSearch, NO_HIGHLIGHTS, SEARCH_HEADERS } from '@/lib/search/http'

export async function GET(request: Request) {
  return handleSearch(request, wpSearchParams, async (params) => {
    const results = await searchSite(params.lang, params.search, undefined, NO_HIGHLIGHTS)
    const { body, headers } = wpResponse(results, params, env().SITE_URL)
    return Response.json(body, { headers: { ...SEARCH_HEADERS, ...headers } })
  })
}
