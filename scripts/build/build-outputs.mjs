// @ts-check
// Where `npm run build` puts the bundles that `npm start` runs (scripts/build/build-server.mjs). No imports
// beyond Node's own: scripts/ops/start.mjs reads these at every start, where esbuild is not loaded.
// src/server/start.ts finds the seed at the same path from the project root it is given.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..', '.next', 'custom-server')

/** The production server (src/server/index.ts). */
export const SERVER_BUNDLE = path.join(dir, 'server.mjs')
/** The seed (scripts/ops/seed.ts), which the server runs on every start. */
export const SEED_BUNDLE = path.join(dir, 'seed.mjs')

/** The islands of plain script (scripts/build/build-islands.mjs): name → entry, relative to the root. */
export const ISLAND_ENTRIES = {
  site: 'src/islands/site.ts',
  consent: 'src/islands/consent.ts',
  lookup: 'src/islands/lookup.ts',
  // The data tables (and the stations map's link to its table), the stations map's OpenLayers code, which
  // the table island adds when the map nears the viewport, and the county map's tooltip.
  table: 'src/islands/table.ts',
  'station-map': 'src/islands/stationMap.ts',
  'county-map': 'src/islands/countyMap.ts',
}
/** Where their files are served from: inside .next/static, beside Next's chunks. */
export const ISLANDS_URL = '/_next/static/islands'
/** Where `npm run dev` puts them instead: public/<this>, served by `next dev` (ignored by git). */
export const DEV_ISLANDS_URL = 'dev-islands'
/** Name → address of the built file, read by the layout (src/lib/islands.ts). */
export const ISLANDS_MANIFEST = path.resolve(dir, '..', 'islands-manifest.json')
