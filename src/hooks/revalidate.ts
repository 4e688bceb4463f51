import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { expireTags } from '@/lib/content/expire'

export { expireTags }

// The one set of cache-expiry hooks for the CMS: collections use revalidateOnPublish/revalidateOnDelete,
// globals revalidateGlobal. Each names the cache tags (src/lib/content/tags.ts) the document feeds.

type WithStatus = { _status?: 'draft' | 'published' | null } | null | undefined

/**
 * Expires the public cache when what the public sees changes: a publish, an unpublish (published ->
 * draft) or an edit of a published document. Saving a draft of an unpublished document changes
 * nothing public, so it keeps the cache. Collections without drafts have no status: every change is public.
 */
export const revalidateOnPublish =
  (...tags: string[]): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, req }) => {
    if (req.context?.disableRevalidate) return doc
    const now = (doc as WithStatus)?._status
    const before = (previousDoc as WithStatus)?._status
    if (now === undefined || now === 'published' || before === 'published') await expireTags(tags)
    return doc
  }

export const revalidateOnDelete =
  (...tags: string[]): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    if (!req.context?.disableRevalidate) await expireTags(tags)
    return doc
  }

export const revalidateGlobal =
  (...tags: string[]): GlobalAfterChangeHook =>
  async ({ doc, req }) => {
    if (!req.context?.disableRevalidate) await expireTags(tags)
    return doc
  }

/** A collection's pair of expiry hooks: the tags expire when what the public sees changes or a document is deleted. */
export const revalidateOnChangeAndDelete = (...tags: string[]) => ({
  afterChange: [revalidateOnPublish(...tags)],
  afterDelete: [revalidateOnDelete(...tags)],
})
