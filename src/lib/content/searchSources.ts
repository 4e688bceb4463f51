import type { Payload, Where } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import { textOf } from '@/lib/search/extract'
import { todayInTallinn } from '@/lib/dates'
import { unservedWindow } from '@/lib/data/unserved'
import { squash } from '@/lib/search/normalize'
import type { SearchKind, SearchRecord } from '@/lib/search/types'
import { SOURCE_COLLECTIONS } from '@/lib/search/collections'
import { kindUrl, pageUrl, postUrl } from '@/lib/search/urls'
import { sortingItemRecord, type SortingItemTexts } from '@/lib/sorting/records'

/*
 * One reader per kind. Each reads its collection through Payload's local API only when the
 * collection is in the config, so this file works in a branch where the collection does not exist
 * yet and starts indexing it as soon as it is merged. Field names follow the shared data contract.
 */

type Doc = Record<string, unknown> & { id: number | string }

export function hasCollection(payload: Payload, slug: string): boolean {
  return Boolean((payload.collections as Record<string, unknown>)[slug])
}

type ReadOptions = {
  /** Narrows the documents further (anded with the published filter). */
  where?: Where
  /** Default 'et' (the site's fallback). `false` reads only what the locale itself holds. */
  fallbackLocale?: Locale | false
}

async function readAll(payload: Payload, slug: string, locale: Locale, options: ReadOptions = {}): Promise<Doc[]> {
  if (!hasCollection(payload, slug)) return []
  const config = (payload.collections as Record<string, { config: { versions?: { drafts?: unknown } } }>)[slug]!.config
  // Drafts and scheduled pages are not public until published. With drafts enabled the collection
  // itself holds the last published version; a later draft lives only in the versions table.
  const filters: Where[] = []
  if (config.versions?.drafts) filters.push({ _status: { equals: 'published' } })
  if (options.where) filters.push(options.where)
  const result = await payload.find({
    collection: slug as never,
    locale,
    fallbackLocale: options.fallbackLocale ?? 'et',
    depth: 0,
    pagination: false,
    where: filters.length ? { and: filters } : undefined,
    overrideAccess: true,
  })
  return result.docs as unknown as Doc[]
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
const join = (...parts: unknown[]) => squash(parts.map(str).filter(Boolean).join(', '))

/** What a document is found by and where it leads; its id, kind and locale are the reader's. */
type Described = Omit<SearchRecord, 'id' | 'docId' | 'kind' | 'locale'>

/** One record of `kind` for one document. */
const recordOf = (kind: SearchKind, d: Doc, locale: Locale, described: Described): SearchRecord => ({
  id: `${kind}:${d.id}`,
  docId: d.id,
  kind,
  locale,
  ...described,
})

/**
 * The reader of a kind whose documents are one record each: every document of its collection (those
 * `keep` lets through), described by `describe`.
 */
function readerOf(
  kind: SearchKind,
  describe: (d: Doc, locale: Locale) => Described,
  { keep = () => true, ...options }: ReadOptions & { keep?: (d: Doc) => boolean } = {},
) {
  return async (payload: Payload, locale: Locale): Promise<SearchRecord[]> => {
    const docs = await readAll(payload, SOURCE_COLLECTIONS[kind], locale, options)
    return docs.filter(keep).map((d) => recordOf(kind, d, locale, describe(d, locale)))
  }
}

export const pageRecords = readerOf(
  'page',
  (d, locale) => ({ title: str(d.title), text: textOf(d.description, d.layout), url: pageUrl(str(d.path), locale) }),
  { keep: (d) => !d.noindex && Boolean(str(d.path)) },
)

export const postRecords = readerOf(
  'post',
  (d, locale) => ({ title: str(d.title), text: textOf(d.excerpt, d.content), url: postUrl(str(d.slug), locale) }),
  { keep: (d) => Boolean(str(d.slug)) },
)

export const stationRecords = readerOf('station', (d, locale) => ({
  title: str(d.name),
  text: join(d.municipality, d.county, d.acceptedWaste),
  address: str(d.address),
  url: kindUrl('station', locale),
}))

export const municipalRecords = readerOf('municipal', (d, locale) => ({
  title: str(d.localGovernment),
  text: join(d.county),
  address: str(d.county),
  url: kindUrl('municipal', locale),
}))

export const constructionRecords = readerOf('construction', (d, locale) => ({
  // `region` is a select value such as "parnu"; the localized title carries the town's real name.
  title: str(d.title) || str(d.region),
  // The region's code ("parnu") finds the list but is not shown: the title already names the town.
  text: '',
  keywords: str(d.region),
  url: kindUrl('construction', locale),
}))

/**
 * Only the addresses the unserved-addresses page lists (the three days before today, in Tallinn): an older one would lead to a page that no longer shows it. The store refreshes an index
 * older than a few seconds, so the window moves on without a CMS change.
 */
export async function failedRecords(
  payload: Payload,
  locale: Locale,
  today = todayInTallinn(),
): Promise<SearchRecord[]> {
  const docs = await readAll(payload, SOURCE_COLLECTIONS.failed, locale, {
    where: {
      and: [
        { plannedDate: { greater_than_equal: unservedWindow(today).from } },
        { plannedDate: { less_than_equal: unservedWindow(today).to } },
      ],
    },
  })
  return docs.map((d) =>
    recordOf('failed', d, locale, {
      title: join(d.address, d.city),
      text: join(d.county, d.reason),
      address: join(d.address, d.city),
      url: kindUrl('failed', locale),
    }),
  )
}

/**
 * Sorting guides are the PDF files in the media library, one file per language (the seed uploads
 * guide-<name>-<locale>.pdf with its title as alt text in that locale only). A PDF belongs to the
 * locales where it has its own alt text, so the Estonian search does not list the Russian file under
 * its file name.
 */
export const guideRecords = readerOf(
  'guide',
  (d) => ({
    title: str(d.alt),
    // The file name ("guide-biodegradable-waste-et.pdf") is neither shown nor searched: its words are
    // English and a language code whatever the page's language; the alt text is the guide's title.
    text: '',
    url: str(d.url),
  }),
  {
    where: { mimeType: { equals: 'application/pdf' } },
    fallbackLocale: false,
    keep: (d) => Boolean(str(d.url) && str(d.alt).trim()),
  },
)

/**
 * Sorting items ("what goes where") with the names and synonyms of all three languages read at once, so
 * each locale's record can carry the other languages' words (see sortingItemRecord).
 */
export async function sortingRecords(payload: Payload, locale: Locale): Promise<SearchRecord[]> {
  if (!hasCollection(payload, SOURCE_COLLECTIONS.sorting)) return []
  const { docs } = await payload.find({
    collection: 'sorting-items',
    locale: 'all',
    depth: 0,
    pagination: false,
    select: { slug: true, destination: true, name: true, synonyms: true },
    overrideAccess: true,
  })
  return (docs as unknown as SortingItemTexts[]).map((d) => sortingItemRecord(d, locale))
}

/** The reader of each indexed collection. */
export const READERS: Record<string, (payload: Payload, locale: Locale) => Promise<SearchRecord[]>> = {
  [SOURCE_COLLECTIONS.page]: pageRecords,
  [SOURCE_COLLECTIONS.post]: postRecords,
  [SOURCE_COLLECTIONS.municipal]: municipalRecords,
  [SOURCE_COLLECTIONS.construction]: constructionRecords,
  [SOURCE_COLLECTIONS.station]: stationRecords,
  [SOURCE_COLLECTIONS.failed]: (p, l) => failedRecords(p, l),
  [SOURCE_COLLECTIONS.guide]: guideRecords,
  [SOURCE_COLLECTIONS.sorting]: sortingRecords,
}

/** Every record of one collection in every locale. */
export async function collectionRecords(payload: Payload, slug: string): Promise<SearchRecord[]> {
  const read = READERS[slug]
  if (!read) return []
  return (await Promise.all(locales.map((locale) => read(payload, locale)))).flat()
}

/** Every record of every locale, read from the CMS. */
export async function cmsRecords(payload: Payload): Promise<SearchRecord[]> {
  return (await Promise.all(Object.keys(READERS).map((slug) => collectionRecords(payload, slug)))).flat()
}

/**
 * What the readers would read, summed up cheaply: per collection the number of documents and the newest
 * edit time (every create, publish or edit through Payload sets `updatedAt`; a deletion lowers the count),
 * and today's date in Tallinn, which moves the window of the unserved addresses. Equal fingerprints mean
 * a full read would give the same records.
 */
export async function sourcesFingerprint(payload: Payload): Promise<string> {
  const parts = await Promise.all(
    Object.keys(READERS)
      .filter((slug) => hasCollection(payload, slug))
      .map(async (slug) => {
        // One page of one document: the newest, and the count of all of them.
        const { docs, totalDocs } = await payload.find({
          collection: slug as never,
          depth: 0,
          limit: 1,
          sort: '-updatedAt',
          select: { updatedAt: true } as never,
          overrideAccess: true,
        })
        const updatedAt = (docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? ''
        return `${slug}:${totalDocs}:${updatedAt}`
      }),
  )
  return [todayInTallinn(), ...parts].join('|')
}
