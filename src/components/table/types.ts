// Serializable shapes passed from server pages to the table island (no functions cross the boundary).
/** `hint` is read by screen readers after a link's text, so repeated link texts stay distinct. */
export type CellValue = { text: string; sort?: string | number; href?: string; hint?: string }
export type DataColumn = {
  id: string
  header: string
  sortable?: boolean
  numeric?: boolean
  /** Hidden below this breakpoint (sm 640, md 1160 px); the row's details then show it. */
  hideBelow?: 'sm' | 'md'
}
export type DataRow = { id: string; cells: Record<string, CellValue> }

export type TableLabels = {
  noResults: string
  noData: string
  pageSize: string
  apply: string
  goToPage: string
  go: string
  pagination: string
  previous: string
  next: string
  page: string
  pageOf: string
  rowsOf: string
  filter: string
  details: string
  sortAsc: string
  sortDesc: string
  selected: string
}
