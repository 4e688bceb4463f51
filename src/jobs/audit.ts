import type { TaskConfig } from 'payload'
import { countsOutput, maintenanceAt } from './schema'
import { env } from '@/lib/env'
import { pruneAuditLog } from '@/lib/audit/retention'

export const auditTasks: TaskConfig[] = [
  {
    slug: 'auditRetention',
    label: 'Audit trail: remove entries older than AUDIT_RETENTION_DAYS',
    outputSchema: countsOutput('removed'),
    retries: 2,
    schedule: maintenanceAt('30 3 * * *'),
    handler: async ({ req }) => ({ output: { removed: await pruneAuditLog(req.payload, env().AUDIT_RETENTION_DAYS) } }),
  } as TaskConfig,
]
