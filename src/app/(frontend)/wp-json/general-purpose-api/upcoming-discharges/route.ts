// GET /wp-json/general-purpose-api/upcoming-discharges?contractNumber=N
// The old CMS endpoint that scripts and home-automation sensors call: a bare array of
// { contractNumber, garbage, itemType, address, date } from today (Tallinn), sorted by date.
import { DISCHARGES_JSON_HEADERS, lookupForRequest } from '@/lib/discharges/http'
import { toDischarge } from '@/lib/discharges/repository'
import { answerJson } from '@/lib/http/conditional'
import { route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

// The number is validated by the lookup gate (400 invalid_contract_number), not by a query schema.
export const GET = route({}, async ({ request }) => {
  const { discharges } = await lookupForRequest(
    new URL(request.url).searchParams.get('contractNumber'),
    request.headers,
  )
  // Exactly the old five fields, whatever else the plan now says: scripts parse this shape.
  // With its ETag and content type, as the fast path answers it (src/lib/http/conditional.ts): byte for byte.
  return answerJson(request, discharges.map(toDischarge), {
    'Content-Type': 'application/json',
    ...DISCHARGES_JSON_HEADERS,
  })
})
