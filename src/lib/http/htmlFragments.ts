// Parts of the page's frame rendered once and reused (docs/decisions/052-stored-html-fragments.md). The header's
// menus and the footer are some 300 of a page's 450 elements, the same on every page of a language: React
// rendering them into flight data and then into HTML was 40 % of an uncached render. The layout marks each
// such part with a key made from everything it shows (<StoredFragment>); the edge keeps the HTML that React
// wrote inside it (src/server/fragments.ts); the next render of the same key writes that HTML as the part's
// inner HTML instead of rendering its elements again.
//
// The key is a hash of the part's inputs, not a cache tag: an edit of the menu or the settings makes a new key,
// so a stored part can never show old content, in any instance, and a draft preview's part is stored under its
// own key. The custom server and the Next app are separate bundles in one process: both reach the one store
// through processSingleton.
import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { processSingleton } from '@/lib/singleton'

/** The attribute that names a stored part's key, written first in the part's `<div>` (the edge looks for it there). */
export const FRAGMENT_ATTRIBUTE = 'data-fragment'
/** A part's key as the layout writes it: its name, a dot, a hash of its inputs (base64url). */
export const FRAGMENT_KEY = /^[a-z][a-z-]{0,39}\.[\w-]{22}$/

// A part is some 20 KB; one per language and frame variant, plus those of recent drafts and edits.
const MAX_ENTRIES = 64
const MAX_BYTES = 4 * 1024 * 1024

const store = () =>
  processSingleton(
    'jaatmeveo.htmlFragments',
    () =>
      new LRUCache<string, string>({
        max: MAX_ENTRIES,
        maxSize: MAX_BYTES,
        maxEntrySize: MAX_BYTES / 8,
        // UTF-16 in memory: two bytes a character.
        sizeCalculation: (html) => Math.max(1, html.length * 2),
      }),
  )

/** The key of a part named `name` that shows `inputs` (plain data, JSON-serializable). */
export function fragmentKey(name: string, inputs: unknown): string {
  const hash = createHash('sha256').update(JSON.stringify(inputs)).digest('base64url').slice(0, 22)
  return `${name}.${hash}`
}

/** The HTML stored for a part's key, if any. */
export function storedFragment(key: string): string | undefined {
  return store().get(key)
}

/** Whether a part's HTML is stored (the edge skips parts it has). */
export function hasFragment(key: string): boolean {
  return store().has(key)
}

/** Keeps the HTML React rendered inside a part (the edge). */
export function keepFragment(key: string, html: string): void {
  if (FRAGMENT_KEY.test(key)) store().set(key, html)
}

/** Tests only: forget every stored part. */
export function clearFragments(): void {
  store().clear()
}
