import { ZodError, type z } from 'zod'
import { log } from '@/lib/log'
import { readCappedText } from './cappedBody'
import { ApiError, formatZodIssues, invalidRequest, problemResponse } from './errors'

// One wrapper for every route handler (dub's `withWorkspace` pattern): it parses the path parameters,
// the query string and a JSON body with zod, runs the handler, and turns whatever is thrown into the
// site's error answer (problem details, RFC 9457), here and nowhere else. Bad input is a 4xx, never a 500.

type Schemas = {
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  auth?: (request: Request) => void | Promise<void>
}
type Parsed<S extends Schemas, K extends keyof Schemas> = S[K] extends z.ZodType ? z.output<S[K]> : undefined

export type RouteInput<S extends Schemas> = {
  request: Request
  params: Parsed<S, 'params'>
  query: Parsed<S, 'query'>
  body: Parsed<S, 'body'>
}

/** What Next calls: the request and, for dynamic segments, a promise of the path parameters. */
export type RouteHandler = (request: Request, context?: { params: Promise<unknown> }) => Promise<Response>

/**
 * - `params`: the path parameters; a failure is a 404 (`not_found`, the schema's messages), since no
 *   resource has that path.
 * - `auth`: runs next, before anything else is read; it throws an ApiError (401, 403, 503) to refuse.
 * - `query`: the query string, first value of each name; a failure is a 400 (`invalid_request`).
 * - `body`: the JSON body; not JSON or not valid is a 400 (`invalid_request`).
 * The handler throws `ApiError` for any other refusal; a `ZodError` it throws is a 400; anything else
 * is logged and answered 500 without details.
 */
export function route<const S extends Schemas>(
  schemas: S,
  handler: (input: RouteInput<S>) => Promise<Response> | Response,
): RouteHandler {
  return async (request, context) => {
    try {
      const params = schemas.params ? parseParams(schemas.params, await context?.params) : undefined
      await schemas.auth?.(request)
      const input = {
        request,
        params,
        query: schemas.query ? parseOrThrow(schemas.query, queryObject(request.url)) : undefined,
        body: schemas.body ? parseOrThrow(schemas.body, await jsonBody(request)) : undefined,
      }
      // The three fields are parsed with exactly the schemas S names, or are undefined when it names none.
      return await handler(input as RouteInput<S>)
    } catch (error) {
      return errorResponse(error, request)
    }
  }
}

/** The JSON error answer of anything thrown by a handler (exported for wrappers that catch first). */
export function errorResponse(error: unknown, request: Request): Response {
  if (error instanceof ApiError) {
    return problemResponse(error.status, error.code, error.message, { details: error.details, headers: error.headers })
  }
  if (error instanceof ZodError) return errorResponse(invalidRequest(error.issues), request)
  log.error('route failed', {
    method: request.method,
    path: safePath(request.url),
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  })
  return problemResponse(500, 'internal_error', 'Internal server error')
}

function parseParams(schema: z.ZodType, raw: unknown) {
  const parsed = schema.safeParse(raw ?? {})
  if (!parsed.success)
    throw new ApiError(404, 'not_found', formatZodIssues(parsed.error.issues.map((i) => ({ ...i, path: [] }))))
  return parsed.data
}

function parseOrThrow(schema: z.ZodType, raw: unknown) {
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw invalidRequest(parsed.error.issues)
  return parsed.data
}

function queryObject(url: string): Record<string, string> {
  const raw: Record<string, string> = {}
  for (const [key, value] of new URL(url).searchParams) if (!(key in raw)) raw[key] = value
  return raw
}

/** Largest JSON body a route reads (counted as it streams; the edge's per-route limit applies first). */
export const MAX_JSON_BYTES = 64 * 1024

async function jsonBody(request: Request): Promise<unknown> {
  const text = await readCappedText(request, MAX_JSON_BYTES)
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, 'invalid_request', 'The body is not valid JSON.')
  }
}

const safePath = (url: string) => {
  try {
    return new URL(url).pathname
  } catch {
    return url
  }
}

/** A path segment as sent: percent-decoded when it decodes, else unchanged (never a URIError). */
export function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
