import type { Payload, Where } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import { textOf } from './extract'
import { squash } from './normalize'
import type { SearchKind, SearchRecord } from './types'
import { kindUrl, pageUrl, postUrl } from './urls'

/*
 * One reader per kind. Each reads its collection through Payload's local API only when the
 * collection is in the config, so this file works in a branch where the collection does not exist
 * yet and starts indexing it as soon as it is merged. Field names follow the shared data contract.
 */

type Doc = Record<string, unknown> & { id: number | string }

export const SOURCE_COLLECTIONS: Record<Exclude<SearchKind, never>, string> = {
  page: 'pages',
  post: 'posts',
  municipal: 'municipal-contracts',
  construction: 'price-lists',
  station: 'waste-stations',
  failed: 'unserved-addresses',
  guide: 'media',
}

export function hasCollection(payload: Payload, slug: string): boolean {
  return Boolean((payload.collections as Record<string, unknown>)[slug])
}

async function readAll(payload: Payload, slug: string, locale: Locale): Promise<Doc[]> {
  if (!hasCollection(payload, slug)) return []
  const config = (payload.collections as Record<string, { config: { versions?: { drafts?: unknown } } }>)[slug]!.config
  // Drafts and scheduled pages are not public until published.
  const where: Where | undefined = config.versions?.drafts ? { _status: { equals: 'published' } } : undefined
  const result = await payload.find({
    collection: slug as never,
    locale,
    fallbackLocale: 'et',
    depth: 0,
    pagination: false,
    where,
    overrideAccess: true,
  })
  return result.docs as unknown as Doc[]
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
const join = (...parts: unknown[]) => squash(parts.map(str).filter(Boolean).join(', '))

export async function pageRecords(payload: Payload, locale: Locale): Promise<SearchRecord[]> {
  const docs = await readAll(payload, SOURCE_COLLECTIONS.page, locale)
  return docs
    .filter((d) => !d.noindex && str(d.path))
    .map((d) => ({
      id: `page:${d.id}`, docId: d.id, kind: 'page' as const, locale,
      title: str(d.title), text: textOf(d.description, d.layout), url: pageUrl(str(d.path), locale),
    }))
}

export async function postRecords(payload: Payload, locale: Locale): Promise<SearchRecord[]> {
  const docs = await readAll(payload, SOURCE_COLLECTIONS.post, locale)
  return docs
    .filter((d) => str(d.slug))
    .map((d) => ({
      id: `post:${d.id}`, docId: d.id, kind: 'post' as const, locale,
      title: str(d.title), text: textOf(d.excerpt, d.content), url: postUrl(str(d.slug), locale),
    }))
}

export async function stationRecords(payload: Payload, locale: Locale): Promise<SearchRecord[]> {
  const docs = await readAll(payload, SOURCE_COLLECTIONS.station, locale)
  return docs.map((d) => ({
    id: `station:${d.id}`, docId: d.id, kind: 'station' as const, locale,
    title: str(d.name), text: join(d.municipality, d.county, d.acceptedWaste), address: str(d.address), url: kindUrl('station', locale),
  }))
}

export async function municipalRecords(payload: Payload, locale: Locale): Promise<SearchRecord[]> {
  const docs = await readAll(payload, SOURCE_COLLECTIONS.municipal, locale)
  return docs.map((d) => ({
    id: `municipal:${d.id}`, docId: d.id, kind: 'municipal' as const, locale,
    title: str(d.localGovernment), text: join(d.county), address: str(d.county), url: kindUrl('municipal', locale),
  }))
}

export async function constructionRecords(payload: Payload, locale: Locale): Promise<SearchRecord[]> {
  const docs = await readAll(payload, SOURCE_COLLECTIONS.construction, locale)
  return docs.map((d) => ({
    id: `construction:${d.id}`, docId: d.id, kind: 'construction' as const, locale,
    // `region` is a select value such as "parnu"; the localized title carries the town's real name.
    title: str(d.title) || str(d.region), text: join(d.region), address: str(d.region), url: kindUrl('construction', locale),
  }))
}

export async function failedRecords(payload: Payload, locale: Locale): Promise<SearchRecord[]> {
  const docs = await readAll(payload, SOURCE_COLLECTIONS.failed, locale)
  return docs.map((d) => ({
    id: `failed:${d.id}`, docId: d.id, kind: 'failed' as const, locale,
    title: join(d.address, d.city), text: join(d.county, d.reason), address: join(d.address, d.city), url: kindUrl('failed', locale),
  }))
}

/** Sorting guides are the PDF files in the media library; their alt text is their title. */
export async function guideRecords(payload: Payload, locale: Locale): Promise<SearchRecord[]> {
  const docs = await readAll(payload, SOURCE_COLLECTIONS.guide, locale)
  return docs
    .filter((d) => str(d.mimeType) === 'application/pdf' && str(d.url))
    .map((d) => ({
      id: `guide:${d.id}`, docId: d.id, kind: 'guide' as const, locale,
      title: str(d.alt) || str(d.filename), text: str(d.filename).replace(/[-_.]+/g, ' '), url: str(d.url),
    }))
}

const READERS = [pageRecords, postRecords, municipalRecords, constructionRecords, stationRecords, failedRecords, guideRecords]

/** Every record of every locale, read from the CMS. */
export async function cmsRecords(payload: Payload): Promise<SearchRecord[]> {
  const batches = await Promise.all(locales.flatMap((locale) => READERS.map((read) => read(payload, locale))))
  return batches.flat()
}
