// Loads the sorting assistant's demo items (seed/sorting-items.data.ts). Idempotent: only slugs the database
// does not hold yet are added; items that exist stay as editors left them.
import type { Payload } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import { DEFAULT_FREE, DEFAULT_LINKS, DEFAULT_STATION_WASTE, type Destination } from '@/lib/sorting/vocabulary'
import { ITEMS, PREPARATION, type ItemLine } from './sorting-items.data'

export type SortingItemSeed = {
  slug: string
  destination: Destination
  stationWaste: string | null
  freeAtStations: boolean
  popular: boolean
  demo: true
  servicePath: string | null
  priceListPath: string | null
  orderPath: string | null
  texts: Record<Locale, { name: string; synonyms: string; preparation: string | null }>
}

/** "Name|synonym, synonym" -> name and the synonyms as typed. */
function split(cell: string): { name: string; synonyms: string } {
  const bar = cell.indexOf('|')
  return bar < 0
    ? { name: cell.trim(), synonyms: '' }
    : { name: cell.slice(0, bar).trim(), synonyms: cell.slice(bar + 1).trim() }
}

export function sortingItemSeeds(lines: ItemLine[] = ITEMS): SortingItemSeed[] {
  return lines.map(([slug, destination, et, ru, en, prep, options = {}]) => {
    const links = DEFAULT_LINKS[destination] ?? {}
    const cells: Record<Locale, string> = { et, ru, en }
    return {
      slug,
      destination,
      stationWaste: options.station !== undefined ? options.station : (DEFAULT_STATION_WASTE[destination] ?? null),
      freeAtStations: options.free ?? DEFAULT_FREE[destination],
      popular: options.popular ?? false,
      demo: true,
      servicePath: options.service ?? links.service ?? null,
      priceListPath: options.prices ?? links.prices ?? null,
      orderPath: options.order ?? links.order ?? null,
      texts: Object.fromEntries(
        locales.map((locale) => [
          locale,
          { ...split(cells[locale]), preparation: prep ? PREPARATION[prep][locale] : null },
        ]),
      ) as SortingItemSeed['texts'],
    }
  })
}

// The seed writes through Drizzle, which both database adapters expose, in two multi-row inserts: 355 items
// through Payload's local API (a create and two locale updates each) took 70 s on this machine, the batch
// well under a second. Nothing is lost by skipping Payload here: the collection has no hooks that shape
// data (only cache and search expiry, which a fresh seed does not need) and every value comes from the
// same vocabularies the collection's selects and validators use (seed/sorting-items.test.ts checks them).
type InsertQuery = { values(rows: Record<string, unknown>[]): { returning(): Promise<{ id: number; slug: string }[]> } }
type Drizzle = {
  insert(table: unknown): InsertQuery
  transaction<T>(run: (tx: Drizzle) => Promise<T>): Promise<T>
}
type DrizzleAdapter = { drizzle: Drizzle; tables: Record<string, unknown> }

// SQLite allows 32,766 bound variables per statement; 12 columns x 100 rows stays far below on any adapter.
const BATCH = 100

export async function seedSortingItems(payload: Payload, report: { created: string[]; skipped: string[] }) {
  const { docs } = await payload.find({
    collection: 'sorting-items',
    depth: 0,
    pagination: false,
    select: { slug: true },
    overrideAccess: true,
  })
  const known = new Set(docs.map((d) => d.slug))
  const missing = sortingItemSeeds().filter((s) => !known.has(s.slug))
  if (missing.length === 0) {
    report.skipped.push('sorting-items')
    return
  }
  const db = payload.db as unknown as DrizzleAdapter
  const items = db.tables.sorting_items
  const texts = db.tables.sorting_items_locales
  if (!items || !texts) throw new Error('sorting-items tables missing: run the migrations first')
  const now = new Date().toISOString()
  await db.drizzle.transaction(async (tx) => {
    for (let i = 0; i < missing.length; i += BATCH) {
      const batch = missing.slice(i, i + BATCH)
      const rows = await tx
        .insert(items)
        .values(batch.map(({ texts: _texts, ...shared }) => ({ ...shared, updatedAt: now, createdAt: now })))
        .returning()
      const idOf = new Map(rows.map((r) => [r.slug, r.id]))
      await tx
        .insert(texts)
        .values(
          batch.flatMap((s) =>
            locales.map((locale) => ({ ...s.texts[locale], _locale: locale, _parentID: idOf.get(s.slug) })),
          ),
        )
        .returning()
    }
  })
  report.created.push(`sorting-items:${missing.length}`)
}
