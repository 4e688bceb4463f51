import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { pruneAuditLog } from '@/lib/audit/retention'
import { importCsv } from '@/lib/import/run'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { richText } from '../support/richText'

let payload: Payload
type Staff = { id: number; email: string; roles: ('admin' | 'editor' | 'support')[]; collection: 'users' }
let editor: Staff
let admin: Staff

const as = (user: Staff) => ({ overrideAccess: false, user }) as const

const trail = async (where: Record<string, unknown> = {}) =>
  (
    await payload.find({ collection: 'audit-log', where: where as never, sort: 'id', pagination: false, depth: 0 })
  ).docs.map((d) => ({ action: d.action, target: d.target, docId: d.docId, user: d.user, email: d.userEmail }))

beforeAll(async () => {
  payload = await createTestPayload()
  const make = async (email: string, roles: Staff['roles']) => {
    const u = await payload.create({
      collection: 'users',
      data: { email, password: 'a-long-enough-password', roles },
      context: { disableRevalidate: true },
    })
    return { id: u.id, email, roles, collection: 'users' } as Staff
  }
  admin = await make('audit-admin@example.com', ['admin'])
  editor = await make('audit-editor@example.com', ['editor'])
}, 120_000)
afterAll(() => destroyTestPayload(payload))

describe('audit trail', () => {
  it('records create, draft, publish, edit, unpublish and delete of a page with the user and time', async () => {
    const before = Date.now()
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Auditeeritav', path: '/audit-test', _status: 'draft' },
      draft: true,
      context: { disableRevalidate: true },
      ...as(editor),
    })
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' }, ...as(editor) })
    await payload.update({ collection: 'pages', id: page.id, data: { title: 'Muudetud' }, ...as(editor) })
    // A draft saved over the published page leaves it published: a "draft", not an unpublish.
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Mustand', _status: 'draft' },
      draft: true,
      ...as(editor),
    })
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' }, ...as(editor) })
    await payload.delete({ collection: 'pages', id: page.id, ...as(editor) })

    const rows = await trail({ target: { equals: 'pages' } })
    const id = String(page.id)
    const who = { user: editor.id, email: editor.email, target: 'pages', docId: id }
    expect(rows).toEqual([
      { action: 'create', ...who },
      { action: 'publish', ...who },
      { action: 'update', ...who },
      { action: 'draft', ...who },
      { action: 'unpublish', ...who },
      { action: 'delete', ...who },
    ])
    const { docs } = await payload.find({ collection: 'audit-log', where: { target: { equals: 'pages' } }, sort: 'id' })
    for (const d of docs) expect(new Date(d.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(docs.at(-1)!.title).toBe('Mustand')
  })

  it('makes one draft row of an editor typing with autosave on, and records the publish after it', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: {
        title: 'Automaatne',
        slug: 'audit-autosave',
        date: '2026-11-01T00:00:00.000Z',
        content: richText('Tekst.') as never,
        _status: 'published',
      },
      context: { disableRevalidate: true },
      ...as(editor),
    })
    // The admin's live preview saves the draft about once a second while the editor types.
    for (const title of ['Automaatne s', 'Automaatne sa', 'Automaatne salvestus'])
      await payload.update({
        collection: 'posts',
        id: post.id,
        data: { title, _status: 'draft' },
        draft: true,
        autosave: true,
        ...as(editor),
      })
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' }, ...as(editor) })
    const rows = await trail({ and: [{ target: { equals: 'posts' } }, { docId: { equals: String(post.id) } }] })
    // Created published (a "publish"), three autosaves (one "draft"), then published again.
    expect(rows.map((r) => r.action)).toEqual(['publish', 'draft', 'publish'])
    // The document's newest draft has the last text typed.
    const draft = await payload.findByID({ collection: 'posts', id: post.id, draft: true, depth: 0 })
    expect(draft.title).toBe('Automaatne salvestus')
  })

  it('records role changes and globals, not a user editing their own name', async () => {
    await payload.update({ collection: 'users', id: editor.id, data: { name: 'Toimetaja' }, ...as(editor) })
    await payload.update({ collection: 'users', id: editor.id, data: { roles: ['editor', 'support'] }, ...as(admin) })
    const roles = await payload.find({
      collection: 'audit-log',
      where: { and: [{ target: { equals: 'users' } }, { docId: { equals: String(editor.id) } }] },
      sort: 'id',
    })
    expect(roles.docs.map((d) => [d.action, d.detail])).toEqual([
      ['create', { roles: ['editor'] }],
      ['roles', { roles: ['editor', 'support'], before: ['editor'] }],
    ])
    expect(roles.docs[1]!.userEmail).toBe(admin.email)

    await payload.updateGlobal({
      slug: 'header-menu',
      data: {},
      context: { disableRevalidate: true },
      ...as(editor),
    })
    expect(await trail({ target: { equals: 'header-menu' } })).toEqual([
      { action: 'update', target: 'header-menu', docId: null, user: editor.id, email: editor.email },
    ])
  })

  it('records an import as one entry, not one per row', async () => {
    const csv = [
      'slug;name;name_ru;name_en;synonyms;synonyms_ru;destination;preparation_en;freeAtStations;popular',
      'audit-mug;Kruus;Кружка;Mug;;;mixed;;;',
      'audit-cup;Tass;Чашка;Cup;;;mixed;;;',
    ].join('\n')
    const report = await importCsv(payload, 'sorting-items', csv, editor)
    expect(report).toEqual({ ok: true, created: 2 })
    expect(await trail({ target: { equals: 'sorting-items' } })).toEqual([
      { action: 'import', target: 'sorting-items', docId: null, user: editor.id, email: editor.email },
    ])
  })

  it('cannot be created, changed or deleted by anyone, and only admins read it', async () => {
    const { docs } = await payload.find({ collection: 'audit-log', limit: 1 })
    const id = docs[0]!.id
    for (const user of [admin, editor]) {
      await expect(
        payload.create({ collection: 'audit-log', data: { action: 'update', target: 'pages' }, ...as(user) }),
      ).rejects.toThrow()
      await expect(payload.update({ collection: 'audit-log', id, data: { title: 'x' }, ...as(user) })).rejects.toThrow()
      await expect(payload.delete({ collection: 'audit-log', id, ...as(user) })).rejects.toThrow()
    }
    expect((await payload.find({ collection: 'audit-log', ...as(admin) })).totalDocs).toBeGreaterThan(0)
    await expect(payload.find({ collection: 'audit-log', ...as(editor) })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'audit-log', id })).title).toBe(docs[0]!.title)
  })

  it('keeps entries for the retention time, then removes them', async () => {
    const total = (await payload.count({ collection: 'audit-log' })).totalDocs
    expect(await pruneAuditLog(payload, 730)).toBe(0)
    const later = new Date(Date.now() + 731 * 86_400_000)
    expect(await pruneAuditLog(payload, 730, later)).toBe(total)
    expect((await payload.count({ collection: 'audit-log' })).totalDocs).toBe(0)
  })
})
