// The redirects step: each entry's old permalinks answer with a permanent redirect to the imported document.
// Written inside the entry's own transaction (./entries.ts), so an entry and its redirects land together or not.
import type { PayloadRequest } from 'payload'
import type { SourceEntry } from '../source'
import { WRITE_CONTEXT, type ImportContext } from './context'
import { oldPath } from './names'

/** The old paths of an entry's language versions that need a redirect to `target` (not the home page, not itself). */
export function redirectPaths(members: SourceEntry[], base: string, target: string): Set<string> {
  const paths = new Set<string>()
  for (const m of members) {
    const old = oldPath(m.link, base)
    if (old && old !== '/' && old !== target) paths.add(old)
  }
  return paths
}

/**
 * Points each old path at the document: an existing redirect from it is updated, a new one created. Returns
 * the redirects created, for `rememberRedirects` once the transaction has committed.
 */
export async function writeRedirects(
  ctx: ImportContext,
  req: PayloadRequest,
  collection: 'pages' | 'posts',
  id: number,
  paths: Iterable<string>,
): Promise<[string, number][]> {
  const made: [string, number][] = []
  for (const from of paths) {
    const data = {
      from,
      to: { type: 'reference' as const, reference: { relationTo: collection, value: id } },
      type: '301' as const,
    }
    const found = ctx.redirectByFrom.get(from)
    if (found) await ctx.payload.update({ collection: 'redirects', id: found, data, req, context: WRITE_CONTEXT })
    else {
      const doc = await ctx.payload.create({ collection: 'redirects', data, req, context: WRITE_CONTEXT })
      made.push([from, doc.id])
    }
  }
  return made
}

/** Only once the item is stored: a rolled-back one leaves the map as the database is. */
export function rememberRedirects(ctx: ImportContext, made: [string, number][]): void {
  for (const [from, id] of made) ctx.redirectByFrom.set(from, id)
}
