import 'server-only'
import { unstable_cache } from 'next/cache'
import { recordTags, tagGeneration } from '@/lib/http/pageCacheContext'
import { startDataCachePruner } from './cachePruner'

type Options<Args extends unknown[], Result> = {
  tags: string[]
  revalidate: number
  /**
   * Whether a call's answer may be stored at all. Arguments a visitor chooses freely (a search text, a
   * list of slugs or ids) would each make an entry of their own: such calls read the database directly.
   */
  cacheable?: (...args: Args) => boolean
  /** Whether an answer is kept: misses (null, an empty page) are not, or every unknown path would be. */
  keep?: (result: Result) => boolean
}

/** Carries an answer out of unstable_cache without it being stored (a rejected read is never cached). */
class NotKept<Result> {
  constructor(readonly result: Result) {}
}

/**
 * `unstable_cache` for the CMS readers, with these additions (decision 019):
 * - every call records the reader's tags (and time limit) on the page render that made it, cached or
 *   not, so the edge page cache knows which content a stored page shows;
 * - the data-cache key carries the tags' generation, which expireTags moves on at once. Next's own
 *   revalidateTag works only inside a request and only when it ends; scheduled publishing runs outside
 *   any request, and the edge re-renders a page the moment its tags expire;
 * - only answers worth keeping are stored (`cacheable`, `keep`), and the data cache on disk is pruned
 *   to a bound in entries and bytes while the server runs (./cachePruner.ts).
 */
export function taggedCache<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[],
  options: Options<Args, Result>,
): (...args: Args) => Promise<Result> {
  const { cacheable, keep, ...cacheOptions } = options
  const stored = keep
    ? async (...args: Args): Promise<Result> => {
        const result = await read(...args)
        if (!keep(result)) throw new NotKept(result)
        return result
      }
    : read
  let current: { generation: string; cached: (...args: Args) => Promise<Result> } | null = null
  return async (...args: Args) => {
    recordTags(options.tags, options.revalidate)
    if (cacheable && !cacheable(...args)) return read(...args)
    startDataCachePruner()
    const generation = tagGeneration(options.tags)
    if (current?.generation !== generation)
      current = { generation, cached: unstable_cache(stored, [...keyParts, generation], cacheOptions) }
    try {
      return await current.cached(...args)
    } catch (error) {
      if (error instanceof NotKept) return error.result as Result
      throw error
    }
  }
}
