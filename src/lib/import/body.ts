// The CSV an editor sends to the import (src/lib/import/run.ts importFromRequest): the file itself, or a
// multipart form carrying it in the field `file`.
import { readAtMost } from '@/lib/http/cappedBody'
import { ApiError } from '@/lib/http/errors'

/** The largest CSV file (or multipart body carrying it) an editor may send. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024

/**
 * The CSV text of a request: at most MAX_IMPORT_BYTES, counted while the body streams in (a missing or false
 * Content-Length cannot make the server buffer more). Refusals are thrown as ApiError: 413 past the limit,
 * 400 for a form without the file or an empty file.
 */
export async function csvOfRequest(request: Request): Promise<string> {
  const bytes = await readAtMost(request, MAX_IMPORT_BYTES)
  if (!bytes) throw new ApiError(413, 'too_large', 'The file may be at most 2 MB')
  const type = request.headers.get('content-type') ?? ''
  let source: string
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => null)
    const file = form?.get('file')
    if (!(file instanceof Blob)) throw new ApiError(400, 'invalid_request', 'Attach the CSV file in the field "file"')
    source = await file.text()
  } else {
    source = new TextDecoder().decode(bytes)
  }
  if (!source.trim()) throw new ApiError(400, 'invalid_request', 'The file is empty')
  return source
}
