// GET /api/v1/contracts/{contractNumber}/discharges?lang=et|ru|en (or Accept-Language)
// Our API: the same discharges plus translated labels, the next date per waste type and feed links.
import { z } from 'zod'
import { apiLanguage, langQuery, localizedHeaders } from '@/lib/api/common'
import { contractParams, lookupForRequest } from '@/lib/discharges/http'
import { presentDischarges } from '@/lib/discharges/present'
import { DISCHARGES_CACHE_CONTROL } from '@/lib/discharges/schema'
import { answerJson } from '@/lib/http/conditional'
import { route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

export const GET = route(
  { params: contractParams, query: z.object({ lang: langQuery }) },
  async ({ request, params, query }) => {
    const locale = apiLanguage(query.lang, request.headers.get('accept-language'))
    const result = await lookupForRequest(params.contractNumber, request.headers)
    // Private to the one who asks (it names an address), in the language asked, with what the quota has left.
    return answerJson(
      request,
      presentDischarges(result.contractNumber, result.discharges, locale),
      localizedHeaders(locale, { 'Cache-Control': DISCHARGES_CACHE_CONTROL, ...result.rateLimit }),
    )
  },
)
