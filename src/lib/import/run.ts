import type { Payload } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import { parseCsvRows, stationRowSchema, unservedRowSchema, type LineIssue, type StationRow, type UnservedRow } from './csv'

export const importTargets = ['waste-stations', 'unserved-addresses'] as const
export type ImportTarget = (typeof importTargets)[number]

export type ImportReport = { ok: true; created: number } | { ok: false; issues: LineIssue[] }

type Localized = Record<Locale, Record<string, unknown>>

function stationDocs(row: StationRow): { shared: Record<string, unknown>; localized: Localized } {
  return {
    shared: {
      municipality: row.municipality, county: row.county, address: row.address, latitude: row.latitude, longitude: row.longitude,
      pricesUrl: row.pricesUrl, changeDate: row.changeDate,
    },
    localized: {
      et: { name: row.name, openingHours: row.openingHours, acceptedWaste: row.acceptedWaste },
      ru: { name: row.name_ru, openingHours: row.openingHours_ru, acceptedWaste: row.acceptedWaste_ru },
      en: { name: row.name_en, openingHours: row.openingHours_en, acceptedWaste: row.acceptedWaste_en },
    },
  }
}

function unservedDocs(row: UnservedRow): { shared: Record<string, unknown>; localized: Localized } {
  return {
    shared: { county: row.county, city: row.city, address: row.address, plannedDate: row.plannedDate, newDate: row.newDate },
    localized: { et: { reason: row.reason }, ru: { reason: row.reason_ru }, en: { reason: row.reason_en } },
  }
}

const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined))

/**
 * Validates the whole file, then creates every row inside one database transaction: either all lines
 * are imported or none (a bad line changes nothing).
 */
export async function importCsv(payload: Payload, target: ImportTarget, source: string): Promise<ImportReport> {
  const parsed = target === 'waste-stations' ? parseCsvRows(source, stationRowSchema) : parseCsvRows(source, unservedRowSchema)
  if (!parsed.ok) return parsed
  const docs = parsed.rows.map((row) => (target === 'waste-stations' ? stationDocs(row as StationRow) : unservedDocs(row as UnservedRow)))

  const transactionID = (await payload.db.beginTransaction?.()) ?? undefined
  const req = { transactionID } as never
  try {
    for (const doc of docs) {
      const created = await payload.create({ collection: target, locale: 'et', data: { ...doc.shared, ...defined(doc.localized.et) } as never, req, context: { disableRevalidate: true } })
      for (const locale of locales) {
        if (locale === 'et') continue
        const fields = defined(doc.localized[locale])
        if (Object.keys(fields).length) await payload.update({ collection: target, id: created.id, locale, data: fields as never, req, context: { disableRevalidate: true } })
      }
    }
    if (transactionID) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    return { ok: false, issues: [{ line: 0, message: `nothing was imported: ${(error as Error).message}` }] }
  }
  return { ok: true, created: docs.length }
}
