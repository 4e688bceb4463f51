import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'
import { log } from '@/lib/log'

/** Queues a reminders tick (src/jobs/reminders.ts): sends what is queued in the outbox within seconds. */
export async function queueRemindersTick(payload: Payload, req?: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: 'remindersTick', input: {}, req } as never)
}

type PostLike = { id: number; _status?: string | null; targetMunicipalities?: string[] | null }

/**
 * Posts' afterChange: a published post with target municipalities queues its alert job (which checks the
 * category and mails each subscriber once, src/lib/reminders/alerts.ts). Queueing never fails the save.
 */
export const queueNoticeAlert: CollectionAfterChangeHook = async ({ doc, req }) => {
  const post = doc as PostLike
  if (post._status !== 'published' || !post.targetMunicipalities?.length) return doc
  try {
    await req.payload.jobs.queue({ task: 'remindersAlert', input: { postId: Number(post.id) }, req } as never)
  } catch (error) {
    log.error('notice alert not queued', {
      post: post.id,
      error: error instanceof Error ? error.message : String(error),
    })
  }
  return doc
}
