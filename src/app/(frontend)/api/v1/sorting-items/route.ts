// GET /api/v1/sorting-items?q=&lang=&limit=: the sorting assistant's answers as JSON, for the page's live
// suggestions and for apps and partners. The answer has the live search's shape (total, counts, results),
// so the site's combobox reads it as it reads /api/v1/search.
import { defaultLocale } from '@/i18n/locales'
import { searchSortingAnswers } from '@/lib/content/sortingItems'
import { answerJson } from '@/lib/http/conditional'
import { handleSearch, SEARCH_HEADERS } from '@/lib/search/http'
import { sortingItemsAnswer, sortingItemsQuery } from '@/lib/sorting/api'
import { DESTINATION_LABELS } from '@/lib/sorting/vocabulary'

export async function GET(request: Request) {
  return handleSearch(request, sortingItemsQuery, async ({ q, lang, locale, limit }) => {
    const language = lang ?? locale ?? defaultLocale
    const { answers, items, readAs } = await searchSortingAnswers(language, q, limit)
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
    return answerJson(request, sortingItemsAnswer(results, readAs), SEARCH_HEADERS)
  })
}
