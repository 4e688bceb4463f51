// GET /api/v1/contracts/{contractNumber}/calendar.ics?lang=et|ru|en&reminder=HH:mm&download=1
// iCalendar feed: one all-day event per upcoming discharge, stable UIDs, optional alarm the evening before.
// The body is stable for a day (DTSTAMP = today), so hourly polls mostly end in 304 Not Modified.
import { buildIcs } from '@/lib/discharges/ics'
import { contractParams, lookupForRequest } from '@/lib/discharges/http'
import { calendarQuery } from '@/lib/discharges/calendarQuery'
import { todayInTallinn } from '@/lib/dates'
import { DISCHARGES_CACHE_CONTROL } from '@/lib/discharges/schema'
import { env } from '@/lib/env'
import { answerText } from '@/lib/http/conditional'
import { route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

export const GET = route({ params: contractParams, query: calendarQuery }, async ({ request, params, query: q }) => {
  const result = await lookupForRequest(params.contractNumber, request.headers)
  const body = buildIcs(result.discharges, {
    contractNumber: result.contractNumber,
    locale: q.lang,
    reminder: q.reminder,
    domain: new URL(env().SITE_URL).hostname,
    now: new Date(`${todayInTallinn()}T00:00:00Z`),
  })
  return answerText(request, body, {
    ...result.rateLimit,
    'Cache-Control': DISCHARGES_CACHE_CONTROL,
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `${q.download ? 'attachment' : 'inline'}; filename="discharges-${result.contractNumber}.ics"`,
  })
})
