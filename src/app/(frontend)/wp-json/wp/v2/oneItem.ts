import type { z } from 'zod'
import { notFound, wpRoute } from '@/lib/wordpress/http'
import { singleQuery } from '@/lib/wordpress/params'

/**
 * GET of one item by the id that ends the address, as WordPress answers it: the item `read` finds for the
 * query (its language, embedding), else a 404 with `message` (rest_post_invalid_id).
 */
export function oneItemRoute(
  read: (id: number, query: z.output<typeof singleQuery>) => Promise<unknown>,
  message?: string,
) {
  return wpRoute(
    singleQuery,
    async ({ query, id, reply }) => {
      const item = id === undefined ? null : await read(id, query)
      if (!item) throw notFound(message)
      return reply(item)
    },
    { withId: true },
  )
}
