import { z } from 'zod'
import { defaultLocale, locales } from '@/i18n/locales'
import { firstParam, pageCount } from '@/lib/pagination'
import type { KindFilter, SearchMatches } from './engine'
import { MAX_QUERY_LENGTH, SEARCH_KINDS, type SearchKind } from './types'

export const PAGE_SIZE = 10

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const query = z.string().max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`).default('')
const page = z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(1))

/** GET /api/v1/search?q=&locale=&type=&page= */
export const apiSearchParams = z.object({
  q: query,
  locale: z.preprocess(emptyToUndefined, z.enum(locales).default(defaultLocale)),
  type: z.preprocess(emptyToUndefined, z.enum(SEARCH_KINDS).optional()),
  page,
})

/** GET /wp-json/general-purpose-api/search?query=&page=(&lang=) */
export const generalSearchParams = z.object({
  query,
  page,
  lang: z.preprocess(emptyToUndefined, z.enum(locales).default(defaultLocale)),
})

const WP_SUBTYPES = ['post', 'page'] as const
/** GET /wp-json/wp/v2/search?search=&page=&per_page=&subtype=(&lang=) */
export const wpSearchParams = z.object({
  search: query,
  page,
  per_page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(10)),
  type: z.preprocess(emptyToUndefined, z.literal('post').optional()),
  // WordPress takes a comma-separated list; "any" means every subtype.
  subtype: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('any')
      .transform((s) => s.split(',').map((x) => x.trim()))
      .pipe(z.array(z.enum([...WP_SUBTYPES, 'any']))),
  ),
  lang: z.preprocess(emptyToUndefined, z.enum(locales).default(defaultLocale)),
})

/** The search page's params: never an error, anything odd falls back to the default. */
export function pageParams(raw: Record<string, string | string[] | undefined>): {
  q: string
  type?: SearchKind
  page: number
} {
  const q = (firstParam(raw.searchQuery) ?? '').slice(0, MAX_QUERY_LENGTH)
  const type = z.enum(SEARCH_KINDS).safeParse(firstParam(raw.type))
  const p = z.coerce.number().int().min(1).max(10_000).safeParse(firstParam(raw.page))
  return { q, type: type.success ? type.data : undefined, page: p.success ? p.data : 1 }
}

const countsSchema = z
  .object(Object.fromEntries(SEARCH_KINDS.map((k) => [k, z.number().int().min(0)])) as Record<SearchKind, z.ZodNumber>)
  .describe('Matches per kind among all matches, whatever `type` asks.')

/** One hit of the search endpoints. */
export const searchResultSchema = z.object({
  id: z.string().describe('Unique among the results.'),
  kind: z.enum(SEARCH_KINDS),
  title: z.string(),
  titleHtml: z.string().describe('The title as HTML, escaped, the matched words in `<mark>`.'),
  url: z.string().describe('The path of the page (with its language prefix), or an absolute address of a file.'),
})

/** `GET /api/v1/search`: the answer's shape. */
export const apiSearchResponseSchema = z.object({
  query: z.string(),
  locale: z.enum(locales),
  type: z.enum(SEARCH_KINDS).nullable(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0).describe('Matches of `type` (of every kind when none).'),
  totalPages: z.number().int().min(0),
  counts: countsSchema,
  results: z.array(
    searchResultSchema.extend({
      fragment: z.string().describe('HTML: an escaped excerpt around the first match, the matched words in `<mark>`.'),
    }),
  ),
})
export type ApiSearchResponse = z.infer<typeof apiSearchResponseSchema>

/**
 * One page of the hits of `kinds`, numbered from 1 and not clamped: past the end it is empty, as in the
 * WordPress API the JSON endpoints copy. Only the hits shown are built.
 */
function pageOf(matches: SearchMatches, kinds: KindFilter, number: number, size: number, highlighted: boolean) {
  const total = matches.count(kinds)
  const from = (number - 1) * size
  return { items: matches.hits(kinds, from, from + size, { highlighted }), total, pages: pageCount(total, size) }
}

export function apiResponse(params: z.infer<typeof apiSearchParams>, matches: SearchMatches): ApiSearchResponse {
  const { items, pages: totalPages, total } = pageOf(matches, params.type, params.page, PAGE_SIZE, true)
  return {
    query: params.q,
    locale: params.locale,
    type: params.type ?? null,
    page: params.page,
    pageSize: PAGE_SIZE,
    total,
    totalPages,
    counts: matches.counts,
    results: items.map(({ id, kind, title, titleHtml, fragment, url }) => ({
      id,
      kind,
      title,
      titleHtml,
      fragment,
      url,
    })),
  }
}

/** The old CMS's kind names in the general-purpose search answer. */
export const GENERAL_KINDS = {
  kojv_olme: 'municipal',
  kojv_ehitus: 'construction',
  waste_stations: 'station',
  failed_discharges: 'failed',
  'wp-posts': 'post',
} as const satisfies Record<string, SearchKind>

export type GeneralItem = { id: number | string; name: string; address: string }
export type GeneralSearchResponse = Record<keyof typeof GENERAL_KINDS, GeneralItem[]>

export function generalResponse(matches: SearchMatches, number: number): GeneralSearchResponse {
  const out = {} as GeneralSearchResponse
  for (const [name, kind] of Object.entries(GENERAL_KINDS) as [keyof typeof GENERAL_KINDS, SearchKind][]) {
    out[name] = pageOf(matches, kind, number, PAGE_SIZE, false).items.map((h) => ({
      id: h.docId ?? h.id,
      name: h.title,
      address: h.address ?? '',
    }))
  }
  return out
}

export type WpItem = { id: number | string; title: string; url: string; type: 'post'; subtype: 'post' | 'page' }

export function wpResponse(matches: SearchMatches, params: z.infer<typeof wpSearchParams>, siteUrl: string) {
  const wanted = params.subtype.includes('any') ? WP_SUBTYPES : WP_SUBTYPES.filter((s) => params.subtype.includes(s))
  const { items, total, pages: totalPages } = pageOf(matches, wanted, params.page, params.per_page, false)
  const body: WpItem[] = items.map((h) => ({
    id: h.docId ?? h.id,
    title: h.title,
    url: new URL(h.url, siteUrl).toString(),
    type: 'post',
    subtype: h.kind === 'post' ? 'post' : 'page',
  }))
  return { body, headers: { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(total === 0 ? 0 : totalPages) } }
}
