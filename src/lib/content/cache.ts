import 'server-only'
import { unstable_cache } from 'next/cache'
import { recordTags, tagGeneration } from '@/lib/http/pageCacheContext'

type Options = { tags: string[]; revalidate: number }

/**
 * `unstable_cache` for the CMS readers, with two additions (decision 019):
 * - every call records the reader's tags (and time limit) on the page render that made it, cached or
 *   not, so the edge page cache knows which content a stored page shows;
 * - the data-cache key carries the tags' generation, which expireTags moves on at once. Next's own
 *   revalidateTag works only inside a request and only when it ends; scheduled publishing runs outside
 *   any request, and the edge re-renders a page the moment its tags expire.
 */
export function taggedCache<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[],
  options: Options,
): (...args: Args) => Promise<Result> {
  let current: { generation: string; cached: (...args: Args) => Promise<Result> } | null = null
  return (...args: Args) => {
    recordTags(options.tags, options.revalidate)
    const generation = tagGeneration(options.tags)
    if (current?.generation !== generation)
      current = { generation, cached: unstable_cache(read, [...keyParts, generation], options) }
    return current.cached(...args)
  }
}
