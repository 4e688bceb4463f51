// GET /api/v1/sorting-items?q=&lang=&limit=: the sorting assistant's answers as JSON, for the page's live
// suggestions and for apps and partners. The answer has the live search's shape (total, counts, results),
// so the site's combobox reads it as it reads /api/v1/search.
import { z } from 'zod'
import { defaultLocale, locales } from '@/i18n/locales'
import { searchSortingAnswers } from '@/lib/content/sortingItems'
import { handleSearch, SEARCH_HEADERS } from '@/lib/search/http'
import { emptyCounts } from '@/lib/search/engine'
import { MAX_QUERY_LENGTH } from '@/lib/search/types'
import { DESTINATION_LABELS } from '@/lib/sorting/vocabulary'

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const params = z.object({
  q: z.string().trim().min(1, 'q is required').max(MAX_QUERY_LENGTH),
  // `locale` as well, the name the site's own live search sends.
  lang: z.preprocess(emptyToUndefined, z.enum(locales).optional()),
  locale: z.preprocess(emptyToUndefined, z.enum(locales).optional()),
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(50).default(8)),
})

export async function GET(request: Request) {
  return handleSearch(request, params, async ({ q, lang, locale, limit }) => {
    const language = lang ?? locale ?? defaultLocale
    const { answers, items } = await searchSortingAnswers(language, q, limit)
    const destinations = new Map(items.map((i) => [String(i.id), i.destination]))
    const results = answers.map(({ hit: h, difference }) => {
      const destination = destinations.get(String(h.docId))
      return {
        id: h.id,
        kind: h.kind,
        title: h.title,
        titleHtml: h.titleHtml,
        url: h.url,
        slug: h.url.slice(h.url.lastIndexOf('/') + 1),
        ...(destination ? { destination, detail: DESTINATION_LABELS[destination][language] } : {}),
        ...(difference ? { difference } : {}),
      }
    })
    return Response.json(
      { total: results.length, counts: { ...emptyCounts(), sorting: results.length }, results },
      { headers: SEARCH_HEADERS },
    )
  })
}
