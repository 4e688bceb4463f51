// GET /api/v1/notices?status=&municipality=&lang=&page=&limit=: the emergency notices, with their area, their
// start and end in Tallinn time and whether the site's banner shows them (src/lib/notices/api.ts). The same
// for everyone: the edge stores it per query and language until a notice is edited or one's start or end
// passes.
import { apiLanguage, localizedHeaders, readContent } from '@/lib/api/common'
import { emergencyNotices } from '@/lib/content/notices'
import { env } from '@/lib/env'
import { answerJson } from '@/lib/http/conditional'
import { cacheablePage, pageValidUntil } from '@/lib/http/pageCacheContext'
import { route } from '@/lib/http/route'
import { nextStatusChange, noticesAnswer, noticesQuery } from '@/lib/notices/api'

export const dynamic = 'force-dynamic'

export const GET = route({ query: noticesQuery }, async ({ request, query }) => {
  const locale = apiLanguage(query.lang, request.headers.get('accept-language'))
  const docs = await readContent('notices', () => emergencyNotices(locale))
  const now = new Date()
  cacheablePage()
  const change = nextStatusChange(docs, now)
  if (change !== null) pageValidUntil(change)
  return answerJson(request, noticesAnswer(docs, query, locale, now, env().SITE_URL), localizedHeaders(locale))
})
