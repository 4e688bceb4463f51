import 'server-only'
import { taggedCache } from './cache'
import { cms } from '@/lib/cms'
import { TAGS } from './tags'
import { normalizePath } from './path'

export type RedirectTarget = { to: string; status: 301 | 308 }

/** All redirects as a map from locale-free path to target; the table is small and read on every miss. */
const getRedirectTable = taggedCache(
  async (): Promise<Record<string, RedirectTarget>> => {
    const payload = await cms()
    const result = await payload.find({ collection: 'redirects', depth: 1, pagination: false, overrideAccess: false })
    const table: Record<string, RedirectTarget> = {}
    for (const r of result.docs) {
      let to: string | null = null
      if (r.to?.type === 'custom') to = r.to.url ?? null
      else if (r.to?.reference && typeof r.to.reference.value === 'object') {
        const value = r.to.reference.value as { path?: string; slug?: string }
        to = r.to.reference.relationTo === 'posts' ? `/about/news/${value.slug}` : (value.path ?? null)
      }
      if (!to) continue
      table[normalizePath(r.from)] = { to, status: r.type === '308' ? 308 : 301 }
    }
    return table
  },
  ['redirects:table'],
  { tags: [TAGS.redirects, TAGS.pages, TAGS.posts], revalidate: 3600 },
)

export async function findRedirect(path: string): Promise<RedirectTarget | null> {
  const table = await getRedirectTable()
  return table[normalizePath(path)] ?? null
}
