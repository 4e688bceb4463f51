// POST /api/v1/discharges/import[?replace=future]
// The planning system's import: a JSON array, NDJSON or CSV body (by Content-Type), authenticated with
// `Authorization: Bearer <DISCHARGES_IMPORT_API_KEY>` (or `X-API-Key`). Answers a report of accepted and
// rejected rows. The body is read as a stream, so a million rows never sit in memory at once.
import { Readable } from 'node:stream'
import { z } from 'zod'
import { authorizeImport } from '@/lib/discharges/import-auth'
import { BodyFormatError, formatFromContentType, recordsOf } from '@/lib/discharges/import-parse'
import { runImport } from '@/lib/discharges/import-service'
import { jsonError, zodErrorResponse } from '@/lib/http/errors'
import { log } from '@/lib/log'

export const dynamic = 'force-dynamic'
export const maxDuration = 3600

const query = z.object({ replace: z.enum(['future']).optional() })

export async function POST(request: Request) {
  const auth = authorizeImport(request.headers)
  if (auth === 'disabled') return jsonError(503, 'import_disabled', 'The import is not configured (DISCHARGES_IMPORT_API_KEY is not set).')
  if (auth === 'denied') return jsonError(401, 'unauthorized', 'A valid API key is required.', { 'WWW-Authenticate': 'Bearer' })
  const q = query.safeParse({ replace: new URL(request.url).searchParams.get('replace') ?? undefined })
  if (!q.success) return zodErrorResponse(q.error)
  const format = formatFromContentType(request.headers.get('content-type'))
  if (!format) return jsonError(415, 'unsupported_media_type', 'Send application/json (an array), application/x-ndjson or text/csv.')
  if (!request.body) return jsonError(400, 'empty_body', 'The request has no body.')
  try {
    const body = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>)
    const report = await runImport(recordsOf(format, body), { replaceFuture: q.data.replace === 'future' })
    return Response.json(report, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    if (error instanceof BodyFormatError) return jsonError(400, 'invalid_body', error.message)
    log.error('discharges import failed', { error })
    return jsonError(500, 'import_failed', 'The import stopped because of a server error; rows reported before it were stored.')
  }
}
