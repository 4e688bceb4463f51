// POST /api/v1/discharges/import[?replace=future]
// The planning system's import: a JSON array, NDJSON or CSV body (by Content-Type), authenticated with
// `Authorization: Bearer <DISCHARGES_IMPORT_API_KEY>` (or `X-API-Key`). Answers a report of accepted and
// rejected rows. The body is read as a stream, so a million rows never sit in memory at once.
import { z } from 'zod'
import { runImport } from '@/lib/planning/import'
import { requireImportKey } from '@/lib/discharges/importAuth'
import { answerImport } from '@/lib/discharges/importBody'
import { route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'
export const maxDuration = 3600

const query = z.object({ replace: z.enum(['future']).optional() })

export const POST = route({ auth: requireImportKey, query }, async ({ request, query: q }) =>
  answerImport(request, (records) => runImport(records, { replaceFuture: q.replace === 'future' }), 'discharges'),
)
