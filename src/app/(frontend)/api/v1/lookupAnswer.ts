import { z } from 'zod'
import type { Locale } from '@/i18n/locales'
import { apiLanguage, langQuery, localizedHeaders } from '@/lib/api/common'
import { DISCHARGES_CACHE_CONTROL } from '@/lib/discharges/schema'
import { answerJson } from '@/lib/http/conditional'
import { route } from '@/lib/http/route'

/**
 * GET of one gated lookup (a contract's discharges, a served address's collections) in the language asked
 * (`lang`, else Accept-Language): `look` runs the lookup for the path's parameters behind the gate and
 * presents it. The answer is private to the one who asks (it names an address) and carries what the
 * quota has left.
 */
export function lookupRoute<P extends z.ZodType>(
  params: P,
  look: (
    params: z.output<P>,
    headers: Headers,
    locale: Locale,
  ) => Promise<{ body: unknown; rateLimit: Record<string, string> }>,
) {
  return route({ params, query: z.object({ lang: langQuery }) }, async ({ request, params, query }) => {
    const locale = apiLanguage(query.lang, request.headers.get('accept-language'))
    // Parsed with `params` itself (route's contract), which TypeScript cannot see through the generic.
    const { body, rateLimit } = await look(params as z.output<P>, request.headers, locale)
    return answerJson(
      request,
      body,
      localizedHeaders(locale, { 'Cache-Control': DISCHARGES_CACHE_CONTROL, ...rateLimit }),
    )
  })
}
