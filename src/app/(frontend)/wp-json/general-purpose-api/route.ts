// GET /wp-json/general-purpose-api: the routes of the old CMS's own namespace, as WordPress lists a namespace.
import { namespaceIndex, OLD_CMS_NAMESPACE } from '@/lib/wordpress/discovery'
import { env } from '@/lib/env'
import { WP_HEADERS } from '@/lib/wordpress/http'
import { route } from '@/lib/http/route'

export const GET = route({}, async () =>
  Response.json(namespaceIndex(env().SITE_URL, OLD_CMS_NAMESPACE), { headers: WP_HEADERS }),
)
