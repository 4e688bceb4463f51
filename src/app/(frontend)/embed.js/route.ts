// GET /embed.js: the script a host site adds to show the collection-days widget (src/lib/embed/loaderScript.ts,
// docs/decisions/042-embeddable-widget.md). Its address is fixed in other sites' pages, so it cannot be
// fingerprinted and `immutable`: a day in browsers' caches (a week stale while revalidating) with an ETag, so a
// change reaches every host within a day and an unchanged script costs a 304.
import { createHash } from 'node:crypto'
import { getTranslations } from 'next-intl/server'
import { locales } from '@/i18n/locales'
import { getSiteSettings } from '@/lib/content/siteSettings'
import { loaderScript } from '@/lib/embed/loaderScript'
import { route } from '@/lib/http/route'
import { log } from '@/lib/log'

export const EMBED_SCRIPT_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

async function company(): Promise<string> {
  try {
    return (await getSiteSettings('et')).companyName
  } catch (error) {
    log.warn('embed.js: site settings could not be read', { error: String(error) })
    return 'Jäätmeveo AS'
  }
}

export const GET = route({}, async ({ request }) => {
  const name = await company()
  const titles = Object.fromEntries(
    await Promise.all(
      locales.map(async (locale) => [
        locale,
        (await getTranslations({ locale, namespace: 'widget' }))('frameTitle', { company: name }),
      ]),
    ),
  )
  const body = loaderScript(titles)
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
  const headers = {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': EMBED_SCRIPT_CACHE_CONTROL,
    ETag: etag,
    // Any site loads it in a <script> element; no credentials ride along.
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Access-Control-Allow-Origin': '*',
  }
  const asked = request.headers.get('if-none-match')
  if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return new Response(null, { status: 304, headers })
  return new Response(body, { headers })
})
