import type { Payload } from 'payload'
import { dbOf } from '@/lib/discharges/repository'
import { municipalityNames } from '@/lib/helpdesk/lists'
import { log } from '@/lib/log'

// Disruption alerts: a published emergency notice with target municipalities is mailed
// once to every confirmed subscriber whose contract is in one of them. A contract's municipality is the
// planning import's optional `municipality` column (discharges.municipality), matched to the official names
// (src/lib/helpdesk/lists.ts). A contract whose rows carry no municipality gets no targeted alert: it still
// sees the site banner, and the notice is on the news pages (documented in docs/decisions/024).

export const EMERGENCY_CATEGORY = 'emergency-notices'

type PostDoc = {
  id: number
  _status?: string | null
  targetMunicipalities?: string[] | null
  categories?: (number | { id: number; slug?: string | null })[] | null
}

/** Whether a post is a published emergency notice with targets (its categories read when given as ids). */
export async function isTargetedNotice(payload: Payload, post: PostDoc): Promise<boolean> {
  if (post._status !== 'published' || !post.targetMunicipalities?.length) return false
  const ids = (post.categories ?? []).map((c) => (typeof c === 'object' ? c.id : c))
  if (!ids.length) return false
  const found = await payload.find({
    collection: 'categories',
    where: { and: [{ id: { in: ids } }, { slug: { equals: EMERGENCY_CATEGORY } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.length > 0
}

/** Queues the alert of one notice for its municipalities' subscribers (each once, however often it runs). */
export async function queueNoticeAlertMails(payload: Payload, postId: number, now = new Date()): Promise<number> {
  const post = (await payload
    .findByID({ collection: 'posts', id: postId, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)) as PostDoc | null
  if (!post || !(await isTargetedNotice(payload, post))) return 0
  const targets = post.targetMunicipalities!.filter((m) => (municipalityNames as string[]).includes(m))
  if (!targets.length) return 0
  const at = now.toISOString()
  const [queued] = await dbOf(payload).transaction([
    {
      sql: `INSERT INTO reminder_sends (key, subscription, kind, state, data, updated_at, created_at)
        SELECT 'alert:' || s.id || ':' || ?, s.id, 'alert', 'queued', ?, ?, ?
        FROM reminder_subscriptions s
        WHERE s.status = 'confirmed' AND EXISTS (SELECT 1 FROM discharges d
          WHERE d.contract_number = s.contract_number AND d.municipality IN (${targets.map(() => '?').join(',')}))
        ON CONFLICT (key) DO NOTHING`,
      args: [String(postId), JSON.stringify({ notice: postId }), at, at, ...targets],
    },
  ])
  log.info('notice alert queued', { notice: postId, municipalities: targets.length, queued })
  return queued
}
