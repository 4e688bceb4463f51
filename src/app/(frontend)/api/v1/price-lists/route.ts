// GET /api/v1/price-lists?region=&validity=&lang=&page=&limit=: the price lists with their rows in euros
// excluding and including VAT (src/lib/data/priceListsApi.ts). The same for everyone: the edge stores it per
// query and language until an editor changes a price list, and no later than midnight in Tallinn (validity).
import { apiLanguage, localizedHeaders, readContent } from '@/lib/api/common'
import { getPriceLists } from '@/lib/content/datapages'
import { priceListsAnswer, priceListsQuery } from '@/lib/data/priceListsApi'
import { todayInTallinn } from '@/lib/dates'
import { env } from '@/lib/env'
import { answerJson } from '@/lib/http/conditional'
import { cacheablePage } from '@/lib/http/pageCacheContext'
import { route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

export const GET = route({ query: priceListsQuery }, async ({ request, query }) => {
  const locale = apiLanguage(query.lang, request.headers.get('accept-language'))
  const lists = await readContent('price lists', () => getPriceLists(locale))
  cacheablePage()
  const answer = priceListsAnswer(lists, query, locale, todayInTallinn(), env().SITE_URL)
  return answerJson(request, answer, localizedHeaders(locale))
})
