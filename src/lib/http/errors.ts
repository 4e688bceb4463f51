// The one error shape of every endpoint: problem details (RFC 9457, `application/problem+json`) with a
// stable `type` per error code, and the typed error that code throws to produce it. Only
// src/lib/http/route.ts (and the custom server's answers before Next) turn errors into answers.
import { z } from 'zod'
import { formatZodIssues, type Issue } from '@/lib/env/issues'

export { formatZodIssues }

export const PROBLEM_CONTENT_TYPE = 'application/problem+json'

/**
 * Every error code an answer may carry, with its title (RFC 9457 `title`: the same for every occurrence of
 * the kind, in English). A new code needs its title here, or its `ApiError` does not compile; the
 * developers' page lists them under `/developers#error-<code>`, which is each one's `type`.
 */
export const ERROR_TITLES = {
  invalid_request: 'The request is not valid',
  invalid_query: 'The query could not be run',
  invalid_contract_number: 'The contract number is not valid',
  invalid_address: 'The address is not valid',
  invalid_body: 'The request body is not valid',
  unsupported_media_type: "The body's media type is not accepted",
  empty_body: 'The request body is empty',
  invalid_rows: 'Some rows are not valid',
  no_valid_rows: 'No row is valid',
  invalid_path: 'The path is not valid',
  bad_request_line: 'The request line could not be read',
  headers_too_large: 'The request headers are too large',
  expectation_failed: 'The Expect header cannot be met',
  unauthorized: 'Authentication is required',
  forbidden: 'Not allowed',
  preview_invalid: 'The preview link is not valid',
  preview_expired: 'The preview link has expired',
  cross_site: 'A cross-site request is not allowed',
  not_found: 'Not found',
  address_not_found: 'No collections at this address',
  method_not_allowed: 'The method is not allowed',
  import_in_progress: 'Another import is running',
  import_failed: 'The import failed',
  body_too_large: 'The request body is too large',
  too_large: 'The upload is too large',
  rate_limited: 'Too many requests',
  busy: 'The server is busy',
  internal_error: 'Internal server error',
  unavailable: 'Temporarily unavailable',
  search_unavailable: 'Search is temporarily unavailable',
  import_disabled: 'Imports are turned off',
} as const satisfies Record<string, string>
export type ErrorCode = keyof typeof ERROR_TITLES
export const errorCodes = Object.keys(ERROR_TITLES) as [ErrorCode, ...ErrorCode[]]

/** The `type` of a code: a relative URI reference (RFC 9457 §3.1.1) to its entry on the developers' page. */
export const problemType = (code: ErrorCode) => `/developers#error-${code}`

/** The error answer's shape, as the OpenAPI document (src/lib/openapi/openapi.ts) describes it. */
export const errorBodySchema = z.object({
  type: z
    .string()
    .describe(
      'A URI reference that names the kind of problem, stable per code: `/developers#error-<code>`, resolved against the request.',
    ),
  title: z.string().describe('A short summary of the kind of problem, in English; the same for every occurrence.'),
  status: z.number().int().min(400).max(599).describe('The HTTP status code of the answer.'),
  detail: z.string().describe('What went wrong with this request, in English.'),
  code: z.enum(errorCodes).describe('A stable, machine-readable code, e.g. `invalid_request`, `rate_limited`.'),
  details: z
    .unknown()
    .optional()
    .describe('Structured details, where an error has some (e.g. the rows an import refused).'),
  error: z
    .object({ code: z.enum(errorCodes), message: z.string(), details: z.unknown().optional() })
    .describe(
      'The code and detail again, as error answers carried them before problem details; kept for existing clients.',
    ),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

/** The body of every error answer; `details` only when an error carries some. */
export function errorBody(status: number, code: ErrorCode, message: string, details?: unknown): ErrorBody {
  const base = { type: problemType(code), title: ERROR_TITLES[code], status, detail: message, code }
  return details === undefined
    ? { ...base, error: { code, message } }
    : { ...base, details, error: { code, message, details } }
}

/** The same as a string, with its content type, for the server's answers written before Next. */
export function problemJson(status: number, code: ErrorCode, message: string): string {
  return JSON.stringify(errorBody(status, code, message))
}

/** An answer the server writes to a Node response itself (before Next): status, JSON body and headers. */
export type JsonReply = { status: number; body: unknown; headers: Record<string, string> }

/** An ApiError as such an answer: problem details, the error's own headers over `defaults`. */
export function problemReply(error: ApiError, defaults: Record<string, string> = {}): JsonReply {
  return {
    status: error.status,
    body: errorBody(error.status, error.code, error.message),
    headers: { ...defaults, ...error.headers, 'Content-Type': PROBLEM_CONTENT_TYPE },
  }
}

/** An error answer as a fetch Response. */
export function problemResponse(
  status: number,
  code: ErrorCode,
  message: string,
  { details, headers }: { details?: unknown; headers?: HeadersInit } = {},
): Response {
  const answer = new Headers(headers)
  answer.set('Content-Type', PROBLEM_CONTENT_TYPE)
  return new Response(JSON.stringify(errorBody(status, code, message, details)), { status, headers: answer })
}

export type ApiErrorOptions = { details?: unknown; headers?: Record<string, string> }

/** Thrown anywhere below a route; the route wrapper answers it with its status, code, message and headers. */
export class ApiError extends Error {
  readonly details?: unknown
  readonly headers: Record<string, string>

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    options: ApiErrorOptions = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.details = options.details
    this.headers = options.headers ?? {}
  }
}

/** A zod failure of request input: 400 with the issues as the message. */
export const invalidRequest = (issues: readonly Issue[]) =>
  new ApiError(400, 'invalid_request', formatZodIssues(issues))
