/*
 * Freshness signal between the CMS hooks and the in-memory index. Kept on globalThis because Next
 * bundles route handlers, pages and the Payload config separately: a module-level variable would
 * exist once per bundle, while there is one index per server process.
 */

type Freshness = { version: number }

const KEY = Symbol.for('jaatmeveo.search.freshness')
const g = globalThis as unknown as Record<symbol, Freshness | undefined>

function state(): Freshness {
  return (g[KEY] ??= { version: 0 })
}

/** Marks every locale's index as out of date; the next search rebuilds it. Cheap: call it freely. */
export function markSearchStale(): void {
  state().version++
}

/** Increases on every change; the store compares it with the version its index was built at. */
export function searchVersion(): number {
  return state().version
}
