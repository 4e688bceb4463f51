import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { SendMailOptions } from 'nodemailer'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import { isLocale, type Locale } from '@/i18n/locales'
import { soleInstance } from '@/lib/cluster/pool'
import { dbOf } from '@/lib/db'
import {
  acceptedJournal,
  composeMail,
  MailNotConfigured,
  messageDomain,
  sendRecorded,
  type AcceptedJournal,
} from '@/lib/mail'
import { contactTranslator, summaryLines } from './labels'
import { contactFields, topicById, type ContactField, type Topic } from './lists'
import { OdooClient, upsertTicket } from './odoo'
import type { ContactValues } from './schema'

type RequestDoc = Record<string, unknown> & {
  id: number
  reference: string
  topicId: string
  locale?: string | null
  email?: string | null
  name?: string | null
  phone?: string | null
  subject?: string | null
  attachments?: (number | { id: number; filename?: string | null; mimeType?: string | null })[] | null
  mailboxSentAt?: string | null
  customerSentAt?: string | null
  odooTicketId?: number | null
  odooDoneAt?: string | null
}

/** Test seam: called after a message is handed over and before it is marked sent (crash simulation). */
export type StepHooks = { afterSend?: () => Promise<void> | void }
/** One step of a request's delivery; it skips itself ('already') when its marker is set. */
type DeliveryStep<Result> = (payload: Payload, id: number, hooks?: StepHooks) => Promise<Result>

export class DeliveryNotConfigured extends Error {}

async function load(payload: Payload, id: number): Promise<RequestDoc> {
  return (await payload.findByID({
    collection: 'contact-requests',
    id,
    depth: 1,
    overrideAccess: true,
  })) as unknown as RequestDoc
}

/** The request's topic: one is checked when the request is saved, so an unknown id is a fault, not a wait. */
function topicOf(doc: RequestDoc): Topic {
  const topic = topicById(doc.topicId)
  if (!topic) throw new Error(`Unknown topic ${doc.topicId}`)
  return topic
}

function valuesOf(doc: RequestDoc): ContactValues {
  const values: ContactValues = {}
  for (const f of contactFields) {
    if (f === 'files') continue
    const v = doc[f]
    if (typeof v === 'string' && v) values[f as Exclude<ContactField, 'files'>] = v
  }
  return values
}

// Where contact attachments and the acceptance file live, chosen at run time (CONTACT_UPLOAD_DIR): the
// comment keeps the build's file tracing from taking the whole project for a file it might read.
const uploadDir = () => path.resolve(/* turbopackIgnore: true */ process.cwd(), env().CONTACT_UPLOAD_DIR)

async function attachmentsOf(payload: Payload, doc: RequestDoc) {
  const dir = uploadDir()
  const out: { name: string; mimeType: string; data: Buffer }[] = []
  for (const a of doc.attachments ?? []) {
    const file =
      typeof a === 'object'
        ? a
        : ((await payload.findByID({ collection: 'contact-attachments', id: a, overrideAccess: true })) as unknown as {
            filename?: string
            mimeType?: string
          })
    if (!file?.filename) continue
    out.push({
      name: file.filename,
      mimeType: file.mimeType ?? 'application/octet-stream',
      data: await readFile(/* turbopackIgnore: true */ path.join(dir, path.basename(file.filename))),
    })
  }
  return out
}

/** Deterministic Message-ID: a re-sent message after a crash is the same message to the receiving mail system. */
export function messageId(reference: string, step: 'mailbox' | 'customer'): string {
  return `<${reference.toLowerCase()}.${step}@${messageDomain(env().SITE_URL)}>`
}

async function mark(payload: Payload, id: number, data: Record<string, unknown>) {
  await payload.update({ collection: 'contact-requests', id, data: data as never, overrideAccess: true })
}

/** The acceptance file of the embedded SQLite site (./accepted.ts); none on several instances. */
function journal(): AcceptedJournal | null {
  if (!soleInstance()) return null
  return acceptedJournal(uploadDir())
}

/**
 * Sends a step's message, from the contact sender under the step's deterministic Message-ID, unless it was
 * accepted before (a crash after the 250 and before the database knew).
 * The acceptance is journalled the moment the server answers (src/lib/mail/transport.ts `sendRecorded`):
 * the request was promised to the visitor, so no crash may lose it or send it twice.
 * Resolves 'already' when it was not sent again.
 */
async function sendOnce(
  reference: string,
  step: 'mailbox' | 'customer',
  mail: Omit<SendMailOptions, 'from' | 'messageId'>,
  hooks: StepHooks,
): Promise<'sent' | 'already'> {
  const stableId = messageId(reference, step)
  const message = { ...mail, from: env().CONTACT_FROM, messageId: stableId }
  const sent = await sendRecorded(message, stableId, journal()).catch((error: unknown) => {
    if (error instanceof MailNotConfigured)
      throw new DeliveryNotConfigured('SMTP_URL is not set: the request waits for delivery')
    throw error
  })
  if (sent === 'sent') await hooks.afterSend?.()
  return sent
}

/**
 * Records that the SMTP server accepted a message: one UPDATE on the adapter's connection, straight after
 * the acceptance. Between the two a crash makes the message go out again (with the same Message-ID), so the
 * gap is kept as short as a write can be: Payload's update (read, hooks, validation, write, re-read with
 * its relations) took tens of milliseconds there, and bench:faults found its kills landing inside it. The
 * collection's hooks concern only "retry delivery", which this never sets.
 */
async function markAccepted(payload: Payload, id: number, step: 'mailbox' | 'customer') {
  const at = new Date().toISOString()
  await dbOf(payload).rows(
    step === 'mailbox'
      ? `UPDATE contact_requests SET mailbox_sent_at = ?, status = 'delivered', updated_at = ? WHERE id = ?`
      : `UPDATE contact_requests SET customer_sent_at = ?, updated_at = ? WHERE id = ?`,
    [at, at, id],
  )
}

/**
 * All steps of one request, in one job so they never write the same document concurrently. Each step
 * skips itself when its marker is set; a failing step does not stop the others, and the job fails
 * (and is retried with backoff) while any step is undone.
 */
export async function deliverRequest(payload: Payload, id: number, hooks: StepHooks = {}) {
  const steps = { mailbox: deliverToMailbox, odoo: deliverToOdoo, customer: deliverCustomerCopy } as const
  const results: Record<string, string> = {}
  const errors: string[] = []
  for (const [name, step] of Object.entries(steps)) {
    try {
      results[name] = await step(payload, id, hooks)
      // Which copy went out when: the trail that tells a re-send after a crash from a second job.
      if (results[name] === 'sent') log.info('contact delivery step done', { id, step: name })
    } catch (error) {
      results[name] = 'failed'
      errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  if (errors.length) {
    const doc = await load(payload, id)
    await mark(payload, id, {
      status: doc.mailboxSentAt ? 'delivered' : 'retrying',
      lastError: errors.join('\n').slice(0, 2000),
    })
    throw new Error(errors.join('; '))
  }
  await mark(payload, id, { status: 'delivered', lastError: null })
  return results
}

/** E-mail to the company mailbox: topic id, all fields and the files. */
export const deliverToMailbox: DeliveryStep<'sent' | 'already'> = async (payload, id, hooks = {}) => {
  const doc = await load(payload, id)
  if (doc.mailboxSentAt) return 'already'
  const config = env()
  if (!config.CONTACT_MAILBOX)
    throw new DeliveryNotConfigured('CONTACT_MAILBOX is not set: the request waits for delivery')
  const topic = topicOf(doc)
  // Staff read Estonian; the customer's language is stated so the answer can be in it.
  const t = contactTranslator('et')
  const lines = summaryLines('et', topic, valuesOf(doc))
  const attachments = await attachmentsOf(payload, doc)
  const mail = composeMail(
    'et',
    `[${doc.reference}] ${t(`topics.${topic.key}`)} (ID ${topic.id})${doc.subject ? `: ${doc.subject}` : ''}`,
    [
      {
        kind: 'lines',
        lines: [
          `${t('topicChosen', { topic: t(`topics.${topic.key}`) })} (ID ${topic.id})`,
          `Viitenumber: ${doc.reference}`,
          `Keel: ${doc.locale ?? 'et'}`,
        ],
      },
      { kind: 'lines', lines: lines.map((l) => `${l.label}: ${l.value}`) },
      {
        kind: 'lines',
        lines: [`${t('fields.files')}: ${attachments.length ? attachments.map((a) => a.name).join(', ') : '-'}`],
      },
    ],
  )
  const sent = await sendOnce(
    doc.reference,
    'mailbox',
    {
      ...mail,
      to: config.CONTACT_MAILBOX,
      replyTo: doc.email ?? undefined,
      headers: { 'X-Helpdesk-Topic-Id': String(topic.id), 'X-Contact-Reference': doc.reference },
      attachments: attachments.map((a) => ({ filename: a.name, content: a.data, contentType: a.mimeType })),
    },
    hooks,
  )
  await markAccepted(payload, id, 'mailbox')
  return sent
}

/** Confirmation to the customer in their language (optional: CONTACT_CUSTOMER_COPY). */
export const deliverCustomerCopy: DeliveryStep<'sent' | 'already' | 'skipped'> = async (payload, id, hooks = {}) => {
  const doc = await load(payload, id)
  if (doc.customerSentAt) return 'already'
  const config = env()
  if (config.CONTACT_CUSTOMER_COPY !== 'true' || !doc.email) return 'skipped'
  const topic = topicOf(doc)
  const locale: Locale = doc.locale && isLocale(doc.locale) ? doc.locale : 'et'
  const t = contactTranslator(locale)
  // Only the reference, the topic and the number of files: nothing the sender typed. The address is not
  // verified, so a copy of free text would let anyone mail any text under the company's name. The customer
  // can quote the reference to ask about the details.
  const mail = composeMail(locale, t('mail.customerSubject', { reference: doc.reference }), [
    { kind: 'p', text: t('mail.customerGreeting') },
    { kind: 'p', text: t('mail.customerBody', { topic: t(`topics.${topic.key}`), reference: doc.reference }) },
    { kind: 'p', text: t('mail.customerAttachments', { count: String(doc.attachments?.length ?? 0) }) },
    { kind: 'p', text: t('mail.signature') },
  ])
  const sent = await sendOnce(
    doc.reference,
    'customer',
    {
      ...mail,
      to: doc.email,
      headers: { 'X-Contact-Reference': doc.reference },
    },
    hooks,
  )
  await markAccepted(payload, id, 'customer')
  return sent
}

/** Ticket in the Odoo helpdesk when ODOO_* is configured; otherwise the step is skipped. */
export const deliverToOdoo: DeliveryStep<'sent' | 'already' | 'skipped'> = async (payload, id, hooks = {}) => {
  const config = env()
  if (!config.ODOO_URL || !config.ODOO_DB || !config.ODOO_USER || !config.ODOO_API_KEY) return 'skipped'
  const doc = await load(payload, id)
  if (doc.odooDoneAt) return 'already'
  const topic = topicOf(doc)
  const t = contactTranslator('et')
  const lines = summaryLines('et', topic, valuesOf(doc))
  const client = new OdooClient({
    url: config.ODOO_URL,
    db: config.ODOO_DB,
    user: config.ODOO_USER,
    apiKey: config.ODOO_API_KEY,
  })
  const ticketId = await upsertTicket(
    client,
    config.ODOO_TEAM_ID,
    {
      reference: doc.reference,
      topicId: topic.id,
      subject: doc.subject || t(`topics.${topic.key}`),
      description: lines.map((l) => `${l.label}: ${l.value}`).join('\n'),
      partnerName: doc.name ?? undefined,
      partnerEmail: doc.email ?? undefined,
      partnerPhone: doc.phone ?? undefined,
      attachments: await attachmentsOf(payload, doc),
    },
    async (ticket) => {
      if (doc.odooTicketId !== ticket) await mark(payload, id, { odooTicketId: ticket })
    },
  )
  await hooks.afterSend?.()
  await mark(payload, id, { odooTicketId: ticketId, odooDoneAt: new Date().toISOString() })
  return 'sent'
}

/** Deletes requests (and their files) older than CONTACT_RETENTION_DAYS; also files never tied to a request. */
export async function purgeExpired(
  payload: Payload,
  now = new Date(),
): Promise<{ requests: number; attachments: number }> {
  const before = new Date(now.getTime() - env().CONTACT_RETENTION_DAYS * 24 * 3600 * 1000).toISOString()
  const old = await payload.find({
    collection: 'contact-requests',
    where: { createdAt: { less_than: before } },
    limit: 500,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  let attachments = 0
  for (const doc of old.docs as unknown as RequestDoc[]) {
    const ids = (doc.attachments ?? []).map((a) => (typeof a === 'object' ? a.id : a))
    if (ids.length) {
      const res = await payload.delete({
        collection: 'contact-attachments',
        where: { id: { in: ids } },
        overrideAccess: true,
      })
      attachments += res.docs.length
    }
    await payload.delete({ collection: 'contact-requests', id: doc.id, overrideAccess: true })
  }
  // Files of a submission that crashed before its request was saved: nothing refers to them.
  const orphans = await payload.delete({
    collection: 'contact-attachments',
    where: { createdAt: { less_than: before } },
    overrideAccess: true,
  })
  attachments += orphans.docs.length
  // Acceptances of requests deleted by now can never be asked for again.
  journal()?.prune(new Date(before))
  return { requests: old.docs.length, attachments }
}
