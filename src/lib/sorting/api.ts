import { z } from 'zod'
import { locales } from '@/i18n/locales'
import { emptyCounts } from '@/lib/search/engine'
import { searchResultSchema } from '@/lib/search/params'
import { MAX_QUERY_LENGTH, SEARCH_KINDS, type SearchKind } from '@/lib/search/types'
import { DESTINATIONS } from './vocabulary'

// `GET /api/v1/sorting-items`: its query and its answer, declared once for the route, which validates and
// builds with them, and for the OpenAPI document (src/lib/openapi/openapi.ts), which describes them.

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

export const sortingItemsQuery = z.object({
  q: z.string().trim().min(1, 'q is required').max(MAX_QUERY_LENGTH),
  // `locale` as well, the name the site's own live search sends.
  lang: z.preprocess(emptyToUndefined, z.enum(locales).optional()),
  locale: z.preprocess(emptyToUndefined, z.enum(locales).optional()),
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(50).default(8)),
})

export const sortingItemSchema = searchResultSchema.extend({
  slug: z.string().describe("The item's page slug, the last segment of `url`."),
  destination: z.enum(DESTINATIONS).optional().describe('Where the item goes, as a code.'),
  detail: z.string().optional().describe('`destination` in words in the asked language.'),
  difference: z
    .string()
    .optional()
    .describe('For two look-alike items shown side by side: how to tell them apart, in the asked language.'),
})

/** The answer has the live search's shape (total, counts, results), so the site's combobox reads both alike. */
export const sortingItemsAnswerSchema = z.object({
  total: z.number().int().min(0),
  counts: z
    .object(
      Object.fromEntries(SEARCH_KINDS.map((k) => [k, z.number().int().min(0)])) as Record<SearchKind, z.ZodNumber>,
    )
    .describe('Always 0 except `sorting`, which equals `total`.'),
  results: z.array(sortingItemSchema),
  readAs: z
    .string()
    .optional()
    .describe(
      'Present when no item or synonym names `q` and the results answer this reading of it instead (a near spelling, or a compound read by its last part): a guess, to be shown as one.',
    ),
})
export type SortingItemsAnswer = z.infer<typeof sortingItemsAnswerSchema>

export function sortingItemsAnswer(results: z.infer<typeof sortingItemSchema>[], readAs?: string): SortingItemsAnswer {
  return { total: results.length, counts: { ...emptyCounts(), sorting: results.length }, results, readAs }
}
