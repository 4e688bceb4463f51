// GET /wp-json/general-purpose-api/upcoming-discharges?contractNumber=N
// The old CMS endpoint that scripts and home-automation sensors call: a bare array of
// { contractNumber, garbage, itemType, address, date } from today (Tallinn), sorted by date.
import { cachedJson, lookupForRequest } from '@/lib/discharges/http'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const result = await lookupForRequest(request, new URL(request.url).searchParams.get('contractNumber'))
  if (!result.ok) return result.response
  return cachedJson(result.discharges)
}
