// The OpenLayers point map of waste stations: an island of its own (src/islands/stationMap.ts, decision 051),
// loaded only when the map is near the viewport, so OpenLayers never weighs on the first paint. EPSG:3301
// (L-EST97) is the view projection.
import OlMap from 'ol/Map'
import View from 'ol/View'
import Feature from 'ol/Feature'
import Point from 'ol/geom/Point'
import Overlay from 'ol/Overlay'
import VectorLayer from 'ol/layer/Vector'
import VectorSource from 'ol/source/Vector'
import GeoJSON from 'ol/format/GeoJSON'
import { Circle, Fill, Stroke, Style } from 'ol/style'
import { defaults as defaultControls } from 'ol/control/defaults'
import { defaults as defaultInteractions } from 'ol/interaction/defaults'
import Projection from 'ol/proj/Projection'
import { addCoordinateTransforms, addProjection, fromLonLat, toLonLat, transformExtent } from 'ol/proj'
import { containsCoordinate, getWidth } from 'ol/extent'
import { fromLest, toLest } from './lest97'
import 'ol/ol.css'

export type StationPoint = { id: string; name: string; lon: number; lat: number }
export type StationMapOptions = {
  stations: StationPoint[]
  selectedId: string | null
  onSelect: (id: string) => void
  labels: { zoomIn: string; zoomOut: string; close: string }
  tileUrl?: string
  popupClass: string
}
export type StationMapHandle = {
  select: (id: string | null) => void
  setActive: (active: boolean) => void
  destroy: () => void
}

/** SPEC section 9: extent lon 18–32, lat 56–61; zoom 3–20; centre near Tallinn. */
const EXTENT_LONLAT = [18, 56, 32, 61]
const TALLINN = [24.7536, 59.437]

// L-EST97 (./lest97.ts): from longitude and latitude, and from Web Mercator for the optional raster tiles.
const projection = new Projection({ code: 'EPSG:3301', units: 'm' })
addProjection(projection)
addCoordinateTransforms('EPSG:4326', projection, toLest, fromLest)
addCoordinateTransforms(
  'EPSG:3857',
  projection,
  (c) => toLest(toLonLat(c)),
  (c) => fromLonLat(fromLest(c)),
)
const extent = transformExtent(EXTENT_LONLAT, 'EPSG:4326', projection)
projection.setExtent(extent)

const land = new Style({ fill: new Fill({ color: '#f3f1ea' }), stroke: new Stroke({ color: '#b9b4a6', width: 1 }) })
const estonia = new Style({
  fill: new Fill({ color: '#ffffff' }),
  stroke: new Stroke({ color: '#9aa79f', width: 0.8 }),
})
const marker = new Style({
  image: new Circle({
    radius: 6,
    fill: new Fill({ color: '#0a6e3c' }),
    stroke: new Stroke({ color: '#ffffff', width: 2 }),
  }),
})
const markerSelected = new Style({
  image: new Circle({
    radius: 10,
    fill: new Fill({ color: '#f2b705' }),
    stroke: new Stroke({ color: '#1b1f1d', width: 3 }),
  }),
  zIndex: 10,
})

export function createStationMap(target: HTMLElement, options: StationMapOptions): StationMapHandle {
  // Created here, not by the server: OpenLayers moves the element into its own overlay container.
  const popup = document.createElement('div')
  popup.className = options.popupClass
  popup.dataset.testid = 'map-popup'
  const geojson = new GeoJSON({ featureProjection: projection })
  const basemap = new VectorSource({ url: '/assets/map/estonia-neighbours.geojson', format: geojson })
  const counties = new VectorSource({ url: '/assets/map/estonia-counties.geojson', format: geojson })
  const markers = new VectorSource({
    features: options.stations.map((s) => {
      const f = new Feature({ geometry: new Point(fromLonLat([s.lon, s.lat], projection)), name: s.name })
      f.setId(s.id)
      return f
    }),
  })
  let selected: string | null = null
  const markerLayer = new VectorLayer({
    source: markers,
    style: (f) => (f.getId() === selected ? markerSelected : marker),
  })
  const overlay = new Overlay({ element: popup, positioning: 'bottom-center', offset: [0, -14], stopEvent: false })

  const interactions = defaultInteractions()
  const map = new OlMap({
    target,
    layers: [
      new VectorLayer({ source: basemap, style: land }),
      new VectorLayer({ source: counties, style: estonia }),
      markerLayer,
    ],
    overlays: [overlay],
    controls: defaultControls({
      attribution: false,
      rotate: false,
      zoomOptions: { zoomInTipLabel: options.labels.zoomIn, zoomOutTipLabel: options.labels.zoomOut },
    }),
    interactions,
    view: new View({
      projection,
      center: fromLonLat(TALLINN, projection),
      zoom: 3,
      // The zoom ladder starts wider than OpenLayers' default (the extent's width over 256 px): with it, zoom 3
      // (SPEC's least zoom) showed about 160 km in a 400 px high map and could never fit all of Estonia, so
      // the first view cut off the north or the south whatever it was asked to fit.
      maxResolution: getWidth(extent) / 64,
      minZoom: 3,
      maxZoom: 20,
      extent,
      constrainOnlyCenter: true,
    }),
  })

  if (options.tileUrl) {
    // Optional raster basemap (env MAP_TILE_URL), reprojected from Web Mercator; loaded only when configured.
    const url = options.tileUrl
    void Promise.all([import('ol/layer/Tile'), import('ol/source/XYZ')]).then(
      ([{ default: TileLayer }, { default: XYZ }]) => {
        map.getLayers().insertAt(2, new TileLayer({ source: new XYZ({ url, crossOrigin: 'anonymous' }), opacity: 0.9 }))
      },
    )
  }

  /** Whether the first view still follows the element's size (see fitStations). */
  let fitting = true
  const setActive = (active: boolean) => {
    if (active) fitting = false
    interactions.forEach((i) => i.setActive(active))
  }
  setActive(false)

  const select = (id: string | null) => {
    selected = id
    markerLayer.changed()
    const f = id ? markers.getFeatureById(id) : null
    if (f) fitting = false
    if (!f) {
      overlay.setPosition(undefined)
      return
    }
    const coords = (f.getGeometry() as Point).getCoordinates()
    popup.textContent = String(f.get('name'))
    overlay.setPosition(coords)
    const view = map.getView()
    view.animate({ center: coords, zoom: Math.max(view.getZoom() ?? 3, 7), duration: 300 })
  }

  map.on('singleclick', (e) => {
    const hit = map.forEachFeatureAtPixel(e.pixel, (f) => f, { layerFilter: (l) => l === markerLayer, hitTolerance: 6 })
    if (hit) options.onSelect(String(hit.getId()))
  })
  map.on('pointermove', (e) => {
    const hit = map.hasFeatureAtPixel(e.pixel, { layerFilter: (l) => l === markerLayer, hitTolerance: 6 })
    target.style.cursor = hit ? 'pointer' : ''
  })

  // Screen position of a station's marker: lets browser tests click a marker like a person would.
  Object.defineProperty(target, 'markerPixel', {
    configurable: true,
    value: (id: string) => {
      const f = markers.getFeatureById(id)
      return f ? map.getPixelFromCoordinate((f.getGeometry() as Point).getCoordinates()) : null
    },
  })

  // The first view shows every station: a fixed centre and zoom cut off the south of Estonia on narrow
  // screens. Fitted again whenever the element's size changes (its layout settles after the map is made, and
  // OpenLayers keeps the resolution on a resize) until the visitor uses the map or a station is chosen.
  const fitStations = () => {
    const size = map.getSize()
    const stations = markers.isEmpty() ? null : markers.getExtent()
    if (!fitting || !size || !size[0] || !size[1] || !stations) return
    map.getView().fit(stations, { size, padding: [36, 36, 36, 36], maxZoom: 10 })
  }
  fitStations()
  map.on('change:size', fitStations)

  // How many stations the current view shows: lets browser tests check the first view like a person would.
  Object.defineProperty(target, 'stationsInView', {
    configurable: true,
    value: () => {
      const view = map.getView().calculateExtent(map.getSize())
      const all = markers.getFeatures()
      const inView = all.filter((f) => containsCoordinate(view, (f.getGeometry() as Point).getCoordinates()))
      return { inView: inView.length, total: all.length }
    },
  })

  select(options.selectedId)
  return { select, setActive, destroy: () => map.setTarget(undefined) }
}
