import { DataTable } from '@/components/table/DataTable'
import type { DataColumn, DataRow, TableLabels } from '@/components/table/types'
import type { StationConfig } from '@/islands/stations'
import { islandScript } from '@/lib/islands'
import type { TableQuery } from '@/lib/table/href'
import type { StationPoint } from './stationMap'
import styles from './StationsExplorer.module.css'

type Props = {
  stations: StationPoint[]
  columns: DataColumn[]
  rows: DataRow[]
  locale: string
  path: string
  initial: TableQuery
  initialSelected: string | null
  labels: TableLabels
  mapLabels: {
    region: string
    activate: string
    loading: string
    textAlternative: string
    credit: string
    zoomIn: string
    zoomOut: string
    close: string
  }
  tableLabels: { caption: string; heading: string; mapHeading: string; showOnMap: string; mapColumn: string }
  tileUrl?: string
}

/**
 * The stations table and map, sharing one selected station (kept in the URL as ?selected=id). Server-rendered:
 * the table works without JavaScript, and a row's "Show on map" link selects the station. The table's
 * island (src/islands/stations.ts) loads the map when it nears the viewport and keeps the two in step.
 */
export function StationsExplorer({
  stations,
  columns,
  rows,
  locale,
  path,
  initial,
  initialSelected,
  labels,
  mapLabels,
  tableLabels,
  tileUrl,
}: Props) {
  const script = islandScript('station-map')
  const config: StationConfig | null = script
    ? {
        stations,
        labels: { zoomIn: mapLabels.zoomIn, zoomOut: mapLabels.zoomOut, close: mapLabels.close },
        tileUrl,
        popupClass: styles.popup,
        script,
        stylesheet: islandScript('station-map.css'),
      }
    : null
  return (
    <>
      <section aria-labelledby="stations-heading">
        <h2 id="stations-heading">{tableLabels.heading}</h2>
        <DataTable
          caption={tableLabels.caption}
          columns={columns}
          rows={rows}
          locale={locale}
          path={path}
          initial={initial}
          labels={labels}
          filterable
          extraParams={{ selected: initialSelected ?? undefined }}
          selection={{
            param: 'selected',
            header: tableLabels.mapColumn,
            label: tableLabels.showOnMap,
            selectedId: initialSelected,
            anchor: 'station-map',
          }}
          id="stations"
        />
      </section>
      <section aria-labelledby="map-heading" className={styles.mapSection}>
        <h2 id="map-heading">{tableLabels.mapHeading}</h2>
        <figure className={styles.figure}>
          <div
            id="station-map"
            className={styles.frame}
            role="region"
            aria-label={mapLabels.region}
            aria-describedby="map-alt"
            data-active="false"
            data-ready="false"
            data-selected={initialSelected ? 'true' : undefined}
            data-selected-id={initialSelected ?? undefined}
            data-station-map={config ? JSON.stringify(config) : undefined}
          >
            <div className={styles.map} data-map="" />
            <button type="button" className={styles.overlay} data-map-overlay="">
              <span className={styles.overlayText} data-ready-text={mapLabels.activate}>
                {mapLabels.loading}
              </span>
            </button>
          </div>
          <figcaption className={styles.caption}>
            <span id="map-alt">{mapLabels.textAlternative}</span> <span>{mapLabels.credit}</span>
          </figcaption>
        </figure>
      </section>
    </>
  )
}
