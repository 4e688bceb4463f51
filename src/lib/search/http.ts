import type { z } from 'zod'
import { ApiError } from '@/lib/http/errors'
import { route } from '@/lib/http/route'
import { log } from '@/lib/log'
import { cacheablePage, pageReadsSearchIndex } from '@/lib/http/pageCacheContext'

// Results change when editors publish, so intermediaries must not keep them (the edge's stored copy says
// `s-maxage=5`, the editors' promise).
export const SEARCH_HEADERS = { 'Cache-Control': 'no-cache' }

/** A search endpoint: the query string parsed with `schema` (400 when invalid); a failing search is a 503. */
export async function handleSearch<S extends z.ZodType>(
  request: Request,
  schema: S,
  handler: (params: z.output<S>) => Promise<Response>,
): Promise<Response> {
  const search = route({ query: schema }, async ({ query }) => {
    // The same answer for everyone who asks this query: the edge stores the live search's JSON, keyed by
    // the normalised query (src/server/routes.ts), while the search index is unchanged.
    cacheablePage()
    pageReadsSearchIndex()
    try {
      // `query` is the output of `schema`; TypeScript cannot resolve route()'s conditional type for a generic S.
      return await handler(query as z.output<S>)
    } catch (error) {
      log.error('search failed', { path: new URL(request.url).pathname, error: String(error) })
      throw new ApiError(503, 'search_unavailable', 'Search is temporarily unavailable')
    }
  })
  return search(request)
}
