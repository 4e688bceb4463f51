// GET /api/v1/contracts/{contractNumber}/discharges?lang=et|ru|en
// Our API: the same discharges plus translated labels, the next date per waste type and feed links.
import { z } from 'zod'
import { localeSchema } from '@/lib/discharges/locale'
import { cachedJson, lookupForRequest } from '@/lib/discharges/http'
import { presentDischarges } from '@/lib/discharges/present'
import { zodErrorResponse } from '@/lib/http/errors'

export const dynamic = 'force-dynamic'

const query = z.object({ lang: localeSchema })

export async function GET(request: Request, { params }: { params: Promise<{ contractNumber: string }> }) {
  const { contractNumber } = await params
  const q = query.safeParse({ lang: new URL(request.url).searchParams.get('lang') ?? undefined })
  if (!q.success) return zodErrorResponse(q.error)
  const result = await lookupForRequest(request, decodeURIComponent(contractNumber))
  if (!result.ok) return result.response
  return cachedJson(presentDischarges(result.contractNumber, result.discharges, q.data.lang))
}
