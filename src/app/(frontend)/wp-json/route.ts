// GET /wp-json/: the API index in WordPress's shape (site name, namespaces, every route with its methods and
// parameters), the document a WordPress client reads after finding the API through the `Link` header.
import { apiLinkHeader } from '@/lib/wordpress/apiLink'
import { apiIndex } from '@/lib/wordpress/discovery'
import { getSiteSettings } from '@/lib/content/siteSettings'
import { env } from '@/lib/env'
import { WP_HEADERS } from '@/lib/wordpress/http'
import { route } from '@/lib/http/route'
import { defaultLocale } from '@/i18n/locales'

export const GET = route({}, async () => {
  const site = env().SITE_URL
  const settings = await getSiteSettings(defaultLocale)
  const about = {
    name: settings.companyName?.trim() || new URL(site).hostname,
    description: settings.tagline?.trim() ?? '',
  }
  return Response.json(apiIndex(site, about), { headers: { ...WP_HEADERS, Link: apiLinkHeader(site) } })
})
