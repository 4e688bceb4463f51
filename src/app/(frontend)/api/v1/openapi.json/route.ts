// GET /api/v1/openapi.json: the OpenAPI 3.1 document of the public API, built from the routes' own zod
// schemas (src/lib/api/openapi.ts). The same document for everyone: the edge stores it (src/server/routes.ts)
// and a client revalidates with its ETag.
import { createHash } from 'node:crypto'
import { defaultLocale } from '@/i18n/locales'
import { API_DOCUMENT_CACHE_CONTROL, openApiDocument } from '@/lib/api/openapi'
import { getSiteSettings } from '@/lib/content/siteSettings'
import { env } from '@/lib/env'
import { cacheablePage } from '@/lib/http/pageCacheContext'
import { route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

export const GET = route({}, async ({ request }) => {
  const config = env()
  const settings = await getSiteSettings(defaultLocale)
  const body = JSON.stringify(
    openApiDocument({
      siteUrl: config.SITE_URL,
      lookupsPerMinute: config.DISCHARGES_RATE_LIMIT_PER_MINUTE,
      suggestionsPerMinute: config.ADDRESS_SUGGESTIONS_PER_MINUTE,
      contactEmail: settings.email?.trim() || undefined,
    }),
  )
  cacheablePage()
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27)
  const headers = { 'Cache-Control': API_DOCUMENT_CACHE_CONTROL, ETag: `"${hash}"`, Vary: 'Accept-Encoding' }
  if (notModified(request.headers.get('if-none-match'), hash)) return new Response(null, { status: 304, headers })
  return new Response(body, { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } })
})

/**
 * Whether the client holds this document: any of its validators names it, weak or strong, as sent or as the
 * compressor marked its compressed copy (`"hash-br"`, `"hash-gz"`).
 */
function notModified(ifNoneMatch: string | null, hash: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '')
    return tag === '*' || tag === `"${hash}"` || tag === `"${hash}-br"` || tag === `"${hash}-gz"`
  })
}
