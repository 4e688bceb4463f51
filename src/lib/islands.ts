import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { log } from '@/lib/log'

// The islands of plain script (src/islands, decision 051) are bundled by the build into
// .next/static/islands/ with hashed names (scripts/build/build-islands.mjs); this reads their addresses.

export type IslandName = 'site' | 'consent' | 'lookup' | 'table' | 'station-map' | 'station-map.css' | 'county-map'

// Built for `npm start` under /_next/static/islands/, for `npm run dev` under /dev-islands/.
const manifestSchema = z.record(
  z.string(),
  z.string().regex(/^\/(?:_next\/static\/islands|dev-islands)\/[\w.-]+\.(?:js|css)$/),
)
let manifest: Record<string, string> | null | undefined

function readManifest(): Record<string, string> | null {
  try {
    const file = path.join(process.cwd(), '.next', 'islands-manifest.json')
    return manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
  } catch (error) {
    // Without the islands the header works as it does before its script arrives (every control is plain
    // HTML); say so once rather than failing the page.
    log.warn('islands: no manifest; run `npm run build` (or `node scripts/build/build-islands.mjs`)', {
      error: (error as Error).message,
    })
    return null
  }
}

/** The address of an island's script (or stylesheet), or null when the build has not made it. */
export function islandScript(name: IslandName): string | null {
  if (manifest === undefined || process.env.NODE_ENV === 'development') manifest = readManifest()
  return manifest?.[name] ?? null
}
