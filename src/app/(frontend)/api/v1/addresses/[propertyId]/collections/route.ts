// GET /api/v1/addresses/{propertyId}/collections?lang=et|ru|en (or Accept-Language)
// One served address's containers: for each, the next collection (and why it moved), the following ones, and
// today's and the last collection's state. No contract number, name or price is ever part of it. The same
// lookup gate and budget as a contract's (src/lib/discharges/admit.ts).
import { z } from 'zod'
import { answerLanguage, langParameter } from '@/lib/http/language'
import { addressLookupForRequest } from '@/lib/addresses/http'
import { addressCollectionsParams, presentAddress } from '@/lib/addresses/present'
import { DISCHARGES_JSON_HEADERS } from '@/lib/discharges/http'
import { route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

export const GET = route(
  { params: addressCollectionsParams, query: z.object({ lang: langParameter }) },
  async ({ request, params, query }) => {
    const language = answerLanguage(query.lang, request.headers)
    const lookup = await addressLookupForRequest(params.propertyId, request.headers)
    return Response.json(presentAddress(lookup, language.locale), {
      headers: { ...DISCHARGES_JSON_HEADERS, ...language.headers, ...lookup.rateLimit },
    })
  },
)
