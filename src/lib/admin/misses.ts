import type { Endpoint, Payload, PayloadRequest, Plugin } from 'payload'
import { z } from 'zod'
import { hasRole, type Role } from '@/access/roles'
import { DESTINATIONS } from '@/lib/sorting/vocabulary'

/**
 * The start page's one-click answers to a frequent unanswered sorting search (decision 031): make the
 * query a new item (in Estonian, with the destination the editor picked) or add it to an existing item's
 * Estonian synonyms. Either is written as the editor (their access applies, the trail names them); the
 * answered miss is then removed and the editor lands on the item to finish it.
 */
type Staff = { id: number | string; roles?: Role[] | null; collection?: string }

export function slugOf(query: string): string {
  return (
    query
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100) || 'item'
  )
}

async function missOf(payload: Payload, id: number) {
  const miss = await payload.findByID({ collection: 'sorting-misses', id, depth: 0, disableErrors: true })
  if (!miss) throw new MissError(404, 'This unanswered search is no longer listed.')
  return miss
}

export class MissError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export async function addMissAsItem(
  payload: Payload,
  user: Staff,
  missId: number,
  destination: (typeof DESTINATIONS)[number],
): Promise<number> {
  const miss = await missOf(payload, missId)
  const base = slugOf(miss.query)
  let slug = base
  for (
    let n = 2;
    (await payload.count({ collection: 'sorting-items', where: { slug: { equals: slug } } })).totalDocs;
    n++
  )
    slug = `${base}-${n}`
  const name = miss.query.charAt(0).toUpperCase() + miss.query.slice(1)
  const item = await payload.create({
    collection: 'sorting-items',
    locale: 'et',
    data: { name, slug, destination } as never,
    overrideAccess: false,
    user: user as never,
  })
  await payload.delete({ collection: 'sorting-misses', id: missId, overrideAccess: true })
  return Number(item.id)
}

export async function addMissAsSynonym(
  payload: Payload,
  user: Staff,
  missId: number,
  itemSlug: string,
): Promise<number> {
  const miss = await missOf(payload, missId)
  const found = await payload.find({
    collection: 'sorting-items',
    where: { slug: { equals: itemSlug } },
    locale: 'et',
    limit: 1,
    depth: 0,
  })
  const item = found.docs[0]
  if (!item) throw new MissError(400, 'Choose an existing item from the list.')
  const synonyms = String(item.synonyms ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (!synonyms.map((s) => s.toLowerCase()).includes(miss.query)) synonyms.push(miss.query)
  await payload.update({
    collection: 'sorting-items',
    id: item.id,
    locale: 'et',
    data: { synonyms: synonyms.join(', ') } as never,
    overrideAccess: false,
    user: user as never,
  })
  await payload.delete({ collection: 'sorting-misses', id: missId, overrideAccess: true })
  return Number(item.id)
}

const itemForm = z.object({ destination: z.enum(DESTINATIONS) })
const synonymForm = z.object({ item: z.string().trim().min(1).max(120) })

async function formOf(req: PayloadRequest): Promise<Record<string, string>> {
  const type = req.headers.get('content-type') ?? ''
  if (!type.startsWith('application/x-www-form-urlencoded') || !req.text) return {}
  const body = await req.text()
  if (body.length > 2000) return {}
  return Object.fromEntries(new URLSearchParams(body))
}

function answer(
  req: PayloadRequest,
  run: (user: Staff, missId: number, form: Record<string, string>) => Promise<number>,
) {
  return async () => {
    const user = req.user as Staff | null
    if (!user) return Response.json({ error: { code: 'unauthorized', message: 'Sign in first.' } }, { status: 401 })
    if (!hasRole(user, 'admin', 'editor'))
      return Response.json({ error: { code: 'forbidden', message: 'Editors only.' } }, { status: 403 })
    const missId = Number(req.routeParams?.id)
    if (!Number.isInteger(missId) || missId <= 0)
      return Response.json({ error: { code: 'not_found', message: 'No such search.' } }, { status: 404 })
    try {
      const itemId = await run(user, missId, await formOf(req))
      return new Response(null, {
        status: 303,
        headers: { Location: `${req.payload.config.routes.admin}/collections/sorting-items/${itemId}` },
      })
    } catch (error) {
      if (error instanceof MissError)
        return Response.json({ error: { code: 'invalid_request', message: error.message } }, { status: error.status })
      if (error instanceof z.ZodError)
        return Response.json(
          { error: { code: 'invalid_request', message: 'Choose a destination or an item.' } },
          { status: 400 },
        )
      throw error
    }
  }
}

const endpoints: Endpoint[] = [
  {
    path: '/:id/add-as-item',
    method: 'post',
    handler: (req) =>
      answer(req, (user, id, form) => addMissAsItem(req.payload, user, id, itemForm.parse(form).destination))(),
  },
  {
    path: '/:id/add-as-synonym',
    method: 'post',
    handler: (req) =>
      answer(req, (user, id, form) => addMissAsSynonym(req.payload, user, id, synonymForm.parse(form).item))(),
  },
]

export const missesPlugin: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((c) =>
    c.slug === 'sorting-misses' ? { ...c, endpoints: [...(c.endpoints || []), ...endpoints] } : c,
  ),
})
