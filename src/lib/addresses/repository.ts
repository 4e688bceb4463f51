import type { Db } from '@/lib/db'
import type { DischargeRow } from '@/lib/discharges/schema'
import { propertyIdOfRow } from '@/lib/discharges/schema'
import { resolveMunicipality } from '@/lib/data/municipalities'
import { searchTextOf } from './normalize'
import { addressLabel, parseStoredAddress } from '@/lib/data/addressParts'
import type { AddressRecord } from './types'

// The address index's table (`addresses`, src/collections/Addresses) through raw SQL on the adapter's own
// connection, like the discharges (docs/decisions/006-discharges-sql.md): the imports upsert tens of
// thousands of addresses per run and the matcher loads all of them at start. The same statements run on
// SQLite and PostgreSQL (`?` placeholders are numbered for PostgreSQL by the Db wrapper).

/**
 * The cache tag of every stored answer built from the address index (suggestions, address pages): both
 * imports expire it, so a new or changed address shows at once, here and in the other instances.
 */
export const ADDRESS_INDEX_TAG = 'addresses:index'

/** Who wrote an address's parts: the planning import (parsed from its text) or the address register. */
export const ADDRESS_SOURCES = ['discharges', 'register'] as const
export type AddressSource = (typeof ADDRESS_SOURCES)[number]

/** One kind of container at an address under one contract. */
export type AddressContainer = { garbage: string; itemType: string; count: number }
/** The contracts at an address and their containers (editors and the server only, never a public answer). */
export type AddressContract = { contractNumber: string; containers: AddressContainer[] }

/** An address to store: the record and, when known, its municipality's EHAK code. */
export type AddressUpsert = AddressRecord & { municipalityCode?: string }

type Value = string | number | null
type Statement = { sql: string; args: Value[] }

const COLUMNS = 14
// 14 columns × 200 rows = 2,600 parameters: far below both databases' limits, quick to prepare.
const ROWS_PER_STATEMENT = 200
// Property ids per IN (…) list when reading the discharges of a set of addresses.
const IDS_PER_QUERY = 500

/** The record with its label and EHAK code filled in where they can be derived. */
export function completeAddress(record: Omit<AddressUpsert, 'label'> & { label?: string }): AddressUpsert {
  const municipalityCode =
    record.municipalityCode || (record.municipality ? resolveMunicipality(record.municipality)?.code : undefined)
  return { ...record, label: record.label || addressLabel(record), municipalityCode }
}

/**
 * Upsert statements for addresses. The register is the authority on an address's parts: a `register` row
 * overwrites them, a `discharges` row writes them only on an address the register has not sent. Neither
 * forgets an ADS_OID or EHAK code it does not send. `contracts`, when given per property id, is written too.
 */
export function upsertAddressStatements(
  records: AddressUpsert[],
  source: AddressSource,
  contracts?: Map<string, AddressContract[]>,
  now = new Date().toISOString(),
): Statement[] {
  const statements: Statement[] = []
  const mine = (column: string) =>
    source === 'register'
      ? `${column} = excluded.${column}`
      : `${column} = CASE WHEN addresses.source = 'register' THEN addresses.${column} ELSE excluded.${column} END`
  const keep = (column: string) => `${column} = COALESCE(excluded.${column}, addresses.${column})`
  for (let i = 0; i < records.length; i += ROWS_PER_STATEMENT) {
    const chunk = records.slice(i, i + ROWS_PER_STATEMENT)
    const args: Value[] = []
    for (const r of chunk) {
      const list = contracts?.get(r.id)
      args.push(
        r.id,
        r.street,
        r.house,
        r.apartment,
        r.settlement,
        r.municipality || null,
        r.municipalityCode || null,
        r.adsOid || null,
        r.label,
        searchTextOf(r),
        list ? JSON.stringify(list) : null,
        source,
        now,
        now,
      )
    }
    const values = chunk.map(() => `(${Array(COLUMNS).fill('?').join(',')})`).join(',')
    statements.push({
      sql: `INSERT INTO addresses (property_id, street, house, apartment, settlement, municipality, municipality_code,
          ads_oid, label, search_text, contracts, source, updated_at, created_at)
        VALUES ${values}
        ON CONFLICT (property_id) DO UPDATE SET ${[
          mine('street'),
          mine('house'),
          mine('apartment'),
          mine('settlement'),
          mine('label'),
          mine('search_text'),
          source === 'register' ? keep('municipality') : mine('municipality'),
          keep('municipality_code'),
          keep('ads_oid'),
          keep('contracts'),
          source === 'register' ? `source = 'register'` : 'source = addresses.source',
          'updated_at = excluded.updated_at',
        ].join(', ')}`,
      args,
    })
  }
  return statements
}

/** Upserts addresses in one transaction. */
export async function upsertAddresses(
  db: Db,
  records: AddressUpsert[],
  source: AddressSource,
  contracts?: Map<string, AddressContract[]>,
): Promise<void> {
  if (records.length) await db.transaction(upsertAddressStatements(records, source, contracts))
}

/**
 * Collects the address of a planning row into `into` (by property id): the first row of an address gives its
 * parts, a later one may add the ADS_OID. The planning import and the demo seed both index through this.
 */
export function collectAddressOfRow(into: Map<string, AddressUpsert>, row: DischargeRow): void {
  const id = propertyIdOfRow(row)
  const known = into.get(id)
  if (!known)
    into.set(
      id,
      completeAddress({
        id,
        ...parseStoredAddress(row.address, row.municipality),
        adsOid: row.adsOid,
        municipalityCode: row.municipalityCode,
      }),
    )
  else if (row.adsOid && !known.adsOid) known.adsOid = row.adsOid
}

/**
 * The address index after planning rows are stored: the rows' addresses (`addresses`) are upserted and
 * every touched address's contracts and containers (also those of `alsoRefresh`, addresses a removal may
 * have emptied) are read again from the discharges of `today` on. The number of addresses refreshed.
 */
export async function indexAddressesOfRows(
  db: Db,
  addresses: Map<string, AddressUpsert>,
  today: string,
  alsoRefresh: string[] = [],
): Promise<number> {
  const ids = new Set([...addresses.keys(), ...alsoRefresh])
  if (!ids.size) return 0
  await refreshAddressContracts(db, [...ids], today, addresses, 'discharges')
  return ids.size
}

type ContainerRow = { p: string; c: string; garbage: string; itemType: string; n: number | string | null }

/**
 * The contracts and containers of these addresses from the discharges of `from` on (one entry per contract,
 * its containers sorted by waste type and container). An address without any gets an empty list.
 */
export async function contractsOfAddresses(
  db: Db,
  propertyIds: string[],
  from: string,
): Promise<Map<string, AddressContract[]>> {
  const out = new Map<string, AddressContract[]>()
  for (let i = 0; i < propertyIds.length; i += IDS_PER_QUERY) {
    const chunk = propertyIds.slice(i, i + IDS_PER_QUERY)
    for (const id of chunk) out.set(id, [])
    const rows = await db.rows<ContainerRow>(
      `SELECT property_id AS p, contract_number AS c, garbage, item_type AS "itemType", MAX(container_count) AS n
        FROM discharges WHERE property_id IN (${chunk.map(() => '?').join(',')}) AND date >= ?
        GROUP BY property_id, contract_number, garbage, item_type
        ORDER BY property_id, contract_number, garbage, item_type`,
      [...chunk, from],
    )
    for (const r of rows) {
      const list = out.get(String(r.p))!
      const contractNumber = String(r.c)
      let entry = list.at(-1)
      if (entry?.contractNumber !== contractNumber) list.push((entry = { contractNumber, containers: [] }))
      entry.containers.push({ garbage: r.garbage, itemType: r.itemType, count: Number(r.n ?? 1) || 1 })
    }
  }
  return out
}

/**
 * Rewrites the `contracts` of these addresses from the discharges of `from` on; `records` (parts the caller
 * has, e.g. from the rows just imported) are upserted with them, the others get their list only.
 */
export async function refreshAddressContracts(
  db: Db,
  propertyIds: string[],
  from: string,
  records: Map<string, AddressUpsert> = new Map(),
  source: AddressSource = 'discharges',
): Promise<void> {
  const step = 10_000
  for (let i = 0; i < propertyIds.length; i += step) {
    const ids = propertyIds.slice(i, i + step)
    const contracts = await contractsOfAddresses(db, ids, from)
    const now = new Date().toISOString()
    const withParts = ids.flatMap((id) => (records.has(id) ? [records.get(id)!] : []))
    const statements = upsertAddressStatements(withParts, source, contracts, now)
    for (const id of ids)
      if (!records.has(id))
        statements.push({
          sql: `UPDATE addresses SET contracts = ?, updated_at = ? WHERE property_id = ?`,
          args: [JSON.stringify(contracts.get(id) ?? []), now, id],
        })
    if (statements.length) await db.transaction(statements)
  }
}

type AddressRow = {
  id: string
  street: string
  house: string | null
  apartment: string | null
  settlement: string | null
  municipality: string | null
  adsOid: string | null
  label: string
}

const RECORD_COLUMNS = `property_id AS id, street, house, apartment, settlement, municipality, ads_oid AS "adsOid", label`

const toRecord = (r: AddressRow): AddressRecord => ({
  id: String(r.id),
  street: r.street,
  house: r.house ?? '',
  apartment: r.apartment ?? '',
  settlement: r.settlement ?? '',
  municipality: r.municipality ?? '',
  ...(r.adsOid ? { adsOid: String(r.adsOid) } : {}),
  label: r.label,
})

// One address as one text (fields joined by U+001F, rows of a page by U+001E): SQLite's client turns each
// result row into an object at a few microseconds a row, which made 250,000 addresses take 4 s to read;
// one aggregated text per page takes a fifth of that. A page whose text holds a separator in a field
// (never in well-formed addresses) is read again row by row.
const FIELD = '\u001f'
const ROW = '\u001e'
const JOINED = [
  'property_id',
  'street',
  "COALESCE(house, '')",
  "COALESCE(apartment, '')",
  "COALESCE(settlement, '')",
  "COALESCE(municipality, '')",
  "COALESCE(ads_oid, '')",
  'label',
].join(' || char(31) || ')

async function joinedPage(
  db: Db,
  after: number,
  pageSize: number,
): Promise<{ records: AddressRecord[] | null; count: number; last: number }> {
  const [row] = await db.rows<{ n: number | string; last: number | string | null; page: string | null }>(
    `SELECT COUNT(*) AS n, MAX(k) AS last, group_concat(r, char(30)) AS page
      FROM (SELECT id AS k, ${JOINED} AS r FROM addresses WHERE id > ? ORDER BY k LIMIT ?)`,
    [after, pageSize],
  )
  const count = Number(row?.n ?? 0)
  if (!count) return { records: [], count, last: after }
  const lines = String(row.page ?? '').split(ROW)
  const records: AddressRecord[] = []
  for (const line of lines) {
    const f = line.split(FIELD)
    if (f.length !== 8) return { records: null, count, last: Number(row.last) }
    records.push(
      toRecord({
        id: f[0],
        street: f[1],
        house: f[2],
        apartment: f[3],
        settlement: f[4],
        municipality: f[5],
        adsOid: f[6],
        label: f[7],
      }),
    )
  }
  return { records: lines.length === count ? records : null, count, last: Number(row.last) }
}

/**
 * Every address, in pages of `pageSize` in the table's own order (keyset paging on its integer key: each
 * page is a range scan, so the last page costs what the first does), for building the in-memory index.
 * 250,000 addresses read in about a second on SQLite.
 */
export async function* loadAddressRecords(db: Db, pageSize = 10_000): AsyncGenerator<AddressRecord[]> {
  let after = 0
  for (;;) {
    if (db.joinedRowsFaster) {
      const page = await joinedPage(db, after, pageSize)
      if (!page.count) return
      if (page.records) {
        yield page.records
        if (page.count < pageSize) return
        after = page.last
        continue
      }
    }
    const rows = await db.rows<AddressRow & { k: number | string }>(
      `SELECT id AS k, ${RECORD_COLUMNS} FROM addresses WHERE id > ? ORDER BY k LIMIT ?`,
      [after, pageSize],
    )
    if (!rows.length) return
    yield rows.map(toRecord)
    if (rows.length < pageSize) return
    after = Number(rows[rows.length - 1].k)
  }
}

/** All addresses at once (loadAddressRecords' pages joined). */
export async function allAddressRecords(db: Db): Promise<AddressRecord[]> {
  const out: AddressRecord[] = []
  for await (const page of loadAddressRecords(db)) out.push(...page)
  return out
}

/** One address by its property id, or null. */
export async function addressById(db: Db, id: string): Promise<AddressRecord | null> {
  const [row] = await db.rows<AddressRow>(`SELECT ${RECORD_COLUMNS} FROM addresses WHERE property_id = ?`, [id])
  return row ? toRecord(row) : null
}

/**
 * The contracts and containers at one address from `from` on, read from the discharges (not the stored
 * `contracts` list, which is as fresh as the last import). Internal: names contract numbers, so it never
 * goes into a public answer as it is.
 */
export async function contractsAtAddress(db: Db, id: string, from: string): Promise<AddressContract[]> {
  return (await contractsOfAddresses(db, [id], from)).get(id) ?? []
}

/** How many addresses the index holds. */
export async function countAddresses(db: Db): Promise<number> {
  const [row] = await db.rows<{ n: number | string }>(`SELECT COUNT(*) AS n FROM addresses`)
  return Number(row?.n ?? 0)
}
