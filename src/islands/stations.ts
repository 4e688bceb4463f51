// The waste stations' map beside their table (components/maps/StationsExplorer.tsx renders both, decision
// 051), one selected station shared by the two and kept in the address (?selected=id). The map's
// OpenLayers code is an island of its own (station-map, some 10 times this one's size), added with its
// stylesheet only when the map comes near the viewport. The map is interactive only after a click on it
// (or a "Show on map"), until a click outside it or Escape, so it never takes the page's scrolling by
// surprise. A marker selects its row: the table turns to the row's page (showTable asks the server for it);
// a row's "Show on map" selects its marker, and brings the map into view ready to use.
import type { StationMapHandle, StationMapOptions } from '@/components/maps/stationMap'
import { selectionHref } from '@/lib/table/href'
import { showTable } from './dataTable'
import { plainClick } from './dom'

/** What the map's island leaves for this one (src/islands/stationMap.ts). */
export type StationMapGlobal = {
  __createStationMap?: (target: HTMLElement, options: StationMapOptions) => StationMapHandle
}
export type StationConfig = Pick<StationMapOptions, 'stations' | 'labels' | 'tileUrl' | 'popupClass'> & {
  script: string
  stylesheet: string | null
}

export function initStations(doc: Document) {
  const frame = doc.querySelector<HTMLElement>('[data-station-map]')
  const target = frame?.querySelector<HTMLElement>('[data-map]')
  const overlay = frame?.querySelector<HTMLButtonElement>('[data-map-overlay]')
  if (!frame || !target || !overlay) return
  const config = JSON.parse(frame.dataset.stationMap ?? '{}') as StationConfig
  let map: StationMapHandle | null = null

  const setActive = (active: boolean) => {
    frame.dataset.active = String(active)
    overlay.hidden = active
    map?.setActive(active)
  }
  const select = (id: string) => {
    frame.dataset.selectedId = id
    frame.dataset.selected = 'true'
    map?.select(id)
  }
  // A marker: its row, on the page that holds it.
  const onSelect = (id: string) => {
    select(id)
    const table = doc.querySelector<HTMLElement>('[data-table][data-row-order]')
    if (table?.dataset.href)
      void showTable(table, selectionHref(table.dataset.href, table.dataset.rowOrder!.split(' '), 'selected', id))
  }

  function load() {
    if (config.stylesheet) {
      const link = doc.createElement('link')
      link.rel = 'stylesheet'
      link.href = config.stylesheet
      doc.head.append(link)
    }
    const script = doc.createElement('script')
    script.src = config.script
    script.async = true
    script.onload = () => {
      const create = (window as Window & StationMapGlobal).__createStationMap
      if (!create) return
      map = create(target!, { ...config, selectedId: frame!.dataset.selectedId ?? null, onSelect })
      map.setActive(frame!.dataset.active === 'true')
      const text = overlay!.querySelector<HTMLElement>('[data-ready-text]')
      if (text) text.textContent = text.dataset.readyText ?? ''
      frame!.dataset.ready = 'true'
    }
    doc.head.append(script)
  }
  // OpenLayers only when the map comes near the viewport.
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      observer.disconnect()
      load()
    },
    { rootMargin: '300px 0px' },
  )
  observer.observe(frame)

  overlay.addEventListener('click', () => setActive(true))
  doc.addEventListener('pointerdown', (event) => {
    if (frame.dataset.active === 'true' && !frame.contains(event.target as Node)) setActive(false)
  })
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && frame.dataset.active === 'true') setActive(false)
  })
  // "Show on map": the table shows the row selected (dataTable.ts follows the link); the map below it
  // comes into view, ready to use, since the visitor asked for it.
  doc.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-select-row]') : null
    if (!link || !plainClick(event)) return
    select(link.dataset.selectRow!)
    setActive(true)
    frame.scrollIntoView({
      block: 'center',
      behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    })
  })
  frame.setAttribute('data-stations-ready', '')
}
