// The index of the read-only WordPress API (GET /wp-json/ and /wp-json/wp/v2) in WordPress's own shape, so
// that clients which discover the API (WordPress REST client libraries, `WPAPI.discover`) find every route
// this site serves and the query parameters each takes. The parameters are read from the zod schemas that
// validate the requests, so the index cannot describe a parameter the route does not accept.
import { z } from 'zod'
import { apiRoot } from './apiLink'
import { generalSearchParams, wpSearchParams } from '@/lib/search/params'
import {
  categoriesQuery,
  mediaQuery,
  menuItemsQuery,
  pagesQuery,
  postsQuery,
  singleQuery,
  type FIELDS_PARAM,
} from './params'

export const WP_NAMESPACE = 'wp/v2'
export const OLD_CMS_NAMESPACE = 'general-purpose-api'
export const NAMESPACES = [WP_NAMESPACE, OLD_CMS_NAMESPACE] as const

type WpArg = {
  type?: string
  description?: string
  default?: unknown
  enum?: unknown[]
  minimum?: number
  maximum?: number
  maxLength?: number
  items?: Record<string, unknown>
  required: boolean
}
type Spec = { route: string; namespace: string; query: z.ZodObject | null; description: Record<string, string> }

const ID = '(?P<id>[\\d]+)'
const fields: typeof FIELDS_PARAM = '_fields'

// Descriptions of the parameters this site adds to WordPress's (WPML's `lang`) or reads differently.
const COMMON = {
  lang: 'Language of the texts (WPML): et, ru or en.',
  [fields]: 'Limit the answer to these fields (comma-separated, dots for nested fields).',
}

/** Every route served under /wp-json/ (the index's own two first), with the schema of its query string. */
const SPECS: Spec[] = [
  { route: '/wp/v2/posts', namespace: WP_NAMESPACE, query: postsQuery, description: COMMON },
  { route: `/wp/v2/posts/${ID}`, namespace: WP_NAMESPACE, query: singleQuery, description: COMMON },
  { route: '/wp/v2/pages', namespace: WP_NAMESPACE, query: pagesQuery, description: COMMON },
  { route: `/wp/v2/pages/${ID}`, namespace: WP_NAMESPACE, query: singleQuery, description: COMMON },
  { route: '/wp/v2/media', namespace: WP_NAMESPACE, query: mediaQuery, description: COMMON },
  { route: `/wp/v2/media/${ID}`, namespace: WP_NAMESPACE, query: singleQuery, description: COMMON },
  { route: '/wp/v2/categories', namespace: WP_NAMESPACE, query: categoriesQuery, description: COMMON },
  {
    route: '/wp/v2/menu-items',
    namespace: WP_NAMESPACE,
    query: menuItemsQuery,
    description: { ...COMMON, menus: 'The header menu is menu 17.' },
  },
  { route: `/wp/v2/menu-items/${ID}`, namespace: WP_NAMESPACE, query: singleQuery, description: COMMON },
  { route: '/wp/v2/search', namespace: WP_NAMESPACE, query: wpSearchParams, description: { lang: COMMON.lang } },
  {
    route: `/${OLD_CMS_NAMESPACE}/search`,
    namespace: OLD_CMS_NAMESPACE,
    query: generalSearchParams,
    description: { query: 'Search text.', lang: COMMON.lang },
  },
  {
    route: `/${OLD_CMS_NAMESPACE}/upcoming-discharges`,
    namespace: OLD_CMS_NAMESPACE,
    // The route reads the number through the lookup gate (400 invalid_contract_number), not a query schema.
    query: z.object({ contractNumber: z.string() }),
    description: { contractNumber: 'Contract number: the collection days from today.' },
  },
]

/** One query parameter as WordPress describes an endpoint argument (a subset of JSON Schema, `required`). */
function argOf(schema: z.ZodType, description: string | undefined): WpArg {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>
  const out: WpArg = { required: false }
  // WordPress's booleans arrive as the words true/false or 1/0: the schema reads those strings.
  const isBoolean = Array.isArray(json.enum) && json.enum.every((v) => ['true', 'false', '0', '1'].includes(String(v)))
  if (description) out.description = description
  if (isBoolean) out.type = 'boolean'
  else {
    if (typeof json.type === 'string') out.type = json.type
    if (Array.isArray(json.enum)) out.enum = json.enum
  }
  if (json.default !== undefined) out.default = json.default
  if (typeof json.minimum === 'number') out.minimum = json.minimum
  if (typeof json.maximum === 'number') out.maximum = json.maximum
  if (typeof json.maxLength === 'number') out.maxLength = json.maxLength
  if (json.items && typeof json.items === 'object') {
    const { $schema: _, ...items } = json.items as Record<string, unknown>
    out.items = items
  }
  return out
}

function argsOf(spec: Spec, withFields: boolean): Record<string, WpArg> {
  const args: Record<string, WpArg> = {}
  if (spec.route.includes('(?P<id>'))
    args.id = { type: 'integer', description: 'Unique identifier of the item.', required: false }
  for (const [name, schema] of Object.entries(spec.query?.shape ?? {}))
    args[name] = argOf(schema as z.ZodType, spec.description[name])
  if (withFields) args[fields] = { type: 'string', description: COMMON[fields], required: false }
  return args
}

type WpRoute = {
  namespace: string
  methods: string[]
  endpoints: { methods: string[]; args: Record<string, WpArg> }[]
  _links?: { self: { href: string }[] }
}

const namespaceRoute = (namespace: string, site: string): WpRoute => ({
  namespace,
  methods: ['GET'],
  endpoints: [
    {
      methods: ['GET'],
      args: {
        namespace: { default: namespace, required: false },
        context: { default: 'view', required: false },
      },
    },
  ],
  _links: { self: [{ href: new URL(`/wp-json/${namespace}`, site).toString() }] },
})

/** The routes of one namespace, or of all, keyed as WordPress keys them (`/wp/v2/posts/(?P<id>[\d]+)`). */
export function routesOf(site: string, namespace?: string): Record<string, WpRoute> {
  const routes: Record<string, WpRoute> = {}
  for (const ns of NAMESPACES) {
    if (namespace && ns !== namespace) continue
    routes[`/${ns}`] = namespaceRoute(ns, site)
    for (const spec of SPECS.filter((s) => s.namespace === ns)) {
      const withFields = ns === WP_NAMESPACE && spec.route !== '/wp/v2/search'
      routes[spec.route] = {
        namespace: ns,
        methods: ['GET'],
        endpoints: [{ methods: ['GET'], args: argsOf(spec, withFields) }],
        // WordPress links only the routes without a pattern in them.
        ...(spec.route.includes('(?P<')
          ? {}
          : { _links: { self: [{ href: new URL(`/wp-json${spec.route}`, site).toString() }] } }),
      }
    }
  }
  return routes
}

/** GET /wp-json/: the site and every namespace and route. */
export function apiIndex(site: string, about: { name: string; description: string }) {
  const root: WpRoute = {
    namespace: '',
    methods: ['GET'],
    endpoints: [{ methods: ['GET'], args: { context: { default: 'view', required: false } } }],
    _links: { self: [{ href: apiRoot(site) }] },
  }
  const routes: Record<string, WpRoute> = { '/': root, ...routesOf(site) }
  return {
    name: about.name,
    description: about.description,
    url: site.replace(/\/$/, ''),
    home: site.replace(/\/$/, ''),
    gmt_offset: tallinnOffsetHours(new Date()),
    timezone_string: 'Europe/Tallinn',
    namespaces: [...NAMESPACES],
    authentication: [],
    routes,
    _links: { help: [{ href: 'https://developer.wordpress.org/rest-api/' }] },
  }
}

/** GET /wp-json/wp/v2: one namespace's routes. */
export function namespaceIndex(site: string, namespace: string) {
  return { namespace, routes: routesOf(site, namespace), _links: { up: [{ href: apiRoot(site) }] } }
}

/** The site's offset from UTC in hours now (2 in winter, 3 in summer), as WordPress's `gmt_offset`. */
function tallinnOffsetHours(now: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Tallinn', timeZoneName: 'shortOffset' })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName')?.value
  const match = parts?.match(/GMT([+-]\d+)(?::(\d+))?/)
  return match ? Number(match[1]) + Math.sign(Number(match[1])) * (Number(match[2] ?? 0) / 60) : 0
}
