import { ZodError } from 'zod'

/** The one error shape of every JSON endpoint: { "error": { "code", "message" } }. */
export const errorBody = (code: string, message: string) => ({ error: { code, message } })

export function jsonError(status: number, code: string, message: string, headers?: HeadersInit): Response {
  return Response.json(errorBody(code, message), { status, headers })
}

export function zodErrorResponse(error: ZodError): Response {
  const message = error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ')
  return jsonError(400, 'invalid_request', message)
}
