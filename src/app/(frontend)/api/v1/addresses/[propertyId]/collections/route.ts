// GET /api/v1/addresses/{propertyId}/collections?lang=et|ru|en (or Accept-Language)
// One served address's containers: for each, the next collection (and why it moved), the following ones, and
// today's and the last collection's state. No contract number, name or price is ever part of it. The same
// lookup gate and budget as a contract's (src/lib/discharges/admit.ts).
import { z } from 'zod'
import { addressLookupForRequest } from '@/lib/addresses/http'
import { addressCollectionsParams, presentAddress } from '@/lib/addresses/present'
import { apiLanguage, langQuery, localizedHeaders } from '@/lib/api/common'
import { DISCHARGES_CACHE_CONTROL } from '@/lib/discharges/schema'
import { answerJson } from '@/lib/http/conditional'
import { route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

export const GET = route(
  { params: addressCollectionsParams, query: z.object({ lang: langQuery }) },
  async ({ request, params, query }) => {
    const locale = apiLanguage(query.lang, request.headers.get('accept-language'))
    const lookup = await addressLookupForRequest(params.propertyId, request.headers)
    return answerJson(
      request,
      presentAddress(lookup, locale),
      localizedHeaders(locale, { 'Cache-Control': DISCHARGES_CACHE_CONTROL, ...lookup.rateLimit }),
    )
  },
)
