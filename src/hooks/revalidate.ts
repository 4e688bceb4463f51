import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

/**
 * Expires the cache tags a document feeds, so a published change shows within seconds without a
 * rebuild. Outside a running Next server (seed script, tests) there is no cache to expire.
 */
export async function expireTags(tags: string[]): Promise<void> {
  if (process.env.PAYLOAD_DISABLE_REVALIDATE === 'true') return
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Not inside a Next request (e.g. `npm run seed`): nothing is cached yet.
  }
}

export const revalidateGlobal =
  (tag: string): GlobalAfterChangeHook =>
  async ({ doc, req }) => {
    if (!req.context?.disableRevalidate) await expireTags([tag])
    return doc
  }

export const revalidateCollection =
  (tag: string): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    if (!req.context?.disableRevalidate) await expireTags([tag])
    return doc
  }

export const revalidateCollectionDelete =
  (tag: string): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    if (!req.context?.disableRevalidate) await expireTags([tag])
    return doc
  }
