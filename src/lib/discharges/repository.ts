import type { Db, Value } from '@/lib/db'
import {
  propertyIdOfRow,
  withMunicipalityCode,
  type Discharge,
  type DischargeRow,
  type DischargeStatus,
  type NotCollectedReason,
  type ShiftReason,
} from './schema'

/**
 * The lookup, also run by the custom server's fast path (src/server/lookup-fast-path.ts). `date` is text
 * (YYYY-MM-DD) in both databases, so it compares and sorts alike and comes back as the same string; the
 * text columns sort bytewise on SQLite and by the database's collation on PostgreSQL (C.UTF-8 in the
 * deployments we test: the same order).
 */
export const LOOKUP_SQL = `SELECT contract_number AS "contractNumber", garbage, item_type AS "itemType", address, date
  FROM discharges WHERE contract_number = ? AND date >= ? ORDER BY date, garbage, item_type`

/** Upcoming discharges of one contract from `from` (a Tallinn day), sorted by date. */
export async function findUpcoming(db: Db, contractNumber: string, from: string): Promise<Discharge[]> {
  const rows = await db.rows<Discharge>(LOOKUP_SQL, [contractNumber, from])
  return rows.map(toDischarge)
}

/**
 * The EHAK code of the municipality a contract's upcoming collections are in, when they agree on one (a
 * contract whose rows name several, or none, gets null: the visitor chooses rather than us guessing).
 */
export async function contractMunicipality(db: Db, contractNumber: string, from: string): Promise<string | null> {
  const rows = await db.rows<{ code: string }>(
    `SELECT DISTINCT municipality_code AS code FROM discharges
      WHERE contract_number = ? AND date >= ? AND municipality_code IS NOT NULL LIMIT 2`,
    [contractNumber, from],
  )
  return rows.length === 1 ? String(rows[0].code) : null
}

/** A plain object with exactly the public fields (libsql rows are array-like objects with extra keys). */
export const toDischarge = (r: Discharge): Discharge => ({
  contractNumber: String(r.contractNumber),
  garbage: r.garbage,
  itemType: r.itemType,
  address: r.address,
  date: r.date,
})

/**
 * One collection with everything the planning system says about it: the compatibility fields (Discharge)
 * and the property, the number of containers, a move from the regular day and the day's status.
 */
export type DischargeDetail = Discharge & {
  propertyId: string | null
  containerCount: number
  /** The regular day the collection was moved from, or null when it is on its regular day. */
  originalDate: string | null
  shiftReason: ShiftReason | null
  /** `planned` when the planning system sent no status. */
  status: DischargeStatus
  statusAt: string | null
  statusReason: NotCollectedReason | null
}

/** A collection at an address as a public answer may show it: no contract number. */
export type AddressScheduleEntry = Omit<DischargeDetail, 'contractNumber'>

const DETAIL_COLUMNS = `contract_number AS "contractNumber", garbage, item_type AS "itemType", address, date,
  property_id AS "propertyId", container_count AS "containerCount", original_date AS "originalDate",
  shift_reason AS "shiftReason", status, status_at AS "statusAt", status_reason AS "statusReason"`

type DetailRow = Omit<DischargeDetail, 'containerCount' | 'status'> & {
  containerCount: number | string | null
  status: DischargeStatus | null
}

/** A plain object with the detail fields (numbers and nulls the same on both databases). */
export const toDischargeDetail = (r: DetailRow): DischargeDetail => ({
  ...toDischarge(r),
  propertyId: r.propertyId == null ? null : String(r.propertyId),
  containerCount: Number(r.containerCount ?? 1) || 1,
  originalDate: r.originalDate ?? null,
  shiftReason: r.shiftReason ?? null,
  status: r.status ?? 'planned',
  statusAt: r.statusAt ?? null,
  statusReason: r.statusReason ?? null,
})

/** Upcoming collections of one contract from `from`, with the detail fields; same order as findUpcoming. */
export async function findUpcomingDetails(db: Db, contractNumber: string, from: string): Promise<DischargeDetail[]> {
  const rows = await db.rows<DetailRow>(
    `SELECT ${DETAIL_COLUMNS} FROM discharges WHERE contract_number = ? AND date >= ? ORDER BY date, garbage, item_type`,
    [contractNumber, from],
  )
  return rows.map(toDischargeDetail)
}

/**
 * The collections at one address from `fromDay` on (the caller passes a day in the past, e.g. 14 days ago,
 * so the last collection and its status are known), by date, waste type, container and contract. Carries
 * contract numbers: pass each through `toAddressScheduleEntry` before it reaches a page or an answer.
 */
export async function findAddressSchedule(db: Db, propertyId: string, fromDay: string): Promise<DischargeDetail[]> {
  const rows = await db.rows<DetailRow>(
    `SELECT ${DETAIL_COLUMNS} FROM discharges WHERE property_id = ? AND date >= ?
      ORDER BY date, garbage, item_type, contract_number`,
    [propertyId, fromDay],
  )
  return rows.map(toDischargeDetail)
}

/** The detail without its contract number: what an address answer may show. */
export function toAddressScheduleEntry(detail: DischargeDetail): AddressScheduleEntry {
  const { contractNumber, ...entry } = detail
  return entry
}

const COLUMNS = 18
// SQLite allows 32 766 bound parameters per statement; 200 rows keep statements small and fast to prepare.
const ROWS_PER_STATEMENT = 200

/** Upsert statements for rows; the unique key (contract, date, garbage, item) makes a repeated row one row. */
export function upsertStatements(
  rows: DischargeRow[],
  importRun: string | null,
  now = new Date().toISOString(),
  onConflict: 'update' | 'ignore' = 'update',
) {
  const statements: { sql: string; args: Value[] }[] = []
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT)
    const args: Value[] = []
    for (const r of chunk) {
      args.push(
        r.contractNumber,
        r.date,
        r.garbage,
        r.itemType,
        r.address,
        r.region ?? null,
        r.municipality ?? null,
        (r.municipalityCode ?? withMunicipalityCode(r).municipalityCode) || null,
        importRun,
        now,
        now,
        propertyIdOfRow(r),
        r.containerCount ?? 1,
        r.originalDate ?? null,
        r.shiftReason ?? null,
        r.status ?? null,
        r.statusAt ?? null,
        r.statusReason ?? null,
      )
    }
    const values = chunk.map(() => `(${Array(COLUMNS).fill('?').join(',')})`).join(',')
    statements.push({
      sql: `INSERT INTO discharges (contract_number, date, garbage, item_type, address, region, municipality, municipality_code, import_run, updated_at, created_at,
          property_id, container_count, original_date, shift_reason, status, status_at, status_reason)
        VALUES ${values}
        ON CONFLICT (contract_number, date, garbage, item_type) DO ${
          onConflict === 'ignore'
            ? 'NOTHING'
            : `UPDATE SET address = excluded.address, region = excluded.region, municipality = excluded.municipality,
               municipality_code = excluded.municipality_code, property_id = excluded.property_id,
               container_count = excluded.container_count, original_date = excluded.original_date,
               shift_reason = excluded.shift_reason, status = excluded.status, status_at = excluded.status_at,
               status_reason = excluded.status_reason,
               import_run = excluded.import_run, updated_at = excluded.updated_at`
        }`,
      args,
    })
  }
  return statements
}

export async function upsertRows(db: Db, rows: DischargeRow[], importRun: string | null = null): Promise<void> {
  if (rows.length) await db.transaction(upsertStatements(rows, importRun))
}

/** Inserts rows whose key is not stored yet and leaves stored ones as they are (seed and demo top-up). */
export async function insertMissing(db: Db, rows: DischargeRow[]): Promise<number> {
  if (!rows.length) return 0
  const counts = await db.transaction(upsertStatements(rows, null, new Date().toISOString(), 'ignore'))
  return counts.reduce((a, b) => a + b, 0)
}

/**
 * For "replace the future plan": the statements that delete the future rows (date >= from) of these
 * contracts that the import run `importRun` did not write and that nothing wrote since the run began
 * (`runStartedAt`, an ISO time). The second condition keeps an overlapping import's rows: a retry of the
 * same plan that rewrote them meanwhile no longer makes this run delete them (1,000 of
 * 5,000 rows were left). The import runs them in one transaction with its last batch of rows.
 */
export function deleteFutureStatements(contracts: string[], from: string, importRun: string, runStartedAt: string) {
  const statements: { sql: string; args: Value[] }[] = []
  for (let i = 0; i < contracts.length; i += 500) {
    const chunk = contracts.slice(i, i + 500)
    statements.push({
      sql: `DELETE FROM discharges WHERE contract_number IN (${chunk.map(() => '?').join(',')}) AND date >= ? AND (import_run IS NULL OR import_run <> ?) AND updated_at < ?`,
      args: [...chunk, from, importRun, runStartedAt],
    })
  }
  return statements
}

/** deleteFutureStatements in a transaction of their own; the number of rows deleted. */
export async function deleteFutureNotInRun(
  db: Db,
  contracts: string[],
  from: string,
  importRun: string,
  runStartedAt: string,
): Promise<number> {
  if (!contracts.length) return 0
  const counts = await db.transaction(deleteFutureStatements(contracts, from, importRun, runStartedAt))
  return counts.reduce((a, b) => a + b, 0)
}

/** Demo contracts present in the database (the daily top-up extends only these). */
export async function presentContracts(db: Db, first: string, last: string): Promise<string[]> {
  const rows = await db.rows<{ c: string }>(
    `SELECT DISTINCT contract_number AS c FROM discharges WHERE contract_number BETWEEN ? AND ?`,
    [first, last],
  )
  return rows.map((r) => String(r.c))
}
