// GET /api/v1/contracts/{contractNumber}/discharges?lang=et|ru|en (or Accept-Language)
// Our API: the same discharges plus translated labels, the next date per waste type and feed links.
import { contractParams, lookupForRequest } from '@/lib/discharges/http'
import { presentDischarges } from '@/lib/discharges/present'
import { lookupRoute } from '../../../lookupAnswer'

export const dynamic = 'force-dynamic'

export const GET = lookupRoute(contractParams, async ({ contractNumber }, headers, locale) => {
  const result = await lookupForRequest(contractNumber, headers)
  return { body: presentDischarges(result.contractNumber, result.discharges, locale), rateLimit: result.rateLimit }
})
