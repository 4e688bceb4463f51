import type { Payload } from 'payload'
import { dbOf } from '@/lib/db'

/** Unsubscribing deletes the data: the subscription and every outbox row of it. */
export async function deleteSubscription(payload: Payload, id: number): Promise<void> {
  await dbOf(payload).transaction([{ sql: 'DELETE FROM reminder_sends WHERE subscription = ?', args: [id] }])
  await payload.delete({ collection: 'reminder-subscriptions', id, overrideAccess: true })
}

/** Records of mails sent, skipped or failed are kept this long: long enough that no slot or notice is ever planned again. */
export const SENT_RETENTION_DAYS = 30

/** Deletes unconfirmed subscriptions past their 48 h and old outbox records. */
export async function purgeReminders(payload: Payload, now = new Date()): Promise<{ pending: number; sends: number }> {
  const expired = await payload.find({
    collection: 'reminder-subscriptions',
    where: { and: [{ status: { equals: 'pending' } }, { confirmExpiresAt: { less_than_equal: now.toISOString() } }] },
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  for (const doc of expired.docs) await deleteSubscription(payload, Number(doc.id))
  const before = new Date(now.getTime() - SENT_RETENTION_DAYS * 86_400_000).toISOString()
  const [sends] = await dbOf(payload).transaction([
    {
      sql: `DELETE FROM reminder_sends WHERE (state IN ('sent', 'skipped', 'failed') AND updated_at < ?)
        OR subscription NOT IN (SELECT id FROM reminder_subscriptions)`,
      args: [before],
    },
  ])
  return { pending: expired.docs.length, sends }
}
