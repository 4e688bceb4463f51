import type { DataColumn, DataRow } from './types'
import { collatorFor } from './collation'

/**
 * Gives every sortable column a numeric sort key: the row's rank in the locale's collation order
 * (ties share a rank, so the sort stays stable). Run on the server: the browser then sorts by numbers
 * and never builds an `Intl.Collator`, whose first construction costs 70-200 ms of main thread on a
 * throttled phone (measured in Chromium at 4x CPU slowdown), right while the page hydrates.
 * Cells that already carry a numeric `sort` keep it.
 */
export function withSortRanks(columns: DataColumn[], rows: DataRow[], locale: string): DataRow[] {
  const collator = collatorFor(locale)
  const ranked = rows.map((r) => ({ ...r, cells: { ...r.cells } }))
  for (const column of columns) {
    if (!column.sortable) continue
    const key = (row: DataRow) => row.cells[column.id]?.sort ?? row.cells[column.id]?.text ?? ''
    if (ranked.every((r) => typeof key(r) === 'number')) continue
    const order = ranked.map((row) => ({ row, key: String(key(row)) })).sort((a, b) => collator.compare(a.key, b.key))
    let rank = 0
    order.forEach(({ row, key: k }, i) => {
      if (i > 0 && collator.compare(order[i - 1].key, k) !== 0) rank = i
      row.cells[column.id] = { ...(row.cells[column.id] ?? { text: '' }), sort: rank }
    })
  }
  return ranked
}
