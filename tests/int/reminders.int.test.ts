// Pickup reminders against a real SMTP server on loopback: double opt-in, reminders on the right
// Tallinn evening and morning across both DST changes, one-click unsubscribe, schedule change notices after
// an import, a municipality alert mailed once, and no duplicate after a restart mid-run.
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { smtpStandIn } from '../support/smtp'
import { richText } from '../support/richText'
import { dbOf } from '@/lib/db'

// Its own port on PostgreSQL (as contact.int's 3261/3461), so the two halves of `npm test` can run at once.
const SMTP_PORT = process.env.INT_TEST_POSTGRES_URL ? 3463 : 3363
Object.assign(process.env, {
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  CONTACT_RATE_LIMIT: '3',
  SITE_URL: 'https://www.jaatmeveo.example',
})

// A real SMTP server on loopback (tests/support/smtp.ts), listening from beforeAll.
const smtp = smtpStandIn({ port: SMTP_PORT })
const mails = smtp.mails

let payload: Payload
let lib: typeof import('@/lib/reminders/outbox')
let subs: typeof import('@/lib/reminders/subscriptions')
let repo: typeof import('@/lib/discharges/repository')

beforeAll(async () => {
  payload = await createTestPayload()
  await smtp.start()
  lib = await import('@/lib/reminders/outbox')
  subs = await import('@/lib/reminders/subscriptions')
  repo = await import('@/lib/discharges/repository')
})
afterAll(async () => {
  await smtp.stop()
  await destroyTestPayload(payload)
})
beforeEach(() => {
  mails.length = 0
})

const db = () => dbOf(payload)
const rows = (contractNumber: string, days: string[], garbage = 'Segaolmejäätmed', municipality?: string) =>
  days.map((date) => ({
    contractNumber,
    date,
    garbage,
    itemType: 'Konteiner 140 L',
    address: `Pargi ${contractNumber.slice(-2)}, Saue`,
    ...(municipality ? { municipality } : {}),
  }))

let ip = 1
async function subscribed(
  contractNumber: string,
  email: string,
  time: 'evening' | 'morning' = 'evening',
  locale: 'et' | 'ru' | 'en' = 'et',
) {
  const doc = await payload.create({
    collection: 'reminder-subscriptions',
    data: { contractNumber, email, time, locale, status: 'confirmed', confirmedAt: new Date().toISOString() },
    overrideAccess: true,
  })
  return Number(doc.id)
}
const sendsOf = (id: number) =>
  db().rows<{ key: string; state: string }>('SELECT key, state FROM reminder_sends WHERE subscription = ?', [id])

describe('double opt-in', () => {
  it('mails only a confirmation (hashed token, 48 h), answers alike for a known address, and confirms by the link', async () => {
    const now = new Date('2026-11-20T10:00:00Z')
    const form = { contractNumber: '7100001', email: 'Mari.Maasikas@Example.ee', time: 'morning', locale: 'ru' }
    await repo.upsertRows(db(), rows('7100001', ['2026-11-21']))
    const first = await subs.subscribe(payload, form, { address: `10.1.0.${ip++}` }, now)
    expect(first).toEqual({ status: 'sent', locale: 'ru' })
    const found = await payload.find({
      collection: 'reminder-subscriptions',
      where: { email: { equals: 'mari.maasikas@example.ee' } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    const sub = found.docs[0] as unknown as Record<string, string>
    expect(sub.status).toBe('pending')
    expect(sub.confirmExpiresAt).toBe('2026-11-22T10:00:00.000Z')
    await lib.drain(payload, { now })
    expect(mails).toHaveLength(1)
    expect(mails[0].to).toEqual(['mari.maasikas@example.ee'])
    expect(mails[0].header('List-Unsubscribe')).toBeUndefined()
    const token = /\/ru\/reminders\/confirm\?token=([\w-]{43})/.exec(mails[0].body)?.[1]
    expect(token).toBeDefined()
    // Only the hash is stored, and the outbox forgets the token once the mail is out.
    expect(sub.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(sub)).not.toContain(token!)
    const outbox = await db().rows<{ data: string | null }>('SELECT data FROM reminder_sends WHERE subscription = ?', [
      Number(sub.id),
    ])
    expect(outbox.map((r) => r.data)).toEqual([null])

    // Nothing but the confirmation while pending: a due morning plans no reminder for it.
    expect((await lib.tick(payload, { now: new Date('2026-11-21T05:30:00Z') })).planned).toBe(0)

    expect(await subs.confirm(payload, 'x'.repeat(43), now)).toEqual({ ok: false })
    expect(await subs.confirm(payload, token, new Date('2026-11-22T10:00:01Z'))).toEqual({ ok: false })
    const confirmed = await subs.confirm(payload, token, new Date('2026-11-21T09:00:00Z'))
    expect(confirmed).toMatchObject({ ok: true, locale: 'ru' })
    // The link works once.
    expect(await subs.confirm(payload, token, new Date('2026-11-21T09:00:00Z'))).toEqual({ ok: false })

    // Subscribing again with a confirmed address: the same answer, and the address gets a link to manage
    // its reminders (no confirmation, no change).
    mails.length = 0
    const later = new Date('2026-11-21T10:00:00Z')
    expect(await subs.subscribe(payload, form, { address: `10.1.0.${ip++}` }, later)).toEqual({
      status: 'sent',
      locale: 'ru',
    })
    await lib.drain(payload, { now: later })
    expect(mails).toHaveLength(1)
    expect(mails[0].to).toEqual(['mari.maasikas@example.ee'])
    expect(mails[0].body).toMatch(/\/ru\/reminders\/manage\?token=/)
    expect(mails[0].body).not.toMatch(/reminders\/confirm/)
    // Within 15 minutes of that mail, asking again sends nothing and answers the same.
    mails.length = 0
    const soon = new Date(later.getTime() + 10 * 60_000)
    expect(await subs.subscribe(payload, form, { address: `10.7.0.${ip++}` }, soon)).toEqual({
      status: 'sent',
      locale: 'ru',
    })
    await lib.drain(payload, { now: soon })
    expect(mails).toHaveLength(0)
  })

  it('exchanges the mail links for a HttpOnly, SameSite=Strict cookie on the reminders paths and a clean address', async () => {
    const at = new Date((Math.floor(Date.now() / 86_400_000) + 4) * 86_400_000)
    await repo.upsertRows(db(), rows('7180001', ['2030-01-02']))
    const form = { contractNumber: '7180001', email: 'cookie@example.ee', locale: 'ru' }
    expect(await subs.subscribe(payload, form, { address: '192.0.2.80' }, at)).toMatchObject({ status: 'sent' })
    await lib.drain(payload, { now: at })
    const link = /https:\/\/www\.jaatmeveo\.example(\/ru\/reminders\/confirm\?token=[\w-]{43})/.exec(mails[0].body)?.[1]
    expect(link).toBeDefined()
    const token = new URL(link!, 'https://x').searchParams.get('token')!
    const session = await import('@/app/(frontend)/api/v1/reminders/session/route')
    const opened = await session.GET(
      new Request(`https://www.jaatmeveo.example/api/v1/reminders/session?kind=confirm&locale=ru&token=${token}`),
    )
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe('/ru/reminders/confirm')
    const set = opened.headers.getSetCookie()
    expect(set.map((c) => /Path=([^;]+)/.exec(c)?.[1]).sort()).toEqual([
      '/api/v1/reminders',
      '/en/reminders',
      '/reminders',
      '/ru/reminders',
    ])
    for (const cookie of set) {
      expect(cookie).toMatch(new RegExp(`^reminders-confirm=${token}; `))
      expect(cookie).toMatch(/; Max-Age=1800; HttpOnly; SameSite=Strict; Secure$/)
    }
    // The button posts without the token: the cookie carries it.
    const { POST } = await import('@/app/(frontend)/api/v1/reminders/confirm/route')
    const confirmed = await POST(
      new Request('https://www.jaatmeveo.example/api/v1/reminders/confirm', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `reminders-confirm=${token}` },
        body: 'locale=ru',
      }),
    )
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe('/ru/reminders/manage?done=confirmed')
    const after = confirmed.headers.getSetCookie()
    expect(after.filter((c) => c.startsWith('reminders-confirm=;'))).toHaveLength(4)
    const manage = after.find((c) => c.startsWith('reminders-manage=') && c.includes('Path=/ru/reminders;'))
    const manageToken = /^reminders-manage=([^;]+)/.exec(manage ?? '')?.[1]
    expect(manageToken).toMatch(/^\d+\.[0-9a-z]+\.[\w-]{43}$/)
    expect(await subs.subscriptionOfToken(payload, manageToken)).toMatchObject({ email: 'cookie@example.ee' })
    // Manage access ends with the link's time: a new link comes by e-mail on request.
    const { MANAGE_LINK_DAYS, checkManageToken, manageTokenId } = await import('@/lib/reminders/tokens')
    const { env } = await import('@/lib/env')
    const id = manageTokenId(manageToken)!
    const expired = Date.now() + (MANAGE_LINK_DAYS + 1) * 86_400_000
    expect(checkManageToken(env().PAYLOAD_SECRET, manageToken!, id, 'cookie@example.ee')).toBe(true)
    expect(checkManageToken(env().PAYLOAD_SECRET, manageToken!, id, 'cookie@example.ee', expired)).toBe(false)
  })

  it('refuses a contract with no collection days, with its own answer and nothing stored', async () => {
    const outcome = await subs.subscribe(
      payload,
      { contractNumber: '7199999', email: 'nobody@example.ee', locale: 'en' },
      { address: `10.1.0.${ip++}` },
    )
    expect(outcome).toEqual({ status: 'noCollections', locale: 'en', contractNumber: '7199999' })
    const stored = await payload.count({
      collection: 'reminder-subscriptions',
      where: { email: { equals: 'nobody@example.ee' } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(0)
  })

  it('mails one address at most once in 15 minutes and three times a day, however many clients ask', async () => {
    const victim = 'victim@example.ee'
    // Ahead of the clock (the limiters' windows move forward only), within one UTC day.
    const start = (Math.floor(Date.now() / 86_400_000) + 5) * 86_400_000 + 30 * 60_000
    const outcomes: string[] = []
    // 30 requests over 20 hours, each from another network (IPv4 and IPv6), for contracts that exist.
    for (let i = 0; i < 30; i++) {
      const contractNumber = `71500${String(i).padStart(2, '0')}`
      await repo.upsertRows(db(), rows(contractNumber, ['2026-12-01']))
      const address = i % 2 ? `203.0.${i}.7` : `2001:db8:${i.toString(16)}::1`
      const at = new Date(start + i * 40 * 60_000)
      const outcome = await subs.subscribe(payload, { contractNumber, email: victim, locale: 'et' }, { address }, at)
      outcomes.push(outcome.status)
      await lib.drain(payload, { now: at })
    }
    // Every answer reads the same: the page never tells that nothing was sent.
    expect(new Set(outcomes)).toEqual(new Set(['sent']))
    const toVictim = mails.filter((m) => m.to.includes(victim))
    expect(toVictim).toHaveLength(3)
    // Only the mailed requests changed anything: the others left no subscription to confirm.
    const pending = await payload.count({
      collection: 'reminder-subscriptions',
      where: { email: { equals: victim } },
      overrideAccess: true,
    })
    expect(pending.totalDocs).toBe(3)
  })

  it('limits subscription mails per network (/24, /48)', async () => {
    const at = new Date((Math.floor(Date.now() / 86_400_000) + 6) * 86_400_000 + 12 * 3600_000)
    await repo.upsertRows(db(), rows('7160000', ['2026-12-01']))
    for (const network of [(i: number) => `198.51.100.${i + 1}`, (i: number) => `2001:db8:aaaa:${i.toString(16)}::1`]) {
      const outcomes: string[] = []
      for (let i = 0; i < 21; i++) {
        const outcome = await subs.subscribe(
          payload,
          { contractNumber: '7160000', email: `n${outcomes.length}-${network(0).length}@example.ee`, locale: 'et' },
          { address: network(i) },
          at,
        )
        outcomes.push(outcome.status)
      }
      expect(outcomes.slice(0, 20)).toEqual(Array(20).fill('sent'))
      expect(outcomes[20]).toBe('rateLimited')
    }
    await lib.drain(payload, { now: at })
    expect(mails).toHaveLength(40)
  })

  it('refuses bad input without storing anything and limits one client like the contact form', async () => {
    const address = '10.9.9.9'
    const bad = await subs.subscribe(payload, { contractNumber: '12ab', email: 'x@y.ee', locale: 'en' }, { address })
    expect(bad).toEqual({ status: 'invalid', locale: 'en' })
    const noMail = await subs.subscribe(
      payload,
      { contractNumber: '123', email: 'not-mail', locale: 'et' },
      { address },
    )
    expect(noMail).toEqual({ status: 'invalid', locale: 'et', contractNumber: '123' })
    await subs.subscribe(payload, { contractNumber: '123', email: 'a@b.ee', locale: 'et' }, { address })
    expect(
      await subs.subscribe(payload, { contractNumber: '124', email: 'a@b.ee', locale: 'et' }, { address }),
    ).toMatchObject({ status: 'rateLimited' })
  })

  it('deletes unconfirmed subscriptions after 48 hours', async () => {
    // Subscribed at a fixed time; the purge runs 47 and 49 hours later (and also removes earlier tests' pending ones).
    const now = new Date('2026-11-20T10:00:00Z')
    await repo.upsertRows(db(), rows('7100002', ['2026-12-01']))
    await subs.subscribe(
      payload,
      { contractNumber: '7100002', email: 'late@example.ee', locale: 'et' },
      {
        address: `10.1.0.${ip++}`,
      },
      now,
    )
    const { purgeReminders } = await import('@/lib/reminders/retention')
    const count = () =>
      payload.count({
        collection: 'reminder-subscriptions',
        where: { email: { equals: 'late@example.ee' } },
        overrideAccess: true,
      })
    await purgeReminders(payload, new Date(now.getTime() + 47 * 3600_000))
    expect((await count()).totalDocs).toBe(1)
    await purgeReminders(payload, new Date(now.getTime() + 49 * 3600_000))
    expect((await count()).totalDocs).toBe(0)
  })
})

describe('reminders on the Tallinn clock', () => {
  it('sends the evening reminder at 18:00 before the spring DST change, listing every waste type due', async () => {
    // Clocks go from 03:00 to 04:00 on Sunday 29 March 2026; the evening before is still EET (UTC+2).
    const id = await subscribed('7200001', 'spring@example.ee', 'evening', 'en')
    await repo.upsertRows(db(), [
      ...rows('7200001', ['2026-03-29']),
      ...rows('7200001', ['2026-03-29'], 'Biolagunevad jäätmed'),
    ])
    expect(await lib.tick(payload, { now: new Date('2026-03-28T15:59:00Z') })).toMatchObject({ planned: 0, sent: 0 })
    expect(mails).toHaveLength(0)
    expect(await lib.tick(payload, { now: new Date('2026-03-28T16:00:00Z') })).toMatchObject({ planned: 1, sent: 1 })
    // A later tick the same evening plans nothing new.
    expect(await lib.tick(payload, { now: new Date('2026-03-28T19:00:00Z') })).toMatchObject({ planned: 0, sent: 0 })
    expect(mails).toHaveLength(1)
    const mail = mails[0]
    expect(mail.header('Subject')).toBe('Tomorrow, 29.03.2026, is a collection day')
    expect(mail.raw).toContain('multipart/alternative')
    expect(mail.body).toContain('Mixed municipal waste (Container 140 L)')
    expect(mail.body).toContain('Biodegradable waste (Container 140 L)')
    expect(mail.body).toContain('https://www.jaatmeveo.example/api/v1/contracts/7200001/calendar.ics?lang=en')
    expect(mail.body).toMatch(
      /https:\/\/www\.jaatmeveo\.example\/en\/reminders\/manage\?token=\d+\.[0-9a-z]+\.[\w-]{43}/,
    )
    expect(mail.header('List-Unsubscribe')).toMatch(
      /^<https:\/\/www\.jaatmeveo\.example\/api\/v1\/reminders\/unsubscribe\?token=\d+\.[\w-]{43}>$/,
    )
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(await sendsOf(id)).toEqual([{ key: 'reminder:' + id + ':2026-03-29', state: 'sent' }])
  })

  it('sends the morning reminder at 07:00 on the autumn DST day and the evening one at 18:00 EEST before it', async () => {
    // Clocks go back from 04:00 to 03:00 on Sunday 25 October 2026: 07:00 that morning is EET (UTC+2),
    // 18:00 the evening before still EEST (UTC+3).
    await subscribed('7200002', 'autumn-morning@example.ee', 'morning', 'et')
    await subscribed('7200003', 'autumn-evening@example.ee', 'evening', 'ru')
    await repo.upsertRows(db(), [...rows('7200002', ['2026-10-25']), ...rows('7200003', ['2026-10-25'])])
    await lib.tick(payload, { now: new Date('2026-10-24T14:59:00Z') })
    expect(mails).toHaveLength(0)
    await lib.tick(payload, { now: new Date('2026-10-24T15:00:00Z') })
    expect(mails.map((m) => m.to[0])).toEqual(['autumn-evening@example.ee'])
    expect(mails[0].header('Subject')).toMatch(/^=\?UTF-8\?/) // Russian, encoded
    await lib.tick(payload, { now: new Date('2026-10-25T04:59:00Z') })
    expect(mails).toHaveLength(1)
    await lib.tick(payload, { now: new Date('2026-10-25T05:00:00Z') })
    expect(mails.map((m) => m.to[0])).toEqual(['autumn-evening@example.ee', 'autumn-morning@example.ee'])
    expect(mails[1].body).toContain('Lepingu 7200002 jäätmed viiakse ära 25.10.2026')
  })

  it('says so when the pickup day is a public holiday (from the calendar module)', async () => {
    await subscribed('7200004', 'midsummer@example.ee', 'evening', 'et')
    await repo.upsertRows(db(), rows('7200004', ['2026-06-24']))
    await lib.tick(payload, { now: new Date('2026-06-23T15:00:00Z') })
    expect(mails).toHaveLength(1)
    expect(mails[0].body).toContain('24.06.2026 on riigip')
  })

  it('never sends twice after a restart mid-run', async () => {
    const day = '2026-12-01'
    const ids: number[] = []
    for (let i = 0; i < 5; i++) {
      ids.push(await subscribed(`73000${i}`, `restart${i}@example.ee`))
      await repo.upsertRows(db(), rows(`73000${i}`, [day]))
    }
    const now = new Date('2026-11-30T16:05:00Z')
    let sent = 0
    await expect(
      lib.tick(payload, {
        now,
        concurrency: 1,
        hooks: {
          afterSent: () => {
            if (++sent === 2) throw new lib.SimulatedCrash('killed')
          },
        },
      } as Parameters<typeof lib.tick>[1]),
    ).rejects.toThrow('killed')
    expect(mails).toHaveLength(2)
    // The rows the "dead" process had claimed but not sent are taken over once their lease has passed.
    const report = await lib.tick(payload, { now: new Date('2026-11-30T16:10:00Z') })
    expect(report).toMatchObject({ planned: 0, sent: 3 })
    expect(mails.map((m) => m.to[0]).sort()).toEqual(ids.map((_, i) => `restart${i}@example.ee`))
    // A second run, as after another restart, sends nothing.
    expect(await lib.tick(payload, { now: new Date('2026-11-30T17:00:00Z') })).toMatchObject({ sent: 0 })
    expect(mails).toHaveLength(5)
  })

  it('a crash in the middle of a group sends none of its mails twice: each is recorded when the server accepts it', async () => {
    const day = '2026-12-02'
    const ids: number[] = []
    for (let i = 0; i < 6; i++) {
      ids.push(await subscribed(`74000${i}`, `group${i}@example.ee`))
      await repo.upsertRows(db(), rows(`74000${i}`, [day]))
    }
    const smtpTransport = (await import('nodemailer')).default.createTransport(`smtp://127.0.0.1:${SMTP_PORT}`)
    const states = async () =>
      (
        await db().rows<{ state: string }>(
          `SELECT state FROM reminder_sends WHERE subscription IN (${ids.join(',')}) ORDER BY subscription`,
        )
      ).map((r) => r.state)
    // One group of six at once. The first three reach the server; the process dies while the fourth is being
    // handed over, once the first three are accepted (the fifth and sixth wait in the pool and die with it).
    let die!: () => void
    const crashed = new Promise<void>((resolve) => (die = resolve))
    const transport: import('@/lib/reminders/outbox').Transport = {
      async sendMail(mail) {
        const n = Number(/group(\d)@/.exec(String(mail.to))?.[1])
        if (n < 3) return smtpTransport.sendMail(mail)
        if (n === 3) {
          // The "kill" comes once the three accepted mails are in the database (or after a second, when a
          // run records a group's outcome only at its end, so the restart would send them again).
          await vi
            .waitFor(
              async () => {
                if ((await states()).filter((s) => s === 'sent').length < 3) throw new Error('not yet recorded')
              },
              { timeout: 1000, interval: 10 },
            )
            .catch(() => undefined)
          die()
        } else await crashed
        throw new lib.SimulatedCrash('killed')
      },
    }
    const now = new Date('2026-12-01T16:05:00Z')
    await expect(lib.tick(payload, { now, transport, concurrency: 6 })).rejects.toThrow('killed')
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['group0@example.ee', 'group1@example.ee', 'group2@example.ee'])
    expect(await states()).toEqual(['sent', 'sent', 'sent', 'sending', 'sending', 'sending'])
    // Restarted: before the lease runs out nothing is taken over; after it, only the three unconfirmed mails
    // are sent, with the Message-IDs they would have had.
    expect(await lib.drain(payload, { now: new Date('2026-12-01T16:06:00Z') })).toMatchObject({ sent: 0 })
    expect(await lib.drain(payload, { now: new Date('2026-12-01T16:08:00Z') })).toMatchObject({ sent: 3 })
    const recipients = mails.map((m) => m.to[0]).sort()
    expect(recipients).toEqual(ids.map((_, i) => `group${i}@example.ee`))
    expect(new Set(mails.map((m) => m.header('Message-ID'))).size).toBe(6)
    expect(mails.find((m) => m.to[0] === 'group4@example.ee')?.header('Message-ID')).toBe(
      `<reminder.${ids[4]}.${day}@www.jaatmeveo.example>`,
    )
    expect(await states()).toEqual(Array(6).fill('sent'))
    smtpTransport.close()
  })

  it('a reminder left `sending` by a crash is not sent after its time has passed', async () => {
    const day = '2026-12-03'
    const id = await subscribed('7700001', 'late@example.ee')
    await repo.upsertRows(db(), rows('7700001', [day]))
    const transport: import('@/lib/reminders/outbox').Transport = {
      sendMail: async () => {
        throw new lib.SimulatedCrash('killed')
      },
    }
    await expect(lib.tick(payload, { now: new Date('2026-12-02T16:05:00Z'), transport })).rejects.toThrow('killed')
    expect((await sendsOf(id))[0].state).toBe('sending')
    // The server comes back the next afternoon: the pickup was this morning, a reminder now helps nobody.
    await lib.drain(payload, { now: new Date('2026-12-03T13:00:00Z') })
    expect(mails).toHaveLength(0)
    expect(await sendsOf(id)).toEqual([{ key: `reminder:${id}:${day}`, state: 'skipped' }])
  })
})

describe('mails that fail', () => {
  const failedRow = async (id: number) =>
    (
      await db().rows<{ state: string; attempts: number | string; last_error: string | null; failed_at: unknown }>(
        'SELECT state, attempts, last_error, failed_at FROM reminder_sends WHERE subscription = ?',
        [id],
      )
    )[0]

  it('records a mail the SMTP server refuses for good as failed, with its error and time, and sends the others', async () => {
    const day = '2026-12-05'
    const refused = await subscribed('7800001', 'refused@example.ee')
    const fine = await subscribed('7800002', 'fine@example.ee')
    await repo.upsertRows(db(), [...rows('7800001', [day]), ...rows('7800002', [day])])
    const smtpTransport = (await import('nodemailer')).default.createTransport(`smtp://127.0.0.1:${SMTP_PORT}`)
    const transport: import('@/lib/reminders/outbox').Transport = {
      async sendMail(mail) {
        if (String(mail.to).startsWith('refused@'))
          throw Object.assign(new Error('550 5.1.1 <refused@example.ee>: Recipient address rejected'), {
            responseCode: 550,
          })
        return smtpTransport.sendMail(mail)
      },
    }
    const now = new Date('2026-12-04T16:05:00Z')
    // No retry for a refusal: the run ends normally, so the job is not retried for it either.
    expect(await lib.tick(payload, { now, transport })).toMatchObject({ sent: 1, failed: 1, retrying: 0 })
    expect(mails.map((m) => m.to[0])).toEqual(['fine@example.ee'])
    const row = await failedRow(refused)
    expect(row).toMatchObject({ state: 'failed', last_error: expect.stringContaining('Recipient address rejected') })
    expect(Number(row.attempts)).toBe(1)
    expect(
      new Date(String(row.failed_at instanceof Date ? row.failed_at.toISOString() : row.failed_at)).getTime(),
    ).toBe(now.getTime())
    expect((await sendsOf(fine))[0].state).toBe('sent')
    // Not tried again by later runs, and counted on the editors' start page.
    expect(await lib.drain(payload, { now, transport })).toMatchObject({ sent: 0, failed: 0 })
    const { deskSummary } = await import('@/lib/admin/desk')
    const desk = await deskSummary(payload, { roles: ['admin'] }, { now })
    expect(desk.outbox?.failed).toBeGreaterThanOrEqual(1)
    smtpTransport.close()
  })

  it(`gives a mail up after its last attempt instead of retrying it forever`, async () => {
    const day = '2026-12-06'
    const id = await subscribed('7800003', 'unreachable@example.ee')
    await repo.upsertRows(db(), rows('7800003', [day]))
    const transport: import('@/lib/reminders/outbox').Transport = {
      sendMail: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' })
      },
    }
    const now = new Date('2026-12-05T16:05:00Z')
    // Each failed run goes back to the queue and throws, so the job retries with its backoff.
    await expect(lib.tick(payload, { now, transport })).rejects.toThrow('stay queued')
    for (let attempt = 2; attempt < lib.MAX_ATTEMPTS; attempt++) {
      await expect(lib.drain(payload, { now, transport })).rejects.toThrow('stay queued')
      expect(await failedRow(id)).toMatchObject({ state: 'queued', last_error: 'connect ECONNREFUSED 127.0.0.1:25' })
      expect(Number((await failedRow(id)).attempts)).toBe(attempt)
    }
    expect(await lib.drain(payload, { now, transport })).toMatchObject({ failed: 1, retrying: 0 })
    const row = await failedRow(id)
    expect(row.state).toBe('failed')
    expect(Number(row.attempts)).toBe(lib.MAX_ATTEMPTS)
    expect(mails).toHaveLength(0)
  })
})

describe('one-click unsubscribe', () => {
  it('deletes the subscription and its records on the RFC 8058 POST; a GET only opens the manage page', async () => {
    const id = await subscribed('7400001', 'leave@example.ee', 'evening', 'en')
    await repo.upsertRows(db(), rows('7400001', ['2026-12-10']))
    await lib.tick(payload, { now: new Date('2026-12-09T16:00:00Z') })
    const link = /^<(.+)>$/.exec(mails[0].header('List-Unsubscribe') ?? '')?.[1]
    expect(link).toBeDefined()
    const { GET, POST } = await import('@/app/(frontend)/api/v1/reminders/unsubscribe/route')
    const url = link!.replace('https://www.jaatmeveo.example', 'http://localhost')
    const opened = await GET(new Request(url))
    expect(opened.status).toBe(303)
    // Opened in a browser, the link leads to the manage page in the subscriber's language (English here,
    // not the site's default), with a manage link of its own: the unsubscribe token alone opens no page.
    const session = new URL(opened.headers.get('location')!, 'http://localhost')
    expect(session.pathname).toBe('/api/v1/reminders/session')
    expect(session.searchParams.get('locale')).toBe('en')
    expect(session.searchParams.get('kind')).toBe('manage')
    const { checkManageToken } = await import('@/lib/reminders/tokens')
    const { env } = await import('@/lib/env')
    expect(checkManageToken(env().PAYLOAD_SECRET, session.searchParams.get('token')!, id, 'leave@example.ee')).toBe(
      true,
    )
    expect(await payload.count({ collection: 'reminder-subscriptions', where: { id: { equals: id } } })).toMatchObject({
      totalDocs: 1,
    })
    const post = () =>
      POST(
        new Request(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }),
      )
    const res = await post()
    expect(res.status).toBe(200)
    expect(
      (
        await payload.count({
          collection: 'reminder-subscriptions',
          where: { id: { equals: id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    expect(await sendsOf(id)).toEqual([])
    expect((await post()).status).toBe(200)
    const forged = await POST(
      new Request(url.replace(/\.[\w-]{43}$/, `.${'A'.repeat(43)}`), {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(forged.status).toBe(200)
    const bad = await POST(new Request('http://localhost/api/v1/reminders/unsubscribe?token=nope', { method: 'POST' }))
    expect(bad.status).toBe(400)
  })

  it('the manage link changes time and language only for the address it was sent to', async () => {
    const { manageToken } = await import('@/lib/reminders/tokens')
    const { env } = await import('@/lib/env')
    const a = await subscribed('7400002', 'owner@example.ee')
    const b = await subscribed('7400003', 'owner@example.ee')
    const other = await subscribed('7400004', 'other@example.ee')
    const token = manageToken(env().PAYLOAD_SECRET, a, 'owner@example.ee')
    expect(
      await subs.manage(payload, { token, subscription: String(b), action: 'save', time: 'morning', locale: 'ru' }),
    ).toMatchObject({ ok: true, action: 'save', locale: 'ru' })
    const changed = await payload.findByID({ collection: 'reminder-subscriptions', id: b, overrideAccess: true })
    expect(changed).toMatchObject({ time: 'morning', locale: 'ru' })
    expect(await subs.manage(payload, { token, subscription: String(other), action: 'delete' })).toEqual({ ok: false })
    const removed = await subs.manage(payload, { token, subscription: String(a), action: 'delete' })
    expect(removed).toMatchObject({
      ok: true,
      action: 'delete',
      token: manageToken(env().PAYLOAD_SECRET, b, 'owner@example.ee'),
    })
    // The deleted subscription's own link is dead.
    expect(await subs.subscriptionOfToken(payload, token)).toBeNull()
  })
})

describe('schedule changes and alerts', () => {
  it('mails one change notice per import run with the old and new days, and none when nothing changed', async () => {
    const { todayInTallinn, addDays } = await import('@/lib/dates')
    const { runImport } = await import('@/lib/planning/import')
    const today = todayInTallinn()
    await subscribed('7500001', 'moved@example.ee', 'evening', 'en')
    await subscribed('7500002', 'same@example.ee', 'evening', 'en')
    await repo.upsertRows(db(), [...rows('7500001', [addDays(today, 3)]), ...rows('7500002', [addDays(today, 4)])])
    async function* records(list: unknown[]) {
      for (const [i, value] of list.entries()) yield { line: i + 2, value }
    }
    const next = [...rows('7500001', [addDays(today, 5)]), ...rows('7500002', [addDays(today, 4)])]
    await runImport(records(next), { replaceFuture: true })
    await lib.drain(payload)
    expect(mails.map((m) => m.to[0])).toEqual(['moved@example.ee'])
    const body = mails[0].body
    const shown = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`
    expect(mails[0].header('Subject')).toBe('Your collection days have changed')
    expect(body).toMatch(
      new RegExp(`Before:[\\s\\S]*${shown(addDays(today, 3))}[\\s\\S]*Now:[\\s\\S]*${shown(addDays(today, 5))}`),
    )
    mails.length = 0
    await runImport(records(next), { replaceFuture: true })
    await lib.drain(payload)
    expect(mails).toHaveLength(0)
  })

  it('mails a published emergency notice once to the subscribers in its municipalities', async () => {
    await subscribed('7600001', 'saue@example.ee', 'evening', 'en')
    // In English like the notice: a subscriber in a language it lacks waits for the translation (alerts.int).
    await subscribed('7600002', 'tartu@example.ee', 'evening', 'en')
    await subscribed('7600003', 'unknown@example.ee')
    await repo.upsertRows(db(), [
      ...rows('7600001', ['2027-01-05'], 'Segaolmejäätmed', 'Saue vald'),
      ...rows('7600002', ['2027-01-05'], 'Segaolmejäätmed', 'Tartu linn'),
      ...rows('7600003', ['2027-01-05']),
    ])
    const category = await payload.create({
      collection: 'categories',
      data: { title: 'Häireteated', slug: 'emergency-notices' } as never,
      overrideAccess: true,
    })
    const post = await payload.create({
      collection: 'posts',
      data: {
        title: 'Storm: collections delayed',
        slug: 'storm-delays',
        date: '2026-11-20',
        categories: [category.id],
        targetMunicipalities: ['0725'],
        excerpt: 'Collections in Saue run a day late.',
        content: richText('Storm.'),
        _status: 'published',
      } as never,
      locale: 'en',
      overrideAccess: true,
    })
    await payload.jobs.run({ limit: 20 })
    expect(mails.map((m) => m.to[0])).toEqual(['saue@example.ee'])
    expect(mails[0].header('Subject')).toBe('Service notice: Storm: collections delayed')
    expect(mails[0].body).toContain('https://www.jaatmeveo.example/en/about/news/storm-delays')
    // Saved again (an edit, another municipality): nobody gets it twice; the new target's subscriber once.
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { targetMunicipalities: ['0725', '0793'], _status: 'published' } as never,
      locale: 'en',
      overrideAccess: true,
    })
    await payload.jobs.run({ limit: 20 })
    expect(mails.map((m) => m.to[0])).toEqual(['saue@example.ee', 'tartu@example.ee'])
  })
})
