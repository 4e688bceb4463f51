import type { TaskConfig } from 'payload'
import { env } from '@/lib/env'
import { pruneAuditLog } from '@/lib/audit/retention'

export const auditTasks: TaskConfig[] = [
  {
    slug: 'auditRetention',
    label: 'Audit trail: remove entries older than AUDIT_RETENTION_DAYS',
    outputSchema: [{ name: 'removed', type: 'number' }],
    retries: 2,
    schedule: [{ cron: '30 3 * * *', queue: 'maintenance' }],
    handler: async ({ req }) => ({ output: { removed: await pruneAuditLog(req.payload, env().AUDIT_RETENTION_DAYS) } }),
  } as TaskConfig,
]
