import type { z } from 'zod'
import { jsonError, zodErrorResponse } from '@/lib/http/errors'
import { log } from '@/lib/log'

// Results change when editors publish, so intermediaries must not keep them.
export const SEARCH_HEADERS = { 'Cache-Control': 'no-cache' }

/** The compatibility shapes carry no fragments: skip highlighting. */
export const NO_HIGHLIGHTS = { from: 0, to: 0 }

/** Parses the query string with a schema, runs the handler, and maps failures to the JSON error shape. */
export async function handleSearch<S extends z.ZodType>(
  request: Request,
  schema: S,
  handler: (params: z.infer<S>) => Promise<Response>,
): Promise<Response> {
  const url = new URL(request.url)
  const raw: Record<string, string> = {}
  for (const [key, value] of url.searchParams) if (!(key in raw)) raw[key] = value
  const parsed = schema.safeParse(raw)
  if (!parsed.success) return zodErrorResponse(parsed.error)
  try {
    return await handler(parsed.data)
  } catch (error) {
    log.error('search failed', { path: url.pathname, error: String(error) })
    return jsonError(503, 'search_unavailable', 'Search is temporarily unavailable')
  }
}
