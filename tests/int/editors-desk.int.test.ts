import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { deskSummary } from '@/lib/admin/desk'
import { dbOf } from '@/lib/db'
import { importCsv } from '@/lib/import/run'
import { RateLimiter } from '@/lib/http/rateLimit'
import { recordSortingMiss } from '@/lib/sorting/misses'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { richText } from '../support/richText'

// The admin start page's figures for known data (src/lib/admin/desk.ts), at a fixed "now".
let payload: Payload
const now = new Date('2026-06-10T09:00:00Z')
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString()
const ctx = { context: { disableRevalidate: true } } as const
const editor = { roles: ['editor' as const] }
const support = { roles: ['support' as const] }
const admin = { roles: ['admin' as const] }

beforeAll(async () => {
  payload = await createTestPayload()
  const db = dbOf(payload)

  // Contact requests: two undelivered (one 3 h old, overdue at 60 min), one delivered.
  for (const [reference, status, createdAt] of [
    ['JV-1', 'received', hours(-3)],
    ['JV-2', 'retrying', hours(-0.25)],
    ['JV-3', 'delivered', hours(-5)],
  ] as const) {
    const r = await payload.create({
      collection: 'contact-requests',
      data: { reference, topicId: '5', status } as never,
      overrideAccess: true,
      ...ctx,
    })
    await db.transaction([{ sql: 'UPDATE contact_requests SET created_at = ? WHERE id = ?', args: [createdAt, r.id] }])
  }

  // Emergency notices: one with the banner still on, one whose banner ended.
  const category = await payload.create({
    collection: 'categories',
    data: { title: 'Häireteated', slug: 'emergency-notices' } as never,
    ...ctx,
  })
  const notice = (title: string, slug: string, bannerUntil: string) =>
    payload.create({
      collection: 'posts',
      data: {
        title,
        slug,
        date: hours(-24),
        categories: [category.id],
        bannerUntil,
        _status: 'published',
        content: richText(title),
      } as never,
      ...ctx,
    })
  const active = await notice('Veekatkestus', 'veekatkestus', hours(5))
  await notice('Vana teade', 'vana-teade', hours(-1))

  // Alerts: 3 mails for the active notice sent 2 days ago, one sent 10 days ago; the outbox has 2 waiting, 1 skipped and 1 failed.
  const send = (key: string, kind: string, state: string, data: unknown, sentAt: string | null) => ({
    sql: `INSERT INTO reminder_sends (key, subscription, kind, state, data, sent_at, updated_at, created_at)
      VALUES (?, 1, ?, ?, ?, ?, ?, ?)`,
    args: [key, kind, state, JSON.stringify(data), sentAt, hours(0), hours(0)],
  })
  await db.transaction([
    send('a1', 'alert', 'sent', { notice: active.id }, hours(-48)),
    send('a2', 'alert', 'sent', { notice: active.id }, hours(-47)),
    send('a3', 'alert', 'sent', { notice: active.id }, hours(-46)),
    send('a4', 'alert', 'sent', { notice: active.id }, hours(-240)),
    send('r1', 'reminder', 'queued', { day: '2026-06-11' }, null),
    send('r2', 'reminder', 'claimed', { day: '2026-06-11' }, null),
    send('r3', 'reminder', 'skipped', { day: '2026-06-09' }, null),
    send('r4', 'reminder', 'failed', { day: '2026-06-09' }, null),
  ])

  // A page scheduled to publish in 3 days, one in 20 days (outside the 14).
  for (const [title, path, days] of [
    ['Uus teenus', '/uus-teenus', 3],
    ['Hilisem', '/hilisem', 20],
  ] as const) {
    const page = await payload.create({
      collection: 'pages',
      data: { title, path, _status: 'draft' },
      draft: true,
      ...ctx,
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date(now.getTime() + days * 86_400_000),
    })
  }

  // Price lists: Tallinn ends in 10 days, Tartu runs on; the other five regions have none valid today.
  const price = (region: string, validFrom: string, validTo: string) =>
    payload.create({
      collection: 'price-lists',
      data: { region, title: `Hinnad ${region}`, validFrom, validTo, rows: [] } as never,
      ...ctx,
    })
  await price('tallinn', '2026-01-01', '2026-06-20')
  await price('tartu', '2026-01-01', '2999-12-31')
  await price('parnu', '2025-01-01', '2025-12-31')

  // Unanswered searches: asked by 5 and 3 different visitors lately, by 2 (one of them every day for a
  // week), and by 9 two months ago.
  const miss = async (query: string, clients: number, at: string, days = 1) => {
    for (let c = 1; c <= clients; c++)
      for (let d = 0; d < days; d++)
        await recordSortingMiss(payload, query, `198.51.100.${c}`, {
          now: new Date(Date.parse(at) - d * 86_400_000),
          limits: new RateLimiter({ limit: 0, windowMs: 1 }),
        })
  }
  await miss('surfilaud', 5, hours(-24))
  await miss('kanuu', 3, hours(-100))
  await miss('kajak', 2, hours(-10), 7)
  await miss('vana', 9, hours(-24 * 60))

  // One CSV import.
  await importCsv(
    payload,
    'sorting-items',
    [
      'slug;name;name_ru;name_en;synonyms;synonyms_ru;destination;preparation_en;freeAtStations;popular',
      'mug;Kruus;;;;;mixed;;;',
    ].join('\n'),
  )
}, 120_000)
afterAll(() => destroyTestPayload(payload))

describe("the editors' start page", () => {
  it('counts what needs attention for seeded data', async () => {
    const desk = await deskSummary(payload, admin, { now, alertMinutes: 60 })
    expect(desk.contact).toMatchObject({ undelivered: 2, overdue: 1, oldest: hours(-3) })
    expect(desk.notices?.map((n) => n.title)).toEqual(['Veekatkestus'])
    expect(desk.noticeFilter).toEqual({ category: expect.any(Number), active: 1 })
    expect(desk.alerts?.notices).toEqual([expect.objectContaining({ title: 'Veekatkestus', mails: 3 })])
    expect(desk.scheduled?.map((s) => [s.title, s.type])).toEqual([['Uus teenus', 'publish']])
    expect(desk.priceLists?.ending.map((p) => p.region)).toEqual(['tallinn'])
    expect(desk.priceLists?.regionsWithout).toEqual(['viljandi', 'parnu', 'saaremaa', 'hiiumaa', 'rakvere'])
    expect(desk.misses?.map((m) => [m.query, m.clients])).toEqual([
      ['surfilaud', 5],
      ['kanuu', 3],
    ])
    expect(desk.outbox).toMatchObject({ waiting: 2, skipped: 1, failed: 1, lastSent: hours(-46) })
    expect(desk.imports).toEqual([expect.objectContaining({ source: 'sorting-items', ok: true })])
  })

  it('lists the failed mails the count links to, to administrators only', async () => {
    // The start page's link: the reminder-sends list filtered on the state (src/components/admin/EditorsDesk.tsx).
    const failed = await payload.find({
      collection: 'reminder-sends',
      where: { state: { equals: 'failed' } },
      user: admin as never,
      overrideAccess: false,
      depth: 0,
    })
    expect(failed.docs.map((d) => d.key)).toEqual(['r4'])
    await expect(
      payload.find({ collection: 'reminder-sends', user: editor as never, overrideAccess: false }),
    ).rejects.toThrow()
  })

  it('shows each role only its own work', async () => {
    const asEditor = await deskSummary(payload, editor, { now })
    expect(Object.keys(asEditor).sort()).toEqual([
      'alerts',
      'imports',
      'misses',
      'noticeFilter',
      'notices',
      'priceLists',
      'scheduled',
    ])
    const asSupport = await deskSummary(payload, support, { now })
    expect(Object.keys(asSupport).sort()).toEqual(['alerts', 'contact', 'noticeFilter', 'notices'])
  })
})
