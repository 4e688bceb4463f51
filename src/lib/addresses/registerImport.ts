import type { ParsedRecord } from '@/lib/discharges/importParse'
import { auditedImport } from '@/lib/audit/record'
import { cms } from '@/lib/cms'
import { expireTags } from '@/lib/content/expire'
import { dbOf, type Db } from '@/lib/db'
import { formatZodIssues } from '@/lib/http/errors'
import { log } from '@/lib/log'
import { addressRowSchema } from './registerRow'
import { ADDRESS_INDEX_TAG, upsertAddresses, type AddressUpsert } from './repository'

// The address register's import (POST /api/v1/addresses/import): served addresses with their national
// address code (ADS_OID), as the address register or the customer system exports them. Each row is either
// a whole address ("Sõpruse pst 151-12, Tallinn") or its parts. Rows are upserted with source `register`,
// which makes their parts authoritative over what the planning import parses; nothing is ever deleted.

export type AddressImportReport = {
  accepted: number
  /** The first REJECTED_LISTED rejected rows with their line and reason. */
  rejected: { line: number; reason: string }[]
  rejectedCount: number
}

export const ADDRESS_BATCH_ROWS = 2000
export const ADDRESS_REJECTED_LISTED = 1000

/** Validates every record and upserts the valid ones in transactions of ADDRESS_BATCH_ROWS addresses. */
export async function importAddresses(db: Db, records: AsyncIterable<ParsedRecord>): Promise<AddressImportReport> {
  const report: AddressImportReport = { accepted: 0, rejected: [], rejectedCount: 0 }
  // A repeated property id within a batch keeps its last version (PostgreSQL refuses one upsert twice per statement).
  let batch = new Map<string, AddressUpsert>()
  let pending = 0
  const flush = async () => {
    await upsertAddresses(db, [...batch.values()], 'register')
    report.accepted += pending
    batch = new Map()
    pending = 0
  }
  for await (const record of records) {
    const parsed = 'error' in record ? null : addressRowSchema.safeParse(record.value)
    if (!parsed?.success) {
      report.rejectedCount++
      if (report.rejected.length < ADDRESS_REJECTED_LISTED)
        report.rejected.push({
          line: record.line,
          reason: 'error' in record ? record.error : formatZodIssues(parsed!.error.issues),
        })
      continue
    }
    batch.set(parsed.data.id, parsed.data)
    pending++
    if (pending >= ADDRESS_BATCH_ROWS) await flush()
  }
  if (pending) await flush()
  return report
}

/** The address-register import into the site's database, then the stored address answers expired. */
export async function runAddressImport(records: AsyncIterable<ParsedRecord>): Promise<AddressImportReport> {
  const payload = await cms()
  const report = await auditedImport(
    payload,
    'addresses',
    () => importAddresses(dbOf(payload), records),
    (r) => ({ accepted: r.accepted, rejected: r.rejectedCount }),
  )
  // Suggestions and address pages built from the old index: dropped now, in every instance.
  await expireTags([ADDRESS_INDEX_TAG]).catch((error: unknown) =>
    log.error('stored address answers not expired after the register import', {
      error: error instanceof Error ? error.message : String(error),
    }),
  )
  return report
}
