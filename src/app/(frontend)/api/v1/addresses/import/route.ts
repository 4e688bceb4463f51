// POST /api/v1/addresses/import
// The address register's import into the address index: a JSON array, NDJSON or CSV body (by
// Content-Type) of rows `{ propertyId?, address? | street, house?, apartment?, settlement, municipality?,
// municipalityCode?, adsOid? }`, authenticated and size-limited like the planning import (the same key,
// DISCHARGES_IMPORT_API_KEY, and DISCHARGES_IMPORT_MAX_MB: one system sends both). Answers a report of
// accepted and rejected rows per line; a body whose rows are all rejected is answered 422 with the report
// as `details`, so a wrongly exported file is not taken for a done import. Upserts only: an address is
// never deleted by this import.
import { z } from 'zod'
import { runAddressImport } from '@/lib/addresses/registerImport'
import { requireImportKey } from '@/lib/discharges/importAuth'
import { answerImport } from '@/lib/discharges/importBody'
import { ApiError } from '@/lib/http/errors'
import { route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'
export const maxDuration = 3600

// No options yet; an unknown query parameter is refused rather than ignored.
const query = z.object({}).strict()

export const POST = route({ auth: requireImportKey, query }, async ({ request }) =>
  answerImport(
    request,
    async (records) => {
      const report = await runAddressImport(records)
      if (!report.accepted && report.rejectedCount)
        throw new ApiError(422, 'no_valid_rows', 'No row of the body is a valid address; see details.', {
          details: report,
        })
      return report
    },
    'addresses',
  ),
)
