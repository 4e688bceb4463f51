import { expireTags } from '@/lib/content/expire'
import { TAGS } from '@/lib/content/tags'
import type { Payload } from 'payload'
import { hasRole } from '@/access/roles'
import { locales } from '@/i18n/locales'
import { cms } from '@/lib/cms'
import { ApiError } from '@/lib/http/errors'
import {
  parseCsvRows,
  stationRowSchema,
  unservedRowSchema,
  type LineIssue,
  type StationRow,
  type UnservedRow,
} from './csv'
import { csvOfRequest } from './body'
import { localizedCells, sharedCells, type RowDocs } from './cells'
import { sortingItemDocs, sortingItemRowSchema, type SortingItemRow } from './sortingItems'
import { recordAuditSafely, SKIP_AUDIT } from '@/lib/audit/record'

export const importTargets = ['waste-stations', 'unserved-addresses', 'sorting-items'] as const
export type ImportTarget = (typeof importTargets)[number]

export type ImportReport = { ok: true; created: number } | { ok: false; issues: LineIssue[] }

function stationDocs(row: StationRow): RowDocs {
  return {
    shared: sharedCells(row, ['municipality', 'county', 'address', 'latitude', 'longitude', 'pricesUrl', 'changeDate']),
    localized: localizedCells(row, ['name', 'openingHours', 'acceptedWaste']),
  }
}

function unservedDocs(row: UnservedRow): RowDocs {
  return {
    shared: sharedCells(row, ['county', 'city', 'address', 'plannedDate', 'newDate']),
    localized: localizedCells(row, ['reason']),
  }
}

const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined))

/**
 * Validates the whole file, then creates every row inside one database transaction: either all lines
 * are imported or none (a bad line changes nothing).
 */
export async function importCsv(
  payload: Payload,
  target: ImportTarget,
  source: string,
  user?: { id: number | string; email?: string | null } | null,
): Promise<ImportReport> {
  const report = await importRows(payload, target, source)
  // One trail row per import (its rows are written with the per-document audit off), failed ones too.
  await recordAuditSafely(payload, {
    action: 'import',
    target,
    user,
    detail: report.ok ? { ok: true, created: report.created } : { ok: false, issues: report.issues.length },
  })
  return report
}

async function importRows(payload: Payload, target: ImportTarget, source: string): Promise<ImportReport> {
  const parsed =
    target === 'waste-stations'
      ? parseCsvRows(source, stationRowSchema)
      : target === 'sorting-items'
        ? parseCsvRows(source, sortingItemRowSchema)
        : parseCsvRows(source, unservedRowSchema)
  if (!parsed.ok) return parsed
  const docs = parsed.rows.map((row) =>
    target === 'waste-stations'
      ? stationDocs(row as StationRow)
      : target === 'sorting-items'
        ? sortingItemDocs(row as SortingItemRow)
        : unservedDocs(row as UnservedRow),
  )

  const transactionID = (await payload.db.beginTransaction?.()) ?? undefined
  const req = { transactionID } as never
  try {
    for (const doc of docs) {
      // Sorting items are keyed by their slug: a known slug updates that item (export, edit, import again).
      const existing =
        target === 'sorting-items'
          ? (await payload.find({ collection: target, where: { slug: { equals: doc.shared.slug } }, limit: 1, req }))
              .docs[0]
          : undefined
      const data = { ...doc.shared, ...defined(doc.localized.et) } as never
      const ctx = { disableRevalidate: true, [SKIP_AUDIT]: true }
      const created = existing
        ? await payload.update({ collection: target, id: existing.id, locale: 'et', data, req, context: ctx })
        : await payload.create({ collection: target, locale: 'et', data, req, context: ctx })
      for (const locale of locales) {
        if (locale === 'et') continue
        const fields = defined(doc.localized[locale])
        if (Object.keys(fields).length)
          await payload.update({
            collection: target,
            id: created.id,
            locale,
            data: fields as never,
            req,
            context: { disableRevalidate: true, [SKIP_AUDIT]: true },
          })
      }
    }
    if (transactionID) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    return { ok: false, issues: [{ line: 0, message: `nothing was imported: ${(error as Error).message}` }] }
  }
  // The rows were written with the per-document hooks off; the page they feed shows them now, not when
  // its cache would have run out.
  await expireTags([
    target === 'waste-stations'
      ? TAGS.wasteStations
      : target === 'sorting-items'
        ? TAGS.sortingItems
        : TAGS.unservedAddresses,
  ])
  return { ok: true, created: docs.length }
}

/**
 * The editors' CSV import over HTTP: a logged-in admin or editor (Payload session cookie; Payload's CSRF
 * origin check applies), a body of at most MAX_IMPORT_BYTES (./body.ts) counted while it streams in (a missing or
 * false Content-Length cannot make the server buffer more), either the CSV itself or a multipart form
 * with a `file` field. Refusals are thrown as ApiError.
 */
export async function importFromRequest(request: Request, target: ImportTarget): Promise<ImportReport> {
  const payload = await cms()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) throw new ApiError(401, 'unauthorized', 'Log in to the admin first')
  if (!hasRole(user, 'admin', 'editor')) throw new ApiError(403, 'forbidden', 'Editors only')

  const source = await csvOfRequest(request)
  return importCsv(payload, target, source, user)
}
