'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { DataTable } from '@/components/table/DataTable.client'
import type { DataColumn, DataRow, TableLabels } from '@/components/table/types'
import type { TableQuery } from '@/lib/table/href'
import type { StationMapHandle, StationPoint } from './stationMap'
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

/** The stations map and table, sharing one selected station (also kept in the URL as ?selected=id). */
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
  const [selectedId, setSelectedId] = useState<string | null>(initialSelected)
  const [active, setActive] = useState(false)
  const [ready, setReady] = useState(false)
  const frame = useRef<HTMLDivElement>(null)
  const target = useRef<HTMLDivElement>(null)
  const handle = useRef<StationMapHandle | null>(null)
  const selectedRef = useRef(selectedId)
  selectedRef.current = selectedId

  const select = useCallback((id: string) => setSelectedId(id), [])
  // "Show on map" from the table brings the map (below the table, so the page loads fast) into view, ready
  // to use: the visitor asked for the map, so the click-to-use overlay would only hide the chosen station.
  const showOnMap = useCallback((id: string) => {
    setSelectedId(id)
    setActive(true)
    frame.current?.scrollIntoView({
      block: 'center',
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    })
  }, [])

  // Load OpenLayers only when the map comes near the viewport.
  useEffect(() => {
    const el = frame.current
    if (!el) return
    let cancelled = false
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        void import('./stationMap').then(({ createStationMap }) => {
          if (cancelled || !target.current) return
          handle.current = createStationMap(target.current, {
            popupClass: styles.popup,
            stations,
            selectedId: selectedRef.current,
            onSelect: select,
            labels: mapLabels,
            tileUrl,
          })
          setReady(true)
        })
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(el)
    return () => {
      cancelled = true
      observer.disconnect()
      handle.current?.destroy()
      handle.current = null
    }
    // The map is built once; later changes reach it through the handle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => handle.current?.select(selectedId), [selectedId, ready])
  useEffect(() => handle.current?.setActive(active), [active, ready])

  // Interactive until a click outside the map, so it never captures page scrolling by surprise.
  useEffect(() => {
    if (!active) return
    const onDown = (e: PointerEvent) => {
      if (frame.current && !frame.current.contains(e.target as Node)) setActive(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setActive(false)
    }
    document.addEventListener('pointerdown', onDown)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onDown)
      document.removeEventListener('keydown', onKey)
    }
  }, [active])

  return (
    <>
      <section aria-labelledby="stations-heading" data-react-island="">
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
          extraParams={{ selected: selectedId ?? undefined }}
          selection={{
            param: 'selected',
            header: tableLabels.mapColumn,
            label: tableLabels.showOnMap,
            selectedId,
            onSelect: showOnMap,
            anchor: 'station-map',
          }}
          id="stations"
        />
      </section>
      <section aria-labelledby="map-heading" className={styles.mapSection} data-react-island="">
        <h2 id="map-heading">{tableLabels.mapHeading}</h2>
        <figure className={styles.figure}>
          <div
            ref={frame}
            id="station-map"
            className={styles.frame}
            role="region"
            aria-label={mapLabels.region}
            aria-describedby="map-alt"
            data-active={active ? 'true' : 'false'}
            data-ready={ready ? 'true' : 'false'}
            data-selected={selectedId ? 'true' : undefined}
          >
            <div ref={target} className={styles.map} data-map="" />
            {!active ? (
              <button type="button" className={styles.overlay} onClick={() => setActive(true)}>
                <span className={styles.overlayText}>{ready ? mapLabels.activate : mapLabels.loading}</span>
              </button>
            ) : null}
          </div>
          <figcaption className={styles.caption}>
            <span id="map-alt">{mapLabels.textAlternative}</span> <span>{mapLabels.credit}</span>
          </figcaption>
        </figure>
      </section>
    </>
  )
}
