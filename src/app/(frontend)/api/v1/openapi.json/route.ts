// GET /api/v1/openapi.json: the OpenAPI 3.1 document of the public API, built from the routes' own zod
// schemas (src/lib/openapi/openapi.ts). The same document for everyone: the edge stores it (src/server/routes.ts)
// and a client revalidates with its ETag.
import { defaultLocale } from '@/i18n/locales'
import { API_DOCUMENT_CACHE_CONTROL, openApiDocument } from '@/lib/openapi/openapi'
import { getSiteSettings } from '@/lib/content/siteSettings'
import { env } from '@/lib/env'
import { cacheablePage } from '@/lib/http/pageCacheContext'
import { answerJson } from '@/lib/http/conditional'
import { route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

export const GET = route({}, async ({ request }) => {
  const config = env()
  const settings = await getSiteSettings(defaultLocale)
  const document = openApiDocument({
    siteUrl: config.SITE_URL,
    lookupsPerMinute: config.DISCHARGES_RATE_LIMIT_PER_MINUTE,
    suggestionsPerMinute: config.ADDRESS_SUGGESTIONS_PER_MINUTE,
    contactEmail: settings.email?.trim() || undefined,
  })
  cacheablePage()
  // A strong ETag from the bytes; a 304 to it (weak and compressed-copy validators included).
  return answerJson(request, document, { 'Cache-Control': API_DOCUMENT_CACHE_CONTROL, Vary: 'Accept-Encoding' })
})
