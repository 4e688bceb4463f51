import type { Payload, Where } from 'payload'
import { hasRole, type Role } from '@/access/roles'
import { addDays, todayInTallinn } from '@/lib/dates'
import { priceRegions } from '@/lib/data/regions'
import { dbOf } from '@/lib/db'
import { EMERGENCY_CATEGORY } from '@/lib/content/newsTabs'
import { importTargets } from '@/lib/import/run'
import { MISS_MIN_CLIENTS } from '@/lib/sorting/missLimits'
import { frequentMisses } from '@/lib/sorting/misses'

/**
 * What the admin's start page shows (src/components/admin/EditorsDesk.tsx): each part read with the
 * local API or one grouped query, only for the roles whose work it is, so the page costs a few small
 * reads and shows nobody what their role may not open (decision 031).
 */
export type Desk = {
  contact?: { undelivered: number; oldest: string | null; overdue: number; overdueBefore: string }
  notices?: { id: number; title: string; bannerUntil: string }[]
  /** The emergency notices' category and how many are active (the list above shows the first 20). */
  noticeFilter?: { category: number | null; active: number }
  alerts?: { notices: { id: number; title: string; mails: number }[]; since: string }
  scheduled?: {
    id: string
    collection: 'pages' | 'posts'
    docId: number
    title: string
    type: 'publish' | 'unpublish'
    at: string
  }[]
  priceLists?: {
    ending: { id: number; title: string; region: string; validTo: string }[]
    regionsWithout: string[]
    today: string
    until: string
  }
  misses?: { id: number; query: string; clients: number; lastSeen: string }[]
  outbox?: { waiting: number; skipped: number; failed: number; lastSent: string | null }
  imports?: { source: string; at: string; ok: boolean; detail: Record<string, unknown> | null }[]
}

export const DESK = {
  scheduleDays: 14,
  priceDays: 30,
  alertDays: 7,
  missDays: 30,
  missMinClients: MISS_MIN_CLIENTS,
} as const

type User = { roles?: Role[] | null } | null | undefined

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v))

export async function deskSummary(
  payload: Payload,
  user: User,
  { now = new Date(), alertMinutes = 60 }: { now?: Date; alertMinutes?: number } = {},
): Promise<Desk> {
  const desk: Desk = {}
  const isAdmin = hasRole(user, 'admin')
  const content = hasRole(user, 'admin', 'editor')
  const support = hasRole(user, 'admin', 'support')
  const nowIso = now.toISOString()
  const db = dbOf(payload)
  const read = { depth: 0, overrideAccess: true } as const

  const parts: Promise<void>[] = []

  if (support)
    parts.push(
      (async () => {
        const undelivered: Where = { status: { not_equals: 'delivered' } }
        const overdueBefore = new Date(now.getTime() - alertMinutes * 60_000).toISOString()
        const [all, overdue] = await Promise.all([
          payload.find({
            collection: 'contact-requests',
            where: undelivered,
            sort: 'createdAt',
            limit: 1,
            select: { createdAt: true },
            ...read,
          }),
          payload.count({
            collection: 'contact-requests',
            where: { and: [undelivered, { createdAt: { less_than: overdueBefore } }] },
            overrideAccess: true,
          }),
        ])
        desk.contact = {
          undelivered: all.totalDocs,
          oldest: all.docs[0]?.createdAt ?? null,
          overdue: overdue.totalDocs,
          overdueBefore,
        }
      })(),
    )

  // Active notices and the alerts sent for them: for editors (who publish them) and support (who take the calls).
  parts.push(
    (async () => {
      const category = await payload.find({
        collection: 'categories',
        where: { slug: { equals: EMERGENCY_CATEGORY } },
        limit: 1,
        ...read,
      })
      const categoryId = category.docs[0]?.id
      const active = categoryId
        ? await payload.find({
            collection: 'posts',
            where: {
              and: [
                { _status: { equals: 'published' } },
                { categories: { in: [categoryId] } },
                { bannerUntil: { greater_than: nowIso } },
              ],
            },
            sort: 'bannerUntil',
            limit: 20,
            select: { title: true, bannerUntil: true },
            ...read,
          })
        : { docs: [] }
      desk.noticeFilter = {
        category: categoryId == null ? null : Number(categoryId),
        active: 'totalDocs' in active ? active.totalDocs : 0,
      }
      desk.notices = active.docs.map((d) => ({
        id: Number(d.id),
        title: str(d.title),
        bannerUntil: str(d.bannerUntil),
      }))

      const since = new Date(now.getTime() - DESK.alertDays * 86_400_000).toISOString()
      const sent = await db.rows<{ data: unknown; mails: number | string }>(
        `SELECT data, COUNT(*) AS mails FROM reminder_sends
          WHERE kind = 'alert' AND state = 'sent' AND sent_at >= ? GROUP BY data`,
        [since],
      )
      const byNotice = new Map<number, number>()
      for (const row of sent) {
        const parsed = typeof row.data === 'string' ? (JSON.parse(row.data) as unknown) : row.data
        const id = Number((parsed as { notice?: unknown } | null)?.notice)
        if (Number.isFinite(id)) byNotice.set(id, (byNotice.get(id) ?? 0) + Number(row.mails))
      }
      const titles = byNotice.size
        ? await payload.find({
            collection: 'posts',
            where: { id: { in: [...byNotice.keys()] } },
            select: { title: true },
            limit: byNotice.size,
            ...read,
          })
        : { docs: [] }
      const titleOf = new Map(titles.docs.map((d) => [Number(d.id), str(d.title)]))
      desk.alerts = {
        since,
        notices: [...byNotice].map(([id, mails]) => ({ id, mails, title: titleOf.get(id) ?? `#${id}` })),
      }
    })(),
  )

  if (content) {
    parts.push(
      (async () => {
        const until = new Date(now.getTime() + DESK.scheduleDays * 86_400_000).toISOString()
        const jobs = await payload.find({
          collection: 'payload-jobs',
          where: {
            and: [
              { taskSlug: { equals: 'schedulePublish' } },
              { completedAt: { exists: false } },
              { hasError: { not_equals: true } },
              { waitUntil: { greater_than_equal: nowIso } },
              { waitUntil: { less_than_equal: until } },
            ],
          },
          sort: 'waitUntil',
          limit: 50,
          ...read,
        })
        const items: NonNullable<Desk['scheduled']> = []
        for (const job of jobs.docs) {
          const input = job.input as {
            type?: 'publish' | 'unpublish'
            doc?: { relationTo?: string; value?: number | { id: number } }
          } | null
          const collection = input?.doc?.relationTo
          if (collection !== 'pages' && collection !== 'posts') continue
          const value = input?.doc?.value
          const docId = Number(typeof value === 'object' && value ? value.id : value)
          const doc = await payload
            .findByID({ collection, id: docId, select: { title: true }, draft: true, disableErrors: true, ...read })
            .catch(() => null)
          if (!doc) continue
          items.push({
            id: String(job.id),
            collection,
            docId,
            title: str(doc.title),
            type: input?.type === 'unpublish' ? 'unpublish' : 'publish',
            at: str(job.waitUntil),
          })
        }
        desk.scheduled = items
      })(),
      (async () => {
        const today = todayInTallinn(now)
        const until = addDays(today, DESK.priceDays)
        const [ending, valid] = await Promise.all([
          payload.find({
            collection: 'price-lists',
            where: { and: [{ validTo: { greater_than_equal: today } }, { validTo: { less_than_equal: until } }] },
            sort: 'validTo',
            limit: 50,
            select: { title: true, region: true, validTo: true },
            ...read,
          }),
          payload.find({
            collection: 'price-lists',
            where: {
              and: [
                { validFrom: { less_than_equal: today } },
                { or: [{ validTo: { exists: false } }, { validTo: { greater_than_equal: today } }] },
              ],
            },
            pagination: false,
            select: { region: true },
            ...read,
          }),
        ])
        const covered = new Set(valid.docs.map((d) => str(d.region)))
        desk.priceLists = {
          today,
          until,
          ending: ending.docs.map((d) => ({
            id: Number(d.id),
            title: str(d.title),
            region: str(d.region),
            validTo: str(d.validTo),
          })),
          regionsWithout: priceRegions.filter((r) => !covered.has(r)),
        }
      })(),
      (async () => {
        desk.misses = await frequentMisses(payload, {
          sinceDay: addDays(todayInTallinn(now), -DESK.missDays),
          minClients: DESK.missMinClients,
        })
      })(),
      (async () => {
        const sources = ['discharges', ...importTargets] as const
        const rows = await Promise.all(
          sources.map((source) =>
            payload.find({
              collection: 'audit-log',
              where: { and: [{ action: { equals: 'import' } }, { target: { equals: source } }] },
              sort: '-createdAt',
              limit: 1,
              ...read,
            }),
          ),
        )
        desk.imports = sources.flatMap((source, i) => {
          const row = rows[i]!.docs[0]
          if (!row) return []
          const detail = (row.detail ?? null) as Record<string, unknown> | null
          return [{ source, at: row.createdAt, ok: detail?.ok !== false, detail }]
        })
      })(),
    )
  }

  if (isAdmin)
    parts.push(
      (async () => {
        const rows = await db.rows<{ state: string; n: number | string; last: string | null }>(
          `SELECT state, COUNT(*) AS n, MAX(sent_at) AS last FROM reminder_sends GROUP BY state`,
        )
        const count = (...states: string[]) =>
          rows.filter((r) => states.includes(r.state)).reduce((a, r) => a + Number(r.n), 0)
        const last = rows.find((r) => r.state === 'sent')?.last
        desk.outbox = {
          waiting: count('queued', 'claimed', 'sending'),
          skipped: count('skipped'),
          // Refused for good or out of attempts (src/lib/reminders/outboxClaim.ts): someone should look.
          failed: count('failed'),
          lastSent: last ? new Date(last).toISOString() : null,
        }
      })(),
    )

  await Promise.all(parts)
  return desk
}
