import type { ComponentProps } from 'react'
import { DataTable as DataTableIsland } from './DataTable.client'
import { withSortRanks } from './sortRanks'

/** The data table for server pages: ranks the sort keys here, so the browser sorts numbers (see sortRanks.ts). */
export function DataTable(props: ComponentProps<typeof DataTableIsland>) {
  return <DataTableIsland {...props} rows={withSortRanks(props.columns, props.rows, props.locale)} />
}
