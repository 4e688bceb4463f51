import { env } from '@/lib/env'
import { publishExpiry, type ExpiryEvent } from '@/lib/cluster/events'
import { announceExpiredTags } from '@/lib/http/pageCacheContext'
import { markSearchStale } from '@/lib/search/invalidate'

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
 * Next request; outside one (seed script, jobs, tests) it is skipped. On PostgreSQL the other instances
 * (and, from a script, the running servers) learn of it through the cluster's events (decision 025).
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
  await publishExpiry({ tags })
}

/**
 * Another instance's expiry (src/lib/cluster/events.ts), applied here as if it had happened here: now,
 * and again once its transaction has surely committed, since its event may be read before then.
 */
export function applyRemoteExpiry({ tags, search }: ExpiryEvent): void {
  const apply = () => {
    if (tags.length) announceExpiredTags(tags)
    for (const source of search) markSearchStale(source === '*' ? undefined : source)
  }
  apply()
  setTimeout(apply, EXPIRY_SETTLE_MS).unref()
}
