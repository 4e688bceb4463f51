// Contact request delivery against a real SMTP server on loopback and a stand-in Odoo JSON-RPC helpdesk
// (tests/support).
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { MINIMAL_PDF } from '../support/files'
import { additionalDischargeForm } from '../support/contactForm'
import { startOdooStandIn, type OdooStandIn } from '../support/odoo'
import { smtpStandIn } from '../support/smtp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestPayload, destroyTestPayload } from './helpers/payload'

// `npm test` runs this file on SQLite and on PostgreSQL at the same time: each run its own ports.
const PORT_BASE = process.env.INT_TEST_POSTGRES_URL ? 3461 : 3261
const SMTP_PORT = PORT_BASE
const ODOO_PORT = PORT_BASE + 1
const uploads = mkdtempSync(path.join(tmpdir(), 'contact-uploads-'))
Object.assign(process.env, {
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  CONTACT_MAILBOX: 'klienditugi@jaatmeveo.example',
  CONTACT_MIN_FILL_SECONDS: '0',
  CONTACT_RETRY_DELAY_SECONDS: '0',
  CONTACT_UPLOAD_DIR: uploads,
  CONTACT_RETENTION_DAYS: '180',
  ODOO_URL: `http://127.0.0.1:${ODOO_PORT}`,
  ODOO_DB: 'demo',
  ODOO_USER: 'website',
  ODOO_API_KEY: 'demo-key',
})

// A real SMTP server on loopback, down until the first test starts it; a stand-in Odoo helpdesk.
const smtp = smtpStandIn({ port: SMTP_PORT })
const mails = smtp.mails
let odoo: OdooStandIn
let tickets: OdooStandIn['tickets']
let odooAttachments: OdooStandIn['attachments']

let payload: Payload
beforeAll(async () => {
  payload = await createTestPayload()
  odoo = await startOdooStandIn({ port: ODOO_PORT, apiKey: 'demo-key' })
  ;({ tickets, attachments: odooAttachments } = odoo)
})
afterAll(async () => {
  await smtp.stop()
  await odoo.stop()
  await destroyTestPayload(payload)
  rmSync(uploads, { recursive: true, force: true })
})

const pdfBytes = () => new TextEncoder().encode(MINIMAL_PDF)
const pngBytes = async () =>
  new Uint8Array(
    await sharp({ create: { width: 2, height: 2, channels: 3, background: '#0a6e3c' } })
      .png()
      .toBuffer(),
  )

async function submit(extra: Record<string, string> = {}, address = `10.0.0.${Math.floor(Math.random() * 200)}`) {
  const outcome = await trySubmit(extra, address)
  if (!outcome.ok) throw new Error(`submission refused: ${JSON.stringify(outcome)}`)
  const found = await payload.find({
    collection: 'contact-requests',
    where: { reference: { equals: outcome.reference } },
    overrideAccess: true,
  })
  return found.docs[0] as unknown as Record<string, unknown> & { id: number; reference: string }
}

async function trySubmit(extra: Record<string, string>, address: string) {
  const { submitContact } = await import('@/lib/helpdesk/submit')
  const form = await additionalDischargeForm(extra)
  form.append('files', new File([pdfBytes()], 'leping.pdf', { type: 'application/pdf' }))
  form.append('files', new File([await pngBytes()], 'foto.png', { type: 'image/png' }))
  return submitContact(form, { address, locale: 'en' })
}

const runJobs = () => payload.jobs.run({ limit: 20 })
const reload = (id: number) =>
  payload.findByID({ collection: 'contact-requests', id, overrideAccess: true }) as unknown as Promise<
    Record<string, unknown>
  >

describe('contact request delivery', () => {
  it('is stored with its files before delivery, waits while SMTP is down and is delivered once it is back', async () => {
    const request = await submit()
    expect(request.reference).toMatch(/^JV-\d{8}-[A-Z0-9]{6}$/)
    expect(request.attachments).toHaveLength(2)
    const jobs = await payload.find({ collection: 'payload-jobs', overrideAccess: true })
    expect(jobs.docs.some((j) => (j as { taskSlug?: string }).taskSlug === 'contactDeliver')).toBe(true)

    odoo.down = true
    await runJobs()
    const waiting = await reload(request.id)
    expect(waiting.status).toBe('retrying')
    expect(String(waiting.lastError)).toMatch(/mailbox: .*ECONNREFUSED/)
    expect(String(waiting.lastError)).toMatch(/odoo: .*503/)
    expect(mails).toHaveLength(0)

    await smtp.start()
    odoo.down = false
    await runJobs()
    const done = await reload(request.id)
    expect(done.status).toBe('delivered')
    expect(done.mailboxSentAt).toBeTruthy()
    expect(done.customerSentAt).toBeTruthy()
    expect(done.odooDoneAt).toBeTruthy()
    expect(done.lastError).toBeFalsy()

    const company = mails.filter((m) => m.to.includes('klienditugi@jaatmeveo.example'))
    expect(company).toHaveLength(1)
    expect(company[0].header('X-Helpdesk-Topic-Id')).toBe('5')
    expect(company[0].header('Message-ID')).toBe(`<${request.reference.toLowerCase()}.mailbox@localhost>`)
    expect(company[0].raw).toContain('DEMO-1001')
    expect(company[0].raw).toContain('Saaremaa vald')
    expect(company[0].raw).toMatch(/filename=.*leping\.pdf/)
    expect(company[0].raw).toMatch(/filename=.*foto\.png/)
    const customer = mails.filter((m) => m.to.includes('demo.klient@example.com'))
    expect(customer).toHaveLength(1)
    expect(customer[0].header('Subject')).toContain(request.reference)
    // Reference and topic only: nothing the sender typed goes to an unverified address.
    expect(
      customer[0].raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n'),
    ).toContain(request.reference)
    for (const typed of ['Palun tühjendada lisaks', 'Demo Klient', 'Näidise tee', 'DEMO-1001', '5555 0101']) {
      expect(customer[0].raw).not.toContain(typed)
    }

    const ticket = tickets.find((t) => t.name.includes(request.reference))!
    expect(ticket.values.ticket_type_id).toBe(5)
    expect(done.odooTicketId).toBe(ticket.id)
    expect(
      odooAttachments
        .filter((a) => a.res_id === ticket.id)
        .map((a) => a.name)
        .sort(),
    ).toEqual([`${request.reference}-1-leping.pdf`, `${request.reference}-2-foto.png`])

    // Running the queue again sends nothing more.
    await runJobs()
    expect(mails.filter((m) => m.raw.includes(request.reference))).toHaveLength(2)
  })

  it('writes the mailbox copy as text and HTML, what the visitor typed escaped in the HTML', async () => {
    const typed = '<img src=x onerror=alert(1)> & "Kase" <b>5</b>'
    const request = await submit({ description: typed, name: 'Mari <Maasikas>' }, '192.0.2.60')
    await smtp.start()
    await runJobs()
    expect((await reload(request.id)).status).toBe('delivered')
    const company = mails.find(
      (m) => m.to.includes('klienditugi@jaatmeveo.example') && m.raw.includes(request.reference),
    )!
    const [text, html] = company.body.split(/<!doctype html>/i)
    // The text part as typed; the HTML part (lang et, the staff's language) with every character escaped.
    expect(text).toContain(typed)
    expect(html).toMatch(/^<html lang="et">/)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Kase&quot; &lt;b&gt;5&lt;/b&gt;')
    expect(html).toContain('Mari &lt;Maasikas&gt;')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<b>5')
  })

  it('a missed-collection report brings the day and the municipality to the mailbox and the ticket', async () => {
    const { addDays, todayInTallinn } = await import('@/lib/dates')
    const day = addDays(todayInTallinn(new Date()), -2)
    const shown = day.split('-').reverse().join('.')
    const request = await submit(
      { topic: '3', contractNumber: 'DEMO-5005', area: 'Tallinna linn', missedCollectionDate: day },
      '192.0.2.50',
    )
    expect(request.missedCollectionDate).toBe(day)
    // The additional-discharge fields the service complaint does not ask are not kept.
    expect(request.desiredDate).toBeFalsy()
    await smtp.start()
    await runJobs()
    expect((await reload(request.id)).status).toBe('delivered')

    const company = mails.find((m) => m.to.includes('klienditugi@jaatmeveo.example') && m.raw.includes('DEMO-5005'))!
    expect(company.header('X-Helpdesk-Topic-Id')).toBe('3')
    expect(company.body).toContain(`Vahele jäänud tühjenduse kuupäev: ${shown}`)
    expect(company.body).toContain('Omavalitsus: Tallinn')
    const ticket = tickets.find((t) => t.name.includes(request.reference))!
    expect(ticket.values.description).toContain(`Vahele jäänud tühjenduse kuupäev: ${shown}`)
    expect(ticket.values.description).toContain('Omavalitsus: Tallinn')

    // A day outside the fortnight is refused before anything is stored.
    const refused = await trySubmit(
      { topic: '3', contractNumber: 'DEMO-5006', missedCollectionDate: addDays(day, -13) },
      '192.0.2.51',
    )
    expect(refused).toMatchObject({ ok: false, errors: { missedCollectionDate: 'missedDateTooOld' } })
  })

  it('after a crash between sending and marking, the retry creates no second ticket and no second message', async () => {
    const { deliverToMailbox, deliverToOdoo } = await import('@/lib/helpdesk/delivery')
    const request = await submit({ contractNumber: 'DEMO-2002' })
    const crash = { afterSend: () => Promise.reject(new Error('killed')) }
    await expect(deliverToOdoo(payload, request.id, crash)).rejects.toThrow('killed')
    await expect(deliverToMailbox(payload, request.id, crash)).rejects.toThrow('killed')
    expect((await reload(request.id)).mailboxSentAt).toBeFalsy()

    await runJobs()
    const done = await reload(request.id)
    expect(done.status).toBe('delivered')
    expect(tickets.filter((t) => t.name.includes(request.reference))).toHaveLength(1)
    const ticketId = tickets.find((t) => t.name.includes(request.reference))!.id
    expect(odooAttachments.filter((a) => a.res_id === ticketId)).toHaveLength(2)
    // SMTP cannot be asked what it already accepted. On SQLite the acceptance was on disk before the
    // "crash" (src/lib/mail/accepted.ts), so the retry sends nothing; on PostgreSQL the retry carries
    // the identical Message-ID, which the receiving mail system (Odoo's mail gateway, Exchange, Gmail)
    // uses to drop the copy.
    const company = mails.filter(
      (m) => m.to.includes('klienditugi@jaatmeveo.example') && m.raw.includes(request.reference),
    )
    expect(new Set(company.map((m) => m.header('Message-ID'))).size).toBe(1)
    expect(company).toHaveLength(process.env.INT_TEST_POSTGRES_URL ? 2 : 1)
    expect((await reload(request.id)).mailboxSentAt).toBeTruthy()
    await runJobs()
    expect(
      mails.filter((m) => m.to.includes('klienditugi@jaatmeveo.example') && m.raw.includes(request.reference)),
    ).toHaveLength(company.length)
  })

  it('is readable by support staff only', async () => {
    const request = await submit({ contractNumber: 'DEMO-3003' })
    await expect(payload.find({ collection: 'contact-requests', overrideAccess: false })).rejects.toThrow()
    const editor = { id: 99, collection: 'users', roles: ['editor'] } as never
    await expect(
      payload.findByID({ collection: 'contact-requests', id: request.id, overrideAccess: false, user: editor }),
    ).rejects.toThrow()
    const support = { id: 98, collection: 'users', roles: ['support'] } as never
    const seen = await payload.findByID({
      collection: 'contact-requests',
      id: request.id,
      overrideAccess: false,
      user: support,
    })
    expect(seen.reference).toBe(request.reference)
    // Support staff handle the request, so they open its files too; editors do not.
    const files = await payload.find({ collection: 'contact-attachments', overrideAccess: false, user: support })
    expect(files.docs.map((d) => d.reference)).toContain(request.reference)
    await expect(
      payload.find({ collection: 'contact-attachments', overrideAccess: false, user: editor }),
    ).rejects.toThrow()
  })

  it('staff can retry delivery and mark a request handled', async () => {
    const request = await submit({ contractNumber: 'DEMO-4004' })
    await runJobs()
    const support = { id: 98, collection: 'users', roles: ['support'] } as never
    const updated = await payload.update({
      collection: 'contact-requests',
      id: request.id,
      data: { handled: true, retryDelivery: true } as never,
      overrideAccess: false,
      user: support,
    })
    expect(updated.handled).toBe(true)
    expect(updated.handledAt).toBeTruthy()
    expect(updated.retryDelivery).toBe(false)
    const jobs = await payload.find({
      collection: 'payload-jobs',
      overrideAccess: true,
      where: { taskSlug: { equals: 'contactDeliver' } },
    })
    expect(jobs.docs.length).toBeGreaterThan(0)
    await runJobs()
    // Every step was already done, so the retry sends nothing new.
    expect(mails.filter((m) => m.raw.includes(request.reference))).toHaveLength(2)
  })

  it('drops honeypot submissions and limits complete submissions per address', async () => {
    const before = (await payload.count({ collection: 'contact-requests', overrideAccess: true })).totalDocs
    expect(await trySubmit({ website: 'http://spam.example' }, '192.0.2.1')).toMatchObject({
      ok: false,
      problem: 'invalidForm',
    })
    expect(await trySubmit({ startedAt: '1.forged' }, '192.0.2.1')).toMatchObject({ ok: false, problem: 'invalidForm' })
    expect((await payload.count({ collection: 'contact-requests', overrideAccess: true })).totalDocs).toBe(before)
    // Default limit: 5 complete submissions per address in 10 minutes.
    for (let i = 0; i < 5; i++) expect((await trySubmit({}, '192.0.2.2')).ok).toBe(true)
    expect(await trySubmit({}, '192.0.2.2')).toMatchObject({ ok: false, problem: 'rateLimited' })
    expect((await trySubmit({}, '192.0.2.3')).ok).toBe(true)
  })

  it('a request whose job was lost or abandoned is found by the reconciler and delivered once', async () => {
    const { deliveryStatus, overdueRequests, reconcileDeliveries } = await import('@/lib/helpdesk/reconcile')
    const { log } = await import('@/lib/log')
    await smtp.start()
    odoo.down = false
    const jobsOf = async (id: number) =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'contactDeliver' } },
          limit: 1000,
          overrideAccess: true,
        })
      ).docs.filter((j) => Number((j as { input?: { requestId?: unknown } }).input?.requestId) === id)
    // Lost: stored, but no job (queueing threw, or the process died between the two writes).
    const lost = await submit({}, '192.0.2.40')
    for (const job of await jobsOf(lost.id))
      await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
    // Abandoned: its job was claimed by a process that was killed mid-delivery.
    const stuck = await submit({}, '192.0.2.41')
    for (const job of await jobsOf(stuck.id))
      await payload.update({ collection: 'payload-jobs', id: job.id, data: { processing: true }, overrideAccess: true })
    await runJobs()
    expect((await reload(lost.id)).status).toBe('received')
    expect((await reload(stuck.id)).status).toBe('received')

    // Twenty minutes later: both are overdue for a 10-minute alert, and the stuck job's 15-minute lease is over.
    const later = new Date(Date.now() + 20 * 60_000)
    const status = await deliveryStatus(payload, 10 * 60_000, later)
    expect(status.undelivered).toBeGreaterThanOrEqual(2)
    expect(status.overdue).toBeGreaterThanOrEqual(2)
    expect(status.oldestUndeliveredMinutes).toBeGreaterThanOrEqual(20)
    // Staff see both in the admin's list (src/components/admin/OverdueRequests.tsx), oldest first, and the
    // reconciler logs each at error level; with a 60-minute alert neither is overdue yet.
    const overdue = await overdueRequests(payload, 10 * 60_000, { now: later })
    const listed = overdue.requests.map((r) => r.reference)
    expect(listed).toEqual(expect.arrayContaining([lost.reference, stuck.reference]))
    expect(listed.indexOf(lost.reference)).toBeLessThan(listed.indexOf(stuck.reference))
    expect(overdue.total).toBe(status.overdue)
    expect((await overdueRequests(payload, 60 * 60_000, { now: later })).total).toBe(0)
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {})
    await reconcileDeliveries(payload, { leaseMs: 60 * 60_000, graceMs: 60 * 60_000, alertMs: 10 * 60_000, now: later })
    const logged = errors.mock.calls.filter(([msg]) => msg === 'contact request not delivered')
    expect(logged.map(([, fields]) => fields?.reference)).toEqual(
      expect.arrayContaining([lost.reference, stuck.reference]),
    )
    errors.mockRestore()

    const options = { leaseMs: 15 * 60_000, graceMs: 2 * 60_000, alertMs: 60 * 60_000, now: later }
    const report = await reconcileDeliveries(payload, options)
    expect(report.staleJobsReset).toBe(1)
    expect(report.requeued).toBeGreaterThanOrEqual(1)
    expect(await jobsOf(lost.id)).toHaveLength(1)

    // The admin's list above the requests (CONTACT_ALERT_MINUTES, 60 by default): both stored two hours ago.
    // Through the adapter, not the collection (no hooks, same on SQLite and PostgreSQL).
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString()
    for (const request of [lost, stuck])
      await payload.db.updateOne({ collection: 'contact-requests', id: request.id, data: { createdAt: twoHoursAgo } })
    const { OverdueRequests } = await import('@/components/admin/OverdueRequests')
    const { renderToStaticMarkup } = await import('react-dom/server')
    const panel = async (language: string) => {
      const element = await OverdueRequests({ payload, i18n: { language } } as never)
      return element ? renderToStaticMarkup(element) : ''
    }
    const html = await panel('et')
    expect(html).toContain('Edastamata üle 60 minuti')
    for (const request of [lost, stuck])
      expect(html).toContain(`<a href="/admin/collections/contact-requests/${request.id}">${request.reference}</a>`)
    expect(await panel('ru')).toContain('Не доставлены дольше 60 мин.')

    await runJobs()
    for (const request of [lost, stuck]) {
      expect((await reload(request.id)).status).toBe('delivered')
      // Once: the company's mail and the customer's copy, one each.
      expect(mails.filter((m) => m.raw.includes(request.reference))).toHaveLength(2)
    }
    // Delivered requests are left alone.
    expect((await reconcileDeliveries(payload, options)).requeued).toBe(0)
    expect((await deliveryStatus(payload, 10 * 60_000, later)).undelivered).toBe(0)
    expect((await overdueRequests(payload, 10 * 60_000, { now: later })).total).toBe(0)
    expect(await panel('en')).toBe('')
  })

  it('a job of any task left running by a stopped process runs again after the lease, not before', async () => {
    const { reconcileDeliveries } = await import('@/lib/helpdesk/reconcile')
    // The reminders tick killed mid-run: without the reset Payload would never run it, nor schedule another
    // (it schedules a task only while none of its jobs is waiting or running), and reminders would stop.
    const job = await payload.jobs.queue({ task: 'remindersTick', input: {} } as never)
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { processing: true }, overrideAccess: true })
    const processing = async () =>
      (await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true })).processing
    const options = { leaseMs: 15 * 60_000, graceMs: 60 * 60_000, alertMs: 60 * 60_000 }
    // Within its lease it may still be running in another instance: left alone.
    await reconcileDeliveries(payload, { ...options, now: new Date(Date.now() + 5 * 60_000) })
    expect(await processing()).toBe(true)
    const report = await reconcileDeliveries(payload, { ...options, now: new Date(Date.now() + 20 * 60_000) })
    expect(report.staleJobsReset).toBeGreaterThanOrEqual(1)
    expect(await processing()).toBe(false)
    // At start on SQLite every job claimed before the process began is abandoned, however recent.
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { processing: true }, overrideAccess: true })
    await reconcileDeliveries(payload, { ...options, claimedBefore: new Date(Date.now() + 1000) })
    expect(await processing()).toBe(false)
    await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  })

  it('a form token is single-use: sending it again (even with another address) stores and mails nothing new', async () => {
    const { formToken } = await import('@/lib/helpdesk/submit')
    const token = formToken(Date.now() - 10_000)
    const requests = async () =>
      (await payload.count({ collection: 'contact-requests', overrideAccess: true })).totalDocs
    const attachments = async () =>
      (await payload.count({ collection: 'contact-attachments', overrideAccess: true })).totalDocs
    const first = await trySubmit({ startedAt: token }, '192.0.2.20')
    expect(first.ok).toBe(true)
    const [stored, files] = [await requests(), await attachments()]
    // A replay from elsewhere, with the text and recipient changed, and two at the same moment.
    const replays = await Promise.all([
      trySubmit({ startedAt: token, email: 'victim@example.com', description: 'Spam text' }, '192.0.2.21'),
      trySubmit({ startedAt: token, email: 'victim@example.com' }, '192.0.2.22'),
      trySubmit({ startedAt: token }, '192.0.2.20'),
    ])
    for (const replay of replays) expect(replay).toEqual(first)
    expect(await requests()).toBe(stored)
    expect(await attachments()).toBe(files)
    const victim = await payload.count({
      collection: 'contact-requests',
      where: { email: { equals: 'victim@example.com' } },
      overrideAccess: true,
    })
    expect(victim.totalDocs).toBe(0)

    // Two posts of one fresh form at the same moment (a double click): one request, one reference.
    const fresh = formToken(Date.now() - 10_000)
    const [a, b] = await Promise.all([
      trySubmit({ startedAt: fresh }, '192.0.2.23'),
      trySubmit({ startedAt: fresh }, '192.0.2.23'),
    ])
    expect(a.ok && b.ok && a.reference === b.reference).toBe(true)
    expect(await requests()).toBe(stored + 1)
    expect(await attachments()).toBe(files + 2)
  })

  it('an empty form sent too quickly names the missing fields; "too quickly" is only for a complete one', async () => {
    const { formToken } = await import('@/lib/helpdesk/submit')
    // The minimum fill time is 0 s here, so a start time in the future is "too quick".
    const early = formToken(Date.now() + 60_000)
    const empty = await trySubmit({ startedAt: early, name: '', email: '', description: '' }, '192.0.2.9')
    expect(empty).toMatchObject({ ok: false, errors: { name: 'required', email: 'required', description: 'required' } })
    expect(empty).not.toHaveProperty('problem')
    expect(await trySubmit({ startedAt: early }, '192.0.2.9')).toMatchObject({ ok: false, problem: 'tooFast' })
  })

  it('deletes requests and their files after the retention period', async () => {
    const { purgeExpired } = await import('@/lib/helpdesk/delivery')
    const before = await payload.count({ collection: 'contact-requests', overrideAccess: true })
    expect(before.totalDocs).toBeGreaterThan(0)
    const stored = await payload.find({ collection: 'contact-attachments', overrideAccess: true, limit: 100 })
    const files = stored.docs.map((d) => path.join(uploads, String((d as { filename: string }).filename)))
    expect(files.every((f) => existsSync(f))).toBe(true)

    expect(await purgeExpired(payload, new Date(Date.now() + 179 * 86400_000))).toEqual({ requests: 0, attachments: 0 })
    const purged = await purgeExpired(payload, new Date(Date.now() + 181 * 86400_000))
    expect(purged.requests).toBe(before.totalDocs)
    expect((await payload.count({ collection: 'contact-requests', overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'contact-attachments', overrideAccess: true })).totalDocs).toBe(0)
    expect(files.some((f) => existsSync(f))).toBe(false)
  })
})
