import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { addMissAsItem, addMissAsSynonym, slugOf } from '@/lib/admin/misses'
import { createTestPayload, destroyTestPayload } from './helpers/payload'

// The start page's one-click answers to frequent unanswered sorting searches (src/lib/admin/misses.ts).
let payload: Payload
let editor: { id: number; roles: ['editor']; collection: 'users'; email: string }

beforeAll(async () => {
  payload = await createTestPayload()
  const u = await payload.create({
    collection: 'users',
    data: { email: 'misses-editor@example.com', password: 'a-long-enough-password', roles: ['editor'] },
  })
  editor = { id: u.id, roles: ['editor'], collection: 'users', email: 'misses-editor@example.com' }
}, 120_000)
afterAll(() => destroyTestPayload(payload))

const miss = (query: string) =>
  payload.create({
    collection: 'sorting-misses',
    data: { query, count: 4, clients: 4, lastSeen: new Date().toISOString() },
    overrideAccess: true,
  })

describe('answering an unanswered search from the start page', () => {
  it('makes a slug of any query', () => {
    expect(slugOf('Õlivärvi purk')).toBe('olivarvi-purk')
    expect(slugOf('  ')).toBe('item')
  })

  it('adds the query as a new item as the editor, then removes the search from the list', async () => {
    const m = await miss('surfilaud')
    const id = await addMissAsItem(payload, editor, m.id, 'bulky')
    const item = await payload.findByID({ collection: 'sorting-items', id, locale: 'et' })
    expect(item).toMatchObject({ name: 'Surfilaud', slug: 'surfilaud', destination: 'bulky' })
    expect((await payload.count({ collection: 'sorting-misses', where: { id: { equals: m.id } } })).totalDocs).toBe(0)
    const trail = await payload.find({ collection: 'audit-log', where: { target: { equals: 'sorting-items' } } })
    expect(trail.docs.map((d) => [d.action, d.userEmail])).toContainEqual(['create', editor.email])
  })

  it('adds the query to an existing item’s synonyms once', async () => {
    const m = await miss('surfiplank')
    const id = await addMissAsSynonym(payload, editor, m.id, 'surfilaud')
    const item = await payload.findByID({ collection: 'sorting-items', id, locale: 'et' })
    expect(item.synonyms).toBe('surfiplank')
    await expect(addMissAsSynonym(payload, editor, m.id, 'surfilaud')).rejects.toThrow(/no longer listed/)
    const other = await miss('kanuu')
    await expect(addMissAsSynonym(payload, editor, other.id, 'no-such-item')).rejects.toThrow(/existing item/)
  })

  it('refuses a user who may not edit sorting items', async () => {
    const m = await miss('kajak')
    const support = { id: editor.id, roles: ['support'], collection: 'users' } as never
    await expect(addMissAsItem(payload, support, m.id, 'bulky')).rejects.toThrow()
  })
})
