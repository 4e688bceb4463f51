import { env } from '@/lib/env'

/**
 * Expires the cache tags a document feeds, so a published change shows within seconds without a
 * rebuild. Outside a running Next server (seed script, tests) there is no cache to expire.
 */
export async function expireTags(tags: string[]): Promise<void> {
  if (env().PAYLOAD_DISABLE_REVALIDATE === 'true') return
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Not inside a Next request (e.g. `npm run seed`): nothing is cached yet.
  }
}
