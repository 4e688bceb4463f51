import type { Db, Value } from '@/lib/db'
import { log } from '@/lib/log'
import { nowIso } from './outboxPlan'
import type { ReminderTime } from './slots'

// The claim state machine of the outbox (./outbox.ts): a page of rows moves queued -> claimed (by a random
// run id, with a lease the run renews while it works) -> sending (its group, just before the SMTP calls;
// only rows still claimed by this run, so a row taken over by another run after a slow page is never sent
// by both) -> sent (as soon as the SMTP server has accepted that mail; acceptances that arrive together
// share one commit), or skipped (nothing to send any more), or back to queued after a failed attempt, or
// failed (the SMTP server refused it for good, or MAX_ATTEMPTS attempts failed): kept with its last error
// and time for the editors' start page, never retried by itself.

export const CLAIM_LEASE_MS = 2 * 60_000
/** Attempts of one mail (one per run that claims it) before it is recorded as failed. */
export const MAX_ATTEMPTS = 5
export const PAGE = 200

export type Row = {
  id: number
  key: string
  kind: 'confirm' | 'manage' | 'reminder' | 'change' | 'alert'
  /** JSON text on SQLite; PostgreSQL's json column hands it over parsed. */
  data: string | Record<string, unknown> | null
  subscription: number
  email: string
  locale: string
  contractNumber: string
  time: ReminderTime
  /** Failed attempts before this one. */
  attempts: number
}

export type Outcome =
  | { row: Row; outcome: 'sent' | 'skipped' | 'takenOver' }
  /** `permanent`: the SMTP server refused the mail for good (a 5xx reply); trying again cannot help. */
  | { row: Row; outcome: 'failed'; error: string; permanent: boolean }

const list = (ids: unknown[]) => ids.map(() => '?').join(',')

/**
 * Claims the next page for `run`, in one statement; RETURNING names exactly the rows this process now owns.
 * Rows a stopped run left `claimed` or `sending` are taken over once their lease has run out. Two bounded
 * index searches, merged: written as one WHERE with an OR, SQLite read every queued row of the evening and
 * sorted them for each page (57 ms a page at 250,000 rows, with the event loop stopped, against 0.5 ms).
 */
export async function claimPage(db: Db, run: string, after: number, at: Date): Promise<number[]> {
  const leaseCutoff = nowIso(new Date(at.getTime() - CLAIM_LEASE_MS))
  const claimed = await db.rows<{ id: number }>(
    `UPDATE reminder_sends SET state = 'claimed', claimed_by = ?, claimed_at = ?, updated_at = ?
    WHERE id IN (SELECT id FROM (
      SELECT id FROM (SELECT id FROM reminder_sends WHERE state = 'queued' AND id > ? ORDER BY id LIMIT ${PAGE}) queued
      UNION ALL
      SELECT id FROM (SELECT id FROM reminder_sends WHERE state IN ('claimed', 'sending') AND claimed_at < ? AND id > ?
        ORDER BY id LIMIT ${PAGE}) abandoned
    ) page ORDER BY id LIMIT ${PAGE})
    RETURNING id`,
    [run, nowIso(at), nowIso(at), after, leaseCutoff, after],
  )
  return claimed.map((r) => Number(r.id)).sort((a, b) => a - b)
}

/**
 * The claimed rows with their subscriptions. A row whose subscription is gone (unsubscribed meanwhile) has
 * nothing to send and is deleted.
 */
export async function claimedRows(db: Db, ids: number[]): Promise<Row[]> {
  const rows = await db.rows<Row>(
    `SELECT r.id, r.key, r.kind, r.data, r.subscription, s.email, s.locale, s.contract_number AS "contractNumber",
      s.time, COALESCE(r.attempts, 0) AS attempts
    FROM reminder_sends r JOIN reminder_subscriptions s ON s.id = r.subscription
    WHERE r.id IN (${list(ids)}) ORDER BY r.id`,
    ids,
  )
  const found = new Set(rows.map((r) => Number(r.id)))
  const orphans = ids.filter((id) => !found.has(id))
  if (orphans.length)
    await db.transaction([{ sql: `DELETE FROM reminder_sends WHERE id IN (${list(orphans)})`, args: orphans }])
  return rows
}

/**
 * While a run works it renews the lease of every row it holds: a row is taken over only from a run that
 * stopped (a crash, a kill), never from a slow one. Returns the function that stops the renewal.
 */
export function holdLeases(db: Db, run: string, now: () => Date): () => void {
  const heartbeat = setInterval(() => {
    db.transaction([
      {
        sql: `UPDATE reminder_sends SET claimed_at = ? WHERE claimed_by = ? AND state IN ('claimed', 'sending')`,
        args: [nowIso(now()), run],
      },
    ]).catch(() => undefined)
  }, CLAIM_LEASE_MS / 4)
  return () => clearInterval(heartbeat)
}

/** Logs the mails a stopped run left between handing them over and recording them; they are sent again. */
export async function reportInterrupted(db: Db, at: Date) {
  const [row] = await db.rows<{ n: number }>(
    `SELECT COUNT(*) AS n FROM reminder_sends WHERE state = 'sending' AND claimed_at < ?`,
    [nowIso(new Date(at.getTime() - CLAIM_LEASE_MS))],
  )
  const n = Number(row?.n ?? 0)
  if (n)
    log.warn('reminders: mails were being sent when a run stopped; sent again (same Message-ID) while timely', {
      mails: n,
    })
}

/** The group's rows still claimed by this run, now `sending` (one write); the ids this run may send. */
export async function markSending(db: Db, ids: number[], run: string, now: Date): Promise<Set<number>> {
  if (!ids.length) return new Set()
  const at = nowIso(now)
  const rows = await db.rows<{ id: number }>(
    `UPDATE reminder_sends SET state = 'sending', claimed_at = ?, updated_at = ?
      WHERE id IN (${list(ids)}) AND claimed_by = ? AND state = 'claimed' RETURNING id`,
    [at, at, ...ids, run],
  )
  return new Set(rows.map((r) => Number(r.id)))
}

/**
 * Records mails as sent as soon as the SMTP server accepted them. Acceptances that arrive while a commit is
 * under way wait for the next one, which takes them all: one write per burst, not per mail. Resolves once
 * the row is committed.
 */
export function sentRecorder(db: Db, now: () => Date) {
  let waiting: { id: number; done: () => void; fail: (error: unknown) => void }[] = []
  let flushing = false
  const flush = async () => {
    flushing = true
    while (waiting.length) {
      const batch = waiting
      waiting = []
      const ids = batch.map((w) => w.id)
      const at = nowIso(now())
      try {
        // A confirmation row's data is the link's token: not kept once the mail is out.
        await db.transaction([
          {
            sql: `UPDATE reminder_sends SET state = 'sent', sent_at = ?, updated_at = ?,
              data = CASE WHEN kind = 'confirm' THEN NULL ELSE data END
              WHERE id IN (${list(ids)})`,
            args: [at, at, ...ids],
          },
        ])
        for (const w of batch) w.done()
      } catch (error) {
        for (const w of batch) w.fail(error)
      }
    }
    flushing = false
  }
  return (id: number) =>
    new Promise<void>((done, fail) => {
      waiting.push({ id, done, fail })
      if (!flushing) void flush()
    })
}

/** Whether a failed attempt ends the row: refused for good, or the last attempt allowed. */
export const givesUp = (o: { row: Pick<Row, 'attempts'>; permanent: boolean }) =>
  o.permanent || Number(o.row.attempts) + 1 >= MAX_ATTEMPTS

/**
 * One write for a group's other outcomes: skipped rows are done; a failed row goes back to the queue with
 * its error, or, when `givesUp`, is recorded as failed. Returns how many were recorded as failed.
 */
export async function recordOutcomes(db: Db, outcomes: Outcome[], run: string, now: Date): Promise<number> {
  const at = nowIso(now)
  const statements: { sql: string; args: Value[] }[] = []
  const skipped = outcomes.filter((o) => o.outcome === 'skipped').map((o) => Number(o.row.id))
  if (skipped.length) {
    // A confirmation row's data is the link's token: not kept once the mail will never go.
    statements.push({
      sql: `UPDATE reminder_sends SET state = 'skipped', updated_at = ?,
        data = CASE WHEN kind = 'confirm' THEN NULL ELSE data END WHERE id IN (${list(skipped)}) AND claimed_by = ?`,
      args: [at, ...skipped, run],
    })
  }
  let failed = 0
  for (const o of outcomes) {
    if (o.outcome !== 'failed') continue
    const error = o.error.slice(0, 1000)
    if (givesUp(o)) {
      failed++
      statements.push({
        sql: `UPDATE reminder_sends SET state = 'failed', attempts = COALESCE(attempts, 0) + 1, last_error = ?,
          failed_at = ?, updated_at = ?, claimed_by = NULL, claimed_at = NULL,
          data = CASE WHEN kind = 'confirm' THEN NULL ELSE data END
          WHERE id = ? AND claimed_by = ? AND state IN ('claimed', 'sending')`,
        args: [error, at, at, Number(o.row.id), run],
      })
    } else {
      statements.push({
        sql: `UPDATE reminder_sends SET state = 'queued', attempts = COALESCE(attempts, 0) + 1, last_error = ?,
          updated_at = ?, claimed_by = NULL, claimed_at = NULL
          WHERE id = ? AND claimed_by = ? AND state IN ('claimed', 'sending')`,
        args: [error, at, Number(o.row.id), run],
      })
    }
  }
  if (statements.length) await db.transaction(statements)
  return failed
}
