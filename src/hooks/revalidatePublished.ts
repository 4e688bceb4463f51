import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { expireTags } from './revalidate'

type WithStatus = { _status?: 'draft' | 'published' | null } | null | undefined

/**
 * Expires the public cache when what the public sees changes: a publish, an unpublish (published ->
 * draft) or an edit of a published document. Saving a draft of an unpublished document changes
 * nothing public, so it keeps the cache.
 */
export const revalidateOnPublish =
  (...tags: string[]): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, req }) => {
    if (req.context?.disableRevalidate) return doc
    const now = (doc as WithStatus)?._status
    const before = (previousDoc as WithStatus)?._status
    // Collections without drafts have no status: every change is public.
    if (now === undefined || now === 'published' || before === 'published') await expireTags(tags)
    return doc
  }

export const revalidateOnDelete =
  (...tags: string[]): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    if (!req.context?.disableRevalidate) await expireTags(tags)
    return doc
  }
