import { env } from '@/lib/env'
import { announceExpiredTags } from '@/lib/http/pageCacheContext'

/**
 * A hook runs before its transaction commits: a page rendered in between may read the old content. So the
 * expiry is announced again once that has settled (decision 019); until then the edge stores no page
 * rendered from these tags.
 */
export const EXPIRY_SETTLE_MS = 2_000

/**
 * Expires the cache tags a document feeds, so a published change shows within seconds without a
 * rebuild: the readers' data cache and the edge's stored pages (src/lib/http/pageCacheContext.ts), in
 * requests and outside them (scheduled publishing, imports). Next's own tag expiry works only inside a
 * Next request; outside one (seed script, jobs, tests) it is skipped.
 */
export async function expireTags(tags: string[]): Promise<void> {
  if (env().PAYLOAD_DISABLE_REVALIDATE === 'true') return
  announceExpiredTags(tags)
  setTimeout(() => announceExpiredTags(tags), EXPIRY_SETTLE_MS).unref()
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Not inside a Next request (e.g. `npm run seed`, a scheduled job): the generation above did it.
  }
}
