// The one conditional-GET rule of the site's read API (`/api/v1`) and the edge's stored answers: a strong
// ETag named by the body's bytes, and `If-None-Match` read as RFC 9110 §13.1.2 says (a list, weak
// comparison, `*`), answered `304 Not Modified` with the headers a 200 would carry that a cache needs
// (ETag, Cache-Control, Vary, Content-Language) and no body. Route handlers answer through `answerJson` /
// `answerText`; the server's fast path and the page store use `etagOf` and `ifNoneMatchMatches`.
import { createHash } from 'node:crypto'

/** Characters of the hash a validator carries (a base64url SHA-256, 162 bits: collisions are not a concern). */
const HASH_LENGTH = 27

/** The strong validator of a body: `"<base64url SHA-256, 27 characters>"`. */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, HASH_LENGTH)}"`
}

/**
 * The marks the edge's compressed copies add to a validator (src/server/pageCache.ts): `"hash-br"`,
 * `"hash-gz"` name the same representation as `"hash"`, so a client that holds one of them holds it.
 */
const ENCODING_MARK = /-(?:br|gz)"$/

/** A validator without its weakness prefix and without an encoding mark. */
function opaque(tag: string): string {
  const strong = tag.startsWith('W/') ? tag.slice(2) : tag
  return strong.replace(ENCODING_MARK, '"')
}

/**
 * Whether an `If-None-Match` header names one of `etags` (weak comparison: `W/"x"` matches `"x"`), or is
 * `*`. Several headers or a comma-separated list are read as one list; an empty or missing header never
 * matches. Validators are quoted strings, so a comma inside one is not a separator.
 */
export function ifNoneMatchMatches(
  header: string | readonly string[] | null | undefined,
  etags: readonly string[],
): boolean {
  if (header === null || header === undefined) return false
  const value = typeof header === 'string' ? header : header.join(',')
  if (value.length === 0 || value.length > 8192) return false
  const wanted = new Set(etags.map(opaque))
  for (const match of value.matchAll(/\s*(\*|(?:W\/)?"[^"]*")\s*(?:,|$)/g)) {
    const tag = match[1]!
    if (tag === '*' || wanted.has(opaque(tag))) return true
  }
  return false
}

/** Headers of a 200 that a 304 drops: they describe a body, and a 304 has none (RFC 9110 §15.4.5). */
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-disposition', 'content-encoding'])

type HeaderInit = Record<string, string>

/** A body answered with its ETag, or `304` when the request's `If-None-Match` names it. */
export function answerText(request: Request, body: string, headers: HeaderInit): Response {
  const reply = conditionalReply(request.headers.get('if-none-match') ?? undefined, body, headers)
  return new Response(reply.body, { status: reply.status, headers: reply.headers })
}

/** A JSON answer (status 200) with its ETag, or `304` when the client holds it. */
export function answerJson(request: Request, value: unknown, headers: HeaderInit = {}): Response {
  return answerText(request, JSON.stringify(value), { 'Content-Type': 'application/json; charset=utf-8', ...headers })
}

/**
 * For answers written to a Node response (the server's fast path): the status, headers and body to send
 * for a 200 answer of `text`, or a 304 without a body when the request's validators name it.
 */
export function conditionalReply(
  ifNoneMatch: string | readonly string[] | undefined,
  text: string,
  headers: HeaderInit,
  // The text's ETag when the caller keeps it beside the text (the lookup fast path's kept answers).
  etag = etagOf(text),
): { status: 200 | 304; headers: HeaderInit; body: string | null } {
  if (ifNoneMatchMatches(ifNoneMatch, [etag])) {
    const kept: HeaderInit = {}
    for (const [name, value] of Object.entries(headers)) if (!BODY_HEADERS.has(name.toLowerCase())) kept[name] = value
    return { status: 304, headers: { ...kept, ETag: etag }, body: null }
  }
  return { status: 200, headers: { ...headers, ETag: etag }, body: text }
}
