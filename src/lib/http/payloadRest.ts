import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { SanitizedCollectionConfig, SanitizedConfig } from 'payload'
import { problemResponse } from './errors'

// Payload's REST API (/api/...) answers 500 to three kinds of address anyone can type (found by the fuzz
// test): a collection named like an Object.prototype member (/api/constructor: Payload
// looks the name up in a plain object), a document id that is not a number on a collection with numeric
// ids (/api/posts/abc: the SQLite driver refuses NaN), and an upload's file that is not on the disk
// (/api/media/file/nope.png: Payload logs an error and answers 500). Each is a 404 here, before Payload.

type RestHandler = (request: Request, args: { params: Promise<{ slug?: string[] }> }) => Promise<Response>

const notFound = () =>
  problemResponse(404, 'not_found', 'No such resource.', { headers: { 'Cache-Control': 'no-store' } })

/**
 * Whether `segment`, second after /api/<collection>/, can only be a document id for this method: no
 * endpoint of the collection names it (`/count`, `/login`, `/versions/:id`), and none takes another
 * parameter there (the preferences' `/:key`).
 */
function onlyAnId(collection: SanitizedCollectionConfig, method: string, segment: string): boolean {
  for (const endpoint of collection.endpoints || []) {
    if (endpoint.method.toUpperCase() !== method && !(method === 'HEAD' && endpoint.method === 'get')) continue
    const first = endpoint.path.split('/')[1] ?? ''
    if (first === segment || (first.startsWith(':') && first !== ':id')) return false
  }
  return true
}

/** Whether the collection's read access lets an anonymous visitor in (without a query constraint). */
async function readableByAnyone(collection: SanitizedCollectionConfig): Promise<boolean> {
  const read = collection.access?.read
  if (!read) return false
  try {
    return (await read({ req: { user: null } } as never)) === true
  } catch {
    return false
  }
}

/** Whether the collection's documents have Payload's default numeric ids (no `id` field of its own). */
const hasNumericIds = (config: SanitizedConfig, collection: SanitizedCollectionConfig) =>
  config.db.defaultIDType === 'number' && !collection.flattenedFields.some((f) => f.name === 'id')

/** Why Payload would answer this REST address with a 500, as a 404 to answer instead; null to let it go on. */
export async function refuseRest(config: SanitizedConfig, method: string, slug: string[]): Promise<Response | null> {
  const [first, second, third, ...more] = slug
  if (first === undefined) return null
  // The site's own API has its routes under /api/v1 (and a collection named v1 there is none): an address
  // none of them answers lands here, in Payload's catch-all, and is the API's 404, not Payload's.
  if (first === 'v1')
    return problemResponse(404, 'not_found', 'No such endpoint: /api/v1/openapi.json lists them.', {
      headers: { 'Cache-Control': 'no-store' },
    })
  if (first in Object.prototype || (second !== undefined && second in Object.prototype)) return notFound()
  const collection = config.collections.find((c) => c.slug === first)
  if (!collection || second === undefined) return null
  if (second === 'file' && collection.upload && third !== undefined && more.length === 0) {
    // Only the default disk storage (no upload handlers): a missing file is a 404, not Payload's 500.
    if (collection.upload.handlers?.length) return null
    // Only where anyone may read: for private files (customers' attachments) Payload's access check comes
    // first, so a stranger cannot tell a missing file (404) from one that exists (403).
    if (!(await readableByAnyone(collection))) return null
    const dir = path.resolve(collection.upload.staticDir || collection.slug)
    const file = path.resolve(dir, third)
    if (!file.startsWith(dir + path.sep)) return null
    const found = await stat(file).then(
      (s) => s.isFile(),
      () => false,
    )
    return found ? null : notFound()
  }
  if (hasNumericIds(config, collection) && !/^\d+$/.test(second) && onlyAnId(collection, method, second)) {
    return notFound()
  }
  return null
}

/** Whether a read names a query of its own: a filter, a sort, a selection (values Payload hands to SQL). */
const QUERY_PARAM = /^(?:where|sort|select|populate|joins)(?:\[|$)/

/**
 * Wraps one of Payload's REST handlers with `refuseRest`, and turns Payload's 500 for a read whose query
 * the database could not run into a 400: a filter value of the wrong type (`where[id][in]=abc`,
 * `where[date][greater_than]=abc`, `where[slug][near]=1,2,3`) reaches the driver, which throws. Payload
 * does not check values against field types first, and checking every operator for every field here
 * would be a second query validator. A database that is down fails every read, with or without a query,
 * and /readyz reports it.
 */
export function guardRest(config: Promise<SanitizedConfig> | SanitizedConfig, handler: RestHandler): RestHandler {
  return async (request, args) => {
    const { slug = [] } = await args.params
    const method = request.method.toUpperCase()
    const refused = await refuseRest(await config, method, slug)
    if (refused) return refused
    const response = await handler(request, args)
    if (response.status !== 500 || (method !== 'GET' && method !== 'HEAD')) return response
    const names = [...new URL(request.url).searchParams.keys()]
    if (!names.some((name) => QUERY_PARAM.test(name))) return response
    return problemResponse(
      400,
      'invalid_query',
      'The query could not be run: check the values of where, sort and select.',
      {
        headers: { 'Cache-Control': 'no-store' },
      },
    )
  }
}
