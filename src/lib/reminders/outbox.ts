import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { todayInTallinn } from '@/lib/dates'
import { dbOf } from '@/lib/db'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import { pooledTransport, type Transport } from '@/lib/mail'
import {
  claimedRows,
  claimPage,
  holdLeases,
  markSending,
  recordOutcomes,
  reportInterrupted,
  sentRecorder,
  type Outcome,
} from './outboxClaim'
import { composeRow, pickupsOf, type Notice, type OutboxMail } from './outboxCompose'
import { planSlot } from './outboxPlan'
import { dueSlots } from './slots'

// The reminders' outbox (table reminder_sends, collection ReminderSends). Every mail is first a row whose
// unique key names what it is for:
//   reminder:<subscription>:<pickup day>   change:<subscription>:<import run>
//   alert:<subscription>:<notice id>       confirm:<subscription>:<token hash prefix>
//   manage:<subscription>:<requested at, ms> (a manage link asked for by subscribing again)
// Three steps, each in its own module: planning queues rows idempotently (./outboxPlan.ts), the claim state
// machine moves them through claimed, sending and sent, back to the queue or to failed (./outboxClaim.ts),
// and composing turns a row into its mail (./outboxCompose.ts). This module runs them: page by page, a group
// of mails at once over the pooled transport (src/lib/mail).
// After a crash (docs/decisions/024-reminders-outbox.md, "Semantics after a crash"): what is sent is never
// sent again; a row still `claimed` was never handed over and is sent after CLAIM_LEASE_MS; a row still
// `sending` may have reached the server in the few milliseconds before its acceptance was committed: it
// is sent again with the same Message-ID while still timely (at least once), and a reminder whose time has
// passed is skipped.

export { CLAIM_LEASE_MS, MAX_ATTEMPTS } from './outboxClaim'
export { enqueue, planSlot } from './outboxPlan'
export type { Transport }

export type SendHooks = {
  /** Test seam: after a mail is handed over and recorded as sent (a crash mid-run). */
  afterSent?: (key: string) => Promise<void> | void
}

/**
 * What a run did: `retrying` mails failed and went back to the queue for the next run; `failed` ones were
 * recorded as failed (refused for good by the SMTP server, or out of attempts).
 */
export type DrainReport = { sent: number; skipped: number; retrying: number; failed: number }

/** Thrown by tests' hooks to stop a run the way a killed process would (nothing after it runs). */
export class SimulatedCrash extends Error {}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** A 5xx reply: the SMTP server refuses the mail for good (a rejected address, say); trying again cannot help. */
function refusedForGood(error: unknown): boolean {
  const code = Number((error as { responseCode?: unknown } | null)?.responseCode)
  return code >= 500 && code < 600
}

/**
 * Sends every queued mail (and those whose claim expired), page by page, a few at once over the pooled
 * transport. A failed send goes back to the queue for the next run, and the run then throws so the job
 * retries; a mail refused for good, or failing its last attempt, is recorded as failed instead.
 */
export async function drain(
  payload: Payload,
  options: { now?: Date; transport?: Transport; hooks?: SendHooks; concurrency?: number; maxMails?: number } = {},
): Promise<DrainReport> {
  const db = dbOf(payload)
  const config = env()
  const report: DrainReport = { sent: 0, skipped: 0, retrying: 0, failed: 0 }
  // Without a mail server the outbox keeps everything queued (planning goes on, idempotently); the first
  // tick after SMTP_URL is set sends what is still timely.
  if (!options.transport && !config.SMTP_URL) {
    log.info('reminders: SMTP_URL is not set, mails stay queued')
    return report
  }
  const now = () => options.now ?? new Date()
  const transport = options.transport ?? pooledTransport()
  const size = Math.max(1, options.concurrency ?? config.REMINDERS_SMTP_CONNECTIONS * 10)
  const notices = new Map<string, Notice | null>()
  const run = randomUUID()
  const markSent = sentRecorder(db, now)
  const release = holdLeases(db, run, now)
  try {
    await reportInterrupted(db, now())
    let after = 0
    for (;;) {
      // A benchmark's sample: stop at a page boundary once this many were handled.
      if (options.maxMails !== undefined && report.sent + report.skipped >= options.maxMails) break
      const ids = await claimPage(db, run, after, now())
      if (!ids.length) break
      after = ids[ids.length - 1]
      const rows = await claimedRows(db, ids)
      const context = { pickups: await pickupsOf(db, rows), notices }
      // Groups of `size` rows: their mails go out at once over the pool. The group is marked `sending` in
      // one write before, each mail `sent` as soon as it is accepted (acceptances arriving together share a
      // commit, so the send rate is not held to the database's commit rate), and the skipped and failed
      // ones in one write after. A crash inside a group leaves uncertain only the mails accepted in the
      // moment before their commit.
      for (let i = 0; i < rows.length; i += size) {
        const group = rows.slice(i, i + size)
        const composed = await Promise.all(
          group.map(async (row): Promise<{ row: typeof row; mail?: OutboxMail | null; error?: string }> => {
            try {
              return { row, mail: await composeRow(payload, row, now(), context) }
            } catch (error) {
              log.warn('reminder mail not composed', { key: row.key, error: errorText(error) })
              return { row, error: `not composed: ${errorText(error)}` }
            }
          }),
        )
        const mine = await markSending(
          db,
          composed.filter((c) => c.mail).map((c) => Number(c.row.id)),
          run,
          now(),
        )
        const outcomes = await Promise.all(
          composed.map(async ({ row, mail, error: composeError }): Promise<Outcome> => {
            if (mail === null) return { row, outcome: 'skipped' }
            if (!mail) return { row, outcome: 'failed', error: composeError ?? 'not composed', permanent: false }
            // Taken over by another run meanwhile: that run sends it.
            if (!mine.has(Number(row.id))) return { row, outcome: 'takenOver' }
            try {
              await transport.sendMail(mail)
            } catch (error) {
              // The process "died" while handing the mail over (tests): nothing after this runs.
              if (error instanceof SimulatedCrash) throw error
              log.warn('reminder mail not sent', { key: row.key, error: errorText(error) })
              return { row, outcome: 'failed', error: errorText(error), permanent: refusedForGood(error) }
            }
            await markSent(Number(row.id)).catch((error: unknown) =>
              // Sent but not recorded: after the lease it is sent again, with the same Message-ID.
              log.error('reminder mail sent but not recorded', { key: row.key, error: errorText(error) }),
            )
            return { row, outcome: 'sent' }
          }),
        )
        const failed = await recordOutcomes(db, outcomes, run, now())
        if (failed) log.error('reminder mails failed for good; the editors’ start page counts them', { failed })
        report.failed += failed
        for (const o of outcomes) {
          if (o.outcome === 'sent' || o.outcome === 'skipped') report[o.outcome]++
          if (o.outcome === 'sent') await options.hooks?.afterSent?.(o.row.key)
        }
        report.retrying += outcomes.filter((o) => o.outcome === 'failed').length - failed
      }
    }
  } finally {
    release()
  }
  if (report.retrying) throw new Error(`${report.retrying} reminder mails failed; they stay queued`)
  return report
}

/** One tick: queue the reminders of the slots due now, then send everything queued. */
export async function tick(
  payload: Payload,
  options: { now?: Date; transport?: Transport; hooks?: SendHooks; concurrency?: number } = {},
): Promise<DrainReport & { planned: number }> {
  const now = options.now ?? new Date()
  let planned = 0
  for (const slot of dueSlots(now)) planned += await planSlot(dbOf(payload), slot, now)
  if (planned) log.info('reminders planned', { planned, today: todayInTallinn(now) })
  return { planned, ...(await drain(payload, options)) }
}
