// The route wrapper of the read-only WordPress API: the site's `route` (lib/http) for parsing and for the
// logged 500, with WordPress's own error shape for what a WordPress client expects to handle (400, 404).
import type { z } from 'zod'
import { decodeSegment, route, type RouteHandler } from '@/lib/http/route'
import { invalidParams, WpError } from './params'

/**
 * Public content, cached like the public pages. Partner sites read it from their own pages, so any origin may
 * read it and the paging headers are exposed to their scripts, as WordPress does for its REST API.
 */
export const WP_HEADERS = {
  'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages',
  Vary: 'Accept-Encoding',
} as const

const NO_STORE = { 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' }

export function wpJson(body: unknown, paging?: { total: number; totalPages: number }): Response {
  const headers: Record<string, string> = { ...WP_HEADERS }
  if (paging) {
    headers['X-WP-Total'] = String(paging.total)
    headers['X-WP-TotalPages'] = String(paging.totalPages)
  }
  return Response.json(body, { headers })
}

export const notFound = (message = 'Invalid post ID.', code = 'rest_post_invalid_id') => new WpError(404, code, message)

type Input<Q extends z.ZodType> = { query: z.output<Q>; id: number | undefined; request: Request }

/** A GET handler: the query parsed with `query`; with `withId`, the `[id]` segment as a positive integer. */
export function wpRoute<Q extends z.ZodType>(
  query: Q,
  handler: (input: Input<Q>) => Promise<Response>,
  options: { withId?: boolean; notFound?: () => WpError } = {},
): RouteHandler {
  return route({}, async ({ request }) => {
    try {
      let id: number | undefined
      if (options.withId) {
        const raw = decodeSegment(new URL(request.url).pathname.split('/').filter(Boolean).pop() ?? '')
        id = /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined
        if (id === undefined) throw (options.notFound ?? notFound)()
      }
      const raw: Record<string, string> = {}
      for (const [key, value] of new URL(request.url).searchParams) if (!(key in raw)) raw[key] = value
      const parsed = query.safeParse(raw)
      if (!parsed.success) throw invalidParams(parsed.error.issues)
      return await handler({ query: parsed.data, id, request })
    } catch (error) {
      if (error instanceof WpError) return Response.json(error.body(), { status: error.status, headers: NO_STORE })
      throw error
    }
  })
}
