import { z } from 'zod'
import { firstParam } from '@/lib/pagination'
import { newsTabs, type NewsTab } from './newsTabs'

const schema = z.object({
  tab: z.enum(newsTabs).catch('all'),
  page: z.coerce.number().int().min(1).catch(1),
})

/** The news list's query string; anything malformed falls back to the first page of all news. */
export function parseNewsQuery(input: Record<string, string | string[] | undefined>): { tab: NewsTab; page: number } {
  return schema.parse({ tab: firstParam(input.tab) ?? 'all', page: firstParam(input.page) ?? 1 })
}
