import type { Payload } from 'payload'
import { isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { Db } from '@/lib/db'
import { env } from '@/lib/env'
import { absolute, messageDomain, type Mail } from '@/lib/mail'
import {
  alertMail,
  changeMail,
  confirmMail,
  manageLinkMail,
  reminderMail,
  standardAlertMail,
  unsubscribeUrl,
  type DatedPickup,
  type Pickup,
} from './mail'
import type { Row } from './outboxClaim'
import { stillTimely } from './slots'
import { manageToken, unsubscribeToken } from './tokens'

// The mail of an outbox row (./outbox.ts), addressed and headed: what it says comes from ./mail.ts, the
// pickups and notices it names are read here, a page at a time. Null: nothing to send any more (a reminder
// past its time, a notice unpublished meanwhile).

export type Notice = { title: string; excerpt: string; href: string }
/** What composing a page's rows reads once: the pickups of its reminders and the notices of its alerts. */
export type PageContext = { pickups: Map<string, Pickup[]>; notices: Map<string, Notice | null> }
export type OutboxMail = Mail & Record<string, unknown>

/** A row's data as an object, whichever database read it (see Row.data). */
export function dataOf(row: Pick<Row, 'data'>): Record<string, unknown> {
  if (!row.data) return {}
  return typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data
}

/** The pickups of a page's reminders (contract, day) in one query: "contract|day" -> its rows. */
export async function pickupsOf(db: Db, rows: Row[]): Promise<Map<string, Pickup[]>> {
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

/** A published notice in one language (cached for the run), or null: no mail without it. */
async function noticeFor(payload: Payload, id: number, locale: Locale, cache: Map<string, Notice | null>) {
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

/** The mail of one row, ready for the transport; null when there is nothing to send any more. */
export async function composeRow(
  payload: Payload,
  row: Row,
  now: Date,
  context: PageContext,
): Promise<OutboxMail | null> {
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
    const pickups = context.pickups.get(`${common.contractNumber}|${day}`) ?? []
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
      const notice = await noticeFor(payload, Number(data.notice), linkLocale, context.notices)
      if (!notice) return null
      mail = standardAlertMail({ ...common, href: notice.href, linkLocale })
    } else {
      // Never another language's title: without one in the subscriber's language there is no mail.
      const notice = await noticeFor(payload, Number(data.notice), locale, context.notices)
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
          'List-Unsubscribe': `<${unsubscribeUrl(siteUrl, unsubscribeToken(config.PAYLOAD_SECRET, Number(row.subscription), row.email))}>`,
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
