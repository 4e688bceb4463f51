import type { TaskConfig } from 'payload'
import { countsOutput, maintenanceAt } from './schema'
import { env } from '@/lib/env'
import { tracked } from '@/lib/work'
import { deliverRequest, purgeExpired } from '@/lib/helpdesk/delivery'
import { reconcileDeliveries, type ReconcileOptions } from '@/lib/helpdesk/reconcile'

export const contactTasks: TaskConfig[] = [
  {
    slug: 'contactDeliver',
    label: 'Contact request: e-mail, helpdesk ticket, customer confirmation',
    inputSchema: [{ name: 'requestId', type: 'number', required: true }],
    outputSchema: [
      { name: 'mailbox', type: 'text' },
      { name: 'odoo', type: 'text' },
      { name: 'customer', type: 'text' },
    ],
    // Exponential backoff (30 s, 1 min, 2 min, ... with the default delay): about 8 hours of attempts
    // before the job gives up; staff can then retry from the admin (retryDelivery).
    retries: { attempts: 10, backoff: { type: 'exponential', delay: env().CONTACT_RETRY_DELAY_SECONDS * 1000 } },
    // Tracked, so a shutdown waits for it; refused before it sends anything once shutdown has begun.
    handler: async ({ input, req }) => ({
      output: await tracked(() => deliverRequest(req.payload, Number((input as { requestId: number }).requestId))),
    }),
  } as TaskConfig,
  {
    slug: 'contactReconcile',
    label: 'Contact requests: re-queue undelivered requests that no job will deliver',
    outputSchema: countsOutput('staleJobsReset', 'requeued', 'overdue'),
    retries: 1,
    schedule: maintenanceAt('*/5 * * * *'),
    handler: async ({ req }) => ({ output: await reconcileDeliveries(req.payload, reconcileOptions()) }),
  } as TaskConfig,
  {
    slug: 'contactRetention',
    label: 'Contact requests: delete expired personal data',
    outputSchema: countsOutput('requests', 'attachments'),
    retries: 2,
    schedule: maintenanceAt('0 3 * * *'),
    handler: async ({ req }) => ({ output: await purgeExpired(req.payload) }),
  } as TaskConfig,
]

/** The reconciler's timings from the settings (src/lib/helpdesk/reconcile.ts). */
export function reconcileOptions(overrides: Partial<ReconcileOptions> = {}): ReconcileOptions {
  const c = env()
  return {
    leaseMs: c.JOBS_LEASE_MINUTES * 60_000,
    // Longer than the first retry's delay, so a request whose first attempt failed a moment ago is not
    // queued a second time beside its own waiting job.
    graceMs: 2 * 60_000,
    alertMs: c.CONTACT_ALERT_MINUTES * 60_000,
    ...overrides,
  }
}
