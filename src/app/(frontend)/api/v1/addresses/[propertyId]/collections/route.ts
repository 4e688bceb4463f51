// GET /api/v1/addresses/{propertyId}/collections?lang=et|ru|en (or Accept-Language)
// One served address's containers: for each, the next collection (and why it moved), the following ones, and
// today's and the last collection's state. No contract number, name or price is ever part of it. The same
// lookup gate and budget as a contract's (src/lib/discharges/admit.ts).
import { addressLookupForRequest } from '@/lib/addresses/http'
import { addressCollectionsParams, presentAddress } from '@/lib/addresses/present'
import { lookupRoute } from '../../../lookupAnswer'

export const dynamic = 'force-dynamic'

export const GET = lookupRoute(addressCollectionsParams, async ({ propertyId }, headers, locale) => {
  const lookup = await addressLookupForRequest(propertyId, headers)
  return { body: presentAddress(lookup, locale), rateLimit: lookup.rateLimit }
})
