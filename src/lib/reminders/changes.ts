import type { Payload } from 'payload'
import { addDays } from '@/lib/dates'
import { dbOf, type Db } from '@/lib/db'
import { log } from '@/lib/log'
import type { DatedPickup } from './mail'
import { enqueue } from './outboxPlan'

// "Your schedule changed". Before an import the next CHANGE_WINDOW_DAYS of every contract
// with a confirmed subscription are read; after it, again. A contract whose (day, waste type) pairs differ
// gets one mail per subscription for that import run, listing both plans.

export const CHANGE_WINDOW_DAYS = 14

/** Contract -> its pickups in the window, as a comparable signature and the list itself. */
export type ScheduleSnapshot = Map<string, DatedPickup[]>

export async function scheduleSnapshot(db: Db, today: string): Promise<ScheduleSnapshot> {
  const rows = await db.rows<DatedPickup & { c: string }>(
    `SELECT DISTINCT d.contract_number AS c, d.date, d.garbage,
            d.original_date AS "originalDate", d.shift_reason AS "shiftReason" FROM discharges d
      WHERE d.date >= ? AND d.date < ?
        AND d.contract_number IN (SELECT contract_number FROM reminder_subscriptions WHERE status = 'confirmed')
      ORDER BY d.contract_number, d.date, d.garbage`,
    [today, addDays(today, CHANGE_WINDOW_DAYS)],
  )
  const out: ScheduleSnapshot = new Map()
  for (const r of rows) {
    const c = String(r.c)
    let list = out.get(c)
    if (!list) out.set(c, (list = []))
    list.push({
      date: r.date,
      garbage: r.garbage,
      originalDate: r.originalDate ?? null,
      shiftReason: r.shiftReason ?? null,
    })
  }
  return out
}

const signature = (list: DatedPickup[] | undefined) => (list ?? []).map((p) => `${p.date}|${p.garbage}`).join(';')

/** Queues the change notices of one import run; returns how many mails were queued. */
export async function queueChangeNotices(
  payload: Payload,
  before: ScheduleSnapshot,
  run: string,
  today: string,
  now = new Date(),
): Promise<number> {
  const db = dbOf(payload)
  const after = await scheduleSnapshot(db, today)
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
    (c) => signature(before.get(c)) !== signature(after.get(c)),
  )
  let queued = 0
  for (let i = 0; i < changed.length; i += 500) {
    const chunk = changed.slice(i, i + 500)
    const subs = await db.rows<{ id: number; c: string }>(
      `SELECT id, contract_number AS c FROM reminder_subscriptions WHERE status = 'confirmed'
        AND contract_number IN (${chunk.map(() => '?').join(',')})`,
      chunk,
    )
    queued += await enqueue(
      db,
      subs.map((s) => ({
        key: `change:${s.id}:${run}`,
        subscription: Number(s.id),
        kind: 'change' as const,
        data: { before: before.get(String(s.c)) ?? [], after: after.get(String(s.c)) ?? [] },
      })),
      now,
    )
  }
  if (queued) log.info('schedule change notices queued', { run, contracts: changed.length, queued })
  return queued
}
