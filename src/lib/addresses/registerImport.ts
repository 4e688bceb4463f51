import { z } from 'zod'
import { isMunicipalityCode } from '@/lib/data/municipalities'
import type { ParsedRecord } from '@/lib/discharges/importParse'
import { recordAuditSafely } from '@/lib/audit/record'
import { cms } from '@/lib/cms'
import { expireTags } from '@/lib/content/expire'
import { dbOf, type Db } from '@/lib/discharges/repository'
import { formatZodIssues } from '@/lib/http/errors'
import { log } from '@/lib/log'
import { parseStoredAddress, propertyIdOf, PROPERTY_ID } from './parts'
import { ADDRESS_INDEX_TAG, completeAddress, upsertAddresses, type AddressUpsert } from './repository'

// The address register's import (POST /api/v1/addresses/import): served addresses with their national
// address code (ADS_OID), as the address register or the customer system exports them. Each row is either
// a whole address ("Sõpruse pst 151-12, Tallinn") or its parts. Rows are upserted with source `register`,
// which makes their parts authoritative over what the planning import parses; nothing is ever deleted.

const optionalText = (name: string, max: number) =>
  z.string().trim().min(1, `${name} is empty`).max(max, `${name} is at most ${max} characters`).optional()

/** House numbers as the register writes them: "12", "12a", "12/14", "12a/2". */
const HOUSE = /^\d{1,5}[a-zA-ZäöüõÄÖÜÕ]?(?:\/\d{1,5}[a-zA-Z]?)?$/
const APARTMENT = /^\d{1,5}[a-zA-Z]?$/

const KEYS = [
  'propertyId',
  'address',
  'street',
  'house',
  'apartment',
  'settlement',
  'municipality',
  'municipalityCode',
  'adsOid',
] as const

// CSV sends every column: an empty cell is "not given".
const blankToUndefined = (value: unknown) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value
  const out = { ...(value as Record<string, unknown>) }
  for (const key of KEYS) if (out[key] === '' || out[key] === null) delete out[key]
  return out
}

const addressRowObject = z.object({
  propertyId: z.string().trim().regex(PROPERTY_ID, 'propertyId is 1–40 letters, digits, - or _').optional(),
  address: optionalText('address', 300),
  street: optionalText('street', 120),
  house: z.string().trim().regex(HOUSE, 'house must be a house number such as 12, 12a or 12/14').optional(),
  apartment: z.string().trim().regex(APARTMENT, 'apartment must be an apartment number such as 5 or 5a').optional(),
  settlement: optionalText('settlement', 80),
  municipality: optionalText('municipality', 120),
  municipalityCode: z
    .string()
    .trim()
    .refine(isMunicipalityCode, 'municipalityCode is not an EHAK municipality code')
    .optional(),
  adsOid: z
    .union([z.string(), z.number().int().nonnegative().transform(String)])
    .pipe(
      z
        .string()
        .trim()
        .regex(/^\d{1,20}$/, 'adsOid must contain 1–20 digits'),
    )
    .optional(),
})

/** One row of the register import, turned into the address to store. */
export const addressRowSchema = z
  .preprocess(blankToUndefined, addressRowObject)
  .superRefine((row, ctx) => {
    if (row.street) {
      if (!row.settlement) ctx.addIssue({ code: 'custom', path: ['settlement'], message: 'settlement is required' })
      if (row.apartment && !row.house)
        ctx.addIssue({ code: 'custom', path: ['house'], message: 'house is required with apartment' })
    } else if (!row.address) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'address (or street and settlement) is required' })
    } else if (!parseStoredAddress(row.address).street) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'address has no street or place name' })
    }
  })
  .transform((row): AddressUpsert => {
    // The parts when sent (the register's own split), else the address text split as the planning import does.
    const parts = row.street
      ? {
          street: row.street.replace(/\s+/g, ' '),
          house: row.house ?? '',
          apartment: row.apartment ?? '',
          settlement: row.settlement!.replace(/\s+/g, ' '),
          municipality: row.municipality ?? '',
        }
      : parseStoredAddress(row.address!, row.municipality)
    return completeAddress({
      id: row.propertyId ?? propertyIdOf(parts),
      ...parts,
      adsOid: row.adsOid,
      municipalityCode: row.municipalityCode,
    })
  })

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
  let report: AddressImportReport
  try {
    report = await importAddresses(dbOf(payload), records)
  } catch (error) {
    await recordAuditSafely(payload, {
      action: 'import',
      target: 'addresses',
      detail: { ok: false, error: error instanceof Error ? error.message.slice(0, 200) : 'failed' },
    })
    throw error
  }
  await recordAuditSafely(payload, {
    action: 'import',
    target: 'addresses',
    detail: { ok: true, accepted: report.accepted, rejected: report.rejectedCount },
  })
  // Suggestions and address pages built from the old index: dropped now, in every instance.
  await expireTags([ADDRESS_INDEX_TAG]).catch((error: unknown) =>
    log.error('stored address answers not expired after the register import', {
      error: error instanceof Error ? error.message : String(error),
    }),
  )
  return report
}
