import { paginate, type Page } from '@/lib/pagination'
import { pageOfRow, type TableQuery } from '@/lib/table/href'
import { collatorFor } from './collation'
import type { DataColumn, DataRow } from './types'

// What a data table shows for a query (sort, dir, page, size, q): worked out on the server, which renders
// it (decision 051); the table's island asks the server for the page again when the visitor changes the
// query, so the rows are filtered, sorted and paged here only.

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** Whether any of the row's cells contains `q`, ignoring case and accents. */
export function matches(row: DataRow, q: string): boolean {
  if (!q) return true
  const needle = fold(q)
  return Object.values(row.cells).some((c) => fold(c.text).includes(needle))
}

/**
 * The rows that match the filter, in the query's order. A stable sort: rows with equal keys keep their
 * order both ways. Numeric keys compare as numbers, the rest in the locale's collation.
 */
export function sortedRows(columns: DataColumn[], rows: DataRow[], query: TableQuery, locale: string): DataRow[] {
  const filtered = rows.filter((r) => matches(r, query.q))
  const column = columns.find((c) => c.sortable && c.id === query.sort)
  if (!column) return filtered
  const key = (row: DataRow) => row.cells[column.id]?.sort ?? row.cells[column.id]?.text ?? ''
  const collator = collatorFor(locale)
  const sign = query.dir === 'desc' ? -1 : 1
  return filtered
    .map((row) => ({ row, key: key(row) }))
    .sort((a, b) => {
      const x = a.key
      const y = b.key
      return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y)))
    })
    .map(({ row }) => row)
}

export type TableView = Page<DataRow> & {
  /** The ids of every row that matches, in order (the stations map finds a station's page with them). */
  order: string[]
}

/** The page of rows the query asks for (clamped to the pages there are). */
export function tableView(columns: DataColumn[], rows: DataRow[], query: TableQuery, locale: string): TableView {
  const sorted = sortedRows(columns, rows, query, locale)
  return { ...paginate(sorted, query.page, query.size), order: sorted.map((r) => r.id) }
}

/**
 * The page (of the query's size) that row `id` is on once filtered and sorted, or the query's own page when it
 * is not among the matches: a shared link that names a row but no page opens where the row is.
 */
export function pageContaining(
  columns: DataColumn[],
  rows: DataRow[],
  query: TableQuery,
  locale: string,
  id: string,
): number {
  const order = sortedRows(columns, rows, query, locale).map((row) => row.id)
  return pageOfRow(order, id, query.size) ?? query.page
}
