// GET /api/v1/contracts/{contractNumber}/discharges?lang=et|ru|en
// Our API: the same discharges plus translated labels, the next date per waste type and feed links.
import { z } from 'zod'
import { localeSchema } from '@/i18n/localeSchema'
import { contractParams, DISCHARGES_JSON_HEADERS, lookupForRequest } from '@/lib/discharges/http'
import { presentDischarges } from '@/lib/discharges/present'
import { answerJson } from '@/lib/http/conditional'
import { route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

export const GET = route(
  { params: contractParams, query: z.object({ lang: localeSchema }) },
  async ({ request, params, query }) => {
    const result = await lookupForRequest(params.contractNumber, request.headers)
    return answerJson(
      request,
      presentDischarges(result.contractNumber, result.discharges, query.lang),
      DISCHARGES_JSON_HEADERS,
    )
  },
)
