import type { Payload } from 'payload'

/** Removes trail rows older than `days` (AUDIT_RETENTION_DAYS); returns how many. */
export async function pruneAuditLog(payload: Payload, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000).toISOString()
  const { docs } = await payload.delete({
    collection: 'audit-log',
    where: { createdAt: { less_than: before } },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}
