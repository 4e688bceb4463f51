// The one JSON error shape of every endpoint, { "error": { "code", "message" } }, and the typed error
// that code throws to produce it. Only src/lib/http/route.ts (and the custom server's fast path, which
// answers before Next) turns errors into answers.
import { z } from 'zod'

/** The JSON error answer's shape, as the OpenAPI document (src/lib/api/openapi.ts) describes it. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string().describe('A stable, machine-readable code, e.g. `invalid_request`, `rate_limited`.'),
    message: z.string().describe('What went wrong, in English.'),
    details: z.unknown().optional(),
  }),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

/** The body of every JSON error answer; `details` only when an error carries some. */
export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return details === undefined ? { error: { code, message } } : { error: { code, message, details } }
}

export type ApiErrorOptions = { details?: unknown; headers?: Record<string, string> }

/** Thrown anywhere below a route; the route wrapper answers it with its status, code, message and headers. */
export class ApiError extends Error {
  readonly details?: unknown
  readonly headers: Record<string, string>

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options: ApiErrorOptions = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.details = options.details
    this.headers = options.headers ?? {}
  }
}

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string }

/**
 * Zod issues as one readable line: "field.path: message; other: message". Issues without a path
 * are named `root` when given, else shown as the message alone.
 */
export function formatZodIssues(
  issues: readonly Issue[],
  { separator = '; ', root }: { separator?: string; root?: string } = {},
): string {
  return issues
    .map((i) => {
      const path = i.path.map(String).join('.') || root
      return path ? `${path}: ${i.message}` : i.message
    })
    .join(separator)
}

/** A zod failure of request input: 400 with the issues as the message. */
export const invalidRequest = (issues: readonly Issue[]) =>
  new ApiError(400, 'invalid_request', formatZodIssues(issues))
