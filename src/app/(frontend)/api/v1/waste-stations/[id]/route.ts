// GET /api/v1/waste-stations/{id}?lang=: one waste station (src/lib/data/stationsApi.ts); 404 for an id that
// names none.
import { z } from 'zod'
import { apiLanguage, langQuery, localizedHeaders, notFound, readContent } from '@/lib/api/common'
import { getWasteStations } from '@/lib/content/datapages'
import { presentStation, wasteStationParams } from '@/lib/data/stationsApi'
import { env } from '@/lib/env'
import { answerJson } from '@/lib/http/conditional'
import { cacheablePage } from '@/lib/http/pageCacheContext'
import { route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

export const GET = route(
  { params: wasteStationParams, query: z.object({ lang: langQuery }) },
  async ({ request, params, query }) => {
    const locale = apiLanguage(query.lang, request.headers.get('accept-language'))
    const [local, source] = await readContent('waste stations', () =>
      Promise.all([getWasteStations(locale), getWasteStations('et')]),
    )
    const station = local.find((s) => s.id === params.id)
    if (!station) throw notFound('waste station')
    cacheablePage()
    return answerJson(
      request,
      presentStation(
        station,
        source.find((s) => s.id === params.id),
        locale,
        env().SITE_URL,
      ),
      localizedHeaders(locale),
    )
  },
)
