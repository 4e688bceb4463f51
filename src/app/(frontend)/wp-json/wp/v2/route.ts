// GET /wp-json/wp/v2: the routes of the wp/v2 namespace, as WordPress lists a namespace.
import { namespaceIndex, WP_NAMESPACE } from '@/lib/wordpress/discovery'
import { env } from '@/lib/env'
import { WP_HEADERS } from '@/lib/wordpress/http'
import { route } from '@/lib/http/route'

export const GET = route({}, async () =>
  Response.json(namespaceIndex(env().SITE_URL, WP_NAMESPACE), { headers: WP_HEADERS }),
)
