import { Readable } from 'node:stream'
import type { ReadableStream } from 'node:stream/web'
import { env } from '@/lib/env'
import { ApiError } from '@/lib/http/errors'
import { log } from '@/lib/log'
import {
  BodyFormatError,
  BodyTooLargeError,
  formatFromContentType,
  limitBytes,
  recordsOf,
  type ParsedRecord,
} from './importParse'

/**
 * The import routes' body handling (planning import, address register): the format from Content-Type, the
 * body streamed through the size limit (DISCHARGES_IMPORT_MAX_MB, counted as it arrives, so a missing or
 * false Content-Length cannot get past it) into `run`, and its report answered as JSON. Format and size
 * errors are 4xx JSON; anything else a 500 that says the rows reported before it were stored.
 */
export async function answerImport<T>(
  request: Request,
  run: (records: AsyncIterable<ParsedRecord>) => Promise<T>,
  what: string,
): Promise<Response> {
  const format = formatFromContentType(request.headers.get('content-type'))
  if (!format)
    throw new ApiError(
      415,
      'unsupported_media_type',
      'Send application/json (an array), application/x-ndjson or text/csv.',
    )
  if (!request.body) throw new ApiError(400, 'empty_body', 'The request has no body.')
  const maxBytes = Math.floor(env().DISCHARGES_IMPORT_MAX_MB * 1024 * 1024)
  const tooLarge = () =>
    new ApiError(
      413,
      'too_large',
      `The body may be at most ${env().DISCHARGES_IMPORT_MAX_MB} MB; rows before the limit were stored. Split the import.`,
    )
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge()
  try {
    const body = limitBytes(Readable.fromWeb(request.body as ReadableStream<Uint8Array>), maxBytes)
    const report = await run(recordsOf(format, body))
    return Response.json(report, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw tooLarge()
    if (error instanceof BodyFormatError) throw new ApiError(400, 'invalid_body', error.message)
    if (error instanceof ApiError) throw error
    log.error(`${what} import failed`, { error })
    throw new ApiError(
      500,
      'import_failed',
      'The import stopped because of a server error; rows reported before it were stored.',
    )
  }
}
