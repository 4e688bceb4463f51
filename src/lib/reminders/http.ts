import { ApiError } from '@/lib/http/errors'
import { readCappedText } from '@/lib/http/cappedBody'
import { isLocale, type Locale } from '@/i18n/locales'

// The reminders' and the notices' form posts (src/app/(frontend)/api/v1/reminders/*, notices/dismiss): plain HTML forms that work without
// JavaScript. Each answers 303 See Other to a page, so Back and reload never post twice.

/** Form bodies are a handful of short fields; anything larger is refused before it is read. */
export const MAX_FORM_BYTES = 8 * 1024

/** The text fields of a small urlencoded or multipart form body (each cut to 300 characters). */
export async function formFields(request: Request): Promise<Record<string, string>> {
  // Counted as it streams and cut at the limit, chunked or not: never read whole.
  const text = await readCappedText(request, MAX_FORM_BYTES)
  const type = request.headers.get('content-type') ?? ''
  const out: Record<string, string> = {}
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(text, { headers: { 'content-type': type } }).formData().catch(() => null)
    if (!form) throw new ApiError(400, 'invalid_request', 'The form body could not be read.')
    for (const [key, value] of form) if (typeof value === 'string' && !(key in out)) out[key] = value.slice(0, 300)
  } else {
    for (const [key, value] of new URLSearchParams(text)) if (!(key in out)) out[key] = value.slice(0, 300)
  }
  return out
}

export const localeOf = (value: unknown): Locale => (typeof value === 'string' && isLocale(value) ? value : 'et')

/** 303 to a same-site path. */
export function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } })
}
