// GET /wp-json/general-purpose-api/search?query=…&page=…: the old CMS's grouped search (SPEC section 7).
import { searchSite } from '@/lib/content/search'
import { generalResponse, generalSearchParams } from '@/lib/search/params'
import { handleSearch, SEARCH_HEADERS } from '@/lib/search/http'

export async function GET(request: Request) {
  return handleSearch(request, generalSearchParams, async (params) => {
    const matches = await searchSite(params.lang, params.query)
    return Response.json(generalResponse(matches, params.page), { headers: SEARCH_HEADERS })
  })
}
