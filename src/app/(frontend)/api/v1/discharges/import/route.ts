// POST /api/v1/discharges/import[?replace=future]
// The planning system's import: a JSON array, NDJSON or CSV body (by Content-Type), authenticated with
// `Authorization: Bearer <DISCHARGES_IMPORT_API_KEY>` (or `X-API-Key`). Answers a report of accepted and
// rejected rows. The body is read as a stream, so a million rows never sit in memory at once.
import { Readable } from 'node:stream'
import type { ReadableStream } from 'node:stream/web'
import { z } from 'zod'
import { runImport } from '@/lib/discharges/import'
import { requireImportKey } from '@/lib/discharges/importAuth'
import {
  BodyFormatError,
  BodyTooLargeError,
  formatFromContentType,
  limitBytes,
  recordsOf,
} from '@/lib/discharges/importParse'
import { env } from '@/lib/env'
import { ApiError } from '@/lib/http/errors'
import { route } from '@/lib/http/route'
import { log } from '@/lib/log'

export const dynamic = 'force-dynamic'
export const maxDuration = 3600

const query = z.object({ replace: z.enum(['future']).optional() })

export const POST = route({ auth: requireImportKey, query }, async ({ request, query: q }) => {
  const format = formatFromContentType(request.headers.get('content-type'))
  if (!format)
    throw new ApiError(
      415,
      'unsupported_media_type',
      'Send application/json (an array), application/x-ndjson or text/csv.',
    )
  if (!request.body) throw new ApiError(400, 'empty_body', 'The request has no body.')
  // Counted as it streams in: a missing or false Content-Length (a chunked body) cannot get past it.
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
    const report = await runImport(recordsOf(format, body), { replaceFuture: q.replace === 'future' })
    return Response.json(report, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw tooLarge()
    if (error instanceof BodyFormatError) throw new ApiError(400, 'invalid_body', error.message)
    if (error instanceof ApiError) throw error
    log.error('discharges import failed', { error })
    throw new ApiError(
      500,
      'import_failed',
      'The import stopped because of a server error; rows reported before it were stored.',
    )
  }
})
