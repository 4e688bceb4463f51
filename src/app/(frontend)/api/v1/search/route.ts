// GET /api/v1/search?q=…&locale=…&type=…&page=…: the site search as JSON (used by the live search).
import { searchSite } from '@/lib/content/search'
import { apiResponse, apiSearchParams } from '@/lib/search/params'
import { answerJson } from '@/lib/http/conditional'
import { handleSearch, SEARCH_HEADERS } from '@/lib/search/http'

export async function GET(request: Request) {
  return handleSearch(request, apiSearchParams, async (params) => {
    const matches = await searchSite(params.locale, params.q)
    return answerJson(request, apiResponse(params, matches), SEARCH_HEADERS)
  })
}
