import { locales, type Locale } from '@/i18n/locales'
import { SearchIndex } from './engine'
import { searchVersion } from './invalidate'
import type { SearchRecord } from './types'

/*
 * Lazily built, in-memory indexes (one per locale). A CMS hook marking them stale makes the next
 * search wait for a rebuild, so a published change is found at once. Past `maxAgeMs` the index is
 * refreshed in the background (the safety net for changes no hook reported: imports that skip hooks,
 * or another app instance sharing a PostgreSQL database).
 *
 * That refresh first asks for the sources' fingerprint (a few counts and newest edit times), and reads
 * and indexes everything again only when it moved, or at the latest after `fullRefreshMs`: reading
 * every collection in three languages and building three indexes every few seconds cost a search
 * page more CPU than its own render whenever searches kept coming.
 */

export type Loader = () => Promise<SearchRecord[]>
/** A cheap summary of the indexed sources that changes whenever what the loader would read changes. */
export type Fingerprint = () => Promise<string>

type Built = {
  indexes: Record<Locale, SearchIndex>
  version: number
  at: number
  records: number
  fingerprint: string | null
  /** When the records were last read in full. */
  loadedAt: number
}

type Options = {
  fingerprint?: Fingerprint
  /** The longest time an index is kept on an unchanged fingerprint alone. */
  fullRefreshMs?: number
}

export class SearchStore {
  private built: Built | null = null
  private pending: Promise<Built> | null = null

  constructor(
    private readonly load: Loader,
    private readonly maxAgeMs = 4000,
    private readonly now: () => number = Date.now,
    private readonly options: Options = {},
  ) {}

  private async fingerprint(): Promise<string | null> {
    if (!this.options.fingerprint) return null
    try {
      return await this.options.fingerprint()
    } catch {
      // Unknown: read everything, as without a fingerprint.
      return null
    }
  }

  private rebuild(): Promise<Built> {
    // One build at a time; concurrent searches wait for the same one.
    this.pending ??= (async () => {
      const version = searchVersion()
      const at = this.now()
      try {
        // Taken before the read: a change made while reading shows as a new fingerprint next time.
        const fingerprint = await this.fingerprint()
        const last = this.built
        if (
          last &&
          last.version === version &&
          fingerprint !== null &&
          fingerprint === last.fingerprint &&
          at - last.loadedAt < (this.options.fullRefreshMs ?? 5 * 60_000)
        ) {
          this.built = { ...last, at }
          return this.built
        }
        const records = await this.load()
        const indexes = Object.fromEntries(locales.map((l) => [l, new SearchIndex(records, l)])) as Record<
          Locale,
          SearchIndex
        >
        this.built = { indexes, version, at, records: records.length, fingerprint, loadedAt: at }
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
