import type { Db, Value } from '@/lib/db'
import type { Slot } from './slots'

// Planning: what the outbox (./outbox.ts) is to send, as rows of reminder_sends. Each row's unique key
// names what the mail is for, and every insert says ON CONFLICT DO NOTHING, so planning twice (every tick
// re-plans the due slots) queues nothing twice.

export const nowIso = (now: Date) => now.toISOString()

/** Queues the reminders of one slot: one row per confirmed subscription of that time with a pickup that day. */
export async function planSlot(db: Db, slot: Slot, now: Date): Promise<number> {
  const at = nowIso(now)
  const [inserted] = await db.transaction([
    {
      sql: `INSERT INTO reminder_sends (key, subscription, kind, state, data, updated_at, created_at)
        SELECT 'reminder:' || s.id || ':' || ?, s.id, 'reminder', 'queued', ?, ?, ?
        FROM reminder_subscriptions s
        WHERE s.status = 'confirmed' AND s.time = ?
          AND EXISTS (SELECT 1 FROM discharges d WHERE d.contract_number = s.contract_number AND d.date = ?)
        ON CONFLICT (key) DO NOTHING`,
      args: [slot.day, JSON.stringify({ day: slot.day, time: slot.time }), at, at, slot.time, slot.day],
    },
  ])
  return inserted
}

/** Queues one mail per subscription (an alert, a change notice, a confirmation). */
export async function enqueue(
  db: Db,
  rows: { key: string; subscription: number; kind: 'confirm' | 'manage' | 'change' | 'alert'; data: unknown }[],
  now: Date,
): Promise<number> {
  if (!rows.length) return 0
  const at = nowIso(now)
  const statements = []
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200)
    statements.push({
      sql: `INSERT INTO reminder_sends (key, subscription, kind, state, data, updated_at, created_at) VALUES ${chunk
        .map(() => `(?, ?, ?, 'queued', ?, ?, ?)`)
        .join(',')} ON CONFLICT (key) DO NOTHING`,
      args: chunk.flatMap((r) => [r.key, r.subscription, r.kind, JSON.stringify(r.data), at, at] as Value[]),
    })
  }
  const counts = await db.transaction(statements)
  return counts.reduce((a, b) => a + b, 0)
}
