// GET /api/v1/addresses/{propertyId}/collections?lang=et|ru|en
// One served address's containers: for each, the next collection (and why it moved), the following ones, and
// today's and the last collection's state. No contract number, name or price is ever part of it. The same
// lookup gate and budget as a contract's (src/lib/discharges/admit.ts).
import { z } from 'zod'
import { localeSchema } from '@/i18n/localeSchema'
import { addressLookupForRequest } from '@/lib/addresses/http'
import { addressCollectionsParams, presentAddress } from '@/lib/addresses/present'
import { DISCHARGES_JSON_HEADERS } from '@/lib/discharges/http'
import { answerJson } from '@/lib/http/conditional'
import { route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

export const GET = route(
  { params: addressCollectionsParams, query: z.object({ lang: localeSchema }) },
  async ({ request, params, query }) => {
    const lookup = await addressLookupForRequest(params.propertyId, request.headers)
    return answerJson(request, presentAddress(lookup, query.lang), DISCHARGES_JSON_HEADERS)
  },
)
