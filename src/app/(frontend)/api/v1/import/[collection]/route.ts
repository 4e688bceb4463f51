// POST /api/v1/import/waste-stations | /api/v1/import/unserved-addresses | /api/v1/import/sorting-items
// Body: the CSV itself (text/csv) or a multipart form with a `file` field (the admin upload form).
// Auth: a logged-in editor's Payload session cookie. Answers a per-line report; bad lines change nothing.
import { z } from 'zod'
import { route } from '@/lib/http/route'
import { importFromRequest, importTargets } from '@/lib/import/run'

const params = z.object({
  collection: z.enum(importTargets, {
    error: 'Only waste-stations, unserved-addresses and sorting-items can be imported',
  }),
})

export const POST = route({ params }, async ({ request, params: { collection } }) => {
  const report = await importFromRequest(request, collection)
  return Response.json(report, { status: report.ok ? 200 : 422 })
})
