import type { TaskConfig } from 'payload'
import { countsOutput, maintenanceAt } from './schema'
import { tracked } from '@/lib/work'
import { queueNoticeAlertMails } from '@/lib/reminders/alerts'
import { drain, tick } from '@/lib/reminders/outbox'
import { purgeReminders } from '@/lib/reminders/retention'

// Pickup reminders. The tick plans the slots due now (idempotently: see src/lib/reminders/outbox.ts)
// and sends the outbox; it runs every 5 minutes and whenever something was queued (a subscription, an import
// with changes, a published notice).
export const reminderTasks: TaskConfig[] = [
  {
    slug: 'remindersTick',
    label: 'Reminders: plan the due reminders and send the outbox',
    outputSchema: countsOutput('planned', 'sent', 'skipped'),
    retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
    schedule: [{ cron: '*/5 * * * *', queue: 'default' }],
    handler: async ({ req }) => {
      const report = await tracked(() => tick(req.payload))
      return { output: { planned: report.planned, sent: report.sent, skipped: report.skipped } }
    },
  } as TaskConfig,
  {
    slug: 'remindersAlert',
    label: 'Reminders: mail a published emergency notice to its municipalities',
    inputSchema: [{ name: 'postId', type: 'number', required: true }],
    outputSchema: countsOutput('queued', 'sent'),
    retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
    handler: async ({ input, req }) => {
      const queued = await queueNoticeAlertMails(req.payload, Number((input as { postId: number }).postId))
      const report = await tracked(() => drain(req.payload))
      return { output: { queued, sent: report.sent } }
    },
  } as TaskConfig,
  {
    slug: 'remindersRetention',
    label: 'Reminders: delete unconfirmed subscriptions after 48 h and old send records',
    outputSchema: countsOutput('pending', 'sends'),
    retries: 2,
    schedule: maintenanceAt('17 * * * *'),
    handler: async ({ req }) => ({ output: await purgeReminders(req.payload) }),
  } as TaskConfig,
]
