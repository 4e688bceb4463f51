import type { Payload } from 'payload'
import { log } from '@/lib/log'
import { resetAbandonedJobs } from '@/lib/work'
import { queueDelivery } from './queue'

// "Stored means delivered": whatever happened between storing a
// request and delivering it (queueing threw, the process was killed mid-delivery, SMTP or the helpdesk was
// down for longer than a job's retries, SMTP was configured only later), this finds the requests that are
// not delivered and have no job that will run, and queues one. It runs every few minutes in the
// maintenance queue and once at start (src/jobs/contact.ts).

export type ReconcileOptions = {
  /** A job (of any task) marked `processing` for longer than this was abandoned by a process that stopped. */
  leaseMs: number
  /**
   * At start on SQLite, where this process is the only one running jobs: every job marked `processing`
   * before this moment was abandoned, however recently (overrides the lease).
   */
  claimedBefore?: Date
  /** Requests younger than this are left alone: their first job may still be on its way. */
  graceMs: number
  /** Requests not delivered after this long are reported at error level. */
  alertMs: number
  now?: Date
}

export type ReconcileReport = { staleJobsReset: number; requeued: number; overdue: number }

type JobRow = {
  id: number | string
  input?: unknown
  processing?: boolean | null
  hasError?: boolean | null
  completedAt?: string | null
  updatedAt: string
}
type RequestRow = { id: number; reference: string; createdAt: string; status?: string | null }

const requestIdOf = (job: JobRow): number | null => {
  const input = job.input as { requestId?: unknown } | null | undefined
  const id = Number(input?.requestId)
  return Number.isSafeInteger(id) ? id : null
}

/** Every page of a query, so a backlog of any size is seen whole. */
async function all<T>(fetchPage: (page: number) => Promise<{ docs: unknown[]; hasNextPage: boolean }>): Promise<T[]> {
  const out: T[] = []
  for (let page = 1; ; page++) {
    const result = await fetchPage(page)
    out.push(...(result.docs as T[]))
    if (!result.hasNextPage) return out
  }
}

export async function reconcileDeliveries(payload: Payload, options: ReconcileOptions): Promise<ReconcileReport> {
  const now = options.now ?? new Date()
  // Jobs claimed by a process that is gone, of every task (src/lib/work.ts), then the deliveries' jobs.
  const staleJobsReset = await resetAbandonedJobs(
    payload,
    options.claimedBefore ?? new Date(now.getTime() - options.leaseMs),
  )
  const jobs = await all<JobRow>((page) =>
    payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'contactDeliver' }, completedAt: { exists: false } },
      limit: 500,
      page,
      depth: 0,
      overrideAccess: true,
    }),
  )

  // A job that will still run (waiting, processing or due) covers its request; one that failed for good
  // (hasError after its last attempt) does not.
  const covered = new Set(jobs.filter((j) => !j.hasError).map(requestIdOf))
  const undelivered = await all<RequestRow>((page) =>
    payload.find({
      collection: 'contact-requests',
      where: { status: { not_equals: 'delivered' } },
      select: { reference: true, createdAt: true, status: true },
      sort: 'createdAt',
      limit: 500,
      page,
      depth: 0,
      overrideAccess: true,
    }),
  )
  let requeued = 0
  let overdue = 0
  for (const request of undelivered) {
    const age = now.getTime() - Date.parse(request.createdAt)
    if (age > options.alertMs) {
      overdue++
      log.error('contact request not delivered', {
        reference: request.reference,
        status: request.status,
        minutes: Math.round(age / 60_000),
      })
    }
    if (age < options.graceMs || covered.has(request.id)) continue
    await queueDelivery(payload, request.id)
    requeued++
    log.warn('contact request re-queued for delivery', { reference: request.reference })
  }
  if (staleJobsReset || requeued) log.info('contact deliveries reconciled', { staleJobsReset, requeued, overdue })
  return { staleJobsReset, requeued, overdue }
}

export type DeliveryStatus = {
  undelivered: number
  /** Minutes since the oldest undelivered request was stored; null when every request is delivered. */
  oldestUndeliveredMinutes: number | null
  overdue: number
}

/** For the status endpoint and staff: how far behind delivery is, without any personal data. */
export async function deliveryStatus(payload: Payload, alertMs: number, now = new Date()): Promise<DeliveryStatus> {
  const where = { status: { not_equals: 'delivered' } } as const
  const [count, oldest, late] = await Promise.all([
    payload.count({ collection: 'contact-requests', where, overrideAccess: true }),
    payload.find({
      collection: 'contact-requests',
      where,
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      select: { createdAt: true },
      overrideAccess: true,
    }),
    payload.count({
      collection: 'contact-requests',
      where: { and: [where, { createdAt: { less_than: new Date(now.getTime() - alertMs).toISOString() } }] },
      overrideAccess: true,
    }),
  ])
  const first = oldest.docs[0] as { createdAt?: string } | undefined
  return {
    undelivered: count.totalDocs,
    oldestUndeliveredMinutes: first?.createdAt
      ? Math.max(0, Math.round((now.getTime() - Date.parse(first.createdAt)) / 60_000))
      : null,
    overdue: late.totalDocs,
  }
}

export type OverdueRequest = {
  id: number
  reference: string
  createdAt: string
  status: string
  lastError: string | null
}

/**
 * The requests not delivered `alertMs` after they were stored, oldest first, for the staff list in the
 * admin (src/components/admin/OverdueRequests.tsx); the reconciler logs the same ones at error level.
 */
export async function overdueRequests(
  payload: Payload,
  alertMs: number,
  { now = new Date(), limit = 20 }: { now?: Date; limit?: number } = {},
): Promise<{ requests: OverdueRequest[]; total: number }> {
  const result = await payload.find({
    collection: 'contact-requests',
    where: {
      and: [
        { status: { not_equals: 'delivered' } },
        { createdAt: { less_than: new Date(now.getTime() - alertMs).toISOString() } },
      ],
    },
    select: { reference: true, createdAt: true, status: true, lastError: true },
    sort: 'createdAt',
    limit,
    depth: 0,
    overrideAccess: true,
  })
  const requests = result.docs.map((doc) => ({
    id: Number(doc.id),
    reference: String(doc.reference),
    createdAt: String(doc.createdAt),
    status: String(doc.status ?? 'received'),
    lastError: doc.lastError ?? null,
  }))
  return { requests, total: result.totalDocs }
}
