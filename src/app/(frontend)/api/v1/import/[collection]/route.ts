// POST /api/v1/import/waste-stations | /api/v1/import/unserved-addresses
// Body: the CSV itself (text/csv) or a multipart form with a `file` field (the admin upload form).
// Auth: a logged-in editor's Payload session cookie. Answers a per-line report; bad lines change nothing.
import { getPayload } from 'payload'
import config from '@payload-config'
import { z } from 'zod'
import { hasRole } from '@/access/roles'
import { jsonError } from '@/lib/http/errors'
import { importCsv, importTargets } from '@/lib/import/run'

const MAX_BYTES = 2 * 1024 * 1024
const params = z.object({ collection: z.enum(importTargets) })

export async function POST(request: Request, context: { params: Promise<{ collection: string }> }) {
  const parsed = params.safeParse(await context.params)
  if (!parsed.success) return jsonError(404, 'not_found', 'Only waste-stations and unserved-addresses can be imported')
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return jsonError(401, 'unauthorized', 'Log in to the admin first')
  if (!hasRole(user as never, 'admin', 'editor')) return jsonError(403, 'forbidden', 'Editors only')

  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_BYTES) return jsonError(413, 'too_large', 'The file may be at most 2 MB')
  const type = request.headers.get('content-type') ?? ''
  let source: string
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData().catch(() => null)
    const file = form?.get('file')
    if (!(file instanceof Blob)) return jsonError(400, 'invalid_request', 'Attach the CSV file in the field "file"')
    if (file.size > MAX_BYTES) return jsonError(413, 'too_large', 'The file may be at most 2 MB')
    source = await file.text()
  } else {
    source = await request.text()
  }
  if (!source.trim()) return jsonError(400, 'invalid_request', 'The file is empty')

  const report = await importCsv(payload, parsed.data.collection, source)
  return Response.json(report, { status: report.ok ? 200 : 422 })
}
