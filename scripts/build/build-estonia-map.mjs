#!/usr/bin/env node
// @ts-check
// Generates the county map of Estonia from public/assets/map/estonia-counties.geojson (Natural Earth):
// src/lib/maps/estoniaCounties.generated.json (SVG path per county, for the unserved-addresses page)
// and public/EstoniaMap.svg. Projected to EPSG:3301 (L-EST97) so the shape matches Estonian maps.
// Run: `node scripts/build/build-estonia-map.mjs` (also run by `npm run build:map`); commit the outputs.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import proj4 from 'proj4'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
proj4.defs(
  'EPSG:3301',
  '+proj=lcc +lat_1=59.33333333333334 +lat_2=58 +lat_0=57.51755393055556 +lon_0=24 +x_0=500000 +y_0=6375000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
)
const toLest = proj4('EPSG:4326', 'EPSG:3301')
/** @typedef {[number, number]} Point */
/** @typedef {Point[][]} Polygon rings: the outer one first, then its holes */
/**
 * @typedef {{ type: 'Polygon', coordinates: Polygon } | { type: 'MultiPolygon', coordinates: Polygon[] }} Geometry
 * @typedef {{ geometry: Geometry, properties: { name: string, iso: string } }} Feature
 */
/** @type {{ features: Feature[] }} */
const geo = JSON.parse(readFileSync(path.join(root, 'public/assets/map/estonia-counties.geojson'), 'utf8'))

/** @type {(g: Geometry) => Polygon[]} */
const polygons = (g) => (g.type === 'Polygon' ? [g.coordinates] : g.coordinates)
let minX = Infinity,
  minY = Infinity,
  maxX = -Infinity,
  maxY = -Infinity
const projected = geo.features.map((f) => {
  const polys = polygons(f.geometry).map((poly) =>
    poly.map((ring) =>
      ring.map(([lon, lat]) => {
        /** @type {Point} */
        const [x, y] = toLest.forward([lon, lat])
        minX = Math.min(minX, x)
        maxX = Math.max(maxX, x)
        minY = Math.min(minY, y)
        maxY = Math.max(maxY, y)
        return /** @type {Point} */ ([x, y])
      }),
    ),
  )
  return { name: f.properties.name, iso: f.properties.iso, polys }
})

const WIDTH = 800
const scale = WIDTH / (maxX - minX)
const HEIGHT = Math.round((maxY - minY) * scale)
/** @type {(p: Point) => Point} */
const pt = ([x, y]) => [Math.round((x - minX) * scale * 10) / 10, Math.round((maxY - y) * scale * 10) / 10]

/** @param {Point[]} ring */
function ringPath(ring) {
  /** @type {Point[]} */
  const pts = []
  for (const p of ring.map(pt)) {
    const last = pts[pts.length - 1]
    if (!last || last[0] !== p[0] || last[1] !== p[1]) pts.push(p)
  }
  return `M${pts.map((p) => p.join(' ')).join('L')}Z`
}

/** @param {Polygon[]} polys */
function centroid(polys) {
  // Label point: area-weighted centroid of the largest outer ring.
  /** @type {{ a: number, x: number, y: number } | null} */
  let best = null
  for (const poly of polys) {
    const ring = poly[0].map(pt)
    let a = 0,
      cx = 0,
      cy = 0
    for (let i = 0; i < ring.length - 1; i++) {
      const [x0, y0] = ring[i],
        [x1, y1] = ring[i + 1]
      const f = x0 * y1 - x1 * y0
      a += f
      cx += (x0 + x1) * f
      cy += (y0 + y1) * f
    }
    if (!best || Math.abs(a) > Math.abs(best.a)) best = { a, x: cx / (3 * a), y: cy / (3 * a) }
  }
  if (!best) throw new Error('a county without a polygon')
  return [Math.round(best.x), Math.round(best.y)]
}

const counties = projected
  .map((c) => ({
    name: c.name,
    iso: c.iso,
    d: c.polys.map((poly) => poly.map(ringPath).join('')).join(''),
    label: centroid(c.polys),
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'et'))

writeFileSync(
  path.join(root, 'src/lib/maps/estoniaCounties.generated.json'),
  JSON.stringify({ width: WIDTH, height: HEIGHT, counties }) + '\n',
)
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="t"><title id="t">Estonia: counties (Natural Earth)</title>\n${counties
  .map(
    (c) =>
      `<path id="${c.iso}" d="${c.d}" fill="#eef5f0" stroke="#0a6e3c" stroke-width="1"><title>${c.name}</title></path>`,
  )
  .join('\n')}\n</svg>\n`
writeFileSync(path.join(root, 'public/EstoniaMap.svg'), svg)
console.log(`counties: ${counties.length}, viewBox 0 0 ${WIDTH} ${HEIGHT}, svg ${svg.length} bytes`)
