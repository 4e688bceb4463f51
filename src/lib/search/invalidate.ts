/*
 * Freshness signal between the CMS hooks and the in-memory index. Kept on globalThis because Next
 * bundles route handlers, pages and the Payload config separately: a module-level variable would
 * exist once per bundle, while there is one index per server process.
 */

import { processSingleton } from '@/lib/singleton'

type Freshness = { version: number; sources: Set<string> }

const state = () =>
  processSingleton<Freshness>('jaatmeveo.search.freshness', () => ({ version: 0, sources: new Set() }))

/**
 * Marks every locale's index as out of date; the next search rebuilds it. Cheap: call it freely.
 * `source` (a collection slug) lets the rebuild re-read only that collection.
 */
export function markSearchStale(source?: string): void {
  const s = state()
  s.version++
  s.sources.add(source ?? '*')
}

/**
 * The collections changed since the last call ('*' for unknown), emptied by the call. An empty set
 * means no hook reported anything: a first build or the periodic refresh, which read everything.
 */
export function takeStaleSources(): Set<string> {
  const s = state()
  const taken = s.sources
  s.sources = new Set()
  return taken
}

/** Increases on every change; the store compares it with the version its index was built at. */
export function searchVersion(): number {
  return state().version
}
