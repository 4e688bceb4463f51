// GET /api/v1/contracts/{contractNumber}/discharges?lang=et|ru|en (or Accept-Language)
// Our API: the same discharges plus translated labels, the next date per waste type and feed links.
import { z } from 'zod'
import { answerLanguage, langParameter } from '@/lib/http/language'
import { contractParams, DISCHARGES_JSON_HEADERS, lookupForRequest } from '@/lib/discharges/http'
import { presentDischarges } from '@/lib/discharges/present'
import { route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

export const GET = route(
  { params: contractParams, query: z.object({ lang: langParameter }) },
  async ({ request, params, query }) => {
    const language = answerLanguage(query.lang, request.headers)
    const result = await lookupForRequest(params.contractNumber, request.headers)
    return Response.json(presentDischarges(result.contractNumber, result.discharges, language.locale), {
      headers: { ...DISCHARGES_JSON_HEADERS, ...language.headers, ...result.rateLimit },
    })
  },
)
