// The plan's rows written (decision 046): each discharge row, and the address index's statement of the address it
// names, in one transaction. Here, above src/lib/discharges and src/lib/addresses, because it writes both and
// the address index's lookup reads the discharges: neither folder imports the other's way back.
import { randomUUID } from 'node:crypto'
import { formatZodIssues } from '@/lib/http/errors'
import { log } from '@/lib/log'
import type { ParsedRecord } from '@/lib/discharges/importParse'
import { deleteFutureStatements, upsertStatements } from '@/lib/discharges/repository'
import type { Db } from '@/lib/db'
import { dischargeRowSchema, withMunicipalityCode, type DischargeRow } from '@/lib/discharges/schema'
import {
  collectAddressOfRow,
  refreshAddressContracts,
  upsertAddressStatements,
  type AddressUpsert,
} from '@/lib/addresses/repository'

export type ImportReport = {
  accepted: number
  rejected: { line: number; reason: string }[]
  /** All rejected rows; `rejected` lists the first REJECTED_LISTED of them. */
  rejectedCount: number
  /** Future rows removed because a replace import did not send them again. */
  removed: number
  /** Contracts whose future plan was not replaced because one of their rows was rejected. */
  keptBecauseOfErrors: string[]
  /**
   * Municipality names that match no EHAK municipality (src/lib/data/municipalities.ts), with how many rows
   * carried each. Those rows are stored (their days are right) but no alert can target them until the
   * planning system sends a known name or a `municipalityCode`.
   */
  unknownMunicipalities: { name: string; rows: number }[]
  /** Addresses (property ids) whose entry in the address index this import wrote or refreshed. */
  addresses: number
}

export const BATCH_ROWS = 2000
export const REJECTED_LISTED = 1000

const keyOf = (r: DischargeRow) => `${r.contractNumber}\u0000${r.date}\u0000${r.garbage}\u0000${r.itemType}`

/**
 * Validates every record, upserts the valid ones in transactions of BATCH_ROWS rows, and with
 * `replaceFuture` removes the future rows of the listed contracts that this import did not send.
 * A contract with a rejected row keeps its stored plan (only its valid rows are upserted): a bad row
 * never drops good data.
 */
export async function importDischarges(
  db: Db,
  records: AsyncIterable<ParsedRecord>,
  options: { replaceFuture: boolean; today: string },
): Promise<ImportReport> {
  const run = randomUUID()
  const startedAt = new Date().toISOString()
  const report: ImportReport = {
    accepted: 0,
    rejected: [],
    rejectedCount: 0,
    removed: 0,
    keptBecauseOfErrors: [],
    unknownMunicipalities: [],
    addresses: 0,
  }
  // The address index: each batch's addresses are upserted in the batch's own transaction (parts, ADS_OID),
  // and the property ids are kept to refresh their contracts once the rows are all in.
  let addresses = new Map<string, AddressUpsert>()
  const touchedAddresses = new Set<string>()
  const unknown = new Map<string, number>()
  const touched = new Set<string>()
  const tainted = new Set<string>()
  // Within one batch a repeated key keeps its last version (Postgres refuses to upsert a row twice per statement).
  let batch = new Map<string, DischargeRow>()
  let pending = 0

  const reject = (line: number, reason: string) => {
    report.rejectedCount++
    if (report.rejected.length < REJECTED_LISTED) report.rejected.push({ line, reason })
  }
  const batchStatements = () => [
    ...upsertStatements([...batch.values()], run),
    ...upsertAddressStatements([...addresses.values()], 'discharges'),
  ]
  const flush = async () => {
    if (!batch.size) return
    await db.transaction(batchStatements())
    report.accepted += pending
    batch = new Map()
    addresses = new Map()
    pending = 0
  }

  for await (const record of records) {
    if ('error' in record) {
      reject(record.line, record.error)
      continue
    }
    const parsed = dischargeRowSchema.safeParse(record.value)
    if (!parsed.success) {
      const value = record.value as { contractNumber?: unknown } | null
      if (value && typeof value === 'object' && value.contractNumber != null)
        tainted.add(String(value.contractNumber).trim())
      reject(record.line, formatZodIssues(parsed.error.issues))
      continue
    }
    const row = withMunicipalityCode(parsed.data)
    if (row.municipality && !row.municipalityCode && (unknown.has(row.municipality) || unknown.size < REJECTED_LISTED))
      unknown.set(row.municipality, (unknown.get(row.municipality) ?? 0) + 1)
    touched.add(row.contractNumber)
    collectAddressOfRow(addresses, row)
    touchedAddresses.add(row.propertyId!)
    batch.set(keyOf(row), row)
    pending++
    if (pending >= BATCH_ROWS) await flush()
  }
  report.unknownMunicipalities = [...unknown].map(([name, rows]) => ({ name, rows }))
  if (unknown.size) log.warn('discharges import: unknown municipalities', { names: [...unknown.keys()].slice(0, 20) })
  if (!options.replaceFuture) {
    await flush()
    report.addresses = await refreshContracts(db, touchedAddresses, [], options.today)
    return report
  }

  // The last batch and the removal of the rows this run did not send commit together. So an import that
  // fits in one batch (BATCH_ROWS) is all or nothing. A larger one stopped midway (a kill, a lost
  // connection) has upserted whole batches and removed nothing, so the old days not in the new plan stay
  // until the planning system sends the plan again; the import is idempotent and then converges.
  const replace = [...touched].filter((c) => !tainted.has(c))
  report.keptBecauseOfErrors = [...touched].filter((c) => tainted.has(c)).slice(0, REJECTED_LISTED)
  const upserts = batch.size ? batchStatements() : []
  const deletes = deleteFutureStatements(replace, options.today, run, startedAt)
  // The addresses the removal may empty (a contract that moved to another address) are refreshed as well.
  const before = await futureAddressesOf(db, replace, options.today)
  if (upserts.length || deletes.length) {
    const counts = await db.transaction([...upserts, ...deletes])
    report.removed = counts.slice(upserts.length).reduce((a, b) => a + b, 0)
  }
  report.accepted += pending
  // The addresses' contracts lists are refreshed right after the rows' transactions, not inside them: they
  // are read from what those committed (a SQLite batch cannot read between its writes), and they are derived
  // data that the next import touching an address rebuilds, so a failure between the two leaves a list
  // stale, never an address or a row lost.
  report.addresses = await refreshContracts(db, touchedAddresses, before, options.today)
  return report
}

/** Rewrites the contracts list of the addresses touched (and of `alsoRefresh`); how many there were. */
async function refreshContracts(db: Db, touched: Set<string>, alsoRefresh: string[], today: string): Promise<number> {
  for (const id of alsoRefresh) touched.add(id)
  if (touched.size) await refreshAddressContracts(db, [...touched], today)
  return touched.size
}

/** The property ids of these contracts' collections from `from` on. */
async function futureAddressesOf(db: Db, contracts: string[], from: string): Promise<string[]> {
  const ids = new Set<string>()
  for (let i = 0; i < contracts.length; i += 500) {
    const chunk = contracts.slice(i, i + 500)
    const rows = await db.rows<{ p: string }>(
      `SELECT DISTINCT property_id AS p FROM discharges
        WHERE contract_number IN (${chunk.map(() => '?').join(',')}) AND date >= ? AND property_id IS NOT NULL`,
      [...chunk, from],
    )
    for (const r of rows) ids.add(String(r.p))
  }
  return [...ids]
}
