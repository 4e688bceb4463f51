// GET /api/v1/waste-stations?county=&municipality=&accepts=&lang=&page=&limit=: the waste stations, their
// hours in a structured form and the waste they take (src/lib/data/stationsApi.ts). The same for everyone:
// the edge stores it per query and language (src/server/routes.ts) until an editor changes a station.
import { apiLanguage, localizedHeaders, readContent } from '@/lib/api/common'
import { getWasteStations } from '@/lib/content/datapages'
import { wasteStationsAnswer, wasteStationsQuery } from '@/lib/data/stationsApi'
import { env } from '@/lib/env'
import { answerJson } from '@/lib/http/conditional'
import { cacheablePage } from '@/lib/http/pageCacheContext'
import { route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

export const GET = route({ query: wasteStationsQuery }, async ({ request, query }) => {
  const locale = apiLanguage(query.lang, request.headers.get('accept-language'))
  const [local, source] = await readContent('waste stations', () =>
    Promise.all([getWasteStations(locale), getWasteStations('et')]),
  )
  cacheablePage()
  return answerJson(
    request,
    wasteStationsAnswer(local, source, query, locale, env().SITE_URL),
    localizedHeaders(locale),
  )
})
