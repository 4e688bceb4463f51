import { locales, type Locale } from '@/i18n/locales'
import { SearchIndex } from './engine'
import { searchVersion } from './invalidate'
import type { SearchRecord } from './types'

/*
 * Lazily built, in-memory indexes (one per locale). A CMS hook marking them stale makes the next
 * search wait for a rebuild, so a published change is found at once. Past `maxAgeMs` the index is
 * refreshed in the background (the safety net for changes no hook reported: imports that skip hooks,
 * or another app instance sharing a PostgreSQL database).
 */

export type Loader = () => Promise<SearchRecord[]>

type Built = { indexes: Record<Locale, SearchIndex>; version: number; at: number; records: number }

export class SearchStore {
  private built: Built | null = null
  private pending: Promise<Built> | null = null

  constructor(
    private readonly load: Loader,
    private readonly maxAgeMs = 4000,
    private readonly now: () => number = Date.now,
  ) {}

  private rebuild(): Promise<Built> {
    // One build at a time; concurrent searches wait for the same one.
    this.pending ??= (async () => {
      const version = searchVersion()
      const at = this.now()
      try {
        const records = await this.load()
        const indexes = Object.fromEntries(locales.map((l) => [l, new SearchIndex(records, l)])) as Record<
          Locale,
          SearchIndex
        >
        this.built = { indexes, version, at, records: records.length }
        return this.built
      } finally {
        this.pending = null
      }
    })()
    return this.pending
  }

  async index(locale: Locale): Promise<SearchIndex> {
    const b = this.built
    if (b && b.version === searchVersion()) {
      // Only old, not known to be wrong: answer now and refresh in the background.
      if (this.now() - b.at >= this.maxAgeMs) this.rebuild().catch(() => undefined)
      return b.indexes[locale]
    }
    try {
      return (await this.rebuild()).indexes[locale]
    } catch (error) {
      // A failed reload keeps answering from the last good index rather than failing every search.
      if (this.built) return this.built.indexes[locale]
      throw error
    }
  }

  /** Forgets the index (tests). */
  reset(): void {
    this.built = null
  }
}
