import { ApiError } from './errors'

// A request body read as it streams, counting bytes: past `maxBytes` the stream is cancelled and the
// request answered 413. Content-Length alone is not enough: a chunked upload has none, and
// `request.text()` would hold an endless one in memory whole.

export function bodyTooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'body_too_large', `The body is larger than ${maxBytes} bytes.`)
}

/**
 * A request's or a response's body, at most `maxBytes` of it: null once it is larger, declared
 * (Content-Length) or streamed, and then the stream is cancelled, so nothing more of it is buffered here.
 */
export async function readAtMost(
  message: { headers: Headers; body: ReadableStream<Uint8Array> | null },
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(message.headers.get('content-length') ?? 0)
  if (Number.isFinite(declared) && declared > maxBytes) {
    await message.body?.cancel().catch(() => undefined)
    return null
  }
  if (!message.body) return new Uint8Array(0)
  const reader = message.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const out = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    out.set(chunk, at)
    at += chunk.byteLength
  }
  return out
}

/** The body's bytes, at most `maxBytes` of them; a larger body (declared or streamed) throws a 413. */
export async function readCappedBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  const bytes = await readAtMost(request, maxBytes)
  if (!bytes) throw bodyTooLarge(maxBytes)
  return bytes
}

/** The body as UTF-8 text, read through `readCappedBody`. */
export async function readCappedText(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readCappedBody(request, maxBytes))
}
