// GET /api/v1/price-lists/{id}?lang=: one price list (src/lib/data/priceListsApi.ts); 404 for an id that
// names none.
import { z } from 'zod'
import { apiLanguage, langQuery, localizedHeaders, notFound, readContent } from '@/lib/api/common'
import { getPriceList } from '@/lib/content/datapages'
import { presentPriceList, priceListParams } from '@/lib/data/priceListsApi'
import { todayInTallinn } from '@/lib/dates'
import { env } from '@/lib/env'
import { answerJson } from '@/lib/http/conditional'
import { cacheablePage } from '@/lib/http/pageCacheContext'
import { route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

export const GET = route(
  { params: priceListParams, query: z.object({ lang: langQuery }) },
  async ({ request, params, query }) => {
    const locale = apiLanguage(query.lang, request.headers.get('accept-language'))
    const list = await readContent('price list', () => getPriceList(locale, params.id))
    if (!list) throw notFound('price list')
    cacheablePage()
    const answer = presentPriceList(list, locale, todayInTallinn(), env().SITE_URL)
    return answerJson(request, answer, localizedHeaders(locale))
  },
)
