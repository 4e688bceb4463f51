import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { todayInTallinn } from '@/lib/dates'
import { dbOf, type Db } from '@/lib/db'
import { log } from '@/lib/log'
import { messageDomain, pooledTransport, type Transport } from '@/lib/mail'
import {
  absolute,
  alertMail,
  standardAlertMail,
  changeMail,
  confirmMail,
  manageLinkMail,
  reminderMail,
  type DatedPickup,
  type Mail,
  type Pickup,
} from './mail'
import { dueSlots, stillTimely, type ReminderTime, type Slot } from './slots'
import { manageToken, unsubscribeToken } from './tokens'

// The reminders' outbox (table reminder_sends, collection ReminderSends). Every mail is first a row whose
// unique key names what it is for:
//   reminder:<subscription>:<pickup day>   change:<subscription>:<import run>
//   alert:<subscription>:<notice id>       confirm:<subscription>:<token hash prefix>
//   manage:<subscription>:<requested at, ms> (a manage link asked for by subscribing again)
// Planning inserts rows with ON CONFLICT DO NOTHING, so planning twice (every tick re-plans the due slots)
// queues nothing twice. Sending moves a row queued -> claimed (a page, by a random run id, with a lease the
// run renews while it works) -> sending (its group, just before the SMTP calls; only rows still claimed by
// this run, so a row taken over by another run after a slow page is never sent by both) -> sent (as soon
// as the SMTP server has accepted that mail; acceptances that arrive together share one commit).
// After a crash (docs/decisions/024-reminders-outbox.md, "Semantics after a crash"): what is sent is never
// sent again; a row still `claimed` was never handed over and is sent after CLAIM_LEASE_MS; a row still
// `sending` may have reached the server in the few milliseconds before its acceptance was committed: it
// is sent again with the same Message-ID while still timely (at least once), and a reminder whose time has
// passed is skipped.

export const CLAIM_LEASE_MS = 2 * 60_000
const PAGE = 200

type Value = string | number | null

export type SendHooks = {
  /** Test seam: after a mail is handed over and recorded as sent (a crash mid-run). */
  afterSent?: (key: string) => Promise<void> | void
}

export type { Transport }

const nowIso = (now: Date) => now.toISOString()

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

/** A row's data as an object, whichever database read it (see Row.data). */
function dataOf(row: Pick<Row, 'data'>): Record<string, unknown> {
  if (!row.data) return {}
  return typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data
}

type Row = {
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
}

export type DrainReport = { sent: number; skipped: number; failed: number }

/**
 * Sends every queued mail (and those whose claim expired), page by page, a few at once over the pooled
 * transport. A failed send goes back to the queue for the next run; the run then throws so the job retries.
 */
export async function drain(
  payload: Payload,
  options: { now?: Date; transport?: Transport; hooks?: SendHooks; concurrency?: number; maxMails?: number } = {},
): Promise<DrainReport> {
  const db = dbOf(payload)
  const config = env()
  const report: DrainReport = { sent: 0, skipped: 0, failed: 0 }
  // Without a mail server the outbox keeps everything queued (planning goes on, idempotently); the first
  // tick after SMTP_URL is set sends what is still timely.
  if (!options.transport && !config.SMTP_URL) {
    log.info('reminders: SMTP_URL is not set, mails stay queued')
    return report
  }
  const now = () => options.now ?? new Date()
  const transport = options.transport ?? pooledTransport()
  const concurrency = options.concurrency ?? config.REMINDERS_SMTP_CONNECTIONS * 10
  const notices = new Map<string, { title: string; excerpt: string; href: string } | null>()
  const run = randomUUID()
  const markSent = sentRecorder(db, now)
  // While this run works, it renews the lease of every row it holds: a row is taken over only from a run
  // that stopped (a crash, a kill), never from a slow one.
  const heartbeat = setInterval(() => {
    db.transaction([
      {
        sql: `UPDATE reminder_sends SET claimed_at = ? WHERE claimed_by = ? AND state IN ('claimed', 'sending')`,
        args: [nowIso(now()), run],
      },
    ]).catch(() => undefined)
  }, CLAIM_LEASE_MS / 4)
  try {
    await reportInterrupted(db, nowIso(new Date(now().getTime() - CLAIM_LEASE_MS)))
    await drainPages()
  } finally {
    clearInterval(heartbeat)
  }
  if (report.failed) throw new Error(`${report.failed} reminder mails failed; they stay queued`)
  return report

  async function drainPages() {
    let after = 0
    for (;;) {
      // A benchmark's sample: stop at a page boundary once this many were handled.
      if (options.maxMails !== undefined && report.sent + report.skipped >= options.maxMails) break
      const at = now()
      const leaseCutoff = nowIso(new Date(at.getTime() - CLAIM_LEASE_MS))
      // Claim a page in one statement; RETURNING names exactly the rows this process now owns. Rows a
      // stopped run left `claimed` or `sending` are taken over once their lease has run out. Two bounded
      // index searches, merged: written as one WHERE with an OR, SQLite read every queued row of the
      // evening and sorted them for each page (57 ms a page at 250,000 rows, with the event loop stopped,
      // against 0.5 ms).
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
      if (!claimed.length) break
      const ids = claimed.map((r) => Number(r.id)).sort((a, b) => a - b)
      after = ids[ids.length - 1]
      const rows = await db.rows<Row>(
        `SELECT r.id, r.key, r.kind, r.data, r.subscription, s.email, s.locale, s.contract_number AS "contractNumber", s.time
        FROM reminder_sends r JOIN reminder_subscriptions s ON s.id = r.subscription
        WHERE r.id IN (${ids.map(() => '?').join(',')}) ORDER BY r.id`,
        ids,
      )
      // A row whose subscription is gone (unsubscribed meanwhile) has nothing to send.
      const found = new Set(rows.map((r) => Number(r.id)))
      const orphans = ids.filter((id) => !found.has(id))
      if (orphans.length) {
        await db.transaction([
          { sql: `DELETE FROM reminder_sends WHERE id IN (${orphans.map(() => '?').join(',')})`, args: orphans },
        ])
      }
      // Groups of `concurrency` rows: their mails go out at once over the pool. The group is marked
      // `sending` in one write before, each mail `sent` as soon as it is accepted (acceptances arriving
      // together share a commit, so the send rate is not held to the database's commit rate), and the
      // skipped and failed ones in one write after. A crash inside a group leaves uncertain only the mails
      // accepted in the moment before their commit.
      const pickups = await pickupsOf(db, rows)
      for (let i = 0; i < rows.length; i += Math.max(1, concurrency)) {
        const group = rows.slice(i, i + Math.max(1, concurrency))
        const composed = await Promise.all(
          group.map(async (row) => {
            try {
              return { row, mail: await compose(payload, row, now(), notices, pickups) }
            } catch (error) {
              log.warn('reminder mail not composed', { key: row.key, error: errorText(error) })
              return { row, mail: undefined }
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
          composed.map(
            async ({ row, mail }): Promise<{ row: Row; outcome: 'sent' | 'skipped' | 'failed' | 'takenOver' }> => {
              if (mail === null) return { row, outcome: 'skipped' }
              if (mail === undefined) return { row, outcome: 'failed' }
              // Taken over by another run meanwhile: that run sends it.
              if (!mine.has(Number(row.id))) return { row, outcome: 'takenOver' }
              try {
                await transport.sendMail(mail)
              } catch (error) {
                // The process "died" while handing the mail over (tests): nothing after this runs.
                if (error instanceof SimulatedCrash) throw error
                log.warn('reminder mail not sent', { key: row.key, error: errorText(error) })
                return { row, outcome: 'failed' }
              }
              await markSent(Number(row.id)).catch((error: unknown) =>
                // Sent but not recorded: after the lease it is sent again, with the same Message-ID.
                log.error('reminder mail sent but not recorded', { key: row.key, error: errorText(error) }),
              )
              return { row, outcome: 'sent' }
            },
          ),
        )
        await record(db, outcomes, run, now())
        for (const { row, outcome } of outcomes) {
          if (outcome === 'takenOver') continue
          report[outcome]++
          if (outcome === 'sent') await options.hooks?.afterSent?.(row.key)
        }
      }
    }
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Logs the mails a stopped run left between handing them over and recording them; they are sent again. */
async function reportInterrupted(db: Db, leaseCutoff: string) {
  const [row] = await db.rows<{ n: number }>(
    `SELECT COUNT(*) AS n FROM reminder_sends WHERE state = 'sending' AND claimed_at < ?`,
    [leaseCutoff],
  )
  const n = Number(row?.n ?? 0)
  if (n)
    log.warn('reminders: mails were being sent when a run stopped; sent again (same Message-ID) while timely', {
      mails: n,
    })
}

/** The group's rows still claimed by this run, now `sending` (one write); the ids this run may send. */
async function markSending(db: Db, ids: number[], run: string, now: Date): Promise<Set<number>> {
  if (!ids.length) return new Set()
  const at = nowIso(now)
  const rows = await db.rows<{ id: number }>(
    `UPDATE reminder_sends SET state = 'sending', claimed_at = ?, updated_at = ?
      WHERE id IN (${ids.map(() => '?').join(',')}) AND claimed_by = ? AND state = 'claimed' RETURNING id`,
    [at, at, ...ids, run],
  )
  return new Set(rows.map((r) => Number(r.id)))
}

/**
 * Records mails as sent as soon as the SMTP server accepted them. Acceptances that arrive while a commit is
 * under way wait for the next one, which takes them all: one write per burst, not per mail. Resolves once
 * the row is committed.
 */
function sentRecorder(db: Db, now: () => Date) {
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
              WHERE id IN (${ids.map(() => '?').join(',')})`,
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

/** The pickups of a page's reminders (contract, day) in one query: "contract|day" -> its rows. */
async function pickupsOf(db: Db, rows: Row[]): Promise<Map<string, Pickup[]>> {
  const wanted = rows
    .filter((r) => r.kind === 'reminder' && r.data)
    .map((r) => ({ c: String(r.contractNumber), day: String(dataOf(r).day) }))
  const out = new Map<string, Pickup[]>()
  if (!wanted.length) return out
  const contracts = [...new Set(wanted.map((w) => w.c))]
  const days = [...new Set(wanted.map((w) => w.day))]
  const found = await db.rows<Pickup & { c: string; date: string }>(
    `SELECT contract_number AS c, date, garbage, item_type AS "itemType", address,
            original_date AS "originalDate", shift_reason AS "shiftReason" FROM discharges
      WHERE contract_number IN (${contracts.map(() => '?').join(',')}) AND date IN (${days.map(() => '?').join(',')})
      ORDER BY contract_number, date, garbage, item_type`,
    [...contracts, ...days],
  )
  for (const r of found) {
    const key = `${r.c}|${r.date}`
    let list = out.get(key)
    if (!list) out.set(key, (list = []))
    list.push({
      garbage: r.garbage,
      itemType: r.itemType,
      address: r.address,
      originalDate: r.originalDate ?? null,
      shiftReason: r.shiftReason ?? null,
    })
  }
  return out
}

/** Thrown by tests' hooks to stop a run the way a killed process would (nothing after it runs). */
export class SimulatedCrash extends Error {}

/** One write for a group's other outcomes: skipped rows are done, failed ones go back to the queue. */
async function record(
  db: Db,
  outcomes: { row: Row; outcome: 'sent' | 'skipped' | 'failed' | 'takenOver' }[],
  run: string,
  now: Date,
) {
  const at = nowIso(now)
  const ids = (outcome: string) => outcomes.filter((o) => o.outcome === outcome).map((o) => Number(o.row.id))
  const list = (n: number[]) => n.map(() => '?').join(',')
  const statements: { sql: string; args: Value[] }[] = []
  const skipped = ids('skipped')
  if (skipped.length) {
    // A confirmation row's data is the link's token: not kept once the mail will never go.
    statements.push({
      sql: `UPDATE reminder_sends SET state = 'skipped', updated_at = ?,
        data = CASE WHEN kind = 'confirm' THEN NULL ELSE data END WHERE id IN (${list(skipped)}) AND claimed_by = ?`,
      args: [at, ...skipped, run],
    })
  }
  const failed = ids('failed')
  if (failed.length) {
    statements.push({
      sql: `UPDATE reminder_sends SET state = 'queued', claimed_by = NULL, claimed_at = NULL, updated_at = ?
        WHERE id IN (${list(failed)}) AND claimed_by = ? AND state IN ('claimed', 'sending')`,
      args: [at, ...failed, run],
    })
  }
  if (statements.length) await db.transaction(statements)
}

async function compose(
  payload: Payload,
  row: Row,
  now: Date,
  notices: Map<string, { title: string; excerpt: string; href: string } | null>,
  pickupsByDay: Map<string, Pickup[]>,
): Promise<(Mail & Record<string, unknown>) | null> {
  const config = env()
  const siteUrl = config.SITE_URL
  const locale: Locale = isLocale(row.locale) ? row.locale : 'et'
  const data = dataOf(row)
  const token = manageToken(config.PAYLOAD_SECRET, Number(row.subscription), row.email)
  const common = { siteUrl, locale, contractNumber: String(row.contractNumber), manageToken: token }
  let mail: Mail | null = null
  if (row.kind === 'confirm') {
    if (typeof data.token !== 'string') return null
    mail = confirmMail({ siteUrl, locale, contractNumber: common.contractNumber, token: data.token })
  } else if (row.kind === 'manage') {
    mail = manageLinkMail(common)
  } else if (row.kind === 'reminder') {
    const day = String(data.day)
    const time = data.time === 'morning' ? 'morning' : 'evening'
    // Planned but not sent in time (the server was down): a reminder after the fact helps nobody.
    if (!stillTimely(time, day, now)) return null
    const pickups = pickupsByDay.get(`${common.contractNumber}|${day}`) ?? []
    if (!pickups.length) return null
    mail = reminderMail({ ...common, time, day, pickups })
  } else if (row.kind === 'change') {
    mail = changeMail({
      ...common,
      before: (data.before as DatedPickup[] | undefined) ?? [],
      after: (data.after as DatedPickup[] | undefined) ?? [],
    })
  } else if (row.kind === 'alert') {
    if (data.standard === true) {
      // The editor chose to tell subscribers in a language the notice lacks: a standard text in theirs and
      // a link to the notice in a language it has (src/lib/reminders/alerts.ts).
      const linkLocale: Locale = isLocale(data.linkLocale) ? data.linkLocale : 'et'
      const notice = await noticeFor(payload, Number(data.notice), linkLocale, notices)
      if (!notice) return null
      mail = standardAlertMail({ ...common, href: notice.href, linkLocale })
    } else {
      // Never another language's title: without one in the subscriber's language there is no mail.
      const notice = await noticeFor(payload, Number(data.notice), locale, notices)
      if (!notice) return null
      mail = alertMail({ ...common, ...notice })
    }
  }
  if (!mail) return null
  const headers: Record<string, string> =
    row.kind === 'confirm' || row.kind === 'manage'
      ? {}
      : {
          // RFC 2369 + RFC 8058: mail clients offer "unsubscribe" and POST to the link with one click.
          'List-Unsubscribe': `<${absolute(siteUrl, `/api/v1/reminders/unsubscribe?token=${unsubscribeToken(config.PAYLOAD_SECRET, Number(row.subscription), row.email)}`)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
  return {
    ...mail,
    from: config.CONTACT_FROM,
    to: row.email,
    // Deterministic: a mail re-sent after a crash is the same message to the receiving system.
    messageId: `<${row.key.replaceAll(':', '.')}@${messageDomain(siteUrl)}>`,
    headers,
  }
}

async function noticeFor(
  payload: Payload,
  id: number,
  locale: Locale,
  cache: Map<string, { title: string; excerpt: string; href: string } | null>,
) {
  const key = `${id}:${locale}`
  if (!cache.has(key)) {
    const post = (await payload
      .findByID({ collection: 'posts', id, locale, fallbackLocale: false, depth: 0, overrideAccess: true })
      .catch(() => null)) as { title?: string; excerpt?: string | null; slug?: string; _status?: string } | null
    cache.set(
      key,
      post && post._status === 'published' && post.slug && post.title?.trim()
        ? {
            title: post.title ?? '',
            excerpt: post.excerpt ?? '',
            href: absolute(env().SITE_URL, localizedPath(locale, `/about/news/${post.slug}`)),
          }
        : null,
    )
  }
  return cache.get(key) ?? null
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
