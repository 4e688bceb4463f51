// GET /api/v1/search?q=…&locale=…&type=…&page=…: the site search as JSON (used by the live search).
import { searchSite } from '@/lib/content/search'
import { apiResponse, apiSearchParams, PAGE_SIZE } from '@/lib/search/params'
import { handleSearch, SEARCH_HEADERS } from '@/lib/search/http'

export async function GET(request: Request) {
  return handleSearch(request, apiSearchParams, async (params) => {
    const window = { from: (params.page - 1) * PAGE_SIZE, to: params.page * PAGE_SIZE }
    const results = await searchSite(params.locale, params.q, params.type, window)
    return Response.json(apiResponse(params, results), { headers: SEARCH_HEADERS })
  })
}
