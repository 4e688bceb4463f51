import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { postDate, seedContent } from '../../seed/content'
import { fixture } from './fixtures/content'

let payload: Payload

beforeAll(async () => {
  // Keep test uploads out of the working copy's data/media.
  process.env.MEDIA_DIR = mkdtempSync(path.join(tmpdir(), 'site-media-'))
  payload = await createTestPayload()
})
afterAll(() => destroyTestPayload(payload))

type Report = { created: string[]; skipped: string[] }

describe('content seed loader', () => {
  it('creates pages in three locales with blocks, PDFs, posts and redirects', async () => {
    const report: Report = { created: [], skipped: [] }
    await seedContent(payload, report, fixture)
    expect(report.created).toEqual(
      expect.arrayContaining([
        'page /customer-support',
        'page /customer-support/instructions',
        'post winter-schedule',
        'redirect /faq',
        'pdf guide-mixed-packaging-ru',
        'category waste-school',
      ]),
    )

    const find = async (locale: 'et' | 'ru' | 'en') =>
      (
        await payload.find({
          collection: 'pages',
          locale,
          fallbackLocale: false,
          depth: 1,
          where: { path: { equals: '/customer-support/instructions' } },
        })
      ).docs[0]
    const [et, ru, en] = await Promise.all([find('et'), find('ru'), find('en')])
    expect(et._status).toBe('published')
    expect([et.title, ru.title, en.title]).toEqual(['Juhendid', 'Инструкции', 'Instructions'])

    // Markdown became Lexical: a heading, bold text and a link.
    const body = JSON.stringify(et.layout?.[0])
    expect(body).toContain('"tag":"h2"')
    expect(body).toContain('"format":1')
    expect(body).toContain('/customer-support/faq')

    // Each locale's downloads block points at that locale's PDF.
    const fileOf = (page: typeof et) => {
      const block = page.layout?.find((b) => b.blockType === 'downloads')
      const file = block && block.blockType === 'downloads' ? block.files[0].file : null
      return typeof file === 'object' && file ? file : null
    }
    expect(fileOf(ru)?.filename).toMatch(/^guide-mixed-packaging-ru/)
    expect(fileOf(ru)?.mimeType).toBe('application/pdf')
    expect(fileOf(en)?.filename).toMatch(/^guide-mixed-packaging-en/)
    expect(fileOf(ru)?.filesize).toBeGreaterThan(1000)

    const post = (
      await payload.find({
        collection: 'posts',
        locale: 'ru',
        depth: 1,
        where: { slug: { equals: 'winter-schedule' } },
      })
    ).docs[0]
    expect(post.title).toBe('Зимний график')
    expect(post._status).toBe('published')
    expect(post.categories?.map((c) => (typeof c === 'object' ? c.slug : c))).toEqual(['emergency-notices'])

    const redirect = (await payload.find({ collection: 'redirects', where: { from: { equals: '/faq' } } })).docs[0]
    expect(redirect.type).toBe('301')
    expect(redirect.to?.url).toBe('/customer-support/faq')
  })

  it("is idempotent and never overwrites editors' changes", async () => {
    const page = (
      await payload.find({ collection: 'pages', locale: 'en', where: { path: { equals: '/customer-support' } } })
    ).docs[0]
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Support (edited)' },
      context: { disableRevalidate: true },
    })
    const before = await Promise.all(
      ['pages', 'posts', 'media', 'redirects', 'categories'].map((c) => payload.count({ collection: c as 'pages' })),
    )
    const report: Report = { created: [], skipped: [] }
    await seedContent(payload, report, fixture)
    expect(report.created).toEqual([])
    const after = await Promise.all(
      ['pages', 'posts', 'media', 'redirects', 'categories'].map((c) => payload.count({ collection: c as 'pages' })),
    )
    expect(after.map((c) => c.totalDocs)).toEqual(before.map((c) => c.totalDocs))
    const again = await payload.findByID({ collection: 'pages', id: page.id, locale: 'en' })
    expect(again.title).toBe('Support (edited)')
  })

  it('refuses anonymous writes and hides drafts from the public', async () => {
    for (const collection of ['pages', 'posts', 'categories', 'redirects'] as const) {
      await expect(payload.create({ collection, data: {} as never, overrideAccess: false })).rejects.toThrow()
    }
    const page = (await payload.find({ collection: 'pages', where: { path: { equals: '/customer-support' } } })).docs[0]
    await expect(
      payload.update({ collection: 'pages', id: page.id, data: { title: 'x' }, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'pages', id: page.id, overrideAccess: false })).rejects.toThrow()
    await payload.create({
      collection: 'pages',
      data: { path: '/draft-only', title: 'Draft', _status: 'draft' },
      draft: true,
      context: { disableRevalidate: true },
    })
    const pub = await payload.find({
      collection: 'pages',
      overrideAccess: false,
      where: { path: { equals: '/draft-only' } },
    })
    expect(pub.totalDocs).toBe(0)
  })

  it('turns day offsets into dates in Tallinn', () => {
    expect(postDate('2026-03-01')).toBe('2026-03-01T10:00:00.000Z')
    expect(postDate(-1, new Date('2026-01-01T22:30:00Z'))).toBe('2026-01-01T10:00:00.000Z')
  })
})
