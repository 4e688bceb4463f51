// What the public read API's content endpoints (waste stations, price lists, notices) share: the language
// of the texts (`?lang=`, else `Accept-Language`, else Estonian) and the headers that say it, bounded
// paging, moments as ISO 8601 with Tallinn's offset, and the public caching of answers the same for
// everyone. Their schemas are in the OpenAPI document (src/lib/openapi/openapi.ts).
import { TZDate } from '@date-fns/tz'
import { formatISO } from 'date-fns'
import Negotiator from 'negotiator'
import { z } from 'zod'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { TIME_ZONE } from '@/lib/dates'
import { ApiError } from '@/lib/http/errors'
import { log } from '@/lib/log'
import { pageCount } from '@/lib/pagination'

export const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

/** `?lang=`: optional; when left out the `Accept-Language` header decides, then Estonian. */
export const langQuery = z.preprocess(emptyToUndefined, z.enum(locales).optional())

/** Longest `Accept-Language` header read; a longer one is ignored (the default language answers). */
const MAX_ACCEPT_LANGUAGE = 512

/** The language of the texts: `lang` when given, else the client's best of `Accept-Language`, else Estonian. */
export function apiLanguage(lang: Locale | undefined, acceptLanguage: string | null | undefined): Locale {
  if (lang) return lang
  if (!acceptLanguage || acceptLanguage.length > MAX_ACCEPT_LANGUAGE) return defaultLocale
  const [best] = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages([...locales])
  return (best as Locale | undefined) ?? defaultLocale
}

/**
 * What a shared cache may do with an answer the same for everyone: keep it 5 s (the editors' promise), serve
 * it stale for 30 s more while it asks again; a browser revalidates with the ETag. The edge's stored JSON
 * says the same (src/server/pageCache.ts `PUBLIC_CACHE_CONTROL`).
 */
export const PUBLIC_API_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30'

/** The headers of a localized public answer: its language, and that it varies by the asked one. */
export function localizedHeaders(locale: Locale, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'Cache-Control': PUBLIC_API_CACHE_CONTROL,
    'Content-Language': locale,
    Vary: 'Accept-Language, Accept-Encoding',
    ...extra,
  }
}

/** Paging of a list that can grow: `page` from 1, `limit` items a page, both bounded. */
export function pagingQuery(defaultLimit: number, maxLimit: number) {
  return {
    page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
    limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit)),
  }
}

/** The paging fields of a list answer. */
export const pagingSchema = {
  page: z.number().int().min(1).describe('The page shown, from 1; past the last page the list is empty.'),
  limit: z.number().int().min(1).describe('Items a page at most.'),
  total: z.number().int().min(0).describe('Items matching the filters, on all pages.'),
  totalPages: z.number().int().min(1),
}

/** A document's id in the path: digits only (anything else names no document: 404). */
export const numericIdParams = (what: string) =>
  z.object({
    id: z
      .string()
      .regex(/^[1-9]\d{0,8}$/, `A ${what} id is a positive whole number.`)
      .transform(Number),
  })

/** A list answer: its language, its paging, and one page of `items` under `key`. */
export function pagedAnswerSchema<const K extends string, S extends z.ZodType>(key: K, item: S) {
  return z.object({
    lang: z.enum(locales),
    ...pagingSchema,
    ...({ [key]: z.array(item) } as { [P in K]: z.ZodArray<S> }),
  })
}

/** One page of `items`, numbered from 1 and not clamped (past the end it is empty). */
export function pageOf<T>(items: readonly T[], page: number, limit: number) {
  const start = (page - 1) * limit
  return {
    paging: { page, limit, total: items.length, totalPages: pageCount(items.length, limit) },
    items: items.slice(start, start + limit),
  }
}

/** An ISO 8601 date-time with its offset. */
export const isoDateTime = z.iso.datetime({ offset: true })
/** An ISO 8601 calendar day (`yyyy-MM-dd`). */
export const isoDay = z.iso.date()

/** An instant as Tallinn's clocks show it, with their offset: `2026-03-29T10:00:00+03:00`. */
export function tallinnIso(value: string | Date): string {
  return formatISO(new TZDate(new Date(value).getTime(), TIME_ZONE))
}

/** An absolute address on the site, from a site path or an address already absolute. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, siteUrl).toString()
}

/**
 * Reads content for an answer; a failing read (the database is away) is a 503 the client may retry, never a
 * 500. Logged with `what` was read.
 */
export async function readContent<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    log.error('api: content not read', { what, error: error instanceof Error ? error.message : String(error) })
    throw new ApiError(503, 'unavailable', 'The data is temporarily unavailable; try again later.', {
      headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' },
    })
  }
}

/** The 404 of an id that names nothing. */
export const notFound = (what: string) => new ApiError(404, 'not_found', `No ${what} has this id.`)
