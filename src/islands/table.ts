// The data tables' island of plain script (decision 051): their controls act in place (./dataTable.ts), and
// on the waste stations' page the map shares the selected station with the table (./stations.ts). Rendered
// by the table (components/table/DataTable.tsx), started at the visitor's first interaction like the other
// islands (src/server/late-scripts.ts).
import { initDataTables } from './dataTable'
import { initStations } from './stations'

const w = window as Window & { __tableIsland?: true }
// Once per document, should the script ever be added twice.
if (!w.__tableIsland) {
  w.__tableIsland = true
  initDataTables(document)
  initStations(document)
}
