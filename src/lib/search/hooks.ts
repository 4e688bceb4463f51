import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { publishExpiry } from '@/lib/cluster/events'
import { markSearchStale } from './invalidate'
import { SOURCE_COLLECTIONS } from './collections'

// This process's index at once; on PostgreSQL the other instances' through the cluster's events.
async function stale(source: string | undefined) {
  markSearchStale(source)
  await publishExpiry({ search: [source ?? '*'] })
}

const afterChange: CollectionAfterChangeHook = async ({ doc, collection }) => {
  await stale(collection?.slug)
  return doc
}
const afterDelete: CollectionAfterDeleteHook = async ({ doc, collection }) => {
  await stale(collection?.slug)
  return doc
}

/**
 * Hooks that make a collection's changes searchable at once. Spread them into a collection's hooks:
 * `hooks: { afterChange: [...mine, ...searchInvalidationHooks().afterChange], afterDelete: [...] }`.
 * `withSearchInvalidation` in payload.config.ts already adds them to every indexed collection.
 */
export function searchInvalidationHooks(): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

const INDEXED = new Set(Object.values(SOURCE_COLLECTIONS))

/** Appends the invalidation hooks to the collections the search indexes; others pass unchanged. */
export function withSearchInvalidation(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((c) => {
    if (!INDEXED.has(c.slug)) return c
    const already = c.hooks?.afterChange?.includes(afterChange)
    if (already) return c
    return {
      ...c,
      hooks: {
        ...c.hooks,
        afterChange: [...(c.hooks?.afterChange ?? []), afterChange],
        afterDelete: [...(c.hooks?.afterDelete ?? []), afterDelete],
      },
    }
  })
}
