// The route wrapper of the read-only WordPress API: the site's `route` (lib/http) for parsing and for the
// logged 500, with WordPress's own error shape for what a WordPress client expects to handle (400, 404).
import { z } from 'zod'
import { decodeSegment, route, type RouteHandler } from '@/lib/http/route'
import { env } from '@/lib/env'
import { FIELDS_PARAM, fieldsParam, invalidParams, WpError } from './params'

/**
 * Public content, cached like the public pages. Partner sites read it from their own pages, so any origin may
 * read it and the paging headers are exposed to their scripts, as WordPress does for its REST API.
 */
export const WP_HEADERS = {
  'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
  Vary: 'Accept-Encoding',
} as const

const NO_STORE = { 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' }

type Paging = { total: number; totalPages: number }

export function wpJson(body: unknown, paging?: Paging, links?: string | null): Response {
  const headers: Record<string, string> = { ...WP_HEADERS }
  if (paging) {
    headers['X-WP-Total'] = String(paging.total)
    headers['X-WP-TotalPages'] = String(paging.totalPages)
  }
  if (links) headers.Link = links
  return Response.json(body, { headers })
}

/**
 * The paging `Link` header of a list answer, as WordPress sends it: the same address on the site's own
 * origin with every other query parameter kept and `page` set to the previous and the next page (each only
 * where there is one). Null on a single page.
 */
export function pagingLinks(requestUrl: string, site: string, page: number, totalPages: number): string | null {
  const sent = new URL(requestUrl)
  const link = (n: number, rel: string) => {
    const url = new URL(sent.pathname + sent.search, site)
    url.searchParams.set('page', String(n))
    return `<${url.toString()}>; rel="${rel}"`
  }
  const links: string[] = []
  if (page > 1 && totalPages > 0) links.push(link(Math.min(page - 1, totalPages), 'prev'))
  if (page < totalPages) links.push(link(page + 1, 'next'))
  return links.length ? links.join(', ') : null
}

type FieldTree = { [name: string]: FieldTree | true }

/** `_fields=id,title.rendered` as a tree; a name asked whole wins over its nested names. */
function fieldTree(fields: string[]): FieldTree {
  const tree: FieldTree = {}
  for (const field of fields) {
    const names = field.split('.')
    let node = tree
    names.forEach((name, i) => {
      if (node[name] === true) return
      if (i === names.length - 1) node[name] = true
      else node = (node[name] ??= {}) as FieldTree
    })
  }
  return tree
}

function pick(value: unknown, tree: FieldTree): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value
  const out: Record<string, unknown> = {}
  for (const [name, sub] of Object.entries(tree)) {
    if (!Object.hasOwn(value, name)) continue
    const field = (value as Record<string, unknown>)[name]
    out[name] = sub === true ? field : pick(field, sub)
  }
  return out
}

/** An answer (an item or a list of items) reduced to the fields `_fields` names, as WordPress does. */
export function withFields<T>(body: T, fields: string[] | undefined): T | unknown {
  if (!fields?.length) return body
  const tree = fieldTree(fields)
  return Array.isArray(body) ? body.map((item) => pick(item, tree)) : pick(body, tree)
}

const fieldsQuery = z.object({ [FIELDS_PARAM]: fieldsParam })

export const notFound = (message = 'Invalid post ID.', code = 'rest_post_invalid_id') => new WpError(404, code, message)

type Input<Q extends z.ZodType> = {
  query: z.output<Q>
  id: number | undefined
  request: Request
  /** The JSON answer: `_fields` applied; with paging, its headers and the paging `Link` header. */
  reply: (body: unknown, paging?: Paging & { page: number }) => Response
}

/** A GET handler: the query parsed with `query`; with `withId`, the `[id]` segment as a positive integer. */
export function wpRoute<Q extends z.ZodType>(
  query: Q,
  handler: (input: Input<Q>) => Promise<Response>,
  options: { withId?: boolean; notFound?: () => WpError } = {},
): RouteHandler {
  return route({}, async ({ request }) => {
    try {
      let id: number | undefined
      if (options.withId) {
        const raw = decodeSegment(new URL(request.url).pathname.split('/').filter(Boolean).pop() ?? '')
        id = /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined
        if (id === undefined) throw (options.notFound ?? notFound)()
      }
      const raw: Record<string, string> = {}
      for (const [key, value] of new URL(request.url).searchParams) if (!(key in raw)) raw[key] = value
      const parsed = query.safeParse(raw)
      const fields = fieldsQuery.safeParse(raw)
      const issues = [...(parsed.error?.issues ?? []), ...(fields.error?.issues ?? [])]
      if (!parsed.success || !fields.success) throw invalidParams(issues)
      const reply = (body: unknown, paging?: Paging & { page: number }) =>
        wpJson(
          withFields(body, fields.data[FIELDS_PARAM]),
          paging && { total: paging.total, totalPages: paging.totalPages },
          paging && pagingLinks(request.url, env().SITE_URL, paging.page, paging.totalPages),
        )
      return await handler({ query: parsed.data, id, request, reply })
    } catch (error) {
      if (error instanceof WpError) return Response.json(error.body(), { status: error.status, headers: NO_STORE })
      throw error
    }
  })
}
