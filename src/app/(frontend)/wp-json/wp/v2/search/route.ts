// GET /wp-json/wp/v2/search?search=…&page=…&per_page=…&subtype=post: WordPress-shaped search with
// X-WP-Total and X-WP-TotalPages headers (SPEC section 7) and the paging `Link` header.
import { searchSite } from '@/lib/content/search'
import { env } from '@/lib/env'
import { wpResponse, wpSearchParams } from '@/lib/search/params'
import { handleSearch, SEARCH_HEADERS } from '@/lib/search/http'
import { pagingLinks } from '@/lib/wordpress/http'

export async function GET(request: Request) {
  return handleSearch(request, wpSearchParams, async (params) => {
    const matches = await searchSite(params.lang, params.search)
    const { body, headers } = wpResponse(matches, params, env().SITE_URL)
    const links = pagingLinks(request.url, env().SITE_URL, params.page, Number(headers['X-WP-TotalPages']))
    return Response.json(body, { headers: { ...SEARCH_HEADERS, ...headers, ...(links ? { Link: links } : {}) } })
  })
}
